/**
 * Where the product-information islands go (the demo counterpart of the plugin's output
 * buffering around WooCommerce's templates):
 * - `product-tabs` around `.woocommerce-tabs.wc-tabs-wrapper` (when `load`: the URL decides
 *   the open tab before the shopper reads it);
 * - `reviews` around `#reviews` (when `idle`: the stars replace the select early, and nothing
 *   there can be used before the page settles);
 * - `accordions` around each run of sibling `<details>` (when `visible`: the default state
 *   is set 200px before they scroll into view).
 * Pages without that markup are returned unchanged.
 */
import { renderIsland, type IslandWhen } from "../../src/contract/markup";
import { findElementEnd } from "./elements";

export const TABS_START = '<div class="woocommerce-tabs wc-tabs-wrapper">';
export const REVIEWS_START = '<div id="reviews" class="woocommerce-Reviews">';

/**
 * WooCommerce's `review_rating_required` as the reference store has it ("yes"); the plugin
 * reads the option. Texts and star names default to WooCommerce's in the island.
 */
export const REVIEWS_PROPS = { ratingRequired: "yes" } as const;

interface Span {
  start: number;
  end: number;
}

function wrap(html: string, span: Span, name: string, when: IslandWhen, props: unknown): string {
  const island = renderIsland({ name, version: 1, when, props, inner: html.slice(span.start, span.end) });
  return html.slice(0, span.start) + island + html.slice(span.end);
}

/** Wraps the element that opens with `startTag` (first occurrence), if the page has it. */
function wrapElement(html: string, startTag: string, tag: string, name: string, when: IslandWhen, props: unknown): string {
  const start = html.indexOf(startTag);
  const end = start < 0 ? -1 : findElementEnd(html, start, tag);
  return end < 0 ? html : wrap(html, { start, end }, name, when, props);
}

/** Runs of `<details>` elements separated only by whitespace: one accordion group each. */
export function detailsGroups(html: string): Span[] {
  const groups: Span[] = [];
  const re = /<details\b/gi;
  for (let match = re.exec(html); match; match = re.exec(html)) {
    const start = match.index;
    let end = findElementEnd(html, start, "details");
    if (end < 0) break;
    for (let next = /^\s*<details\b/i.exec(html.slice(end)); next; next = /^\s*<details\b/i.exec(html.slice(end))) {
      const after = findElementEnd(html, end + next[0].length - "<details".length, "details");
      if (after < 0) break;
      end = after;
    }
    groups.push({ start, end });
    re.lastIndex = end;
  }
  return groups;
}

export function placeProductInfoIslands(html: string): string {
  let out = html;
  // Last group first, so the earlier spans stay where they were.
  for (const group of detailsGroups(out).reverse()) out = wrap(out, group, "accordions", "visible", {});
  out = wrapElement(out, REVIEWS_START, "div", "reviews", "idle", REVIEWS_PROPS);
  return wrapElement(out, TABS_START, "div", "product-tabs", "load", {});
}
