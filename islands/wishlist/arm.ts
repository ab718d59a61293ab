/**
 * The cheap part that runs at once (in the first load): a press on a wishlist link before the
 * island's code is here is held (the link's `#` would scroll the page to its top) and handed to
 * it, and a visitor who may have a wishlist wakes the island to correct cached buttons. A first
 * visit loads nothing and asks nothing.
 */
import { readCookie } from "../../src/bridge/cookies";

/** Every link or button the wishlist acts on (CommerceKit's classes). */
export const WISHLIST_ACTIONS = ".commercekit-save-wishlist, .commercekit-remove-wishlist, .commercekit-remove-wishlist2, .commercekit-wishlist-cart";

/** CommerceKit's cookie for a visitor's list, set by the first save (1 year). */
export const WISHLIST_COOKIE = "commercekit_wishlist";

let held: Element | null = null;
let moduleListening = false;

/** A logged-in customer's list lives with their account; a guest's is named by the cookie. */
export function mayHaveWishlist(): boolean {
  return Boolean(readCookie(WISHLIST_COOKIE)) || document.body.classList.contains("logged-in");
}

/** Buttons a full-page cache may have printed in the wrong state. */
export const hasCachedButtons = (): boolean => document.querySelector(".commercekit-wishlist:not(.no-wsl-update)[data-product-id]") !== null;

/** The press held before the code came, once. */
export function takeHeldPress(): Element | null {
  const press = held;
  held = null;
  return press;
}

/** The module listens from now on, until the runtime is torn down (its listeners go with it). */
export function handOverPresses(signal?: AbortSignal): void {
  moduleListening = true;
  signal?.addEventListener("abort", () => (moduleListening = false), { once: true });
}

export function armWishlist(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (mayHaveWishlist() && hasCachedButtons()) resolve();
    document.addEventListener(
      "click",
      (event) => {
        const press = event.target instanceof Element ? event.target.closest(WISHLIST_ACTIONS) : null;
        if (!press || moduleListening) return;
        event.preventDefault();
        held = press;
        resolve();
      },
      { signal },
    );
  });
}
