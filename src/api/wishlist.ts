/**
 * CommerceKit's wishlist calls (docs/behaviour/server-calls.md#commercekit, captures ajax/39–44): a product saved or removed from
 * its button or from the wishlist page's list, a saved product added to the cart, and the cached
 * page's correction (`commercekit_wishlist_update`); their bodies, and the answers read into
 * plain values. Loaded with the wishlist island only; the calls go through the client's
 * CommerceKit post, the nonce is the caller's.
 */
import { isObject } from "../contract/validate";
import type { ApiResult, StoreClient } from "./client";

export const SAVE_ACTION = "commercekit_save_wishlist";
export const REMOVE_ACTION = "commercekit_remove_wishlist";
export const ADD_TO_CART_ACTION = "commercekit_wishlist_addtocart";
export const UPDATE_ACTION = "commercekit_wishlist_update";

type CommerceKitPoster = Pick<StoreClient, "postCommerceKit">;

/** One press's call: the action and its body, without the nonce. */
export interface WishlistCall {
  action: string;
  body: Record<string, string>;
}

export interface WishlistAnswer {
  ok: boolean;
  message: string;
  /** Markup the store sends for the button or the list (docs/behaviour/wishlist.md). */
  html: string;
}

export interface WishlistCorrection {
  id: string;
  cls: ".mini" | ".full";
  html: string;
}

/** A product saved or removed from its button; `type` is the button's (the answer's "Browse wishlist" text depends on it). */
export function buttonCall(remove: boolean, productId: string, type: string): WishlistCall {
  return { action: remove ? REMOVE_ACTION : SAVE_ACTION, body: { product_id: productId, type } };
}

/** A product removed from page `wpage` of the wishlist page's list: the answer is that list again. */
export function listRemoveCall(productId: string, wpage: string): WishlistCall {
  return { action: REMOVE_ACTION, body: { product_id: productId, wpage, type: "list", reload: "1" } };
}

/** A saved product added to the cart. */
export function addToCartCall(productId: string): WishlistCall {
  return { action: ADD_TO_CART_ACTION, body: { product_id: productId } };
}

export const isCartCall = (call: WishlistCall): boolean => call.action === ADD_TO_CART_ACTION;

/** `{status, message, html?}`; null for anything else. */
export function readWishlistAnswer(data: unknown): WishlistAnswer | null {
  if (!isObject(data) || typeof data.message !== "string" || (typeof data.status !== "number" && typeof data.status !== "string")) return null;
  return { ok: Number(data.status) === 1, message: data.message, html: typeof data.html === "string" ? data.html : "" };
}

/** `{wlists: [{id, cls, html}]}` (capture 41), keeping only entries that name a product and a known button kind. */
export function readWishlistUpdate(data: unknown): WishlistCorrection[] | null {
  if (!isObject(data) || !Array.isArray(data.wlists)) return null;
  return data.wlists.flatMap((entry: unknown): WishlistCorrection[] => {
    if (!isObject(entry) || typeof entry.html !== "string") return [];
    const id = String(entry.id ?? "");
    const cls = entry.cls;
    return /^\d+$/.test(id) && (cls === ".mini" || cls === ".full") ? [{ id, cls, html: entry.html }] : [];
  });
}

/** A press's call sent with `nonce` (an add to the cart waits its turn in the cart queue); null without CommerceKit. */
export function sendWishlistCall(client: CommerceKitPoster, call: WishlistCall, nonce: string): Promise<ApiResult<WishlistAnswer>> | null {
  return client.postCommerceKit(call.action, { ...call.body, commercekit_nonce: nonce }, readWishlistAnswer, { cart: isCartCall(call) });
}

/** The buttons of this visitor's saved products among cards (`mids`) and product buttons (`fids`); null without CommerceKit. */
export function getWishlistCorrections(client: CommerceKitPoster, ids: { mids: readonly string[]; fids: readonly string[] }): Promise<ApiResult<WishlistCorrection[]>> | null {
  return client.postCommerceKit(UPDATE_ACTION, { wlist_mids: ids.mids.join(","), wlist_fids: ids.fids.join(",") }, readWishlistUpdate);
}
