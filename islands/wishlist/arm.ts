/**
 * The cheap part that runs at once (in the first load): a press on a wishlist link before the
 * island's code is here is held (the link's `#` would scroll the page to its top) and handed to
 * it, and a visitor who may have a wishlist wakes the island to correct cached buttons. A first
 * visit loads nothing and asks nothing. The hand-over goes through the DOM (src/runtime/hold-press.ts).
 */
import { readCookie } from "../../src/bridge/cookies";
import { holdPresses } from "../../src/runtime/hold-press";

/** Every link or button the wishlist acts on (CommerceKit's classes; actions.ts has the same list). */
export const WISHLIST_ACTIONS = ".commercekit-save-wishlist, .commercekit-remove-wishlist, .commercekit-remove-wishlist2, .commercekit-wishlist-cart";

/** CommerceKit's cookie for a visitor's list, set by the first save (1 year). */
export const WISHLIST_COOKIE = "commercekit_wishlist";

/** On a press held for the module. */
export const HELD_ATTRIBUTE = "data-islet-held";
/** On the island: this visitor may have a wishlist and the page has buttons to correct. */
export const CORRECT_ATTRIBUTE = "data-islet-correct";

/** A logged-in customer's list lives with their account; a guest's is named by the cookie. */
function mayHaveWishlist(): boolean {
  return Boolean(readCookie(WISHLIST_COOKIE)) || document.body.classList.contains("logged-in");
}

/** Buttons a full-page cache may have printed in the wrong state. */
const hasCachedButtons = (): boolean => document.querySelector(".commercekit-wishlist:not(.no-wsl-update)[data-product-id]") !== null;

export function armWishlist(island: HTMLElement, signal?: AbortSignal): Promise<void> {
  const pressed = holdPresses(island, { selector: WISHLIST_ACTIONS, heldAttribute: HELD_ATTRIBUTE, preventDefault: true }, signal);
  if (!(mayHaveWishlist() && hasCachedButtons())) return pressed;
  island.setAttribute(CORRECT_ATTRIBUTE, "");
  return Promise.resolve();
}
