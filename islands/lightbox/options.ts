/**
 * PhotoSwipe 5 options from spec §9 (see constants.ts). Pure: the opener passes the result to
 * `new PhotoSwipe(…)`. Type-only imports keep PhotoSwipe out of the mount's chunk.
 */
import type { PhotoSwipeOptions } from "photoswipe";
import { LIGHTBOX } from "./constants";
import type { LightboxItem } from "./items";
import { prefersReducedMotion } from "../../src/dom/motion";
import type { LightboxStrings } from "./props";

export interface OpenRequest {
  items: LightboxItem[];
  index: number;
  /** False when a pasted URL reopens the lightbox (spec §2) or the user prefers reduced motion. */
  animate: boolean;
  strings: LightboxStrings;
}

/** PhotoSwipe 4's double-tap rule: small images zoom to 1, the rest to 1.33. */
export function doubleTapZoom(initialZoom: number): number {
  return initialZoom < LIGHTBOX.doubleTapThreshold ? LIGHTBOX.doubleTapZoomLow : LIGHTBOX.doubleTapZoomHigh;
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
