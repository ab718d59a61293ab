import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { watchStickyNav } from "./sticky";
import { ThemeMarkup } from "../../src/contract/page-names";
import { fakeWindow, must } from "./testing";

interface Observed {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
  disconnected: boolean;
}

let observers: Observed[] = [];
let teardown: AbortController;

beforeEach(() => {
  observers = [];
  teardown = new AbortController();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly entry: Observed;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element): void {
        this.entry.targets.push(target);
      }
      disconnect(): void {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  teardown.abort();
  vi.unstubAllGlobals();
  document.body.className = "";
});

/** The sentinel's report: how much of it is in view. */
function report(ratio: number): void {
  const observer = observers[0];
  if (!observer) throw new Error("nothing observed");
  const target = observer.targets[0] as Element;
  observer.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}

const stuck = (): boolean => must(".col-full-nav").classList.contains(ThemeMarkup.StuckClass);

function start(width: number, bodyClasses: string): { resize(width: number): void } {
  const window = fakeWindow(width);
  loadCapturedBody("home.html");
  document.body.className = bodyClasses;
  watchStickyNav(teardown.signal);
  return window;
}

describe("sticky navigation bar (docs/behaviour/site-ui.md#sticky-navigation: is_stuck set when the sentinel is fully out of view, removed when fully visible)", () => {
  it("watches the theme's sentinel with one observer at 0 and 1, and no scroll handler", () => {
    const addListener = vi.spyOn(window, "addEventListener");
    const docListener = vi.spyOn(document, "addEventListener");
    start(1280, "sticky-d");
    expect(observers).toHaveLength(1);
    expect(observers[0]?.targets).toEqual([must(".s-observer")]);
    expect(observers[0]?.options).toEqual({ threshold: [0, 1] });
    const types = [...addListener.mock.calls, ...docListener.mock.calls].map(([type]) => type);
    expect(types).not.toContain("scroll");
  });

  it("sets is_stuck once the sentinel is fully out of view, keeps it while partly in view, removes it once fully visible", () => {
    start(1280, "sticky-d sticky-m");
    report(1);
    expect(stuck()).toBe(false);
    report(0.5);
    expect(stuck()).toBe(false);
    report(0);
    expect(stuck()).toBe(true);
    report(0.4);
    expect(stuck()).toBe(true);
    report(1);
    expect(stuck()).toBe(false);
  });

  it("sticks only where the body class for the window's width says so: sticky-d above 992 px, sticky-m up to 992 px", () => {
    const window = start(1280, "sticky-d");
    report(0);
    expect(stuck()).toBe(true);
    window.resize(992);
    expect(stuck()).toBe(false);
    window.resize(993);
    expect(stuck()).toBe(true);
    teardown.abort();
    teardown = new AbortController();
    observers = [];
    start(390, "sticky-m");
    report(0);
    expect(stuck()).toBe(true);
  });

  it("does nothing without either body class, the sentinel or the bar", () => {
    start(1280, "home");
    expect(observers).toHaveLength(0);
    loadCapturedBody("home.html");
    must(".s-observer").remove();
    document.body.className = "sticky-d";
    watchStickyNav(teardown.signal);
    expect(observers).toHaveLength(0);
  });

  it("loads the logo mark's lazy picture in the bar when it first sticks", () => {
    start(1280, "sticky-d");
    must(".col-full-nav .primary-navigation").insertAdjacentHTML(
      "afterbegin",
      '<div class="logo-mark"><a href="#" rel="home"><img class="lazy" src="data:image/gif;base64,R0lGODdhAQABAPAAAMPDwwAAACwAAAAAAQABAAACAkQBADs=" data-src="/logo.png" data-srcset="/logo.png 1x" alt="Store"></a></div>',
    );
    report(1);
    const image = must<HTMLImageElement>(".logo-mark img");
    expect(image.classList.contains("lazy")).toBe(true);
    report(0);
    expect([image.getAttribute("src"), image.classList.contains("lazy")]).toEqual(["/logo.png", false]);
  });

  it("stops with the island", () => {
    start(1280, "sticky-d");
    teardown.abort();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
