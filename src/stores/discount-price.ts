/**
 * Discount Rules' price for the chosen quantity, shared by the controller (writes) and the
 * islands that paint the summary's price area (`product-price` for variable products,
 * `discount-price` for simple ones). Null: no discounted price applies, paint the usual price.
 * A string: the price area's content; `""` after a failed call (a failed price call clears the
 * price area: docs/behaviour/server-calls.md#failures).
 */
import { atom } from "nanostores";

export const $discountPriceHtml = atom<string | null>(null);

/** The price area's markup for a Discount Rules answer: the plugin's HTML inside WooCommerce's `p.price`. */
export function discountPriceMarkup(html: string): string {
  return html === "" ? "" : `<p class="price">${html}</p>`;
}
