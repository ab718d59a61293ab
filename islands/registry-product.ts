/**
 * The registry entries of the islands only product pages carry. They load as a chunk of their
 * own when a page has one of them (registry-parts.ts, docs/decisions/0024), so the checkout, the home
 * page and the other pages never fetch their props readers and arms.
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
 */
import { deliveryDatesIsland } from "./delivery-dates";
import { discountPriceIsland, discountRulesIsland } from "./discount-rules";
import { galleryIsland } from "./gallery";
import { lightboxIsland } from "./lightbox";
import { inventoryBarIsland, productPriceIsland } from "./product-price";
import { productTabsIsland } from "./product-tabs";
import { reviewsIsland } from "./reviews";
import { stickyBarIsland } from "./sticky-bar";
import { variationFormIsland } from "./variation-form";
import { waitlistIsland } from "./waitlist";
import type { RegisteredIsland } from "../src/runtime/types";

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

// Load group: what every page with this part runs before its first interaction (docs/decisions/0037-few-files.md).
export * from "./variation-form/early";
export * from "./product-price/early";
export * from "./product-tabs/behaviour";
export * from "./countdown/selection";
