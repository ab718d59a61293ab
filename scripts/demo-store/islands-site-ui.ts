/**
 * The `site-ui` island (the theme's menus, filter drawer, dropdowns, sticky bar, logo and, where
 * no reviews island does it, WordPress's reply form), printed once before `</body>` where the
 * theme printed its main script (`shoptimizer-main`): there it takes that script's work over,
 * and the legacy rule takes the script off. The script's inline part carries the cards' picture
 * carousels, which are the listing-page island's: a page whose cards have Shoptimizer's carousel
 * dots and no listing-page island (a product page's related cards, the wishlist) gets that
 * island too. The plugin's includes/site-ui.php does the same; scripts/php-parity.test.ts
 * compares them.
 */
import { renderIsland } from "../../src/contract/markup";
import { placeListingPageIsland } from "./islands-listing-page";
import { beforeBodyEnd } from "./islands-wishlist";

export const MAIN_SCRIPT_MARK = 'id="shoptimizer-main-js"';
/** Shoptimizer's carousel dots as the theme prints them (the listing-page placement makes them buttons). */
export const THEME_DOTS = '<div class="shoptimizer-plp-carousel--pagination">';

export const SITE_UI_STRINGS = { subMenuLabel: "%s sub-menu", searchLabel: "Search" } as const;

export interface SiteUiOptions {
  /** The listing-page island may be printed (the plugin's setting). */
  listingPage: boolean;
}

/** The island's props: the reply form is its own where no reviews island runs it. */
export function siteUiProps(html: string): { subMenuLabel: string; searchLabel: string; replies: boolean } {
  return { ...SITE_UI_STRINGS, replies: !html.includes('<div data-island="reviews"') };
}

/**
 * The island before `</body>` where `source` printed Shoptimizer's main script; unchanged
 * without it, or when cards with carousel dots would be left without the listing-page island.
 */
export function placeSiteUiIsland(html: string, source: string = html, options: SiteUiOptions = { listingPage: true }): string {
  if (!source.includes(MAIN_SCRIPT_MARK) || !html.includes("</body>")) return html;
  let page = html;
  if (page.includes(THEME_DOTS)) {
    if (!options.listingPage) return html;
    page = placeListingPageIsland(page);
  }
  const island = renderIsland({ name: "site-ui", version: 1, when: "interaction", props: siteUiProps(page) });
  return beforeBodyEnd(page, "site-ui", island);
}
