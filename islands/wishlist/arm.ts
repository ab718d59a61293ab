/**
 * The cheap part that runs at once (in the first load): a press on a wishlist link before the
 * island's code is here is held (the link's `#` would scroll the page to its top) and handed to
 * it, and a visitor who may have a wishlist wakes the island to correct cached buttons. A first
 * visit loads nothing and asks nothing. The hand-over goes through the DOM (attributes below), so
 * the lazily loaded part imports nothing of this module and it stays in the first bundle.
 */
import { readCookie } from "../../src/bridge/cookies";

/** Every link or button the wishlist acts on (CommerceKit's classes; actions.ts has the same list). */
export const WISHLIST_ACTIONS = ".commercekit-save-wishlist, .commercekit-remove-wishlist, .commercekit-remove-wishlist2, .commercekit-wishlist-cart";

/** CommerceKit's cookie for a visitor's list, set by the first save (1 year). */
export const WISHLIST_COOKIE = "commercekit_wishlist";

/** On a press held for the module. */
export const HELD_ATTRIBUTE = "data-islet-held";
/** On the island: the module listens (the arm lets presses through). */
export const LISTENING_ATTRIBUTE = "data-islet-listening";
/** On the island: this visitor may have a wishlist and the page has buttons to correct. */
export const CORRECT_ATTRIBUTE = "data-islet-correct";

/** A logged-in customer's list lives with their account; a guest's is named by the cookie. */
export function mayHaveWishlist(): boolean {
  return Boolean(readCookie(WISHLIST_COOKIE)) || document.body.classList.contains("logged-in");
}

/** Buttons a full-page cache may have printed in the wrong state. */
const hasCachedButtons = (): boolean => document.querySelector(".commercekit-wishlist:not(.no-wsl-update)[data-product-id]") !== null;

export function armWishlist(island: HTMLElement, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (mayHaveWishlist() && hasCachedButtons()) {
      island.setAttribute(CORRECT_ATTRIBUTE, "");
      resolve();
    }
    document.addEventListener(
      "click",
      (event) => {
        const press = event.target instanceof Element ? event.target.closest(WISHLIST_ACTIONS) : null;
        if (!press || island.hasAttribute(LISTENING_ATTRIBUTE)) return;
        event.preventDefault();
        for (const earlier of document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) earlier.removeAttribute(HELD_ATTRIBUTE);
        press.setAttribute(HELD_ATTRIBUTE, "");
        resolve();
      },
      { signal },
    );
  });
}
