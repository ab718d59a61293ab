/**
 * A listing card's chosen variation added straight to the cart (`commercekit_ajax_as_add_to_cart`,
 * through the cart queue), then everything any add does (finishAdd: fragments, hash,
 * `added_to_cart`, the announcement, the drawer). The nonce is awaited; a 403 forgets it. A
 * failure is never silent: the card shows the server's notices (trusted HTML, in a popup:
 * docs/behaviour/listing.md#quick-add) or a message, and a transport failure re-syncs the cart in
 * case the add went through.
 */
import { addListingVariation, type ListingAddRequest } from "../../src/api/listing-swatches";
import { refreshFragments } from "../../src/bridge/fragments";
import { navigateSameOrigin } from "../../src/bridge/navigate";
import type { IslandContext } from "../../src/runtime/types";
import { forgetNonce, refusedWith403, withFreshNonce } from "../../src/stores/nonce";
import { finishAdd } from "../../src/cart/add-to-cart";

export type CardAddOutcome =
  | { kind: "added" }
  /** The store refused: its notices (HTML, may be empty) and its message. */
  | { kind: "refused"; noticesHtml: string; message: string }
  /** No answer we can read (no nonce, a transport failure, a garbled answer). */
  | { kind: "failed"; message: string }
  /** Redirect-after-add is on: the browser is going to the cart. */
  | { kind: "navigated" };

export async function addCardVariation(
  request: Omit<ListingAddRequest, "nonce">,
  context: IslandContext,
  control: HTMLElement,
): Promise<CardAddOutcome> {
  const failed: CardAddOutcome = { kind: "failed", message: context.config.i18n.addFailed };
  // A 403 (an expired nonce) added nothing: asked once more with a fresh nonce.
  const result = await withFreshNonce((nonce) => addListingVariation(context.client, { ...request, nonce }) ?? Promise.resolve(null), refusedWith403);
  if (result === null) return failed;
  if (!result.ok) {
    if (refusedWith403(result)) forgetNonce();
    void refreshFragments(context);
    return failed;
  }
  const answer = result.value;
  if (answer.kind === "refused") return answer;
  if (context.config.cartRedirectAfterAdd && navigateSameOrigin(context.config.cartUrl)) return { kind: "navigated" };
  // The store's own message has a typo ("Sucessfully"); shoppers hear the store's usual words.
  finishAdd(answer, context, control, context.config.i18n.itemAdded);
  return { kind: "added" };
}
