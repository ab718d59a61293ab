/**
 * CommerceKit's order bump on the demo store (captures 31, 32, 33):
 *
 * - `commercekit_order_bump_add` (product_id, commercekit_nonce) → `{"status":1,"message":
 *   "Sucessfully added to cart."}` with `commercekit_obp_click_ids` and the cart cookies, no
 *   fragments; `{"status":0,"message":"Error on adding to cart."}` for a bad nonce, a product
 *   already in the cart (CommerceKit checks) or one WooCommerce will not add.
 * - `commercekit_orderbump_views` (product_ids, a comma list; commercekit_nonce) →
 *   `{"status":1,"message":""}`, adding the ids new to `commercekit_obp_view_ids`; `status` 0 with
 *   "Error on updating order bump views." for a bad nonce or no ids.
 * - The drawer's bumps: ajax-order-bump-blocks.ts.
 *
 * Faults (`islet_demo_fault=commercekit_order_bump_add:500` …) are the router's, by action name.
 */
import { ORDER_BUMP_ADD_ACTION, ORDER_BUMP_VIEWS_ACTION } from "../../src/api/order-bump";
import { ckNonceValid } from "./ajax-ck";
import { addToVisitorCart } from "./ajax-wc";
import { withCartCookies, type RequestContext } from "./context";
import { decodeCookieValue, phpCookie } from "./cookies";
import { jsonAnswer, type Answer } from "./http";
import { inCart } from "./ajax-order-bump-blocks";

export { ORDER_BUMP_ADD_ACTION, ORDER_BUMP_VIEWS_ACTION };

export const ADDED_MESSAGE = "Sucessfully added to cart.";
export const ADD_REFUSED_MESSAGE = "Error on adding to cart.";
export const VIEWS_REFUSED_MESSAGE = "Error on updating order bump views.";
export const CLICK_IDS_COOKIE = "commercekit_obp_click_ids";
export const VIEW_IDS_COOKIE = "commercekit_obp_view_ids";
const COOKIE_SECONDS = 24 * 3600;

/** CommerceKit's comma list of ids (a cookie, a posted field): positive whole numbers, each once. */
export function idList(raw: string | undefined): number[] {
  const ids = (raw ?? "").split(",").map((id) => Number.parseInt(id.trim(), 10));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

const cookieIds = (ctx: RequestContext, name: string): number[] => idList(decodeCookieValue(ctx.session.cookies.get(name) ?? ""));

/** The ids `ids` added to the visitor's cookie `name`: its Set-Cookie, or none when nothing is new. */
function mergedIdsCookie(ctx: RequestContext, name: string, ids: readonly number[]): string[] {
  const known = cookieIds(ctx, name);
  const fresh = ids.filter((id) => !known.includes(id));
  return fresh.length === 0 ? [] : [phpCookie(name, [...known, ...fresh].join(","), COOKIE_SECONDS)];
}


export function orderBumpAddAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const refused = jsonAnswer({ status: 0, message: ADD_REFUSED_MESSAGE });
  if (!ckNonceValid(ctx.session, form)) return refused;
  const productId = Number.parseInt(form.get("product_id") ?? "", 10);
  if (!(productId > 0) || inCart(ctx, productId) || !addToVisitorCart(ctx, productId, "1").ok) return refused;
  const added = jsonAnswer({ status: 1, message: ADDED_MESSAGE });
  return withCartCookies(ctx, { ...added, cookies: mergedIdsCookie(ctx, CLICK_IDS_COOKIE, [productId]) });
}

export function orderBumpViewsAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const ids = idList(form.get("product_ids"));
  if (!ckNonceValid(ctx.session, form) || ids.length === 0) return jsonAnswer({ status: 0, message: VIEWS_REFUSED_MESSAGE });
  return { ...jsonAnswer({ status: 1, message: "" }), cookies: mergedIdsCookie(ctx, VIEW_IDS_COOKIE, ids) };
}
