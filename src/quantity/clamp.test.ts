import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampQuantity, normaliseLimits, normaliseStep, stepQuantity, type QuantityInput } from "./clamp";

const MAX = Number.MAX_SAFE_INTEGER;

describe("clampQuantity: the documented rules (docs/behaviour/product-form.md#quantity)", () => {
  it("clamps between min and max", () => {
    expect(clampQuantity({ value: 30, min: 1, max: 25, step: 1 })).toBe(25);
    expect(clampQuantity({ value: 0, min: 1, max: 25, step: 1 })).toBe(1);
    expect(clampQuantity({ value: "7", min: "1", max: "25", step: "1" })).toBe(7);
  });

  it("min defaults to 0 and max to no limit", () => {
    expect(clampQuantity({ value: 0 })).toBe(0);
    expect(clampQuantity({ value: 1000, min: "", max: "" })).toBe(1000);
    expect(clampQuantity({ value: 3, min: null, max: undefined })).toBe(3);
    expect(clampQuantity({ value: 1000, max: -1 })).toBe(1000); // WooCommerce's "no limit"
  });

  it.each<[QuantityInput]>([[undefined], [""], ["any"], ["abc"], [0], [-2], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "a step of %j becomes 1",
    (step) => {
      expect(normaliseStep(step)).toBe(1);
      expect(clampQuantity({ value: 4, min: 1, max: 10, step })).toBe(4);
    },
  );

  it("keeps to the step grid from min, rounding down", () => {
    expect(clampQuantity({ value: 6, min: 1, max: 20, step: 2 })).toBe(5);
    expect(clampQuantity({ value: 20, min: 1, max: 20, step: 2 })).toBe(19);
    expect(clampQuantity({ value: 2.9, min: 0, max: 20, step: 1 })).toBe(2);
  });

  it("a max below min becomes min (as woocommerce_quantity_input)", () => {
    expect(normaliseLimits({ min: 5, max: 2 })).toEqual({ min: 5, max: 5, step: 1 });
    expect(clampQuantity({ value: 9, min: 5, max: 2 })).toBe(5);
  });

  it.each<[string, QuantityInput, number]>([
    ["zero", 0, 1],
    ["minus one", -1, 1],
    ["1e309 (Infinity)", "1e309", 25],
    ["2^53 + 1", 2 ** 53 + 1, 25],
    ["text", "three", 1],
    ["empty", "", 1],
    ["NaN", Number.NaN, 1],
    ["-Infinity", Number.NEGATIVE_INFINITY, 1],
  ])("the hostile value %s (%j) becomes %i", (_name, value, expected) => {
    expect(clampQuantity({ value, min: 1, max: 25, step: 1 })).toBe(expected);
  });

  it("hostile values in a cart row (min 0) never become 0 unless 0 was typed", () => {
    expect(clampQuantity({ value: "", min: 0, max: 12 })).toBe(1);
    expect(clampQuantity({ value: "abc", min: 0, max: 12 })).toBe(1);
    expect(clampQuantity({ value: "0", min: 0, max: 12 })).toBe(0);
    expect(clampQuantity({ value: -1, min: 0, max: 12 })).toBe(0);
  });

  it("without a max, huge values stop at Number.MAX_SAFE_INTEGER", () => {
    expect(clampQuantity({ value: "1e309" })).toBe(MAX);
    expect(clampQuantity({ value: 2 ** 53 + 1 })).toBe(MAX);
    expect(clampQuantity({ value: 1, min: 1e300 })).toBe(MAX);
  });
});

describe("stepQuantity: plus and minus (docs/behaviour/product-form.md#quantity)", () => {
  const rule = { min: 1, max: 3, step: 1 };
  it("plus increases by one step, capped at max", () => {
    expect(stepQuantity({ ...rule, value: 1 }, 1)).toBe(2);
    expect(stepQuantity({ ...rule, value: 3 }, 1)).toBe(3);
    expect(stepQuantity({ ...rule, value: 9 }, 1)).toBe(3);
  });

  it("plus without a max keeps increasing", () => {
    expect(stepQuantity({ value: 41, min: 1 }, 1)).toBe(42);
  });

  it("minus decreases by one step, floored at min", () => {
    expect(stepQuantity({ ...rule, value: 3 }, -1)).toBe(2);
    expect(stepQuantity({ ...rule, value: 1 }, -1)).toBe(1);
    expect(stepQuantity({ value: 1, min: "", max: "" }, -1)).toBe(0); // min default 0
  });

  it("minus only acts on positive values", () => {
    expect(stepQuantity({ value: 0, min: 0 }, -1)).toBe(0);
    expect(stepQuantity({ value: -4, min: 0 }, -1)).toBe(0);
  });

  it("uses the step, and 'any' as 1", () => {
    expect(stepQuantity({ value: 1, min: 1, max: 20, step: 5 }, 1)).toBe(6);
    expect(stepQuantity({ value: 6, min: 1, max: 20, step: 5 }, -1)).toBe(1);
    expect(stepQuantity({ value: 2, min: 1, step: "any" }, 1)).toBe(3);
  });

  it("text counts as 0, as the theme's script reads it", () => {
    expect(stepQuantity({ value: "abc", min: 0, step: 1 }, 1)).toBe(1);
    expect(stepQuantity({ value: "", min: 2, step: 1 }, 1)).toBe(3);
  });
});

/** Anything a page or a shopper could put in an attribute or a value. */
const anyInput: fc.Arbitrary<QuantityInput> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.constantFrom(0, -1, 1e309, 2 ** 53 + 1, -(2 ** 53) - 1, MAX, "", "any", "abc", "1e309", " 3 ", "0x10", null, undefined),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: 0, max: 1000 }).map(String),
);

function isSafeQuantity(result: number): boolean {
  return Number.isSafeInteger(result) && result >= 0;
}

describe("clampQuantity: properties", () => {
  it("is always a safe, non-negative integer, whatever it is given", () => {
    fc.assert(
      fc.property(anyInput, anyInput, anyInput, anyInput, (value, min, max, step) => {
        expect(isSafeQuantity(clampQuantity({ value, min, max, step }))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("stays within [min, max] and on the grid min + k × step when min ≤ max", () => {
    const limits = fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 50 }))
      .map(([a, b, step]) => ({ min: Math.min(a, b), max: Math.max(a, b), step }));
    fc.assert(
      fc.property(limits, anyInput, ({ min, max, step }, value) => {
        const result = clampQuantity({ value, min, max, step });
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(max);
        expect((result - min) % step).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("holds near Number.MAX_SAFE_INTEGER too", () => {
    const big = fc.integer({ min: MAX - 1_000_000, max: MAX });
    fc.assert(
      fc.property(big, fc.oneof(big, fc.constant(MAX)), fc.integer({ min: 1, max: 1000 }), anyInput, (a, b, step, value) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const result = clampQuantity({ value, min, max, step });
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(max);
        expect((result - min) % step).toBe(0);
      }),
    );
  });

  it("leaves a valid value alone (idempotent)", () => {
    fc.assert(
      fc.property(anyInput, anyInput, anyInput, anyInput, (value, min, max, step) => {
        const once = clampQuantity({ value, min, max, step });
        expect(clampQuantity({ value: once, min, max, step })).toBe(once);
        expect(clampQuantity({ value: String(once), min, max, step })).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("plus never goes above max, minus never below min, both stay safe", () => {
    fc.assert(
      fc.property(anyInput, anyInput, anyInput, anyInput, fc.constantFrom<1 | -1>(1, -1), (value, min, max, step, direction) => {
        const limits = normaliseLimits({ min, max, step });
        const result = stepQuantity({ value, min, max, step }, direction);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(limits.min);
        expect(result).toBeLessThanOrEqual(limits.max);
      }),
      { numRuns: 2000 },
    );
  });

  it("plus then minus returns to a value on the grid below the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 50 }), (min, step, k) => {
        const value = min + k * step;
        const up = stepQuantity({ value, min, step }, 1);
        expect(up).toBe(value + step);
        expect(stepQuantity({ value: up, min, step }, -1)).toBe(value);
      }),
    );
  });
});
