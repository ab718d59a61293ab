/**
 * Registry entries for Discount Rules: `discount-rules` around the bulk table asks for the price
 * by quantity (into a store) and renders the variation's table (React); `discount-price` renders
 * a simple product's price area (React; the `product-price` island renders a variable product's).
 */
import { defineIsland } from "../../src/runtime/types";
import { parseDiscountPriceProps, parseDiscountRulesProps } from "./props";

export const discountRulesIsland = defineIsland({
  name: "discount-rules",
  parseProps: parseDiscountRulesProps,
  load: () => import("./mount").then((module) => module.discountRules),
  react: true,
});

export const discountPriceIsland = defineIsland({
  name: "discount-price",
  parseProps: parseDiscountPriceProps,
  load: () => import("./mount").then((module) => module.discountPrice),
  react: true,
});
