/**
 * The cart page as the visitor's cart has it: the captured page with its form and totals printed
 * for the visitor's cart (cart-page.ts) before the plugin serves it, the calculator showing the
 * destination given, and the notices of the request put in the served page.
 */
import { capturedCalculator, takeNotices } from "./cart-page-actions";
import { renderCartForm, renderCartTotals } from "./cart-page";
import { cartSummary, type RequestContext } from "./context";
import { findElementEnd } from "./elements";
import { nonceMark } from "./page-transform";
import { CART_NONCE_ACTION, type CartPageState } from "./visitors";

const FORM_START = '<form class="woocommerce-cart-form"';
const TOTALS_START = '<div class="cart_totals ';
const NOTICES = '<div class="woocommerce-notices-wrapper"></div>';

/** The captured calculator with the visitor's country chosen and their city and postcode kept. */
function calculatorFor(state: CartPageState, nonce: string): string {
  const place = state.destination;
  const markup = capturedCalculator().replace(/(name="woocommerce-shipping-calculator-nonce" value=")[^"]*/, `$1${nonce}`);
  if (!place) return markup;
  const fill = (html: string, name: string, value: string): string =>
    html.replace(new RegExp(`(value=")[^"]*(" name="calc_shipping_${name}")`), `$1${value}$2`);
  const chosen = markup.replace(/ selected='selected'/g, "").replace(`<option value="${place.country}">`, `<option value="${place.country}" selected='selected'>`);
  return fill(fill(fill(chosen, "city", place.city), "postcode", place.postcode), "state", place.state);
}

/** The `.cart_totals` block for the visitor (update_shipping_method, get_cart_totals, the page). */
export function cartCartTotals(ctx: RequestContext): string {
  const state = ctx.session.cartPage;
  return renderCartTotals(cartSummary(ctx), state, calculatorFor(state, ctx.session.nonceFor("woocommerce-shipping-calculator")));
}

function replaceElement(html: string, start: string, tag: string, markup: string): string {
  const from = html.indexOf(start);
  const end = from < 0 ? -1 : findElementEnd(html, from, tag);
  return end < 0 ? html : html.slice(0, from) + markup + html.slice(end);
}

/**
 * The captured cart page with the visitor's form and totals, their nonces marked for the page
 * transform to fill (nonceMark); the captured page for an empty cart.
 */
export function visitorCartSource(ctx: RequestContext, raw: string): string {
  const summary = cartSummary(ctx);
  if (summary.lines.length === 0) return raw;
  const totals = renderCartTotals(summary, ctx.session.cartPage, calculatorFor(ctx.session.cartPage, nonceMark("woocommerce-shipping-calculator")));
  const withForm = replaceElement(raw, FORM_START, "form", renderCartForm(summary, { cart: nonceMark(CART_NONCE_ACTION) }));
  return replaceElement(withForm, TOTALS_START, "div", totals);
}

/** The served cart page with the notices this request shows (each shown once). */
export function withVisitorNotices(ctx: RequestContext, page: string): string {
  const notices = `<div class="woocommerce-notices-wrapper">${takeNotices(ctx)}</div>`;
  return page.replace(NOTICES, () => notices);
}
