import { isObject, numberField, type Result } from "../../src/contract/validate";

/** Open on windows wider than 992px, product accordions animate 200 ms (docs/behaviour/constants.md#product-form). */
export const OPEN_ABOVE_PX = 992;
export const ANIMATION_MS = 200;

export interface AccordionsProps {
  /** Details start open when the window is wider than this; closed otherwise. */
  openAbove: number;
  /** Open and close animation length (none when the shopper prefers reduced motion). */
  duration: number;
}

export function parseAccordionsProps(raw: unknown): Result<AccordionsProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const openAbove = numberField(raw, "openAbove", OPEN_ABOVE_PX);
  const duration = numberField(raw, "duration", ANIMATION_MS);
  if (openAbove < 0 || duration < 0) return { ok: false, error: "openAbove and duration must not be negative" };
  return { ok: true, value: { openAbove, duration } };
}
