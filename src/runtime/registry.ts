/**
 * Every island this bundle knows. Entries are tiny; their code loads lazily. The first bundle
 * holds the entries of the islands every page carries (the header's, the footer's, attribution)
 * and of the checkout's (countdown, order bump). The others' entries load with a part of their
 * own, only on pages that carry one of them: the product page's (docs/decisions/0024) and the
 * other pages' (listings, the cart, notices, popups, dialogs: 0027).
 */
import { attributionIsland } from "../../islands/attribution";
import { cartButtonsIsland } from "../../islands/cart-buttons";
import { countdownIsland } from "../../islands/countdown";
import { miniCartIsland } from "../../islands/mini-cart";
import { orderBumpIsland } from "../../islands/order-bump";
import { searchIsland } from "../../islands/search";
import { siteUiIsland } from "../../islands/site-ui";
import { wishlistIsland } from "../../islands/wishlist";
import type { LazyIslands } from "./scan";
import type { RegisteredIsland } from "./types";

export const islandRegistry: readonly RegisteredIsland[] = [
  cartButtonsIsland,
  miniCartIsland,
  searchIsland,
  wishlistIsland,
  countdownIsland,
  orderBumpIsland,
  siteUiIsland,
  attributionIsland,
];

export const PRODUCT_ISLAND_NAMES: readonly string[] = [
  "variation-form",
  "product-tabs",
  "reviews",
  "product-price",
  "inventory-bar",
  "waitlist",
  "gallery",
  "discount-rules",
  "discount-price",
  "delivery-dates",
  "sticky-bar",
  "lightbox",
];

export const PAGE_ISLAND_NAMES: readonly string[] = [
  "listing-swatches",
  "listing-page",
  "accordions",
  "quantity",
  "cart-page",
  "notices",
  "popup",
  "dialogs",
];

export const productRegistry: LazyIslands = {
  names: PRODUCT_ISLAND_NAMES,
  load: () => import("./registry-product").then((module) => module.productIslands),
};

export const pageRegistry: LazyIslands = {
  names: PAGE_ISLAND_NAMES,
  load: () => import("./registry-pages").then((module) => module.pageIslands),
};

/** The parts the runtime loads on demand, in the order it looks a name up. */
export const lazyRegistryParts: readonly LazyIslands[] = [productRegistry, pageRegistry];
