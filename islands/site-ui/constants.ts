/**
 * The theme's names the lazily loaded part shares with the arm. The arm (sticky.ts) keeps its own
 * copies: a module both import would be split into a chunk of its own that every page loads at
 * start (a test holds the two sets together).
 */
export const STUCK_CLASS = "is_stuck";
export const STICKY_NAV_SELECTOR = ".col-full-nav";
/** Wider than 992 px, the theme's desktop (its stylesheet's `min-width: 993px`). */
export const DESKTOP_QUERY = "(min-width: 993px)";
