/**
 * The cart page as the visitor's cart has it: the captured page with its form, totals and
 * notices printed per request (cart-page.ts), and the calculator showing the destination given.
 */
import { capturedCalculator, takeNotices } from "./cart-page-actions";
import { renderCartForm, renderCartTotals } from "./cart-page";
import { cartSummary, type RequestContext } from "./context";
import { findElementEnd } from "./elements";
import type { CartPageState } from "./visitors";

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

/** The rendered cart page (either capture) with the visitor's notices, form and totals. */
export function renderVisitorCartPage(ctx: RequestContext, page: string): string {
  const notices = `<div class="woocommerce-notices-wrapper">${takeNotices(ctx)}</div>`;
  const withNotices = page.replace(NOTICES, () => notices);
  const summary = cartSummary(ctx);
  if (summary.lines.length === 0) return withNotices;
  const withForm = replaceElement(withNotices, FORM_START, "form", renderCartForm(summary, { cart: ctx.session.removeNonce }));
  return replaceElement(withForm, TOTALS_START, "div", cartCartTotals(ctx));
}
