/**
 * CommerceKit's wishlist actions (captures 39–44), for the visitor's list (visitors.ts: keyed by
 * the `commercekit_wishlist` cookie, which the first save sets):
 *
 * - `commercekit_save_wishlist` (product_id, type, commercekit_nonce) → `{status: 1, message:
 *   "Product added", html}`: the browse link, with the text `Browse wishlist` for `type=page`;
 * - `commercekit_remove_wishlist` (product_id, type, commercekit_nonce[, wpage, reload]) →
 *   `{status: 1, message: "Product removed", html}`: the save link (`data-type="list"`), or with
 *   `reload=1` the list re-rendered (wishlist-page.ts);
 * - `commercekit_wishlist_update` (wlist_mids, wlist_fids: comma lists of the ids printed in
 *   `.mini` and `.full` buttons) → `{wlists: [{id, cls, html}]}` for the saved ones; no nonce;
 * - `commercekit_wishlist_addtocart` (product_id, commercekit_nonce) → one of the product (a
 *   variable product: its first variation) through the cart's add, `{status: 1, message}` and
 *   the cart cookies.
 *
 * A bad nonce answers HTTP 200 with `status: 0` and CommerceKit's message (and `html: ""` where
 * the answer has html); so does an unknown product.
 */
import { withCartCookies, type RequestContext } from "./context";
import { ckNonceValid } from "./ajax-ck";
import { absint } from "./wp-functions";
import { addToVisitorCart } from "./ajax-wc";
import { jsonAnswer, type Answer } from "./http";
import { renderWishlistList } from "./wishlist-page";

export const SAVE_WISHLIST_ACTION = "commercekit_save_wishlist";
export const REMOVE_WISHLIST_ACTION = "commercekit_remove_wishlist";
export const WISHLIST_UPDATE_ACTION = "commercekit_wishlist_update";
export const WISHLIST_ADDTOCART_ACTION = "commercekit_wishlist_addtocart";

export const WISHLIST_ADDED = "Product added";
export const WISHLIST_REMOVED = "Product removed";
export const WISHLIST_SAVE_REFUSED = "Cannot add this item to the wishlist due to nonce error";
export const WISHLIST_REMOVE_REFUSED = "Cannot remove this item from the wishlist";
/** (sic) as CommerceKit writes it (capture 42). */
export const WISHLIST_CART_ADDED = "Sucessfully added to cart.";
export const WISHLIST_CART_REFUSED = "Error on adding to cart.";

export type WishlistButtonKind = "full" | "mini";

interface BrowseLink {
  /** `cg-wishlist` (a saved product's page button, the update's `.full`) or `cg-wishlist-t`. */
  icon: "cg-wishlist" | "cg-wishlist-t";
  text: "" | "Browse wishlist";
  /** The update answer's links carry `wsl-updated`. */
  updated?: boolean;
}

/** The link to the wishlist page that replaces a saved product's save link. */
export function browseLink(origin: string, link: BrowseLink): string {
  const classes = `commercekit-browse-wishlist${link.updated ? " wsl-updated" : ""}`;
  return `<a href="${origin}/wishlist/" class="${classes}" title="Wishlist"><em class="${link.icon}"></em><span>${link.text}</span></a>`;
}

/** A saved product's button as the page prints it: the full one with its text, the mini one without. */
export const savedButton = (origin: string, kind: WishlistButtonKind): string =>
  kind === "full" ? browseLink(origin, { icon: "cg-wishlist", text: "Browse wishlist" }) : browseLink(origin, { icon: "cg-wishlist-t", text: "" });

/** The save link the remove answer gives back (capture 43). */
export const saveLink = (productId: number): string =>
  `<a href="#" role="button" class="commercekit-save-wishlist" data-product-id="${productId}" data-type="list" title="Wishlist" aria-label="Wishlist"><em class="cg-wishlist"></em><span></span></a>`;


/** A product the wishlist can hold: a simple or variable product of the store (not a variation). */
function listable(ctx: RequestContext, id: number): boolean {
  const product = ctx.catalogue.get(id);
  return product !== undefined && product.type !== "variation";
}

export function saveWishlistAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const productId = absint(form.get("product_id"));
  if (!ckNonceValid(ctx.session, form) || !listable(ctx, productId)) return jsonAnswer({ status: 0, message: WISHLIST_SAVE_REFUSED, html: "" });
  const cookies = ctx.session.saveToWishlist(productId);
  const text = form.get("type") === "page" ? "Browse wishlist" : "";
  const answer = jsonAnswer({ status: 1, message: WISHLIST_ADDED, html: browseLink(ctx.origin, { icon: "cg-wishlist-t", text }) });
  return { ...answer, cookies };
}

export function removeWishlistAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const productId = absint(form.get("product_id"));
  if (!ckNonceValid(ctx.session, form) || productId === 0) return jsonAnswer({ status: 0, message: WISHLIST_REMOVE_REFUSED, html: "" });
  ctx.session.removeFromWishlist(productId);
  const html = form.get("reload") === "1" ? renderWishlistList(ctx.session.wishlist, ctx.origin) : saveLink(productId);
  return jsonAnswer({ status: 1, message: WISHLIST_REMOVED, html });
}

const idList = (value: string | undefined): number[] => (value ?? "").split(",").map((id) => absint(id.trim())).filter((id) => id > 0);

/** The saved ones among the page's buttons, in the list's order, the full button before the mini one. */
export function wishlistUpdateAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const minis = new Set(idList(form.get("wlist_mids")));
  const fulls = new Set(idList(form.get("wlist_fids")));
  const wlists: { id: string; cls: string; html: string }[] = [];
  for (const id of ctx.session.wishlist) {
    if (fulls.has(id)) wlists.push({ id: String(id), cls: ".full", html: browseLink(ctx.origin, { icon: "cg-wishlist", text: "Browse wishlist", updated: true }) });
    if (minis.has(id)) wlists.push({ id: String(id), cls: ".mini", html: browseLink(ctx.origin, { icon: "cg-wishlist-t", text: "", updated: true }) });
  }
  return jsonAnswer({ wlists });
}

export function wishlistAddToCartAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const refused = jsonAnswer({ status: 0, message: WISHLIST_CART_REFUSED });
  if (!ckNonceValid(ctx.session, form)) return refused;
  const product = ctx.catalogue.get(absint(form.get("product_id")));
  if (!product || product.type === "variation") return refused;
  const id = product.type === "variable" ? product.variationIds[0] : product.id;
  if (id === undefined || !addToVisitorCart(ctx, id, "1").ok) return refused;
  return withCartCookies(ctx, jsonAnswer({ status: 1, message: WISHLIST_CART_ADDED }));
}

/** The wishlist actions by name, for routes-ajax.ts. */
export const WISHLIST_ACTIONS: ReadonlyMap<string, (ctx: RequestContext, form: Map<string, string>) => Answer> = new Map([
  [SAVE_WISHLIST_ACTION, saveWishlistAnswer],
  [REMOVE_WISHLIST_ACTION, removeWishlistAnswer],
  [WISHLIST_UPDATE_ACTION, wishlistUpdateAnswer],
  [WISHLIST_ADDTOCART_ACTION, wishlistAddToCartAnswer],
]);
