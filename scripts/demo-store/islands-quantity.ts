/**
 * Where the quantity islands go: each WooCommerce quantity wrapper (`<div class="quantity">`,
 * from woocommerce_quantity_input()) is wrapped in its own `quantity` island, on the product
 * page and the cart page (the plugin's includes/product.php does the same in its output
 * buffer), so the product form and cart rows each get one. Quick-add forms on listing cards
 * are left as the server printed them: their script, CommerceKit's, runs them. The mini cart's
 * `<span class="quantity">` is text, not an input, and is left alone.
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_DECREASE, DEFAULT_INCREASE } from "../../islands/quantity/props";
import { findElementEnd, isInside, listingCardForms } from "./elements";

export const QUANTITY_START = '<div class="quantity">';

export function quantityIslandMarkup(inner: string): string {
  return renderIsland({
    name: "quantity",
    version: 1,
    when: "visible",
    props: { decrease: DEFAULT_DECREASE, increase: DEFAULT_INCREASE },
    inner,
  });
}

/** Wraps every `<div class="quantity">…</div>` outside listing cards in a quantity island. */
export function placeQuantityIslands(html: string): string {
  const cards = listingCardForms(html);
  let out = "";
  let from = 0;
  for (let start = html.indexOf(QUANTITY_START); start >= 0; start = html.indexOf(QUANTITY_START, from)) {
    const end = findElementEnd(html, start, "div");
    if (end < 0) break; // unbalanced markup: leave the rest as the server sent it
    out += html.slice(from, start) + (isInside(start, cards) ? html.slice(start, end) : quantityIslandMarkup(html.slice(start, end)));
    from = end;
  }
  return out + html.slice(from);
}
