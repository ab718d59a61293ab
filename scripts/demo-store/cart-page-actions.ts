/**
 * What WooCommerce answers on the classic cart page (WC_Form_Handler::update_cart_action,
 * WC_Shortcode_Cart::calculate_shipping, WC_AJAX's coupon, shipping and totals handlers), for
 * the cart-page island and for a browser without JavaScript:
 *
 * - `POST /cart/` with `update_cart` and a valid `woocommerce-cart-nonce`: quantities set (0
 *   removes), "Cart updated.", 302 to `/cart/`; a wrong nonce changes nothing and shows the page;
 * - `GET /cart/?remove_item=KEY&_wpnonce=` → "“Name” removed. Undo?", 302; `?undo_item=` → the
 *   line back, 302 (no notice); a wrong nonce: the page, nothing changed;
 * - `POST /cart/` with `calc_shipping` and `woocommerce-shipping-calculator-nonce`: the
 *   destination kept, "Shipping costs updated." (info), the page (200);
 * - `?wc-ajax=apply_coupon` / `remove_coupon` (`security`, `coupon_code` / `coupon`): the
 *   notices; `update_shipping_method` (`security`, `shipping_method[i]`) and `get_cart_totals`:
 *   the `.cart_totals` block. A wrong `security` dies as check_ajax_referer does: 403, `-1`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { removeFromCart } from "./cart";
import { cartCartTotals } from "./cart-page-render";
import { DEMO_COUPON, FLAT_RATE, FREE_SHIPPING, escapeHtml, renderNotices } from "./cart-page";
import { withCartCookies, type RequestContext } from "./context";
import { AJAX_HEADERS, htmlAnswer, NO_CACHE_HEADERS, redirect, type Answer } from "./http";
import { findElementEnd } from "./elements";
import { PAGES_DIR } from "./paths";
import { rewriteUrls } from "./page-transform";

export const CART_PAGE_ENDPOINTS = ["apply_coupon", "remove_coupon", "update_shipping_method", "get_cart_totals"] as const;

const ajaxHtml = (status: number, body: string): Answer => htmlAnswer(status, body, { ...AJAX_HEADERS, ...NO_CACHE_HEADERS });
/** check_ajax_referer() failing: wp_die( -1, 403 ). */
const refused = (): Answer => ajaxHtml(403, "-1");

let calculatorMarkup: string | null = null;

/** The shipping calculator as the captured cart page printed it (site-relative). */
export function capturedCalculator(): string {
  if (calculatorMarkup === null) {
    const page = readFileSync(path.join(PAGES_DIR, "cart-with-items.html"), "utf8");
    const start = page.indexOf('<form class="woocommerce-shipping-calculator"');
    const end = start < 0 ? -1 : findElementEnd(page, start, "form");
    calculatorMarkup = end < 0 ? "" : rewriteUrls(page.slice(start, end));
  }
  return calculatorMarkup;
}

/** Prints (and so clears) the visitor's pending notices, as wc_print_notices() does. */
export function takeNotices(ctx: RequestContext): string {
  const state = ctx.session.cartPage;
  const html = renderNotices(state.notices);
  state.notices = [];
  return html;
}

function productName(ctx: RequestContext, id: number): string {
  return escapeHtml(ctx.catalogue.get(id)?.name ?? "Item");
}

/** GET remove_item / undo_item / remove_coupon and POST update_cart / calc_shipping; null: not one. */
export function cartPageAction(ctx: RequestContext, url: URL, form: Map<string, string>): Answer | null {
  const state = ctx.session.cartPage;
  const nonce = url.searchParams.get("_wpnonce") ?? form.get("woocommerce-cart-nonce") ?? "";
  const cartNonceOk = ctx.session.id !== null && nonce === ctx.session.removeNonce;
  const toCart = (): Answer => withCartCookies(ctx, redirect(`${ctx.origin}/cart/`));
  const removeKey = url.searchParams.get("remove_item");
  if (removeKey !== null) {
    const line = ctx.session.cart.lines.find((candidate) => candidate.key === removeKey);
    if (!cartNonceOk || !line) return null;
    removeFromCart(ctx.session.writableCart(), removeKey);
    state.removed[removeKey] = { ...line };
    const undo = `/cart/?undo_item=${removeKey}&#038;_wpnonce=${ctx.session.removeNonce}`;
    state.notices.push({ type: "success", text: `&ldquo;${productName(ctx, line.variationId || line.productId)}&rdquo; removed. <a href="${undo}" class="restore-item">Undo?</a>` });
    return toCart();
  }
  const undoKey = url.searchParams.get("undo_item");
  if (undoKey !== null) {
    const line = state.removed[undoKey];
    if (!cartNonceOk || !line) return null;
    delete state.removed[undoKey];
    const cart = ctx.session.writableCart();
    if (!cart.lines.some((candidate) => candidate.key === undoKey)) cart.lines.push({ ...line });
    return toCart();
  }
  const removeCoupon = url.searchParams.get("remove_coupon");
  if (removeCoupon !== null) {
    state.coupons = state.coupons.filter((code) => code !== removeCoupon.toLowerCase());
    state.notices.push({ type: "success", text: "Coupon has been removed." });
    return null;
  }
  if (form.has("update_cart") && cartNonceOk) {
    const cart = ctx.session.writableCart();
    for (const [name, value] of form) {
      const key = /^cart\[([0-9a-f]+)\]\[qty\]$/.exec(name)?.[1];
      const line = key ? cart.lines.find((candidate) => candidate.key === key) : undefined;
      if (!line) continue;
      const quantity = Math.max(0, Number.parseInt(value, 10) || 0);
      if (quantity === 0) removeFromCart(cart, line.key);
      else line.quantity = quantity;
    }
    state.notices.push({ type: "success", text: "Cart updated." });
    return toCart();
  }
  if (form.has("calc_shipping") && form.get("woocommerce-shipping-calculator-nonce") === ctx.session.nonceFor("woocommerce-shipping-calculator")) {
    const field = (name: string): string => escapeHtml((form.get(`calc_shipping_${name}`) ?? "").trim());
    state.destination = { country: field("country"), state: field("state"), city: field("city"), postcode: field("postcode").toUpperCase() };
    state.notices.push({ type: "notice", text: "Shipping costs updated." });
  }
  return null;
}

function applyCouponAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  if (form.get("security") !== ctx.session.nonceFor("apply-coupon")) return refused();
  const state = ctx.session.cartPage;
  const code = (form.get("coupon_code") ?? "").trim().toLowerCase();
  if (code === "") state.notices.push({ type: "error", text: "Please enter a coupon code." });
  else if (code !== DEMO_COUPON.code) state.notices.push({ type: "error", text: `Coupon &quot;${escapeHtml(code)}&quot; cannot be applied because it does not exist.` });
  else if (state.coupons.includes(code)) state.notices.push({ type: "error", text: "Coupon code already applied!" });
  else {
    state.coupons.push(code);
    state.notices.push({ type: "success", text: "Coupon code applied successfully." });
  }
  return ajaxHtml(200, takeNotices(ctx));
}

function removeCouponAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  if (form.get("security") !== ctx.session.nonceFor("remove-coupon")) return refused();
  const state = ctx.session.cartPage;
  const code = (form.get("coupon") ?? "").trim().toLowerCase();
  if (code === "") state.notices.push({ type: "error", text: "Sorry there was a problem removing this coupon." });
  else {
    state.coupons = state.coupons.filter((applied) => applied !== code);
    state.notices.push({ type: "success", text: "Coupon has been removed." });
  }
  return ajaxHtml(200, takeNotices(ctx));
}

function updateShippingAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  if (form.get("security") !== ctx.session.nonceFor("update-shipping-method")) return refused();
  const chosen = form.get("shipping_method[0]") ?? "";
  if ([FLAT_RATE.id, FREE_SHIPPING.id].includes(chosen)) ctx.session.cartPage.shipping = chosen;
  return ajaxHtml(200, cartCartTotals(ctx));
}

/** The cart page's wc-ajax endpoints; null for any other. */
export function cartPageAjax(ctx: RequestContext, endpoint: string, form: Map<string, string>): Answer | null {
  switch (endpoint) {
    case "apply_coupon":
      return applyCouponAnswer(ctx, form);
    case "remove_coupon":
      return removeCouponAnswer(ctx, form);
    case "update_shipping_method":
      return updateShippingAnswer(ctx, form);
    case "get_cart_totals":
      return ajaxHtml(200, cartCartTotals(ctx));
    default:
      return null;
  }
}
