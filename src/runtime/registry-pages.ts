/**
 * The registry entries of the islands some pages carry and the checkout never does: listings,
 * the cart page, quantity steppers, accordions, notices, popups and dialogs. They load as a part
 * of their own when a page has one of them (registry-parts.ts, docs/decisions/0027).
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
 */
import { accordionsIsland } from "../../islands/accordions";
import { cartPageIsland } from "../../islands/cart-page";
import { dialogsIsland } from "../../islands/dialogs";
import { listingPageIsland } from "../../islands/listing";
import { listingSwatchesIsland } from "../../islands/listing-swatches";
import { noticesIsland } from "../../islands/notices";
import { popupIsland } from "../../islands/popup";
import { quantityIsland } from "../../islands/quantity";
import type { RegisteredIsland } from "./types";

export const pageIslands: readonly RegisteredIsland[] = [
  accordionsIsland,
  cartPageIsland,
  dialogsIsland,
  listingPageIsland,
  listingSwatchesIsland,
  noticesIsland,
  popupIsland,
  quantityIsland,
];
