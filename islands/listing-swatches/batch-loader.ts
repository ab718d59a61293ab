/**
 * The page's cards, gathered as their arms run at scan, asked for in the spec's batches
 * (batches.ts): the first 6 at once, the rest at the shopper's first interaction with the page,
 * one request per batch. Cards whose variations are in the page are never asked for; their
 * attribute is not parsed here (it can be tens of kilobytes): the mount reads it.
 */
import type { StoreClient } from "../../src/api/client";
import { getListingVariations } from "../../src/api/listing-swatches";
import { loadCardVariations } from "../../src/stores/listing";
import { planVariationBatches, type ListingCard } from "./batches";
import { CARD_FORM_SELECTOR } from "./card-selectors";

let gathered: ListingCard[] = [];
let planned = false;

/** The card an island holds, or null when it has no swatch form with a product id. */
export function listingCardOf(island: HTMLElement): ListingCard | null {
  const form = island.querySelector(CARD_FORM_SELECTOR);
  const productId = Number(form?.getAttribute("data-product_id"));
  if (!form || !Number.isInteger(productId) || productId <= 0) return null;
  const inline = form.getAttribute("data-product_variations");
  return { productId, variationsInPage: inline !== null && inline.trim() !== "false" };
}

function askInBatches(client: Pick<StoreClient, "postCommerceKit">, interacted: () => Promise<void>): void {
  const { atLoad, afterInteraction } = planVariationBatches(gathered);
  gathered = [];
  planned = false;
  const source = { getListingVariations: (ids: readonly number[]) => getListingVariations(client, ids) };
  if (atLoad.length > 0) void loadCardVariations(source, atLoad);
  if (afterInteraction.length > 0) void interacted().then(() => loadCardVariations(source, afterInteraction));
}

/** Gathers one card; the batches are planned once the scan that found it has armed every card. */
export function gatherCard(island: HTMLElement, client: Pick<StoreClient, "postCommerceKit">, interacted: () => Promise<void>): void {
  const card = listingCardOf(island);
  if (!card) return;
  gathered.push(card);
  if (planned) return;
  planned = true;
  queueMicrotask(() => askInBatches(client, interacted));
}
