/**
 * Places the Discount Rules islands on product pages (issue 5):
 *
 * - `discount-rules` wraps the summary's `div.awdr-bulk-customizable-table` (the plugin prints it,
 *   empty when no rule applies) with the product's id and the settings of the page's
 *   `awdr_params`;
 * - `discount-price` wraps a simple product's summary price (`div.cgkit-as-variation-price`); a
 *   variable product's is the `product-price` island's, which paints the discount too.
 *
 * The captured pages' `awdr_params` script is stripped before placement, so its values are
 * copied here (every captured product page prints the same). On a real store the plugin prints
 * them from Discount Rules' settings. A page without the markup is returned unchanged.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";
import { findVariationForm, VARIATION_FORM_START } from "./islands-variation-form";

/** `awdr_params` of the captured pages: nonce, `enable_update_price_with_qty`, dynamic bulk table status/off. */
export const AWDR_NONCE = "291a64aa7f";
export const AWDR_PRICE_BY_QUANTITY = true;
export const AWDR_DYNAMIC_TABLE = true;

export const SUMMARY_START = 'class="summary entry-summary"';
export const TABLE_START = '<div class="awdr-bulk-customizable-table">';
export const PRICE_START = '<div class="cgkit-as-variation-price">';

interface PageProduct {
  id: number;
  variable: boolean;
}

/** The summary form's product: the variations form's `data-product_id`, else the add-to-cart button's value. */
function summaryProduct(html: string, summary: number): PageProduct | null {
  if (html.includes(VARIATION_FORM_START, summary)) {
    const form = findVariationForm(html, summary);
    return form ? { id: form.productId, variable: true } : null;
  }
  const id = /<button type="submit" name="add-to-cart" value="(\d+)"/.exec(html.slice(summary))?.[1];
  return id ? { id: Number(id), variable: false } : null;
}

function wrapElement(html: string, start: number, island: (inner: string) => string): string {
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) return html;
  return html.slice(0, start) + island(html.slice(start, end)) + html.slice(end);
}

export function placeDiscountRulesIsland(html: string): string {
  const summary = html.indexOf(SUMMARY_START);
  const product = summary < 0 ? null : summaryProduct(html, summary);
  if (!product) return html;
  const props = {
    productId: product.id,
    nonce: AWDR_NONCE,
    variable: product.variable,
    priceByQuantity: AWDR_PRICE_BY_QUANTITY,
    dynamicTable: AWDR_DYNAMIC_TABLE,
  };
  return wrapElement(html, html.indexOf(TABLE_START, summary), (inner) =>
    renderIsland({ name: "discount-rules", version: 1, when: "idle", props, inner }),
  );
}

export function placeDiscountPriceIsland(html: string): string {
  const summary = html.indexOf(SUMMARY_START);
  const product = summary < 0 ? null : summaryProduct(html, summary);
  if (!product || product.variable || html.indexOf(TABLE_START, summary) < 0) return html;
  return wrapElement(html, html.indexOf(PRICE_START, summary), (inner) =>
    renderIsland({ name: "discount-price", version: 1, when: "idle", props: {}, inner }),
  );
}

/** Both islands: the one function `placeIslands` calls. */
export function placeDiscountRulesIslands(html: string): string {
  return placeDiscountRulesIsland(placeDiscountPriceIsland(html));
}
