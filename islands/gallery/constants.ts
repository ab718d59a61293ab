/** The gallery's constants and layout names (docs/behaviour/constants.md#gallery); each one has a test. */

export const LAYOUTS = [
  "horizontal",
  "vertical-left",
  "vertical-right",
  "grid-2-4",
  "grid-3-1-2",
  "grid-1-2-2",
  "vertical-scroll",
  "simple-scroll",
] as const;
export type GalleryLayout = (typeof LAYOUTS)[number];

export const MOBILE_LAYOUTS = ["default", "show-edge"] as const;
export type MobileLayout = (typeof MOBILE_LAYOUTS)[number];

/** Defaults when the page data says nothing: horizontal layout, lightbox on. */
export const DEFAULT_LAYOUT: GalleryLayout = "horizontal";
export const DEFAULT_LIGHTBOX = true;
/** Thumbnails per view: 4 desktop, 4 mobile, 5 in the vertical layouts. */
export const THUMBS_DESKTOP = 4;
export const THUMBS_MOBILE = 4;
export const THUMBS_VERTICAL = 5;
export const THUMB_GAP_PX = 10;
/** 'show-edge' shows part of the next slide: 1.1 slides per view. */
export const SHOW_EDGE_FACTOR = 1.1;
/** Grid and scroll layouts are a slider up to this width, a grid above it. */
export const MOBILE_BREAKPOINT_PX = 770;
/** Grid layouts show this many items before "load more" (the rest for every other grid). */
export const GRID_LIMITS: Readonly<Record<"grid-2-4" | "grid-3-1-2" | "grid-1-2-2", number>> = {
  "grid-2-4": 8,
  "grid-3-1-2": 6,
  "grid-1-2-2": 5,
};
/** The main slider loads this many neighbouring slides' images on each side. */
export const LAZY_NEIGHBOURS = 1;
/** A drag shorter than this (px) is a click, not a swipe. */
export const SWIPE_THRESHOLD_PX = 2;
export const MISSING_IMAGE_RELOAD_MS = 2000;
export const VIDEO_PAUSE_DELAY_MS = 200;
export const SCROLL_CLICK_LOCK_MS = 1000;
export const FADE_MS = 500;
export const AUTOPLAY_DELAY_MS = 3000;
/** Variation galleries swap this long after the attribute input or swatch click. */
export const VARIATION_SWAP_DELAY_MS = 200;
/** Events that create the slider (docs/behaviour/gallery.md#slider): the first user interaction. */
export const SLIDER_INTERACTION_EVENTS = ["mouseover", "keydown", "touchstart", "touchmove", "wheel"] as const;

/** The slug CommerceKit gives the product's own gallery. */
export const DEFAULT_GALLERY_SLUG = "default_gallery";

export const STRINGS = {
  loadMore: "Load more",
  showLess: "Show less",
  playVideo: "Play video",
  pauseVideo: "Pause video",
  slideLabel: (index: number, count: number, alt: string): string => `Image ${index} of ${count}${alt ? `: ${alt}` : ""}`,
  thumbLabel: (index: number, alt: string): string => `Show image ${index}${alt ? `: ${alt}` : ""}`,
} as const;
