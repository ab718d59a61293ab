/**
 * The `cart-page` island (islands/cart-page), once before `</body>`, where WooCommerce printed
 * its cart page script (`wc-cart-js`) and only where the legacy rule then takes that script off
 * (no printed script depends on it: cart.js and the island must never both answer a press).
 * Props are cart.js's three nonces (`wc_cart_params`) and, where the page has the shipping
 * calculator, the states per country wc-country-select read (`wc_country_select_params.countries`)
 * and the calculator's part of wc-address-i18n's locale (`wc_address_i18n_params.locale`), so
 * those scripts can leave with it. The plugin's includes/cart-page.php prints the same bytes
 * (scripts/php-parity.test.ts). The nonces are the visitor's: the template carries marks that
 * renderPage's caller fills (withCartPageNonces).
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_CART_PAGE_STRINGS, readAddressLocale } from "../../islands/cart-page/props";
import { insertBeforeBodyEnd } from "./elements";
import { readInlineObject } from "./inline-objects";
import type { RequestContext } from "./context";
import { islandsInHtml, pageTypeOf, printedScriptsOf } from "./legacy";
import { legacyRemovals } from "./legacy-rule";

export const CART_SCRIPT_HANDLE = "wc-cart";
const CALCULATOR = '<form class="woocommerce-shipping-calculator"';

/** WordPress nonce actions of cart.js's calls, by prop (WooCommerce's wc_cart_params). */
export const CART_PAGE_NONCES = {
  applyCouponNonce: "apply-coupon",
  removeCouponNonce: "remove-coupon",
  updateShippingMethodNonce: "update-shipping-method",
} as const;

const mark = (action: string): string => `islet-nonce-${action}`;

/**
 * JSON.parse puts an object's array-index keys (the United States Minor Outlying Islands' states
 * are "67", "71" …) first and ascending; PHP prints them where WooCommerce listed them. Marked
 * while parsed and printed, they keep WooCommerce's order, as the plugin prints it.
 */
const INDEX_KEY = /"(0|[1-9]\d*)":/g;
const KEY_MARK = "islet-index-key-";
const MARKED_KEY = new RegExp(`"${KEY_MARK}(\\d+)":`, "g");

/** A JSON string field of a `var NAME = {...};` object the page printed, decoded; null without one. */
function readParamsJson(source: string, name: string, field: string): unknown {
  const value = readInlineObject(source, name)?.[field];
  if (typeof value !== "string") return null;
  try {
    return JSON.parse(value.replace(INDEX_KEY, `"${KEY_MARK}$1":`)) as unknown;
  } catch {
    return null;
  }
}

/** `wc_country_select_params.countries` of the captured page (a JSON string in the object). */
export function readCountryStates(source: string): unknown {
  return readParamsJson(source, "wc_country_select_params", "countries");
}

/** `wc_address_i18n_params.locale` of the captured page (a JSON string in the object). */
export function readCountryLocale(source: string): unknown {
  return readParamsJson(source, "wc_address_i18n_params", "locale");
}

export function placeCartPageIsland(html: string, source: string = html): string {
  const printed = printedScriptsOf(source);
  if (!printed.printed.includes(CART_SCRIPT_HANDLE) || html.includes('<div data-island="cart-page"')) return html;
  const calculator = html.includes(CALCULATOR);
  const props = {
    applyCouponNonce: mark(CART_PAGE_NONCES.applyCouponNonce),
    removeCouponNonce: mark(CART_PAGE_NONCES.removeCouponNonce),
    updateShippingMethodNonce: mark(CART_PAGE_NONCES.updateShippingMethodNonce),
    states: calculator ? readCountryStates(source) : null,
    locale: calculator ? readAddressLocale(readCountryLocale(source)) : null,
    i18n: DEFAULT_CART_PAGE_STRINGS,
  };
  const island = renderIsland({ name: "cart-page", version: 1, when: "interaction", props }).replace(MARKED_KEY, '"$1":');
  const placed = insertBeforeBodyEnd(html, island);
  if (placed === html) return html;
  return legacyRemovals(islandsInHtml(placed), pageTypeOf(source), printed).includes(CART_SCRIPT_HANDLE) ? placed : html;
}

/** The visitor's nonces in place of the marks. */
export function withCartPageNonces(ctx: RequestContext, page: string): string {
  return Object.values(CART_PAGE_NONCES).reduce((html, action) => html.split(mark(action)).join(ctx.session.nonceFor(action)), page);
}
