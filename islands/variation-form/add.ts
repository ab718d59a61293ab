/**
 * Add to cart of the chosen variation through the cart queue (`POST ?wc-ajax=add_to_cart`),
 * then the same success and failure paths as the listing buttons (islands/cart-buttons).
 */
import type { IslandContext } from "../../src/runtime/types";
import type { Variation } from "../../src/stores/variation";
import { sendAddToCart } from "../../src/cart/add-to-cart";
import { readQuantity } from "../../src/quantity/limits";
import type { VariationFormRefs } from "./form";

/**
 * The fields the real form posts, with two changes for the ajax endpoint: `product_id` is the
 * variation id (wc_ajax add_to_cart reads the variation and its attributes from it and ignores
 * `variation_id`), and `add-to-cart` is left out, because WooCommerce's form handler acts on
 * that field on every request, ajax ones too, and would add the item a second time.
 */
export function variationAddBody(refs: VariationFormRefs, variation: Variation): Record<string, string> {
  const body: Record<string, string> = {};
  for (const { name, select } of refs.attributes) body[name] = select.value;
  // Never the raw text: a typed 1e309 or 2^53+1 must not reach the request (quantity rules).
  body.quantity = refs.quantityInput ? String(readQuantity(refs.quantityInput)) : "1";
  body.product_id = String(variation.id);
  body.variation_id = String(variation.id);
  return body;
}

export async function addVariationToCart(
  refs: VariationFormRefs,
  variation: Variation,
  button: HTMLElement,
  context: IslandContext,
): Promise<void> {
  if (button.classList.contains("loading")) return;
  await sendAddToCart(button, variationAddBody(refs, variation), context);
}
