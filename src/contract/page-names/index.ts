/**
 * Names that code in different chunks shares (events the runtime and the islands send and hear).
 * Enum members, not constants: esbuild writes an enum member's value where it is used, so a lazy
 * chunk and the first bundle each carry the string and neither imports it from the other (a
 * shared constant would be one more export of the spine chunk, and bytes on every first load).
 */
export enum PageEvent {
  /** Asks the runtime to look for new islands (markup that came after the page: drawer blocks, restored cards). */
  Rescan = "islet:rescan",
  /** The cart fragments were put in the page. */
  FragmentsApplied = "islet:fragments-applied",
  /** Asks a popup island's code, once it listens, to open (from the popup's arm). */
  PopupOpen = "islet:popup-open",
  /** The gallery showed another gallery (the lightbox follows it). */
  GalleryChange = "islet:gallery-change",
}

/**
 * What an island's arm (in the first bundle or a registry part) leaves on the server's markup
 * for its code, which loads later: a press held until the code can answer it, and the island's
 * code saying it listens from now on (src/runtime/hold-press.ts).
 */
export enum HeldPress {
  /** On an island whose code listens: its arm holds no more presses. */
  Listening = "data-islet-listening",
  /** The order bump's pressed "Click to add". */
  Bump = "data-islet-held-bump",
  /** A theme dialog's pressed trigger. */
  DialogTrigger = "data-islet-held-trigger",
  /** A pressed wishlist link. */
  Wishlist = "data-islet-held",
  /** On the wishlist island: a cached page's buttons are to be corrected. */
  WishlistCorrect = "data-islet-correct",
  /** The theme's pressed menu, drawer or reply control (`touch` when pressed by touch). */
  SiteUi = "data-islet-held-ui",
  /** On a popup island: an open was asked before its code listened. */
  PopupOpenAsked = "data-islet-open-asked",
}

/**
 * On each node of ours a React island's tree renders into (src/runtime/react.tsx): plain code that
 * runs before React (arms, reloads) leaves what is inside one to its island.
 */
export enum IslandMark {
  ReactRoot = "data-island-root",
}

/** On the gallery while a drag just ended: the click that follows is no press for the lightbox. */
export enum GalleryMark {
  Dragged = "data-islet-dragged",
}

/**
 * The theme's and plugins' markup that an island's arm and its lazily loaded code both look for.
 */
export enum ThemeMarkup {
  /** Shoptimizer's sticky navigation bar, and the class it has while stuck. */
  StickyNav = ".col-full-nav",
  StuckClass = "is_stuck",
  /** Wider than 992 px, the theme's desktop (its stylesheet's `min-width: 993px`). */
  DesktopQuery = "(min-width: 993px)",
  /** Every link or button CommerceKit's wishlist acts on. */
  WishlistActions = ".commercekit-save-wishlist, .commercekit-remove-wishlist, .commercekit-remove-wishlist2, .commercekit-wishlist-cart",
  /** Popup Maker's popup, with its settings. */
  PopupOverlay = ".pum-overlay[data-popmake]",
}
