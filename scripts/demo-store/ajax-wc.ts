/**
 * WooCommerce's `?wc-ajax=ENDPOINT` handlers (WC_AJAX), answering like the captures
 * (fixtures/reference-store/ajax/01, 10–14, 24, 25, 27, 28, 30, 35, 36).
 *
 * An endpoint without a handler answers like do_wc_ajax() with nothing hooked: HTTP 200,
 * `text/html`, empty body (the same answer as add_to_cart without product_id).
 */
import { getVariationAnswer } from "./ajax-variation";
import { absint } from "./wp-functions";
import { cartPageAjax } from "./cart-page-actions";
import { addToCart, removeFromCart, type AddResult, type Cart } from "./cart";
import { productPath } from "./catalogue";
import { fragmentsPayload, withCartCookies, type RequestContext } from "./context";
import { AJAX_HEADERS, htmlAnswer, jsonAnswer, NO_CACHE_HEADERS, type Answer } from "./http";

/** do_wc_ajax() dying without output. */
export const emptyWcAnswer = (): Answer => htmlAnswer(200, "", { ...AJAX_HEADERS, ...NO_CACHE_HEADERS });


function productUrl(ctx: RequestContext, productId: number | null): string {
  const product = productId === null ? undefined : ctx.catalogue.get(productId);
  return `${ctx.origin}${product ? productPath(product) : "/shop/"}`;
}

/**
 * Adds to the visitor's cart. The add runs on a copy that is kept only on success, so a failed
 * add never starts a session (as on the real store: capture 28 sets no cookie).
 */
export function addToVisitorCart(ctx: RequestContext, id: number, quantity: string | undefined): AddResult {
  const draft: Cart = { lines: ctx.session.cart.lines.map((line) => ({ ...line })) };
  const result = addToCart(draft, ctx.catalogue, id, quantity);
  if (result.ok) ctx.session.writableCart().lines = draft.lines;
  return result;
}

/** POST add_to_cart: product_id (a simple product or a variation id) and quantity; other fields ignored. */
function addToCartAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const rawId = form.get("product_id");
  if (rawId === undefined) return emptyWcAnswer();
  const result = addToVisitorCart(ctx, absint(rawId), form.get("quantity"));
  if (!result.ok) return jsonAnswer({ error: true, product_url: productUrl(ctx, result.productId) });
  return jsonAnswer(fragmentsPayload(ctx));
}

/** POST remove_from_cart: cart_item_key. */
function removeFromCartAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  const key = (form.get("cart_item_key") ?? "").trim();
  const removed = key !== "" && ctx.session.id !== null && removeFromCart(ctx.session.cart, key);
  return removed ? jsonAnswer(fragmentsPayload(ctx)) : jsonAnswer({ success: false });
}

export function handleWcAjax(ctx: RequestContext, endpoint: string, form: Map<string, string>): Answer {
  const cartPage = cartPageAjax(ctx, endpoint, form);
  if (cartPage) return withCartCookies(ctx, cartPage);
  switch (endpoint) {
    case "add_to_cart":
      return withCartCookies(ctx, addToCartAnswer(ctx, form));
    case "remove_from_cart":
      return withCartCookies(ctx, removeFromCartAnswer(ctx, form));
    case "get_refreshed_fragments":
      return withCartCookies(ctx, jsonAnswer(fragmentsPayload(ctx)));
    case "get_variation":
      return withCartCookies(ctx, getVariationAnswer(form, emptyWcAnswer));
    default:
      return withCartCookies(ctx, emptyWcAnswer());
  }
}
