/**
 * Places the product summary's `product-price` and `inventory-bar` islands (issue 5).
 *
 * - `product-price` (variable products only: the page has the single-product variations form)
 *   wraps the summary's `div.cgkit-as-variation-price` and, right after it, Shoptimizer's sale
 *   badge `span.sale-item.product-label`, printed hidden: the badge stays hidden until the sale
 *   percentages arrive (docs/behaviour/product-page.md#sale-badge) and a variation is selected, so
 *   it must not flash the range's maximum (-36%) before the island mounts.
 * - `inventory-bar` wraps CommerceKit's `div.commercekit-inventory` (simple and variable products).
 *
 * On a real store the plugin wraps the same markup from its summary hooks; both print through
 * renderIsland. A page without the markup is returned unchanged.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";
import { findVariationForm } from "./islands-variation-form";

export const SUMMARY_START = 'class="summary entry-summary"';
export const PRICE_START = '<div class="cgkit-as-variation-price">';
export const BADGE_START = '<span class="sale-item product-label';
export const INVENTORY_START = '<div class="commercekit-inventory';

/**
 * `<span class="sale-item …">` → `<span class="sale-item …" hidden style="display: none;">`: the
 * inline display because the theme styles the badge `display: inline-block`, which would beat
 * the attribute alone.
 */
export const HIDDEN_BADGE_ATTRIBUTES = ' hidden style="display: none;"';

function hideBadge(badge: string): string {
  const tagEnd = badge.indexOf(">");
  return `${badge.slice(0, tagEnd)}${HIDDEN_BADGE_ATTRIBUTES}${badge.slice(tagEnd)}`;
}

export function placeProductPriceIsland(html: string): string {
  const productId = findVariationForm(html)?.productId ?? null;
  const summary = html.indexOf(SUMMARY_START);
  const start = productId === null || summary < 0 ? -1 : html.indexOf(PRICE_START, summary);
  const priceEnd = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (priceEnd < 0) return html;
  const badgeEnd = html.startsWith(BADGE_START, priceEnd) ? findElementEnd(html, priceEnd, "span") : -1;
  const end = badgeEnd < 0 ? priceEnd : badgeEnd;
  const inner = html.slice(start, priceEnd) + (badgeEnd < 0 ? "" : hideBadge(html.slice(priceEnd, badgeEnd)));
  const island = renderIsland({ name: "product-price", version: 1, when: "idle", props: { productId }, inner });
  return html.slice(0, start) + island + html.slice(end);
}

export function placeInventoryBarIsland(html: string): string {
  const summary = html.indexOf(SUMMARY_START);
  const start = summary < 0 ? -1 : html.indexOf(INVENTORY_START, summary);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) return html;
  const island = renderIsland({ name: "inventory-bar", version: 1, when: "idle", props: {}, inner: html.slice(start, end) });
  return html.slice(0, start) + island + html.slice(end);
}

/** Both islands: the one function `placeIslands` calls. */
export function placeProductPriceIslands(html: string): string {
  return placeInventoryBarIsland(placeProductPriceIsland(html));
}
