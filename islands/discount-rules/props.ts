import { booleanField, isObject, numberField, stringField, type Result } from "../../src/contract/validate";

/**
 * `discount-rules`, printed around Discount Rules' `div.awdr-bulk-customizable-table` from the
 * plugin's `awdr_params`:
 * `{"productId":25,"nonce":"291a64aa7f","variable":true,"priceByQuantity":true,"dynamicTable":true}`.
 */
export interface DiscountRulesProps {
  /** The product (the parent of a variable product). */
  productId: number;
  /** `awdr_params.nonce`, sent as `awdr_nonce`. */
  nonce: string;
  /** A variable product: prices and tables are asked for the selected variation. */
  variable: boolean;
  /** `awdr_params.enable_update_price_with_qty === "show_dynamically"`. */
  priceByQuantity: boolean;
  /** `awdr_dynamic_bulk_table_status === "1"` and `awdr_dynamic_bulk_table_off === "on"`: the table follows the variation. */
  dynamicTable: boolean;
}

/** `discount-price`: `{}`; it wraps a simple product's summary price area. */
export type DiscountPriceProps = Record<string, never>;

const NONCE = /^[0-9a-f]{10}$/i;

export function parseDiscountRulesProps(raw: unknown): Result<DiscountRulesProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const productId = numberField(raw, "productId", 0);
  if (!Number.isInteger(productId) || productId <= 0) return { ok: false, error: "productId must be a positive integer" };
  const nonce = stringField(raw, "nonce") ?? "";
  // WordPress nonces are 10 hex characters; anything else would only earn a 403.
  if (!NONCE.test(nonce)) return { ok: false, error: "nonce must be a WordPress nonce" };
  return {
    ok: true,
    value: {
      productId,
      nonce,
      variable: booleanField(raw, "variable", false),
      priceByQuantity: booleanField(raw, "priceByQuantity", false),
      dynamicTable: booleanField(raw, "dynamicTable", false),
    },
  };
}

export function parseDiscountPriceProps(raw: unknown): Result<DiscountPriceProps> {
  return isObject(raw) ? { ok: true, value: {} } : { ok: false, error: "props must be an object" };
}
