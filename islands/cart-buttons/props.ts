import { isObject, type Result } from "../../src/contract/validate";

/** The cart buttons island takes no props today; `{}` (or no props script) is valid. */
export type CartButtonsProps = Record<string, never>;

export function parseCartButtonsProps(raw: unknown): Result<CartButtonsProps> {
  return isObject(raw) ? { ok: true, value: {} } : { ok: false, error: "props must be an object" };
}
