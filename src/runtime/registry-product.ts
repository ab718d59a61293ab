/**
 * The registry entries of the islands only product pages carry. They load as a chunk of their
 * own when a page has one of them (registry-parts.ts, docs/decisions/0024), so the checkout, the home
 * page and the other pages never fetch their props readers and arms.
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
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
  deliveryDatesIsland,
  discountPriceIsland,
  discountRulesIsland,
  galleryIsland,
  inventoryBarIsland,
  lightboxIsland,
  productPriceIsland,
  productTabsIsland,
  reviewsIsland,
  stickyBarIsland,
  variationFormIsland,
  waitlistIsland,
];
