/** Registry entry: ajax add-to-cart and mini-cart remove links (plain TypeScript behaviour). */
import { defineIsland } from "../../src/runtime/types";
import { parseCartButtonsProps } from "./props";

export const cartButtonsIsland = defineIsland({
  name: "cart-buttons",
  parseProps: parseCartButtonsProps,
  load: () => import("./behaviour").then((module) => module.cartButtons),
});
