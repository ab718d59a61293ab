import { isObject, stringField, type Result } from "../../src/contract/validate";

/** The buttons' accessible names; the plugin passes translated strings, English by default. */
export interface QuantityProps {
  decrease: string;
  increase: string;
}

export const DEFAULT_DECREASE = "Decrease quantity";
export const DEFAULT_INCREASE = "Increase quantity";

export function parseQuantityProps(raw: unknown): Result<QuantityProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const decrease = stringField(raw, "decrease", DEFAULT_DECREASE);
  const increase = stringField(raw, "increase", DEFAULT_INCREASE);
  if (!decrease?.trim() || !increase?.trim()) return { ok: false, error: "decrease and increase must be non-empty strings" };
  return { ok: true, value: { decrease, increase } };
}
