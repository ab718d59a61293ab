/**
 * Registry entries for the product summary's parts that follow the selected variation (plain
 * TypeScript behaviours, no React): the price with Shoptimizer's sale badge, and CommerceKit's
 * inventory bar. Both read `$selectedVariation` (src/stores/variation.ts) when they mount, so
 * `idle` loses nothing even if the shopper chose before.
 */
import { defineIsland } from "../../src/runtime/types";
import { parseInventoryBarProps, parseProductPriceProps } from "./props";

export const productPriceIsland = defineIsland({
  name: "product-price",
  versions: [1],
  parseProps: parseProductPriceProps,
  load: () => import("./price").then((module) => module.productPrice),
});

export const inventoryBarIsland = defineIsland({
  name: "inventory-bar",
  versions: [1],
  parseProps: parseInventoryBarProps,
  load: () => import("./inventory").then((module) => module.inventoryBar),
});
