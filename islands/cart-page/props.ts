import { booleanField, fail, isObject, ok, stringField, stringRecord, type Result } from "../../src/contract/validate";

/**
 * What cart.js read from `wc_cart_params` (the three nonces), the shipping calculator's states
 * per country (`wc_country_select_params.countries`, read by wc-country-select: a country with
 * states gets a select, one with an empty list a hidden field, any other a text field) and the
 * calculator's part of WooCommerce's address locale (`wc_address_i18n_params.locale`, read by
 * wc-address-i18n: the state, postcode and city rows' label, placeholder, required and hidden
 * per country over `default`). `states` and `locale` are null when the page has no calculator.
 * Keys are camelCase like every island's props; the plugin and the demo store print the same.
 */
export interface CartPageProps {
  applyCouponNonce: string;
  removeCouponNonce: string;
  updateShippingMethodNonce: string;
  states: Record<string, Record<string, string>> | null;
  locale: AddressLocale | null;
  i18n: CartPageStrings;
  /**
   * WPC Estimated Delivery Date's script was printed: its dates follow the shipping method, so
   * after a change the whole cart is posted again, as that script asked cart.js to with
   * `wc_update_cart` (docs/decisions/0036-jquery-free-store-pages.md).
   */
  repostAfterShippingMethod: boolean;
}

/** The calculator's rows address-i18n.js changes (its `locale_fields` on the cart page). */
export const LOCALE_FIELDS = ["state", "postcode", "city"] as const;
export type LocaleField = (typeof LOCALE_FIELDS)[number];

/** What of a field's locale the calculator uses, in the order both printers print it. */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
}

/** By country code, and `default` for what a country does not say. */
export type AddressLocale = Record<string, Partial<Record<LocaleField, FieldLocale>>>;

export interface CartPageStrings {
  /** Said when an answer cannot be used and nothing can be retried natively (coupons, shipping). */
  failed: string;
  /** wc_country_select_params.i18n_select_state_text. */
  selectState: string;
  /** wc_address_i18n_params.i18n_required_text: the title of a required row's `*`. */
  required: string;
  /** wc_address_i18n_params.i18n_optional_text: "(optional)" after an optional row's label. */
  optional: string;
}

export const DEFAULT_CART_PAGE_STRINGS: CartPageStrings = {
  failed: "Sorry, your cart could not be updated. Please try again.",
  selectState: "Select an option…",
  required: "required",
  optional: "optional",
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

/**
 * A field's locale with only the keys the calculator uses, each of its type; null when none is
 * left. The demo store prints with it too, so both printers keep the same keys in the same order.
 */
export function readFieldLocale(raw: unknown): FieldLocale | null {
  if (!isObject(raw)) return null;
  const field: FieldLocale = {};
  if (typeof raw.label === "string") field.label = raw.label;
  if (typeof raw.placeholder === "string") field.placeholder = raw.placeholder;
  if (typeof raw.required === "boolean") field.required = raw.required;
  if (typeof raw.hidden === "boolean") field.hidden = raw.hidden;
  return Object.keys(field).length > 0 ? field : null;
}

/** The calculator's part of an address locale; null when nothing of it is left. */
export function readAddressLocale(raw: unknown): AddressLocale | null {
  if (!isObject(raw)) return null;
  const locale: AddressLocale = {};
  for (const [country, fields] of Object.entries(raw)) {
    if (!isObject(fields)) continue;
    const kept: Partial<Record<LocaleField, FieldLocale>> = {};
    for (const name of LOCALE_FIELDS) {
      const field = readFieldLocale(fields[name]);
      if (field) kept[name] = field;
    }
    if (Object.keys(kept).length > 0) locale[country] = kept;
  }
  return Object.keys(locale).length > 0 ? locale : null;
}

export function parseCartPageProps(raw: unknown): Result<CartPageProps> {
  if (!isObject(raw)) return fail("props must be an object");
  const i18n = isObject(raw.i18n) ? raw.i18n : {};
  const text = (key: keyof CartPageStrings): string => stringField(i18n, key) || DEFAULT_CART_PAGE_STRINGS[key];
  return ok({
    applyCouponNonce: stringField(raw, "applyCouponNonce", "") ?? "",
    removeCouponNonce: stringField(raw, "removeCouponNonce", "") ?? "",
    updateShippingMethodNonce: stringField(raw, "updateShippingMethodNonce", "") ?? "",
    states: readStates(raw.states),
    locale: readAddressLocale(raw.locale),
    i18n: { failed: text("failed"), selectState: text("selectState"), required: text("required"), optional: text("optional") },
    repostAfterShippingMethod: booleanField(raw, "repostAfterShippingMethod", false),
  });
}
