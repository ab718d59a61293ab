/**
 * The registry entries of the islands some pages carry and the checkout never does: listings,
 * the cart page, quantity steppers, accordions, notices and dialogs. They load as a part
 * of their own when a page has one of them (registry-parts.ts, docs/decisions/0027).
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
 */
import { accordionsIsland } from "./accordions";
import { cartPageIsland } from "./cart-page";
import { deliveryReloadIsland } from "./delivery-reload";
import { dialogsIsland } from "./dialogs";
import { listingPageIsland } from "./listing";
import { listingSwatchesIsland } from "./listing-swatches";
import { noticesIsland } from "./notices";
import { quantityIsland } from "./quantity";
import type { RegisteredIsland } from "../src/runtime/types";

export const pageIslands: readonly RegisteredIsland[] = [
  accordionsIsland,
  cartPageIsland,
  deliveryReloadIsland,
  dialogsIsland,
  listingPageIsland,
  listingSwatchesIsland,
  noticesIsland,
  quantityIsland,
];

// Load group: what every page with this part runs before its first interaction (docs/decisions/0037-few-files.md).
export * from "./cart-buttons/behaviour";
export * from "./notices/mount";
