/**
 * Quantity arithmetic (docs/behaviour/product-form.md#quantity), pure and total: whatever the page,
 * a theme or a shopper puts in a quantity input, what leaves here is a safe integer.
 *
 * The rules, in order:
 * - step: a positive safe integer; missing, empty, non-numeric, 'any', zero, negative or
 *   fractional steps become 1.
 * - min: a non-negative integer (fractions round up); missing or invalid is 0 (the documented
 *   default).
 * - max: a non-negative integer (fractions round down); missing, empty, invalid or negative means
 *   no limit (WooCommerce prints "" or -1 for that), capped at Number.MAX_SAFE_INTEGER. A max
 *   below min becomes min, as WooCommerce's woocommerce_quantity_input() does.
 * - value: numbers and numeric strings; +Infinity ("1e309") counts as "as many as allowed";
 *   NaN, -Infinity, text and empty are not a quantity and become the fallback: 1, or min if
 *   that is larger (never 0, so nonsense typed in a cart row does not remove the item).
 * - grid: the result is min + k × step for a whole k (the HTML number input's step base is min).
 *   An off-grid value rounds DOWN to the grid, so the result never exceeds what was asked, and
 *   the top of the grid is the largest min + k × step ≤ max.
 * So the result is always within [min, max], on the grid, and never NaN, Infinity or unsafe.
 */

export type QuantityInput = number | string | null | undefined;

export interface QuantityRule {
  value: QuantityInput;
  min?: QuantityInput;
  max?: QuantityInput;
  step?: QuantityInput;
}

export interface QuantityLimits {
  min: number;
  /** Number.MAX_SAFE_INTEGER when there is no limit. */
  max: number;
  step: number;
}

const MAX = Number.MAX_SAFE_INTEGER;

/** A number from an attribute or JSON value; NaN for anything that is not one. */
export function toNumber(raw: QuantityInput): number {
  if (typeof raw === "number") return raw;
  if (typeof raw !== "string" || raw.trim() === "") return Number.NaN;
  return Number(raw.trim());
}

export function normaliseStep(raw: QuantityInput): number {
  const step = toNumber(raw);
  return Number.isSafeInteger(step) && step > 0 ? step : 1;
}

export function normaliseMin(raw: QuantityInput): number {
  const min = toNumber(raw);
  if (!Number.isFinite(min) || min <= 0) return 0;
  return Math.min(Math.ceil(min), MAX);
}

/** The upper limit, or MAX_SAFE_INTEGER for "no limit"; never below `min`. */
export function normaliseMax(raw: QuantityInput, min: number): number {
  const max = toNumber(raw);
  const limit = Number.isNaN(max) || max < 0 ? MAX : Math.min(Math.floor(max), MAX);
  return Math.max(limit, min);
}

export function normaliseLimits(rule: Omit<QuantityRule, "value">): QuantityLimits {
  const min = normaliseMin(rule.min);
  return { min, max: normaliseMax(rule.max, min), step: normaliseStep(rule.step) };
}

/** The largest grid point (min + k × step) not above `value`, for min ≤ value ≤ max. */
function floorToGrid(value: number, { min, step }: QuantityLimits): number {
  const offset = Math.floor(value) - min;
  // `%` is exact on integers, where floor(offset / step) * step may round past offset.
  return min + (offset - (offset % step));
}

export function clampToLimits(raw: QuantityInput, limits: QuantityLimits): number {
  const value = toNumber(raw);
  const wanted = value === Number.POSITIVE_INFINITY ? limits.max : Number.isNaN(value) || value === Number.NEGATIVE_INFINITY ? Math.max(1, limits.min) : value;
  const bounded = Math.min(Math.max(wanted, limits.min), limits.max);
  return floorToGrid(bounded, limits);
}

/** A safe integer within [min, max] on the step grid from min (see the rules above). */
export function clampQuantity(rule: QuantityRule): number {
  return clampToLimits(rule.value, normaliseLimits(rule));
}

/**
 * The plus and minus buttons (Shoptimizer's rules): plus adds one step, capped at max when
 * there is one; minus takes one step off while the value is positive, and floors at min. A
 * value that is not a number counts as 0, as the theme's script treats it.
 */
export function stepQuantity(rule: QuantityRule, direction: 1 | -1): number {
  const limits = normaliseLimits(rule);
  const parsed = toNumber(rule.value);
  const current = Number.isFinite(parsed) ? parsed : parsed === Number.POSITIVE_INFINITY ? limits.max : 0;
  if (direction === -1 && current <= 0) return clampToLimits(0, limits);
  // Step from the value as it stands on the grid, so 5 with step 2 from min 1 goes to 7 or 3.
  const base = clampToLimits(current, limits);
  const next = direction === 1 ? Math.min(base + limits.step, limits.max) : Math.max(base - limits.step, limits.min);
  return clampToLimits(next, limits);
}
