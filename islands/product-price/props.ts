import { isObject, numberField, type Result } from "../../src/contract/validate";

/** `product-price`: `{"productId":25}`, the variable product whose sale percentages to ask for. */
export interface ProductPriceProps {
  productId: number;
}

/** `inventory-bar`: `{}` (everything it needs is in CommerceKit's server markup). */
export type InventoryBarProps = Record<string, never>;

export function parseProductPriceProps(raw: unknown): Result<ProductPriceProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const productId = numberField(raw, "productId", 0);
  if (!Number.isInteger(productId) || productId <= 0) return { ok: false, error: "productId must be a positive integer" };
  return { ok: true, value: { productId } };
}

export function parseInventoryBarProps(raw: unknown): Result<InventoryBarProps> {
  return isObject(raw) ? { ok: true, value: {} } : { ok: false, error: "props must be an object" };
}
