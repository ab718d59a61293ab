/**
 * Ajax add to cart for `a.add_to_cart_button.ajax_add_to_cart[data-product_id]` (listing
 * cards, simple products), speaking WooCommerce's protocol (docs/behaviour/cart.md#add-to-cart):
 * the button's data attributes are the body of the add every control shares
 * (src/cart/add-to-cart.ts).
 */
import { sendAddToCart } from "../../src/cart/add-to-cart";
import type { IslandContext } from "../../src/runtime/types";
import { ADD_BUTTON_SELECTOR } from "./selectors";

/** `data-foo_bar` → `foo_bar`, `data-foo-bar` → `fooBar`: the keys jQuery's .data() gives. */
export function buttonData(button: Element): Record<string, string> {
  const data: Record<string, string> = {};
  for (const attribute of Array.from(button.attributes)) {
    if (!attribute.name.startsWith("data-")) continue;
    const key = attribute.name.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    data[key] = attribute.value;
  }
  return data;
}

/**
 * Every click adds, as WooCommerce's add-to-cart.js does: three quick clicks put three in the
 * cart, one request after another through the client's serial cart queue. (The theme's 700 ms
 * click guard is for its drawer and menu toggles, not for adding.)
 */
export async function addToCart(button: HTMLElement, context: IslandContext): Promise<void> {
  await sendAddToCart(button, buttonData(button), context);
}

/** The delegated click handler: a button without a product id keeps its plain link. */
export function onAddToCartClick(event: MouseEvent, context: IslandContext): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(ADD_BUTTON_SELECTOR);
  if (!button || !button.getAttribute("data-product_id")) return;
  event.preventDefault();
  void addToCart(button, context);
}
