/**
 * WooCommerce's cart page calls (cart.js, docs/behaviour/cart.md#cart-page), each typed: what it
 * sends, whether it changes the cart (then it waits its turn in the cart queue and takes the
 * cross-tab lock) and that its answer is HTML — the whole cart page for the form and the links,
 * notices for the coupon endpoints, the `.cart_totals` block for the shipping method and the
 * totals. Reading that HTML is the cart-page island's (it swaps what WooCommerce sent). Loaded with
 * that island.
 */
import { sameOriginUrl } from "../bridge/navigate";
import { CART_MUTATION_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, mapAnswer, type ApiResult, type StoreClient } from "./client";
import { wcEndpoint } from "./endpoints";
import { sendRequest, type FormBody } from "./http";

type CartPageClient = Pick<StoreClient, "transport" | "cartQueue" | "mutateCart">;
export type HtmlResult = ApiResult<string>;

export interface CartPageCall {
  method: "GET" | "POST";
  /** A wc-ajax endpoint, or a URL the server printed (the cart form's action, a remove link). */
  target: { endpoint: string } | { url: string };
  body?: FormBody;
  /** Changes the cart: waits its turn in the cart queue and takes the lock every tab shares. */
  mutation: boolean;
}

/**
 * One call of cart.js whose answer is HTML. A URL off the page's origin is refused
 * (`unexpected`); reads wait behind the mutations queued before them, as
 * get_refreshed_fragments does.
 */
export function cartPageCall(client: CartPageClient, call: CartPageCall): Promise<HtmlResult> {
  const { fetch, config } = client.transport;
  const url = "endpoint" in call.target ? wcEndpoint(config.wcAjaxUrl, call.target.endpoint) : call.target.url;
  // cart.js follows the server's links; we never leave the page's origin.
  if (!("endpoint" in call.target) && sameOriginUrl(url) === null) return Promise.resolve({ ok: false, failure: { kind: "unexpected" } });
  const timeoutMs = call.mutation ? CART_MUTATION_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
  const send = () => sendRequest(fetch, { method: call.method, url, body: call.body, timeoutMs, read: "text" });
  return (call.mutation ? client.mutateCart(send) : client.cartQueue.run(send)).then(mapAnswer((data) => (typeof data === "string" ? data : null)));
}

/** A form's fields as jQuery's `serialize()` sends them (the last of a repeated name wins). */
export type FormFields = readonly (readonly [string, string])[];

function toBody(fields: FormFields, extra: Record<string, string>): FormBody {
  const body: Record<string, string> = {};
  for (const [name, value] of fields) body[name] = value;
  return { ...body, ...extra };
}

/**
 * The cart form posted with `update_cart` (quantities; 0 removes), as cart.js's update_cart:
 * answers the cart page WooCommerce redirects to.
 */
export function updateCart(client: CartPageClient, action: string, fields: FormFields, updateLabel: string): Promise<HtmlResult> {
  return cartPageCall(client, { method: "POST", target: { url: action }, body: toBody(fields, { update_cart: updateLabel }), mutation: true });
}

/** The shipping calculator's form posted with `calc_shipping`: answers the cart page. */
export function calculateShipping(client: CartPageClient, action: string, fields: FormFields): Promise<HtmlResult> {
  return cartPageCall(client, { method: "POST", target: { url: action }, body: toBody(fields, { calc_shipping: "x" }), mutation: true });
}

/** A row's remove link or a notice's undo link (`?remove_item=` / `?undo_item=` with `_wpnonce`). */
export function followCartLink(client: CartPageClient, href: string): Promise<HtmlResult> {
  return cartPageCall(client, { method: "GET", target: { url: href }, mutation: true });
}

/** `?wc-ajax=apply_coupon`: answers WooCommerce's notices (success or error). */
export function applyCoupon(client: CartPageClient, nonce: string, couponCode: string): Promise<HtmlResult> {
  return cartPageCall(client, { method: "POST", target: { endpoint: "apply_coupon" }, body: { security: nonce, coupon_code: couponCode }, mutation: true });
}

/** `?wc-ajax=remove_coupon`: answers WooCommerce's notices. */
export function removeCoupon(client: CartPageClient, nonce: string, coupon: string): Promise<HtmlResult> {
  return cartPageCall(client, { method: "POST", target: { endpoint: "remove_coupon" }, body: { security: nonce, coupon }, mutation: true });
}

/** `?wc-ajax=update_shipping_method` with `shipping_method[index]`: answers the `.cart_totals` block. */
export function updateShippingMethod(client: CartPageClient, nonce: string, methods: Record<string, string>): Promise<HtmlResult> {
  return cartPageCall(client, { method: "POST", target: { endpoint: "update_shipping_method" }, body: { security: nonce, shipping_method: methods }, mutation: true });
}

/** `?wc-ajax=get_cart_totals`: the `.cart_totals` block; changes nothing. */
export function getCartTotals(client: CartPageClient): Promise<HtmlResult> {
  return cartPageCall(client, { method: "GET", target: { endpoint: "get_cart_totals" }, mutation: false });
}
