/**
 * Which product tab opens first (docs/behaviour/product-page.md#tabs, WooCommerce's single-product
 * tabs): the reviews tab for `#reviews`, `#tab-reviews`, a hash containing `comment-` (a link to
 * one review) or a paginated reviews URL (`comment-page-N` in the path, `cpage=N` in the query);
 * `#tab-additional_information` opens that tab; otherwise the first tab.
 */

export const REVIEWS_TAB = "tab-reviews";
export const ADDITIONAL_INFORMATION_TAB = "tab-additional_information";

/** True when the URL points at the reviews (a review, the form, or a page of reviews). */
export function wantsReviews(hash: string, pathAndSearch: string): boolean {
  const lower = hash.toLowerCase();
  if (lower.includes("comment-") || hash === "#reviews" || hash === "#tab-reviews") return true;
  // WordPress paginates comments as /product/x/comment-page-2/ or ?cpage=2.
  return pathAndSearch.includes("comment-page-") || pathAndSearch.includes("cpage=");
}

/**
 * The panel id (`tab-…`) to open, from the page's panel ids in order; null without tabs.
 * `pathAndSearch` is `location.pathname + location.search`: WordPress puts `comment-page-N`
 * in the path, so the query alone would miss it.
 */
export function initialTab(hash: string, pathAndSearch: string, tabIds: readonly string[]): string | null {
  const first = tabIds[0];
  if (first === undefined) return null;
  if (wantsReviews(hash, pathAndSearch) && tabIds.includes(REVIEWS_TAB)) return REVIEWS_TAB;
  if (hash === `#${ADDITIONAL_INFORMATION_TAB}` && tabIds.includes(ADDITIONAL_INFORMATION_TAB)) return ADDITIONAL_INFORMATION_TAB;
  return first;
}
