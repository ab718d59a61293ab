import { fail, isObject, ok, stringField, stringRecord, type Result } from "../../src/contract/validate";

/**
 * What cart.js read from `wc_cart_params` (the three nonces) and the shipping calculator's
 * states per country (`wc_country_select_params.countries`, read by wc-country-select): a
 * country with states gets a select, one with an empty list a hidden field, any other a text
 * field. `states` is null when the page has no calculator.
 */
export interface CartPageProps {
  applyCouponNonce: string;
  removeCouponNonce: string;
  updateShippingMethodNonce: string;
  states: Record<string, Record<string, string>> | null;
  i18n: CartPageStrings;
}

export interface CartPageStrings {
  /** Said when an answer cannot be used and nothing can be retried natively (coupons, shipping). */
  failed: string;
  /** wc_country_select_params.i18n_select_state_text. */
  selectState: string;
}

export const DEFAULT_CART_PAGE_STRINGS: CartPageStrings = {
  failed: "Sorry, your cart could not be updated. Please try again.",
  selectState: "Select an option…",
};

function readStates(raw: unknown): Record<string, Record<string, string>> | null {
  if (!isObject(raw)) return null;
  const states: Record<string, Record<string, string>> = {};
  for (const [country, list] of Object.entries(raw)) {
    // PHP encodes a country without states as `[]`.
    const record = Array.isArray(list) ? (list.length === 0 ? {} : undefined) : stringRecord(list);
    if (record) states[country] = record;
  }
  return states;
}

export function parseCartPageProps(raw: unknown): Result<CartPageProps> {
  if (!isObject(raw)) return fail("props must be an object");
  const applyCouponNonce = stringField(raw, "applyCouponNonce", "") ?? "";
  const removeCouponNonce = stringField(raw, "removeCouponNonce", "") ?? "";
  const updateShippingMethodNonce = stringField(raw, "updateShippingMethodNonce", "") ?? "";
  const i18n = isObject(raw.i18n) ? raw.i18n : {};
  return ok({
    applyCouponNonce,
    removeCouponNonce,
    updateShippingMethodNonce,
    states: readStates(raw.states),
    i18n: {
      failed: stringField(i18n, "failed") || DEFAULT_CART_PAGE_STRINGS.failed,
      selectState: stringField(i18n, "selectState") || DEFAULT_CART_PAGE_STRINGS.selectState,
    },
  });
}
