/**
 * Every island this bundle knows. Entries are tiny; their code loads lazily. The entries of the
 * islands of every page, listing pages and the cart are in the first bundle; the product page's
 * islands' entries load with a chunk of their own, only on pages that carry one of them
 * (docs/decisions/0024).
 */
import { accordionsIsland } from "../../islands/accordions";
import { attributionIsland } from "../../islands/attribution";
import { cartButtonsIsland } from "../../islands/cart-buttons";
import { cartPageIsland } from "../../islands/cart-page";
import { countdownIsland } from "../../islands/countdown";
import { dialogsIsland } from "../../islands/dialogs";
import { listingPageIsland } from "../../islands/listing";
import { listingSwatchesIsland } from "../../islands/listing-swatches";
import { miniCartIsland } from "../../islands/mini-cart";
import { noticesIsland } from "../../islands/notices";
import { orderBumpIsland } from "../../islands/order-bump";
import { popupIsland } from "../../islands/popup";
import { quantityIsland } from "../../islands/quantity";
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
  dialogsIsland,
  countdownIsland,
  noticesIsland,
  popupIsland,
  orderBumpIsland,
  siteUiIsland,
  attributionIsland,
  listingSwatchesIsland,
  listingPageIsland,
  accordionsIsland,
  quantityIsland,
  cartPageIsland,
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

export const productRegistry: LazyIslands = {
  names: PRODUCT_ISLAND_NAMES,
  load: () => import("./registry-product").then((module) => module.productIslands),
};
