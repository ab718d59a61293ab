import { isObject, numberField, stringField, type Result } from "../../src/contract/validate";

/**
 * `delivery-dates`, printed around a variable product's WPC Estimated Delivery Date block
 * (`div.wpced.wpced-<productId>`) from the plugin's `wpced_vars`: `{"productId":25,"nonce":"998d98d216"}`.
 */
export interface DeliveryDatesProps {
  productId: number;
  /** `wpced_vars.nonce`. */
  nonce: string;
}

const NONCE = /^[0-9a-f]{10}$/i;

export function parseDeliveryDatesProps(raw: unknown): Result<DeliveryDatesProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const productId = numberField(raw, "productId", 0);
  if (!Number.isInteger(productId) || productId <= 0) return { ok: false, error: "productId must be a positive integer" };
  const nonce = stringField(raw, "nonce") ?? "";
  if (!NONCE.test(nonce)) return { ok: false, error: "nonce must be a WordPress nonce" };
  return { ok: true, value: { productId, nonce } };
}
