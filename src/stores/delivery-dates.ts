/**
 * WPC Estimated Delivery Date's blocks the server sent again for a page whose printed dates were
 * stale (the `delivery-reload` island writes them, by block class: `wpced-25` → the block's
 * HTML). A block another island renders (the product's own, followed per variation by the
 * `delivery-dates` island) is not replaced in the page: that island starts from this one instead
 * of the one printed. docs/decisions/0036-jquery-free-store-pages.md.
 */
import { atom } from "nanostores";

export const $reloadedDeliveryBlocks = atom<ReadonlyMap<string, string>>(new Map());

export function publishReloadedDeliveryBlocks(blocks: ReadonlyMap<string, string>): void {
  $reloadedDeliveryBlocks.set(new Map([...$reloadedDeliveryBlocks.get(), ...blocks]));
}
