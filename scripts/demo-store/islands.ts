/**
 * Where the islands go in a page.
 *
 * This is the demo counterpart of what the WordPress plugin prints through hooks: on a real
 * store the plugin wraps Shoptimizer's cart drawer (output buffered around the theme's
 * drawer markup) in the `mini-cart` island and prints the `cart-buttons` island on
 * `wp_footer`. Both go through renderIsland (src/contract/markup.ts), the one markup contract.
 */
import { renderIsland } from "../../src/contract/markup";
import { placeGalleryIsland } from "./islands-gallery";
import { placeDeliveryDatesIsland } from "./islands-delivery-dates";
import { placeDiscountRulesIslands } from "./islands-discount-rules";
import { placeProductInfoIslands } from "./islands-product-info";
import { placeProductPriceIslands } from "./islands-product-price";
import { placeQuantityIslands } from "./islands-quantity";
import { placeStickyBarIsland } from "./islands-sticky-bar";
import { placeVariationFormIsland } from "./islands-variation-form";
import { placeWaitlistIsland } from "./islands-waitlist";
import { placeLightboxIsland } from "./islands-lightbox";
import { placeListingPageIsland } from "./islands-listing-page";
import { LISTING_PAGE_TYPES, placeCardSectionIslands, placeListingSwatchIslands } from "./islands-listing-swatches";
import { pageTypeOf } from "./page-type";
import { placeDialogsIsland } from "./islands-dialogs";
import { placeSearchIslands, searchPropsOf } from "./islands-search";
import { placeWishlistIsland } from "./islands-wishlist";
import { placeCountdownIslands } from "./islands-countdown";
import { placeOrderBumpIslands } from "./islands-order-bump";
import { placeSiteUiIsland } from "./islands-site-ui";
import { placeNoticesIsland } from "./islands-notices";
import { placePopupIslands } from "./islands-popup";
import { placeAttributionIsland } from "./islands-attribution";
import { placeCartPageIsland } from "./islands-cart-page";

export interface IslandContext {
  /** The captured page's file name, for error messages. */
  page: string;
  /**
   * The page as captured, before its scripts and inline objects were stripped: CommerceKit's
   * `commercekit_ajs` and the script elements printed say which site-wide islands it gets.
   * The page being placed by default.
   */
  source?: string;
}

export const DRAWER_START = '<div tabindex="-1" id="shoptimizerCartDrawer"';

import { findElementEnd, insertBeforeBodyEnd } from "./elements";

export { findElementEnd };

/** Wraps the cart drawer in the mini-cart island: the step the plugin's output buffer mirrors. */
export function placeMiniCart(html: string, ctx: IslandContext): string {
  const start = html.indexOf(DRAWER_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) throw new Error(`${ctx.page}: the cart drawer (#shoptimizerCartDrawer) was not found`);
  const miniCart = renderIsland({
    name: "mini-cart",
    version: 1,
    when: "interaction",
    // Blocks on: the demo fragments carry neither the free-shipping bar nor the bump row (the
    // plugin's default is off: Shoptimizer's real fragments carry both).
    props: { openers: ".shoptimizer-cart a.cart-contents", blocks: true },
    inner: html.slice(start, end),
  });
  return html.slice(0, start) + miniCart + html.slice(end);
}

/**
 * The cart-buttons island before `</body>` (the plugin prints it on wp_footer): loaded at once,
 * except on the checkout, whose only cart buttons are the drawer's (islet_cart_buttons_when()).
 */
export function placeCartButtons(html: string, ctx: IslandContext): string {
  if (!html.includes("</body>")) throw new Error(`${ctx.page}: no </body>`);
  const when = pageTypeOf(html) === "checkout" ? "interaction" : "load";
  return insertBeforeBodyEnd(html, renderIsland({ name: "cart-buttons", version: 1, when, props: {} }));
}

/**
 * Product-page islands, each leaving a page without its markup unchanged. The variation form
 * goes first: the quantity wrapper inside it then becomes an island of its own, nested.
 */
export const PRODUCT_PLACEMENTS: readonly ((html: string) => string)[] = [
  placeProductInfoIslands,
  placeVariationFormIsland,
  placeQuantityIslands,
  placeProductPriceIslands,
  placeWaitlistIsland,
  placeDiscountRulesIslands,
  placeDeliveryDatesIsland,
  placeStickyBarIsland,
  placeLightboxIsland,
  placeGalleryIsland,
];

/**
 * The islands of a page's own type, as the plugin's output buffer places them: the product
 * islands on a product page, the quantity islands of the cart's rows on the cart page, the
 * cards' swatches and the page's own island on a listing page, and on other pages the swatches
 * of the related, up-sell and wishlist cards (placeCardSectionIslands); then,
 * on a page of any type, a `countdown` island around each CommerceKit timer (islands-countdown.ts)
 * and an `order-bump` island around each CommerceKit order bump (islands-order-bump.ts).
 */
export function placePageTypeIslands(html: string): string {
  return placeOrderBumpIslands(placeCountdownIslands(placeOwnTypeIslands(html)));
}

function placeOwnTypeIslands(html: string): string {
  const type = pageTypeOf(html);
  if (LISTING_PAGE_TYPES.includes(type)) return placeListingPageIsland(placeListingSwatchIslands(html));
  // Elsewhere the cards of a product page's related and up-sell sections and of the wishlist's list.
  if (type === "product") return placeCardSectionIslands(PRODUCT_PLACEMENTS.reduce((page, place) => place(page), html));
  if (type === "cart") return placeCardSectionIslands(placeQuantityIslands(html));
  return placeCardSectionIslands(html);
}

/**
 * The islands any page may carry, placed last by the plugin's buffer too: each product search
 * widget in a `search` island (CommerceKit's live search on), then before `</body>` the
 * `wishlist` island (CommerceKit's wishlist script printed), the `dialogs` island (the
 * theme's modal dialogs on the page) and the `site-ui` island (Shoptimizer's main script printed),
 * each Popup Maker popup in a `popup` island, the `attribution` island where WooCommerce printed its
 * order-attribution script (islands-attribution.ts), and the `notices` island where it can take over all of woocommerce.js's work (islands-notices.ts).
 */
export function placeSiteIslands(html: string, source: string = html): string {
  // The cart page's island first: whether woocommerce.js can leave depends on wc-cart leaving.
  const withCart = placeCartPageIsland(html, source);
  const placed = placeSiteUiIsland(placeDialogsIsland(placeWishlistIsland(placeSearchIslands(withCart, searchPropsOf(source)), source)), source);
  // Each Popup Maker popup in a popup island where Popup Maker printed its settings (islands-popup.ts).
  const withPopups = placePopupIslands(placed, source);
  // Where WooCommerce printed its order-attribution script (islands-attribution.ts).
  const withAttribution = placeAttributionIsland(withPopups, source);
  // Last: it takes woocommerce.js off only where every other island of the page is known.
  return placeNoticesIsland(withAttribution, source);
}

/** Every island of a page, in the order the plugin's hooks print them. */
export function placeIslands(html: string, ctx: IslandContext): string {
  return placeSiteIslands(placePageTypeIslands(placeCartButtons(placeMiniCart(html, ctx), ctx)), ctx.source ?? html);
}
