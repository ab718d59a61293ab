/**
 * Places a `listing-swatches` island around each listing card's CommerceKit swatch form
 * (`form.cgkit-swatch-form`) on shop, category, tag and search-result pages. On a real store
 * the plugin wraps CommerceKit's listing swatch output the same way. Each card mounts when it
 * comes near the viewport: its swatches are a radio group before the shopper reaches them (the
 * arm keeps a press that comes sooner), and React stays out of the first paint.
 */
import { renderIsland } from "../../src/contract/markup";

import { listingCardForms } from "./elements";
export const LISTING_PAGE_TYPES: readonly string[] = ["shop", "product-taxonomy", "search"];

/** Wraps every card's swatch form; a page without one is returned unchanged. */
export function placeListingSwatchIslands(html: string): string {
  let out = "";
  let from = 0;
  for (const { start, end } of listingCardForms(html)) {
    out += html.slice(from, start) + renderIsland({ name: "listing-swatches", version: 1, when: "visible", props: {}, inner: html.slice(start, end) });
    from = end;
  }
  return out + html.slice(from);
}
