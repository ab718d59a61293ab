/**
 * The lightbox's constants (docs/behaviour/constants.md#lightbox), in one place so a test pins each
 * of them. The names follow PhotoSwipe 4 (which CommerceKit shipped) where PhotoSwipe 5 has no
 * option of its own; those rules are rebuilt in gestures.ts and idle.ts.
 */
export const LIGHTBOX = {
  /** Open, close and zoom transitions. */
  animationMs: 333,
  /** Gap between slides, as a fraction of the viewport width. */
  spacing: 0.12,
  /** A vertical drag released with the background opacity below this closes the lightbox. */
  verticalDragCloseBelow: 0.75,
  /** Double tap zooms to 1 for images shown below this initial zoom, else to 1.33. */
  doubleTapThreshold: 0.7,
  doubleTapZoomLow: 1,
  doubleTapZoomHigh: 1.33,
  maxZoom: 1.33,
  /** Controls go idle after this long without pointer or key activity… */
  idleMs: 4000,
  /** …and this soon once the pointer leaves the window. */
  idleOutsideMs: 1000,
  /** The loading indicator appears when an image takes longer than this. */
  preloaderDelayMs: 1000,
  /** A horizontal drag longer than this changes the slide, however slow. */
  swipeDistancePx: 30,
  /** Slides preloaded before and after the current one. */
  preload: [1, 1] as [number, number],
  /** Looping needs at least this many items. */
  minLoopItems: 3,
  /** Share buttons and the counter are off (docs/behaviour/constants.md#lightbox). */
  share: false,
  counter: false,
  /**
   * As CommerceKit's PhotoSwipe 4 shows it (its defaults, which CommerceKit keeps): an opaque
   * backdrop, and the image fitted between 44 px bars above and below, edge to edge across.
   */
  bgOpacity: 1,
  padding: { top: 44, bottom: 44, left: 0, right: 0 },
} as const;

/** The hash keys PhotoSwipe 4 wrote and CommerceKit's shared links carry. */
export const HASH_GALLERY_KEY = "gid";
export const HASH_ITEM_KEY = "pid";
/** "A `pid` is ignored when the hash is shorter than 5 characters" (docs/behaviour/gallery.md#lightbox-hash). */
export const HASH_MIN_LENGTH = 5;

