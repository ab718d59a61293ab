/**
 * Add to cart of the chosen variation through the cart queue (`POST ?wc-ajax=add_to_cart`),
 * then the same success and failure paths as the listing buttons (islands/cart-buttons).
 */
import { askBodyHandlers, fireBodyEvent, wrapElement } from "../../src/bridge/jquery";
import { syncCartWidgetVisibility } from "../../src/bridge/page-state";
import type { IslandContext } from "../../src/runtime/types";
import type { Variation } from "../../src/stores/variation";
import { handleAddAnswer } from "../cart-buttons/add-to-cart";
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
  body.quantity = refs.quantityInput?.value || "1";
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
  const $button = wrapElement(button);
  button.classList.remove("added");
  button.classList.add("loading");
  if (!askBodyHandlers("should_send_ajax_request.adding_to_cart", [$button])) {
    button.classList.remove("loading");
    fireBodyEvent("ajax_request_not_sent.adding_to_cart", [false, false, $button]);
    return;
  }
  const data = variationAddBody(refs, variation);
  fireBodyEvent("adding_to_cart", [$button, data]);
  syncCartWidgetVisibility(true);
  const result = await context.client.addToCart(data);
  // A transport failure takes the same path as an answer without fragments: say it failed.
  handleAddAnswer(button, result.ok ? result.value : { kind: "empty" }, context);
}
