import { isObject, stringField, type Result } from "../../src/contract/validate";

/** WooCommerce's wc_add_to_cart_variation_params texts (docs/behaviour/product-form.md#texts). */
export interface VariationStrings {
  noMatch: string;
  makeSelection: string;
  unavailable: string;
  resetAlert: string;
}

export const DEFAULT_VARIATION_STRINGS: VariationStrings = {
  noMatch: "Sorry, no products matched your selection. Please choose a different combination.",
  makeSelection: "Please select some product options before adding this product to your cart.",
  unavailable: "Sorry, this product is unavailable. Please choose a different combination.",
  resetAlert: "Your selection has been reset. Please select some product options before adding this product to your cart.",
};

/** Props: `{}`, or `{"i18n": {…}}` with the store's translated texts (any key may be left out). */
export interface VariationFormProps {
  i18n: VariationStrings;
}

export function parseVariationFormProps(raw: unknown): Result<VariationFormProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  if (raw.i18n !== undefined && !isObject(raw.i18n)) return { ok: false, error: "i18n must be an object" };
  const source = isObject(raw.i18n) ? raw.i18n : {};
  const i18n = { ...DEFAULT_VARIATION_STRINGS };
  for (const key of Object.keys(i18n) as (keyof VariationStrings)[]) {
    const value = stringField(source, key);
    if (value) i18n[key] = value;
  }
  return { ok: true, value: { i18n } };
}
