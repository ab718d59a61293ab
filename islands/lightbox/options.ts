/**
 * PhotoSwipe 5 options from docs/behaviour/constants.md#lightbox (see constants.ts). Pure: the
 * opener passes the result to `new PhotoSwipe(…)`. Type-only imports keep PhotoSwipe out of the
 * mount's chunk.
 */
import type { PhotoSwipeOptions, Point } from "photoswipe";
import { LIGHTBOX } from "./constants";
import type { LightboxItem } from "./items";
import { prefersReducedMotion } from "../../src/dom/motion";
import type { LightboxStrings } from "./props";

export interface OpenRequest {
  items: LightboxItem[];
  index: number;
  /** False when a pasted URL reopens it (docs/behaviour/gallery.md#lightbox-hash) or the user prefers reduced motion. */
  animate: boolean;
  strings: LightboxStrings;
}

/** PhotoSwipe 4's double-tap rule: small images zoom to 1, the rest to 1.33. */
export function doubleTapZoom(initialZoom: number): number {
  return initialZoom < LIGHTBOX.doubleTapThreshold ? LIGHTBOX.doubleTapZoomLow : LIGHTBOX.doubleTapZoomHigh;
}

/**
 * The area the image is fitted in, as PhotoSwipe 4 measured it: the dialog's own full-window box,
 * which leaves the page's scrollbar out (PhotoSwipe 5 takes the document's width, and the image
 * sat 8 px right of the legacy one at 1280 px). Before the dialog has a box, PhotoSwipe 5's own.
 */
export function viewportSize(pswp: object): Point {
  const element = "element" in pswp && pswp.element instanceof HTMLElement ? pswp.element : null;
  if (element && element.clientWidth > 0) return { x: element.clientWidth, y: element.clientHeight };
  return { x: document.documentElement.clientWidth, y: window.innerHeight };
}

export function photoSwipeOptions(request: OpenRequest): PhotoSwipeOptions {
  const animate = request.animate && !prefersReducedMotion();
  const duration = animate ? LIGHTBOX.animationMs : 0;
  const { strings } = request;
  return {
    dataSource: request.items,
    index: request.index,
    showHideAnimationType: animate ? "zoom" : "none",
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    spacing: LIGHTBOX.spacing,
    bgOpacity: LIGHTBOX.bgOpacity,
    padding: { ...LIGHTBOX.padding },
    getViewportSizeFn: (_options, pswp) => viewportSize(pswp),
    loop: request.items.length >= LIGHTBOX.minLoopItems,
    preload: LIGHTBOX.preload,
    preloaderDelay: LIGHTBOX.preloaderDelayMs,
    secondaryZoomLevel: (zoomLevel: { initial: number }) => doubleTapZoom(zoomLevel.initial),
    maxZoomLevel: LIGHTBOX.maxZoom,
    closeOnVerticalDrag: true,
    escKey: true,
    arrowKeys: true,
    trapFocus: true,
    returnFocus: true,
    counter: LIGHTBOX.counter,
    zoom: true,
    close: true,
    arrowPrev: true,
    arrowNext: true,
    closeTitle: strings.close,
    zoomTitle: strings.zoom,
    arrowPrevTitle: strings.previous,
    arrowNextTitle: strings.next,
    errorMsg: strings.error,
    mainClass: "islet-lightbox",
  };
}
