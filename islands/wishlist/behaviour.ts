/**
 * The wishlist's presses and the cached-page correction (docs/behaviour/wishlist.md): a plain
 * behaviour, as every piece of its UI is the store's markup (docs/decisions/0012-react-renders.md).
 */
import type { ApiResult, StoreClient } from "../../src/api/client";
import { getWishlistCorrections, isCartCall, sendWishlistCall, type WishlistAnswer } from "../../src/api/wishlist";
import { refusedWith403, withFreshNonce } from "../../src/stores/nonce";
import { requestFor, wishlistIdsOnPage, type WishlistRequest } from "./actions";
import { showWishlistMessage } from "./popup";
import { PageEvent, ThemeMarkup } from "../../src/contract/page-names";
import { keepSavedCards, restoreSavedCards } from "./saved-cards";

export interface WishlistContext {
  client: StoreClient;
  failedText: string;
  /** The cart's own failure text (config `addFailed`): an add from the list that fails is a cart failure. */
  addFailedText: string;
}

const LIST_SELECTOR = "#commercekit-wishlist-shortcode";

/** Puts the store's markup where the press was, keeping the keyboard focus there. */
function placeAnswer(press: Element, request: WishlistRequest, html: string): void {
  const target = request.answerInto === "list" ? document.querySelector(LIST_SELECTOR) : request.answerInto === "button" ? press.parentElement : null;
  if (!target || html === "") return;
  const hadFocus = target.contains(document.activeElement);
  // The list's cards keep their quick-add islands across the swap (saved-cards.ts).
  const kept = request.answerInto === "list" ? keepSavedCards(target) : null;
  target.innerHTML = html;
  if (kept && restoreSavedCards(target, kept)) document.dispatchEvent(new CustomEvent(PageEvent.Rescan));
  if (hadFocus) target.querySelector<HTMLElement>("a, button")?.focus();
}

function setBusy(press: Element, busy: boolean): void {
  press.classList.toggle("processing", busy);
  if (busy) press.setAttribute("aria-disabled", "true");
  else press.removeAttribute("aria-disabled");
}

type Sent = ApiResult<WishlistAnswer>;
/**
 * A refused nonce: a 403, or CommerceKit's own refusal (200, `status: 0`), which is also what a
 * nonce made before the visitor's cart session began gets (WooCommerce ties a guest's nonces to
 * the session): asked once more with a fresh nonce, a real refusal comes back the same.
 */
const refused = (result: Sent | null): boolean => (result?.ok ? !result.value.ok : refusedWith403(result));

export async function pressWishlist(press: Element, context: WishlistContext): Promise<void> {
  const request = requestFor(press);
  // Blocked while processing (docs/behaviour/wishlist.md): a second press waits for nothing and
  // sends nothing.
  if (request === null || press.classList.contains("processing")) return;
  setBusy(press, true);
  const isCartChange = isCartCall(request.call);
  try {
    const result = await withFreshNonce((nonce) => sendWishlistCall(context.client, request.call, nonce) ?? Promise.resolve(null), refused);
    // No nonce to be had: the press does nothing (docs/behaviour/server-calls.md#nonce).
    if (result === null) return;
    if (!result.ok) {
      showWishlistMessage(isCartChange ? context.addFailedText : context.failedText);
      return;
    }
    if (result.value.ok) placeAnswer(press, request, result.value.html);
    showWishlistMessage(result.value.message);
    // As CommerceKit's script: the cart bridge (and any other listener) refreshes the cart.
    if (result.value.ok && isCartChange) document.body.dispatchEvent(new Event("wc_fragment_refresh"));
  } finally {
    setBusy(press, false);
  }
}

/** `commercekit_wishlist_update`: the buttons of this visitor's saved products, as the store prints them now. */
export async function correctCachedButtons(client: StoreClient): Promise<void> {
  const ids = wishlistIdsOnPage();
  if (ids.mids.length === 0 && ids.fids.length === 0) return;
  const result = await getWishlistCorrections(client, ids);
  if (!result?.ok) return;
  for (const { id, cls, html } of result.value) {
    for (const wrapper of document.querySelectorAll(`.commercekit-wishlist${cls}[data-product-id="${id}"]`)) wrapper.innerHTML = html;
  }
}

export function listenForPresses(context: WishlistContext, signal?: AbortSignal): void {
  document.addEventListener(
    "click",
    (event) => {
      const press = event.target instanceof Element ? event.target.closest(ThemeMarkup.WishlistActions) : null;
      if (!press) return;
      event.preventDefault();
      void pressWishlist(press, context);
    },
    { signal },
  );
}
