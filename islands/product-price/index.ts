/**
 * Registry entries for the product summary's parts that follow the selected variation (React
 * islands, ProductPrice.tsx and InventoryBar.tsx): the price with Shoptimizer's sale badge, and
 * CommerceKit's inventory bar. Both read `$selectedVariation` (src/stores/variation.ts) when
 * they mount, so `idle` loses nothing even if the shopper chose before.
 */
import { defineIsland } from "../../src/runtime/types";
import { parseInventoryBarProps, parseProductPriceProps } from "./props";

export const productPriceIsland = defineIsland({
  name: "product-price",
  versions: [1],
  parseProps: parseProductPriceProps,
  load: () => import("./mount").then((module) => module.productPrice),
});

export const inventoryBarIsland = defineIsland({
  name: "inventory-bar",
  versions: [1],
  parseProps: parseInventoryBarProps,
  load: () => import("./mount").then((module) => module.inventoryBar),
});
