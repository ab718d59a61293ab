import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTICE_SCROLL_MS, NOTICE_SCROLL_OFFSET_PX, noticeScrollTarget, scrollToNotices, swing } from "./scroll";

let notice: HTMLElement;
let scrolled: number[];

const reducedMotion = (reduce: boolean): void => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  reducedMotion(false);
  document.body.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Error</li></ul>';
  notice = document.querySelector("ul") as HTMLElement;
  // The notice 900 px down the document, the window at the top.
  notice.getBoundingClientRect = () => ({ top: 900 - window.scrollY }) as DOMRect;
  scrolled = [];
  vi.spyOn(window, "scrollTo").mockImplementation(((x: number, y: number) => {
    scrolled.push(y);
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  }) as typeof window.scrollTo);
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("scroll to notices (docs/behaviour/constants.md: 1000 ms, 100px offset)", () => {
  it("aims 100 px above the notice", () => {
    expect(noticeScrollTarget(notice)).toBe(900 - NOTICE_SCROLL_OFFSET_PX);
    notice.getBoundingClientRect = () => ({ top: 40 }) as DOMRect;
    expect(noticeScrollTarget(notice)).toBe(0);
  });

  it("moves there over 1000 ms with jQuery's swing easing", () => {
    scrollToNotices(notice);
    vi.advanceTimersByTime(NOTICE_SCROLL_MS / 2);
    const halfway = scrolled.at(-1) ?? 0;
    expect(halfway).toBeGreaterThan(300);
    expect(halfway).toBeLessThan(500);
    vi.advanceTimersByTime(NOTICE_SCROLL_MS / 2 - 40);
    expect(scrolled.at(-1)).toBeLessThan(800);
    vi.advanceTimersByTime(80);
    expect(scrolled.at(-1)).toBe(800);
    const frames = scrolled.length;
    vi.advanceTimersByTime(500);
    expect(scrolled).toHaveLength(frames);
  });

  it("jumps for a shopper who prefers reduced motion", () => {
    reducedMotion(true);
    scrollToNotices(notice);
    expect(scrolled).toEqual([800]);
  });

  it("a second scroll replaces the first", () => {
    scrollToNotices(notice);
    vi.advanceTimersByTime(300);
    notice.getBoundingClientRect = () => ({ top: 300 - window.scrollY }) as DOMRect;
    scrollToNotices(notice);
    vi.advanceTimersByTime(NOTICE_SCROLL_MS + 50);
    expect(scrolled.at(-1)).toBe(200);
  });

  it("eases slowly at both ends", () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(0.9)).toBeGreaterThan(0.9);
  });
});
