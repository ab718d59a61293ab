/**
 * The `cart-page` island (islands/cart-page), once before `</body>`, where WooCommerce printed
 * its cart page script (`wc-cart-js`): props are cart.js's three nonces (`wc_cart_params`) and,
 * where the page has the shipping calculator, the states per country wc-country-select read
 * (`wc_country_select_params.countries`), so those scripts can leave with it. The plugin's
 * includes/cart-page.php prints the same. The nonces are the visitor's: the template carries
 * marks that renderPage's caller fills (withCartPageNonces).
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_CART_PAGE_STRINGS } from "../../islands/cart-page/props";
import { insertBeforeBodyEnd } from "./elements";
import type { RequestContext } from "./context";

export const CART_SCRIPT_MARK = 'id="wc-cart-js"';
const CALCULATOR = '<form class="woocommerce-shipping-calculator"';

/** WordPress nonce actions of cart.js's calls, by prop. */
export const CART_PAGE_NONCES = {
  applyCouponNonce: "apply-coupon",
  removeCouponNonce: "remove-coupon",
  updateShippingMethodNonce: "update-shipping-method",
} as const;

const mark = (action: string): string => `islet-nonce-${action}`;

/** `wc_country_select_params.countries` of the captured page (a JSON string in the object). */
export function readCountryStates(source: string): unknown {
  const json = /var wc_country_select_params = (\{.*?\});\s*$/m.exec(source)?.[1];
  if (!json) return null;
  try {
    const params: unknown = JSON.parse(json);
    const countries = typeof params === "object" && params !== null && "countries" in params ? params.countries : null;
    return typeof countries === "string" ? (JSON.parse(countries) as unknown) : null;
  } catch {
    return null;
  }
}

export function placeCartPageIsland(html: string, source: string = html): string {
  if (!source.includes(CART_SCRIPT_MARK) || html.includes('<div data-island="cart-page"')) return html;
  const props = {
    applyCouponNonce: mark(CART_PAGE_NONCES.applyCouponNonce),
    removeCouponNonce: mark(CART_PAGE_NONCES.removeCouponNonce),
    updateShippingMethodNonce: mark(CART_PAGE_NONCES.updateShippingMethodNonce),
    states: html.includes(CALCULATOR) ? readCountryStates(source) : null,
    i18n: DEFAULT_CART_PAGE_STRINGS,
  };
  return insertBeforeBodyEnd(html, renderIsland({ name: "cart-page", version: 1, when: "interaction", props }));
}

/** The visitor's nonces in place of the marks. */
export function withCartPageNonces(ctx: RequestContext, page: string): string {
  return Object.values(CART_PAGE_NONCES).reduce((html, action) => html.split(mark(action)).join(ctx.session.nonceFor(action)), page);
}
