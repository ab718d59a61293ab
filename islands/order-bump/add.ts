/**
 * "Click to add" (`commercekit_order_bump_add`, docs/behaviour/server-calls.md#commercekit): the
 * product added through the cart queue with CommerceKit's nonce, then what any add does, as the
 * drawer and the checkout need it: the cart's fragments refreshed (the answer carries none) and
 * WooCommerce's events — `added_to_cart` with the new fragments, and `update_checkout`, which makes
 * WooCommerce's checkout script ask for the order review again (a no-op on other pages and without
 * jQuery). The drawer is not opened: a bump is added from the drawer, or at the checkout, where the
 * order review shows it.
 *
 * Every bad answer ends in `failed`, never an exception: no nonce to be had, CommerceKit's refusal
 * (`status` 0, asked once more with a fresh nonce first: a nonce asked before the visitor's cart
 * session began is one CommerceKit no longer accepts), a 403 (the same), an error page, malformed
 * JSON, a timeout. After a failure the add may still have happened (a timeout, an error page
 * after the cart changed), so the cart and the checkout are refreshed then too.
 */
import { addOrderBump, type OrderBumpAnswer } from "../../src/api/order-bump";
import type { ApiResult } from "../../src/api/client";
import { refreshFragments } from "../../src/bridge/fragments";
import { fireBodyEvent, wrapElement } from "../../src/bridge/jquery";
import type { IslandContext } from "../../src/runtime/types";
import { $cart } from "../../src/stores/cart";
import { forgetNonce, refusedWith403, withFreshNonce } from "../../src/stores/nonce";

export type BumpAddOutcome = "added" | "failed";

type AddResult = ApiResult<OrderBumpAnswer> | null;

/** The nonce may be the reason: a 403, or CommerceKit's own refusal, which answers 200. */
const nonceMayBeStale = (result: AddResult): boolean => refusedWith403(result) || (result?.ok === true && result.value.kind === "refused");

/** The cart and the checkout asked again, the add's events fired with the fragments had. */
async function afterAdd(context: IslandContext, control: Element): Promise<void> {
  fireBodyEvent("update_checkout");
  if (!(await refreshFragments(context))) return;
  const cart = $cart.get();
  fireBodyEvent("added_to_cart", [cart.fragments ?? {}, cart.hash, wrapElement(control)]);
}

export async function addBump(productId: number, context: IslandContext, control: Element): Promise<BumpAddOutcome> {
  const result = await withFreshNonce((nonce): Promise<AddResult> => addOrderBump(context.client, { productId, nonce }) ?? Promise.resolve(null), nonceMayBeStale);
  // No nonce could be had, or no CommerceKit: nothing was sent.
  if (result === null) return "failed";
  if (!result.ok) {
    if (refusedWith403(result)) forgetNonce();
    else {
      fireBodyEvent("update_checkout");
      void refreshFragments(context);
    }
    return "failed";
  }
  if (result.value.kind === "refused") return "failed";
  await afterAdd(context, control);
  return "added";
}
