import { afterEach, describe, expect, it, vi } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { mountPage, must, wrapInIsland } from "../../src/testing/islands";
import { accordionsIsland } from "./index";
import { ANIMATION_MS, OPEN_ABOVE_PX, parseAccordionsProps } from "./props";

let runtime: Runtime | null = null;

function setWidth(width: number): void {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
}

interface FakeAnimation {
  keyframes: unknown;
  options: unknown;
  onfinish: (() => void) | null;
  cancel: () => void;
  finish(): void;
}

/** Stands in for the Web Animations API, which happy-dom lacks; records every animation. */
function fakeAnimate(): FakeAnimation[] {
  const made: FakeAnimation[] = [];
  const animate = function (this: Element, keyframes: unknown, options: unknown) {
    const animation: FakeAnimation = {
      keyframes,
      options,
      onfinish: null,
      cancel: vi.fn(),
      finish() {
        this.onfinish?.();
      },
    };
    made.push(animation);
    return animation;
  };
  Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true, writable: true });
  return made;
}

function reducedMotion(reduce: boolean): void {
  Object.defineProperty(window, "matchMedia", {
    value: (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }),
    configurable: true,
    writable: true,
  });
}

/** The same markup as a summary accordion group: three sibling details, all open from the server. */
function group(): HTMLElement {
  document.body.innerHTML = `<div class="summary"><details open><summary>Delivery</summary><p>2–4 days</p></details>
    <details open><summary>Returns <a href="/returns/">policy</a></summary><p>30 days</p></details>
    <details open><summary>Care</summary><p>30°C</p></details></div>`;
  return wrapInIsland(must(document.querySelector(".summary"), "group"), "accordions");
}

const all = (): HTMLDetailsElement[] => Array.from(document.querySelectorAll("details"));
const summary = (index: number): HTMLElement => must(document.querySelectorAll<HTMLElement>("summary")[index] ?? null, `summary ${index}`);
function clickSummary(index: number): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  summary(index).dispatchEvent(event);
  return event;
}

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  setWidth(1024);
  Reflect.deleteProperty(HTMLElement.prototype, "animate");
  Reflect.deleteProperty(window, "matchMedia");
});

describe("accordion props", () => {
  it("default to docs/behaviour/constants.md#product-form: open above 992 px, 200 ms", () => {
    expect([OPEN_ABOVE_PX, ANIMATION_MS]).toEqual([992, 200]);
    expect(parseAccordionsProps({})).toEqual({ ok: true, value: { openAbove: 992, duration: 200 } });
    expect(parseAccordionsProps({ openAbove: "768", duration: 0 })).toEqual({ ok: true, value: { openAbove: 768, duration: 0 } });
    expect(parseAccordionsProps([]).ok).toBe(false);
    expect(parseAccordionsProps({ duration: -1 }).ok).toBe(false);
  });
});

describe("accordions", () => {
  it("open the first of a group on windows wider than 992 px (one open at a time)", async () => {
    setWidth(993);
    group();
    runtime = await mountPage([accordionsIsland]);
    expect(all().map((d) => d.open)).toEqual([true, false, false]);
  });

  it("start closed at 992 px and below", async () => {
    setWidth(992);
    group();
    runtime = await mountPage([accordionsIsland]);
    expect(all().map((d) => d.open)).toEqual([false, false, false]);
  });

  it("open one, closing the one that was open, without animation when motion is reduced", async () => {
    setWidth(1200);
    reducedMotion(true);
    const made = fakeAnimate();
    group();
    runtime = await mountPage([accordionsIsland]);
    expect(clickSummary(2).defaultPrevented).toBe(true);
    expect(all().map((d) => d.open)).toEqual([false, false, true]);
    clickSummary(2);
    expect(all().map((d) => d.open)).toEqual([false, false, false]);
    expect(made).toHaveLength(0);
  });

  it("animate opening and closing over 200 ms, and set the state when the animation ends", async () => {
    setWidth(1200);
    reducedMotion(false);
    const made = fakeAnimate();
    group();
    runtime = await mountPage([accordionsIsland]);
    clickSummary(2);
    expect(made).toHaveLength(2); // the first closes while the third opens
    expect(made.map((a) => a.options)).toEqual([
      { duration: 200, easing: "ease-out" },
      { duration: 200, easing: "ease-out" },
    ]);
    // Both stay open while they animate; the closing one closes when its animation ends.
    expect(all().map((d) => d.open)).toEqual([true, false, true]);
    for (const animation of made) animation.finish();
    expect(all().map((d) => d.open)).toEqual([false, false, true]);
  });

  it("reverse an animation that is still running", async () => {
    setWidth(500);
    reducedMotion(false);
    const made = fakeAnimate();
    group();
    runtime = await mountPage([accordionsIsland]);
    clickSummary(0);
    clickSummary(0);
    expect(made).toHaveLength(2);
    expect(made[0]?.cancel).toHaveBeenCalled();
    made[1]?.finish();
    expect(all()[0]?.open).toBe(false);
  });

  it("take the default state again when the window crosses 992 px, not on other resizes", async () => {
    const listeners: { query: string; listener: () => void }[] = [];
    Object.defineProperty(window, "matchMedia", {
      value: (query: string) => ({ matches: false, media: query, addEventListener: (_type: string, listener: () => void) => listeners.push({ query, listener }) }),
      configurable: true,
      writable: true,
    });
    setWidth(500);
    group();
    runtime = await mountPage([accordionsIsland]);
    expect(all().map((d) => d.open)).toEqual([false, false, false]);
    expect(listeners.map((entry) => entry.query)).toEqual(["(min-width: 993px)"]);
    setWidth(1200);
    for (const entry of listeners) entry.listener();
    expect(all().map((d) => d.open)).toEqual([true, false, false]);
  });

  it("leave links inside a summary alone", async () => {
    group();
    runtime = await mountPage([accordionsIsland]);
    const link = must(document.querySelector("summary a"), "link");
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("close the captured 'Quick add' details of product cards on small windows, keep them open on wide ones", async () => {
    for (const [width, open] of [[800, false], [1280, true]] as const) {
      setWidth(width);
      loadCapturedBody("product-variable-hoodie.html");
      const details = must(document.querySelector("ul.products details"), "Quick add");
      expect(details.querySelector("summary")?.textContent).toBe("Quick add");
      wrapInIsland(details, "accordions");
      runtime = await mountPage([accordionsIsland]);
      expect((details as HTMLDetailsElement).open).toBe(open);
      runtime.destroy();
    }
  });
});
