/**
 * The cheap part that runs at once (in the first load): a press on a wishlist link before the
 * island's code is here is held (the link's `#` would scroll the page to its top) and handed to
 * it, and a visitor who may have a wishlist, on a page not printed for them (a full-page cache's,
 * or one the browser kept from before), wakes the island to correct its buttons. A first visit
 * loads nothing and asks nothing. The hand-over goes through the DOM (src/runtime/hold-press.ts).
 */
import { readCookie } from "../../src/bridge/cookies";
import { holdPresses } from "../../src/runtime/hold-press";
import { RENDERED_FOR_ACCOUNT, renderedForKey } from "./rendered-for";
import { HeldPress, ThemeMarkup } from "../../src/contract/page-names";

/** CommerceKit's cookie for a visitor's list, set by the first save (1 year). */
export const WISHLIST_COOKIE = "commercekit_wishlist";

/** On a press held for the module. */
/** On the island: this visitor may have a wishlist and the page has buttons to correct. */

const isLoggedIn = (): boolean => document.body.classList.contains("logged-in");

/** A logged-in customer's list lives with their account; a guest's is named by the cookie. */
const mayHaveWishlist = (): boolean => Boolean(readCookie(WISHLIST_COOKIE)) || isLoggedIn();

/** Buttons a full-page cache may have printed in the wrong state. */
const hasCachedButtons = (): boolean => document.querySelector(".commercekit-wishlist:not(.no-wsl-update)[data-product-id]") !== null;

/** Back and forward may show the page as the browser kept it, from before the last save. */
function fromHistory(): boolean {
  const [navigation] = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  return navigation !== undefined && "type" in navigation && navigation.type === "back_forward";
}

/** The server printed this page's buttons for this visitor, as they are now. */
function printedForThisVisitor(renderedFor: string | null): boolean {
  if (renderedFor === null || fromHistory()) return false;
  return renderedFor === (isLoggedIn() ? RENDERED_FOR_ACCOUNT : renderedForKey(readCookie(WISHLIST_COOKIE)));
}

function needsCorrection(renderedFor: string | null): boolean {
  return mayHaveWishlist() && hasCachedButtons() && !printedForThisVisitor(renderedFor);
}

export function armWishlist(island: HTMLElement, renderedFor: string | null, signal?: AbortSignal): Promise<void> {
  const pressed = holdPresses(island, { selector: ThemeMarkup.WishlistActions, heldAttribute: HeldPress.Wishlist, preventDefault: true }, signal);
  if (!needsCorrection(renderedFor)) return pressed;
  island.setAttribute(HeldPress.WishlistCorrect, "");
  return Promise.resolve();
}
