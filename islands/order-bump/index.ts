/**
 * Registry entry: CommerceKit's order bumps (issue 15), one React island per
 * `.commercekit-order-bump-wrap` — the checkout's (in the page and in WooCommerce's order-review
 * update) and the cart drawer's (in CommerceKit's drawer blocks or the mini-cart fragment). Its
 * code loads when the bumps come into view; a press on "Click to add" before then is held by the
 * arm and mounts it at once. Props are the plugin's texts (props.ts).
 */
import { defineIsland } from "../../src/runtime/types";
import { holdBumpPress } from "./arm";
import { parseOrderBumpProps } from "./props";

export const orderBumpIsland = defineIsland({
  name: "order-bump",
  parseProps: parseOrderBumpProps,
  load: () => import("./mount").then((module) => module.orderBump),
  react: true,
  arm: (element, _props, context) => holdBumpPress(element, context.signal),
});
