import { isObject, stringField, type Result } from "../../src/contract/validate";

/** WooCommerce's text (docs/behaviour/product-form.md#texts); the plugin sends the store's translation. */
export const DEFAULT_NO_MATCH = "Sorry, no products matched your selection. Please choose a different combination.";

/** Props: `{}`, or `{"i18n": {"noMatch": "…"}}` with the store's translated text. */
export interface ListingSwatchesProps {
  noMatch: string;
}

export function parseListingSwatchesProps(raw: unknown): Result<ListingSwatchesProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  if (raw.i18n !== undefined && !isObject(raw.i18n)) return { ok: false, error: "i18n must be an object" };
  const noMatch = isObject(raw.i18n) ? stringField(raw.i18n, "noMatch") : undefined;
  return { ok: true, value: { noMatch: noMatch || DEFAULT_NO_MATCH } };
}
