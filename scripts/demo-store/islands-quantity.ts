/**
 * Where the quantity islands go: each WooCommerce quantity wrapper (`<div class="quantity">`,
 * from woocommerce_quantity_input()) is wrapped in its own `quantity` island. On a real store
 * the plugin does the same on the `woocommerce_quantity_input` output, so product forms, quick
 * add forms and cart rows each get one, and cart fragments that replace a row bring their own.
 * The mini cart's `<span class="quantity">` is text, not an input, and is left alone.
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_DECREASE, DEFAULT_INCREASE } from "../../islands/quantity/props";
import { findElementEnd } from "./elements";

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

/** Wraps every `<div class="quantity">…</div>` in a quantity island; other pages are unchanged. */
export function placeQuantityIslands(html: string): string {
  let out = "";
  let from = 0;
  for (let start = html.indexOf(QUANTITY_START); start >= 0; start = html.indexOf(QUANTITY_START, from)) {
    const end = findElementEnd(html, start, "div");
    if (end < 0) break; // unbalanced markup: leave the rest as the server sent it
    out += html.slice(from, start) + quantityIslandMarkup(html.slice(start, end));
    from = end;
  }
  return out + html.slice(from);
}
