/**
 * The registry entries of the islands only product pages carry. They load as a chunk of their
 * own when a page has one of them (registry.ts, docs/decisions/0024), so the checkout, the home
 * page and the other pages never fetch their props readers and arms.
 * Every name here must also be in PRODUCT_ISLAND_NAMES (registry.test.ts holds them equal).
 */
import { deliveryDatesIsland } from "../../islands/delivery-dates";
import { discountPriceIsland, discountRulesIsland } from "../../islands/discount-rules";
import { galleryIsland } from "../../islands/gallery";
import { lightboxIsland } from "../../islands/lightbox";
import { inventoryBarIsland, productPriceIsland } from "../../islands/product-price";
import { productTabsIsland } from "../../islands/product-tabs";
import { reviewsIsland } from "../../islands/reviews";
import { stickyBarIsland } from "../../islands/sticky-bar";
import { variationFormIsland } from "../../islands/variation-form";
import { waitlistIsland } from "../../islands/waitlist";
import type { RegisteredIsland } from "./types";

export const productIslands: readonly RegisteredIsland[] = [
  variationFormIsland,
  productTabsIsland,
  reviewsIsland,
  productPriceIsland,
  inventoryBarIsland,
  waitlistIsland,
  galleryIsland,
  discountRulesIsland,
  discountPriceIsland,
  deliveryDatesIsland,
  stickyBarIsland,
  lightboxIsland,
];
