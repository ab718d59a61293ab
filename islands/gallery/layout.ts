/** Pure layout rules (docs/behaviour/gallery.md#layouts): which layouts slide, how many items and thumbnails show. */
import { GRID_LIMITS, MOBILE_BREAKPOINT_PX, type GalleryLayout, type MobileLayout } from "./constants";
import type { GalleryProps } from "./props";

type GridLayout = keyof typeof GRID_LIMITS;

export const isGridLayout = (layout: GalleryLayout): layout is GridLayout => layout in GRID_LIMITS;
export const isScrollLayout = (layout: GalleryLayout): boolean => layout === "vertical-scroll" || layout === "simple-scroll";
export const isVerticalLayout = (layout: GalleryLayout): boolean => layout === "vertical-left" || layout === "vertical-right";
export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT_PX;

/** Grid and scroll layouts are a slider only up to the mobile breakpoint; the others always. */
export function usesSlider(layout: GalleryLayout, width: number): boolean {
  return !(isGridLayout(layout) || isScrollLayout(layout)) || isMobileWidth(width);
}

/** How many items a grid shows before "load more"; every item for the other layouts. */
export function gridLimit(layout: GalleryLayout): number {
  return isGridLayout(layout) ? GRID_LIMITS[layout] : Number.POSITIVE_INFINITY;
}

/** Items shown in grid mode: the first `gridLimit` until the shopper asks for more. */
export function visibleItemCount(layout: GalleryLayout, total: number, expanded: boolean): number {
  return expanded ? total : Math.min(total, gridLimit(layout));
}

/** The load-more toggle exists only for a grid with more items than it shows. */
export function needsLoadMore(layout: GalleryLayout, total: number, width: number): boolean {
  return !usesSlider(layout, width) && total > gridLimit(layout);
}

export function thumbsPerView(layout: GalleryLayout, thumbs: GalleryProps["thumbs"], width: number): number {
  if (isMobileWidth(width)) return thumbs.mobile;
  return isVerticalLayout(layout) ? thumbs.vertical : thumbs.desktop;
}

/** Main slides per view: the 'show-edge' phone layout peeks at the next slide. */
export function slidesPerView(mobileLayout: MobileLayout, showEdge: number, width: number): number {
  return mobileLayout === "show-edge" && isMobileWidth(width) ? showEdge : 1;
}

/** Thumbnails sit in a vertical column beside the image only on desktop vertical layouts. */
export function thumbsVertical(layout: GalleryLayout, width: number): boolean {
  return isVerticalLayout(layout) && !isMobileWidth(width);
}
