import { afterEach, describe, expect, it, vi } from "vitest";
import { LIGHTBOX } from "./constants";
import { doubleTapZoom, photoSwipeOptions, viewportSize, type OpenRequest } from "./options";
import { DEFAULT_STRINGS } from "./props";

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ src: `/img-${index}.png`, width: 800, height: 1024 }));
const request = (overrides: Partial<OpenRequest> = {}): OpenRequest => ({ items: items(2), index: 0, animate: true, strings: DEFAULT_STRINGS, ...overrides });

afterEach(() => vi.unstubAllGlobals());

describe("lightbox constants (docs/behaviour/constants.md#lightbox)", () => {
  it("are the documented numbers", () => {
    expect(LIGHTBOX).toEqual({
      animationMs: 333,
      spacing: 0.12,
      verticalDragCloseBelow: 0.75,
      doubleTapThreshold: 0.7,
      doubleTapZoomLow: 1,
      doubleTapZoomHigh: 1.33,
      maxZoom: 1.33,
      idleMs: 4000,
      idleOutsideMs: 1000,
      preloaderDelayMs: 1000,
      swipeDistancePx: 30,
      preload: [1, 1],
      minLoopItems: 3,
      share: false,
      counter: false,
      // Not in the table: the legacy page's (CommerceKit's PhotoSwipe 4 defaults).
      bgOpacity: 1,
      padding: { top: 44, bottom: 44, left: 0, right: 0 },
    });
  });

  it("reach PhotoSwipe: 333 ms, spacing 0.12, max zoom 1.33, preload 1/1, loader after 1 s, keys, no counter", () => {
    const options = photoSwipeOptions(request({ index: 1 }));
    expect(options).toMatchObject({
      index: 1,
      showHideAnimationType: "zoom",
      showAnimationDuration: 333,
      hideAnimationDuration: 333,
      zoomAnimationDuration: 333,
      spacing: 0.12,
      maxZoomLevel: 1.33,
      preload: [1, 1],
      preloaderDelay: 1000,
      escKey: true,
      arrowKeys: true,
      closeOnVerticalDrag: true,
      trapFocus: true,
      returnFocus: true,
      counter: false,
      zoom: true,
      errorMsg: "The image could not be loaded.",
      closeTitle: "Close (Esc)",
      zoomTitle: "Zoom in/out",
      arrowPrevTitle: "Previous (arrow left)",
      arrowNextTitle: "Next (arrow right)",
    });
    expect(options.dataSource).toHaveLength(2);
  });

  it("draw as CommerceKit's PhotoSwipe 4 does: an opaque backdrop, the image between 44 px bars", () => {
    expect(photoSwipeOptions(request())).toMatchObject({ bgOpacity: 1, padding: { top: 44, bottom: 44, left: 0, right: 0 } });
  });

  it("fit the image in the dialog's own box, as PhotoSwipe 4 did; the document's before it has one", () => {
    const element = document.createElement("div");
    Object.defineProperty(element, "clientWidth", { value: 1265 });
    Object.defineProperty(element, "clientHeight", { value: 800 });
    expect(viewportSize({ element })).toEqual({ x: 1265, y: 800 });
    expect(viewportSize({ element: undefined })).toEqual({ x: document.documentElement.clientWidth, y: window.innerHeight });
    expect(photoSwipeOptions(request()).getViewportSizeFn).toBeTypeOf("function");
  });

  it("loops only with 3 or more items", () => {
    expect(photoSwipeOptions(request({ items: items(1) })).loop).toBe(false);
    expect(photoSwipeOptions(request({ items: items(2) })).loop).toBe(false);
    expect(photoSwipeOptions(request({ items: items(3) })).loop).toBe(true);
    expect(photoSwipeOptions(request({ items: items(8) })).loop).toBe(true);
  });

  it("double tap zooms to 1 for images shown small, else 1.33", () => {
    expect(doubleTapZoom(0.3)).toBe(1);
    expect(doubleTapZoom(0.69)).toBe(1);
    expect(doubleTapZoom(0.7)).toBe(1.33);
    expect(doubleTapZoom(1)).toBe(1.33);
    const secondary = photoSwipeOptions(request()).secondaryZoomLevel;
    expect(typeof secondary === "function" && secondary({ initial: 0.5 } as never)).toBe(1);
    expect(typeof secondary === "function" && secondary({ initial: 0.9 } as never)).toBe(1.33);
  });

  it("a URL that reopens the lightbox does so without animation", () => {
    expect(photoSwipeOptions(request({ animate: false }))).toMatchObject({
      showHideAnimationType: "none",
      showAnimationDuration: 0,
      hideAnimationDuration: 0,
      zoomAnimationDuration: 0,
    });
  });

  it("reduced motion turns every animation off", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("prefers-reduced-motion: reduce") }));
    expect(photoSwipeOptions(request())).toMatchObject({ showHideAnimationType: "none", showAnimationDuration: 0, hideAnimationDuration: 0, zoomAnimationDuration: 0 });
  });
});
