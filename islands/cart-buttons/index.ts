/**
 * Registry entry: ajax add-to-cart and mini-cart remove links (plain TypeScript behaviour). It
 * mounts at load where the page has add buttons; printed with `when="interaction"` (the
 * checkout), intent on a button or in the drawer loads it.
 */
import { defineIsland } from "../../src/runtime/types";
import { parseCartButtonsProps } from "./props";
import { CART_BUTTONS_INTENT_SELECTOR } from "./selectors";

export const cartButtonsIsland = defineIsland({
  name: "cart-buttons",
  parseProps: parseCartButtonsProps,
  load: () => import("./behaviour").then((module) => module.cartButtons),
  intentSelector: () => CART_BUTTONS_INTENT_SELECTOR,
});
