/**
 * The page's cards, gathered as their arms run at scan, asked for in batches (batches.ts,
 * docs/behaviour/listing.md#quick-add): the first 6 at once, the rest at the shopper's first
 * interaction with the page, one request per batch. Cards whose variations are in the page are
 * never asked for; their attribute is not parsed here (it can be tens of kilobytes): the mount
 * reads it.
 */
import type { StoreClient } from "../../src/api/client";
import { getListingVariations } from "../../src/api/listing-swatches";
import { loadCardVariations } from "../../src/stores/listing";
import { planVariationBatches, type ListingCard } from "./batches";
import { cardFormOf, formCarriesVariations } from "./card-selectors";

/** Every listing card island of the page: CommerceKit plans its batches from all the forms at once. */
const ISLAND_SELECTOR = '[data-island="listing-swatches"]';

let gathered: ListingCard[] = [];
let planned = false;
/** Islands already in a plan: their own arm, when it runs later, adds nothing. */
const inPlan = new WeakSet<Element>();

/** The card an island holds, or null when it has no swatch form with a product id. */
export function listingCardOf(island: HTMLElement): ListingCard | null {
  const card = cardFormOf(island);
  if (!card) return null;
  return { productId: card.productId, variationsInPage: formCarriesVariations(card.form) };
}

function askInBatches(client: Pick<StoreClient, "postCommerceKit">, interacted: () => Promise<void>): void {
  const { atLoad, afterInteraction } = planVariationBatches(gathered);
  gathered = [];
  planned = false;
  const source = { getListingVariations: (ids: readonly number[]) => getListingVariations(client, ids) };
  if (atLoad.length > 0) void loadCardVariations(source, atLoad);
  if (afterInteraction.length > 0) void interacted().then(() => loadCardVariations(source, afterInteraction));
}

/**
 * The island's card and the page's other cards not planned yet, in page order: the scanner may
 * arm the cards over several tasks, and the batches count the page's cards, not the armed ones.
 */
function cardsToPlan(island: HTMLElement): ListingCard[] {
  const onPage = Array.from(document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR));
  const islands = onPage.includes(island) ? onPage : [...onPage, island];
  const fresh = islands.filter((each) => !inPlan.has(each));
  for (const each of fresh) inPlan.add(each);
  return fresh.map(listingCardOf).filter((card): card is ListingCard => card !== null);
}

/** Gathers one card (and the page's others); the batches are planned once the scan's arms have run. */
export function gatherCard(island: HTMLElement, client: Pick<StoreClient, "postCommerceKit">, interacted: () => Promise<void>): void {
  if (inPlan.has(island)) return;
  const cards = cardsToPlan(island);
  if (cards.length === 0) return;
  gathered.push(...cards);
  if (planned) return;
  planned = true;
  queueMicrotask(() => askInBatches(client, interacted));
}
