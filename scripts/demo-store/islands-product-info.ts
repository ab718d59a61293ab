/**
 * Where the product-information islands go (the demo counterpart of the plugin's output
 * buffering around WooCommerce's templates):
 * - `product-tabs` around `.woocommerce-tabs.wc-tabs-wrapper` (when `load`: the URL decides
 *   the open tab before the shopper reads it);
 * - `reviews` around `#reviews` (when `idle`: the stars replace the select early, and nothing
 *   there can be used before the page settles);
 * - `accordions` around each run of sibling `<details>` (when `visible`: the default state
 *   is set 200px before they scroll into view), except a listing card's "Quick add" details,
 *   which the listing placement wraps inside the card's island (islands-listing-swatches.ts).
 * Pages without that markup are returned unchanged.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd, isInside, listingCardForms, wrap, wrapElement, type Span } from "./elements";

export const TABS_START = '<div class="woocommerce-tabs wc-tabs-wrapper">';
export const REVIEWS_START = '<div id="reviews" class="woocommerce-Reviews">';

/**
 * What the plugin prints for the reference store: WooCommerce's `review_rating_required` ("yes")
 * and its English strings for the required rating and the star names.
 */
export const REVIEWS_PROPS = {
  ratingRequired: "yes",
  requiredText: "Please select a rating",
  ratingLabels: ["1 of 5 stars", "2 of 5 stars", "3 of 5 stars", "4 of 5 stars", "5 of 5 stars"],
} as const;


/**
 * Runs of `<details>` elements separated only by whitespace: one accordion group each, outside
 * listing cards.
 */
export function detailsGroups(html: string): Span[] {
  const cards = listingCardForms(html);
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
    if (!isInside(start, cards)) groups.push({ start, end });
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

/** The product's short description in the summary, as WooCommerce prints it. */
const SHORT_DESCRIPTION_START = '<div class="woocommerce-product-details__short-description">';

/**
 * `?accordions=1`'s summary accordions (the captured store prints none): details as a theme's
 * product-page accordion widgets print them, all open from the server.
 */
export const SUMMARY_ACCORDIONS: readonly { summary: string; text: string }[] = [
  { summary: "Delivery", text: "Free delivery on orders over £50. Orders ship in 1–2 working days." },
  { summary: "Returns", text: "Free returns within 30 days, unworn and with the tags on." },
  { summary: "Care", text: "Machine wash at 30 °C, inside out. Do not tumble dry." },
];

/** `?accordions=1`: the summary accordion group after the short description, in its island. */
export function addSummaryAccordions(html: string): string {
  const start = html.indexOf(SHORT_DESCRIPTION_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) return html;
  const inner = SUMMARY_ACCORDIONS.map(({ summary, text }) => `<details open><summary>${summary}</summary><p>${text}</p></details>`).join("\n");
  const island = renderIsland({ name: "accordions", version: 1, when: "visible", props: {}, inner });
  return html.slice(0, end) + island + html.slice(end);
}
