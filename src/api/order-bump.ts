/**
 * CommerceKit's order bump (docs/behaviour/server-calls.md#commercekit; captures 32 and 33):
 * `commercekit_order_bump_add` (product_id, the nonce) adds one product to the cart and answers
 * `{"status":1,"message": "Sucessfully added to cart."}` with no fragments;
 * `commercekit_orderbump_views` (product_ids as a comma list, the nonce) counts the bumps shown and
 * answers `{"status":1,"message":""}`. Both answer `{"status":0,"message":…}` with HTTP 200 when
 * they refuse: a nonce CommerceKit does not accept, a product already in the cart or one
 * WooCommerce will not add. The add waits its turn in the cart queue; the views call does not (it
 * changes no cart). Loaded with the order-bump island only; both go through the client's
 * CommerceKit post.
 */
import { isObject, stringField } from "../contract/validate";
import type { ApiResult, StoreClient } from "./client";
import type { FormBody } from "./http";

export const ORDER_BUMP_ADD_ACTION = "commercekit_order_bump_add";
export const ORDER_BUMP_VIEWS_ACTION = "commercekit_orderbump_views";

type CommerceKitPoster = Pick<StoreClient, "postCommerceKit">;

/** CommerceKit's answer to either call: done (`status` 1) or refused (`status` 0), with its message. */
export type OrderBumpAnswer = { kind: "done"; message: string } | { kind: "refused"; message: string };

export interface OrderBumpAddRequest {
  productId: number;
  nonce: string;
}

export interface OrderBumpViewsRequest {
  /** The bumps shown, in page order. */
  productIds: readonly number[];
  nonce: string;
}

export function orderBumpAddBody(request: OrderBumpAddRequest): FormBody {
  return { product_id: request.productId, commercekit_nonce: request.nonce };
}

export function orderBumpViewsBody(request: OrderBumpViewsRequest): FormBody {
  return { product_ids: request.productIds.join(","), commercekit_nonce: request.nonce };
}

/**
 * Null for anything but CommerceKit's shape: an object whose `status` is 1 or 0 (a number, or
 * PHP's digit string). An empty body (`null`), `0` (admin-ajax with nothing hooked) or an array
 * is not an answer.
 */
export function readOrderBumpAnswer(data: unknown): OrderBumpAnswer | null {
  if (!isObject(data)) return null;
  const status = typeof data.status === "number" || typeof data.status === "string" ? String(data.status).trim() : "";
  const message = stringField(data, "message", "") ?? "";
  if (status === "1") return { kind: "done", message };
  if (status === "0") return { kind: "refused", message };
  return null;
}

/** The bump's product added, in the cart queue; null without CommerceKit. */
export function addOrderBump(client: CommerceKitPoster, request: OrderBumpAddRequest): Promise<ApiResult<OrderBumpAnswer>> | null {
  return client.postCommerceKit(ORDER_BUMP_ADD_ACTION, orderBumpAddBody(request), readOrderBumpAnswer, { cart: true });
}

/** The bumps shown, counted by CommerceKit; outside the cart queue; null without CommerceKit. */
export function sendOrderBumpViews(client: CommerceKitPoster, request: OrderBumpViewsRequest): Promise<ApiResult<OrderBumpAnswer>> | null {
  return client.postCommerceKit(ORDER_BUMP_VIEWS_ACTION, orderBumpViewsBody(request), readOrderBumpAnswer);
}
