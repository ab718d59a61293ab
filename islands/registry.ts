/**
 * Every island this bundle knows. Entries are tiny; their code loads lazily. The first bundle
 * holds the entries of the islands every page carries (the header's, the footer's, attribution,
 * the store's popups with their arm: 0046) and of the checkout's (countdown, order bump). The
 * others' entries load with a part of their own, only on pages that carry one of them: the
 * product page's (docs/decisions/0024) and the other pages' (listings, the cart, notices,
 * dialogs: 0027); registry-parts.ts loads them.
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
 */
import { attributionIsland } from "./attribution";
import { cartButtonsIsland } from "./cart-buttons";
import { countdownIsland } from "./countdown";
import { miniCartIsland } from "./mini-cart";
import { orderBumpIsland } from "./order-bump";
import { popupIsland } from "./popup";
import { searchIsland } from "./search";
import { siteUiIsland } from "./site-ui";
import { wishlistIsland } from "./wishlist";
import type { RegisteredIsland } from "../src/runtime/types";

export const islandRegistry: readonly RegisteredIsland[] = [
  attributionIsland,
  cartButtonsIsland,
  countdownIsland,
  miniCartIsland,
  orderBumpIsland,
  popupIsland,
  searchIsland,
  siteUiIsland,
  wishlistIsland,
];

// One string each, split once: the first bundle carries every lazily loaded island's name.
export const PRODUCT_ISLAND_NAMES: readonly string[] = "delivery-dates discount-price discount-rules gallery inventory-bar lightbox product-price product-tabs reviews sticky-bar variation-form waitlist".split(" ");

export const PAGE_ISLAND_NAMES: readonly string[] = "accordions cart-page delivery-reload dialogs listing-page listing-swatches notices quantity".split(" ");
