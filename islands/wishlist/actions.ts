/**
 * CommerceKit's wishlist calls (docs/behaviour/server-calls.md#commercekit, captures 39–44): which
 * action a pressed link asks for and with what body, and the answers read into plain values.
 */
import { isObject } from "../../src/contract/validate";

/** Every link or button the wishlist acts on (CommerceKit's classes; the arm has the same list). */
export const WISHLIST_ACTIONS = ".commercekit-save-wishlist, .commercekit-remove-wishlist, .commercekit-remove-wishlist2, .commercekit-wishlist-cart";


export const SAVE_ACTION = "commercekit_save_wishlist";
export const REMOVE_ACTION = "commercekit_remove_wishlist";
export const ADD_TO_CART_ACTION = "commercekit_wishlist_addtocart";
export const UPDATE_ACTION = "commercekit_wishlist_update";

/** What a press asks: the action, its body (without the nonce), and where the answer's html goes. */
export interface WishlistRequest {
  action: string;
  body: Record<string, string>;
  /** `button`: the pressed link's wrapper; `list`: the wishlist page's list; `none`: only the message. */
  answerInto: "button" | "list" | "none";
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

const productIdOf = (element: Element): string | null => {
  const id = element.getAttribute("data-product-id") ?? "";
  return /^\d+$/.test(id) ? id : null;
};

/**
 * The button's own `data-type`, sent back as CommerceKit's script does (`page` on the product's
 * button, `list` on a card's): the answer's "Browse wishlist" text depends on it. A button
 * without one: `full` or `mini` by its wrapper.
 */
function typeOf(element: Element): string {
  const own = element.getAttribute("data-type") ?? "";
  if (/^[a-z]+$/.test(own)) return own;
  return element.closest(".commercekit-wishlist.mini") ? "mini" : "full";
}

export function requestFor(element: Element): WishlistRequest | null {
  const productId = productIdOf(element);
  if (productId === null) return null;
  const { classList } = element;
  if (classList.contains("commercekit-remove-wishlist2")) {
    const wpage = element.getAttribute("data-wpage") ?? "1";
    return { action: REMOVE_ACTION, body: { product_id: productId, wpage: /^\d+$/.test(wpage) ? wpage : "1", type: "list", reload: "1" }, answerInto: "list" };
  }
  if (classList.contains("commercekit-wishlist-cart")) return { action: ADD_TO_CART_ACTION, body: { product_id: productId }, answerInto: "none" };
  const action = classList.contains("commercekit-remove-wishlist") ? REMOVE_ACTION : SAVE_ACTION;
  return { action, body: { product_id: productId, type: typeOf(element) }, answerInto: "button" };
}

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

/** The ids CommerceKit's update asks about: cards (`mini`) and product buttons (`full`), not the list page's. */
export function wishlistIdsOnPage(root: ParentNode = document): { mids: string[]; fids: string[] } {
  const mids = new Set<string>();
  const fids = new Set<string>();
  for (const wrapper of root.querySelectorAll(".commercekit-wishlist:not(.no-wsl-update)")) {
    const id = productIdOf(wrapper);
    if (id === null) continue;
    if (wrapper.classList.contains("mini")) mids.add(id);
    else if (wrapper.classList.contains("full")) fids.add(id);
  }
  return { mids: [...mids], fids: [...fids] };
}
