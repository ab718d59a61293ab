/**
 * Two PhotoSwipe 4 rules PhotoSwipe 5 has no option for (docs/behaviour/constants.md#lightbox): a
 * vertical drag released with the background faded below 0.75 closes, and a horizontal drag longer
 * than 30 px changes the slide even when slow (PhotoSwipe 5 alone wants half a slide or a flick).
 */
import type PhotoSwipe from "photoswipe";
import { LIGHTBOX } from "./constants";

export interface Release {
  axis: "x" | "y" | null;
  /** Horizontal distance from pointer down to up, in px. */
  dx: number;
  /** PhotoSwipe's background opacity ratio (1 = untouched, falls during a vertical drag). */
  bgOpacity: number;
  /** The slide was zoomed past fit (then a drag pans instead). */
  zoomed: boolean;
  /** PhotoSwipe already decided to change the slide itself. */
  moved: boolean;
}

export type ReleaseAction = "close" | "next" | "previous" | null;

export function releaseAction(release: Release): ReleaseAction {
  if (release.axis === "y" && release.bgOpacity < LIGHTBOX.verticalDragCloseBelow) return "close";
  if (release.axis !== "x" || release.zoomed || release.moved) return null;
  if (Math.abs(release.dx) <= LIGHTBOX.swipeDistancePx) return null;
  return release.dx < 0 ? "next" : "previous";
}

/** Applies `releaseAction` after PhotoSwipe's own release handling (a microtask later). */
export function applyReleaseRules(pswp: PhotoSwipe): void {
  let startX = 0;
  let startIndex = 0;
  pswp.on("pointerDown", ({ originalEvent }) => {
    startX = originalEvent.clientX;
    startIndex = pswp.potentialIndex;
  });
  pswp.on("pointerUp", ({ originalEvent }) => {
    const { gestures, currSlide } = pswp;
    if (!gestures.isDragging || gestures.isMultitouch) return;
    const release: Omit<Release, "moved"> = {
      axis: gestures.dragAxis,
      dx: originalEvent.clientX - startX,
      bgOpacity: pswp.bgOpacity,
      zoomed: currSlide ? currSlide.currZoomLevel > currSlide.zoomLevels.fit : false,
    };
    queueMicrotask(() => {
      const action = releaseAction({ ...release, moved: pswp.potentialIndex !== startIndex });
      if (action === "close") pswp.close();
      else if (action) pswp.mainScroll.moveIndexBy(action === "next" ? 1 : -1, true);
    });
  });
}
