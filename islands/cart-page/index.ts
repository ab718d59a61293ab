/**
 * Registry entry: WooCommerce's cart page script (cart.js, `wc-cart`), a plain behaviour on the
 * server's cart form and totals (docs/decisions/0012, 0025): quantities, remove and undo, coupons,
 * shipping method and calculator, each through the client, the answer's HTML swapped in as
 * cart.js swaps it. Printed once before `</body>` on the cart page; its code loads at the first
 * intent on the cart form or the totals. A press that lands before it does takes WooCommerce's
 * own no-JavaScript path (the form posts, the link is followed), which loses nothing. Its props
 * are read by the lazily loaded code (props.ts), so the first bundle of every page holds only
 * this entry (the size budgets, 0007).
 */
import { fail, isObject, ok, type JsonObject, type Result } from "../../src/contract/validate";
import { defineIsland } from "../../src/runtime/types";

export const CART_PAGE_INTENT = ".woocommerce-cart-form, .cart-collaterals, .woocommerce-notices-wrapper";

export const cartPageIsland = defineIsland({
  name: "cart-page",
  parseProps: (raw: unknown): Result<JsonObject> => (isObject(raw) ? ok(raw) : fail("props must be an object")),
  intentSelector: () => CART_PAGE_INTENT,
  load: () => import("./behaviour").then((module) => module.cartPage),
});
