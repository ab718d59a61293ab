import { isObject, type Result } from "../../src/contract/validate";

/** `productId`: the page's product (a simple product's id, or a variable product's parent). */
export interface WaitlistProps {
  productId: number;
}

export function parseWaitlistProps(raw: unknown): Result<WaitlistProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const id = raw.productId;
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) {
    return { ok: false, error: "productId must be a positive integer" };
  }
  return { ok: true, value: { productId: id } };
}
