/**
 * Registry entries for Discount Rules (plain TypeScript, no React): `discount-rules` around the
 * bulk table asks for the price by quantity and the variation's table; `discount-price` paints a
 * simple product's price area (the `product-price` island paints a variable product's).
 */
import { defineIsland } from "../../src/runtime/types";
import { parseDiscountPriceProps, parseDiscountRulesProps } from "./props";

export const discountRulesIsland = defineIsland({
  name: "discount-rules",
  versions: [1],
  parseProps: parseDiscountRulesProps,
  load: () => import("./controller").then((module) => module.discountRules),
});

export const discountPriceIsland = defineIsland({
  name: "discount-price",
  versions: [1],
  parseProps: parseDiscountPriceProps,
  load: () => import("./price").then((module) => module.discountPrice),
});
