/**
 * Registry entry: plus/minus buttons and limits for one WooCommerce quantity input (plain
 * TypeScript behaviour, no React). `visible`: the buttons are added just before the input
 * scrolls into view, and inputs in hidden forms (a listing's quick add) wait until shown.
 *
 * Other code imports the pure parts directly, not through this entry (which is in the boot
 * chunk): `clampQuantity` from ./clamp, `applyQuantityLimits` and `readQuantity` from ./limits.
 */
import { defineIsland } from "../../src/runtime/types";
import { parseQuantityProps } from "./props";

export const quantityIsland = defineIsland({
  name: "quantity",
  parseProps: parseQuantityProps,
  load: () => import("./behaviour").then((module) => module.quantity),
});

