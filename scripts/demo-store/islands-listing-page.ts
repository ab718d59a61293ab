/**
 * The listing page's own island (`listing-page`: the ordering dropdown and the cards' picture
 * carousels), printed once before `</body>` on shop, category, tag and search pages, and the
 * markup it wires: the ordering forms get a submit button for shoppers without JavaScript
 * (inside `<noscript>`: WooCommerce prints none), and Shoptimizer's carousel dots become named
 * buttons, hidden until the island shows them (without JavaScript the pictures still swipe).
 * The plugin's includes/listing.php does the same; scripts/php-parity.test.ts compares them.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd, insertBeforeBodyEnd } from "./elements";

const ORDERING_START = '<form class="woocommerce-ordering"';
const PAGINATION_START = '<div class="shoptimizer-plp-carousel--pagination">';
export const SORT_LABEL = "Sort";
export const DOT_LABEL = "Show picture %1$d of %2$d";

/** Each ordering form with a submit button inside `<noscript>`, before its end. */
export function addOrderingButtons(html: string): string {
  let out = html;
  for (let start = out.indexOf(ORDERING_START); start >= 0; start = out.indexOf(ORDERING_START, start + 1)) {
    const end = findElementEnd(out, start, "form");
    if (end < 0) break;
    const close = out.lastIndexOf("</form>", end);
    out = `${out.slice(0, close)}<noscript><button type="submit" class="button">${SORT_LABEL}</button></noscript>${out.slice(close)}`;
  }
  return out;
}

const dotLabel = (index: number, count: number): string => DOT_LABEL.replace("%1$d", String(index)).replace("%2$d", String(count));

/** Shoptimizer's dot spans as named buttons, the first pressed; the row hidden until the island runs. */
export function placeCarouselDots(html: string): string {
  let out = html;
  for (let start = out.indexOf(PAGINATION_START); start >= 0; start = out.indexOf(PAGINATION_START, start + 1)) {
    const end = findElementEnd(out, start, "div");
    if (end < 0) break;
    const count = (out.slice(start, end).match(/<span class="shoptimizer-plp-carousel--dot\b/g) ?? []).length;
    const dots = Array.from({ length: count }, (_, index) => {
      const first = index === 0;
      return `<button type="button" class="shoptimizer-plp-carousel--dot${first ? " active" : ""}" aria-label="${dotLabel(index + 1, count)}" aria-pressed="${first}"></button>`;
    });
    out = `${out.slice(0, start)}<div class="shoptimizer-plp-carousel--pagination" hidden>${dots.join("")}</div>${out.slice(end)}`;
  }
  return out;
}

/** The island before `</body>`, and the markup it wires. */
export function placeListingPageIsland(html: string): string {
  if (!html.includes("</body>")) return html;
  const island = renderIsland({ name: "listing-page", version: 1, when: "load", props: {} });
  return insertBeforeBodyEnd(placeCarouselDots(addOrderingButtons(html)), island);
}
