/**
 * Which cards' variations to ask CommerceKit for, and when (docs/behaviour/constants.md#listing):
 * the first 6 listing products at load, the rest after the shopper's first interaction, one request
 * per batch. Cards whose variations the server printed in the page (`data-product_variations`) are
 * counted in their place but never asked for.
 */
export const CARDS_AT_LOAD = 6;

export interface ListingCard {
  productId: number;
  /** The server printed the card's variations in its form. */
  variationsInPage: boolean;
}

export interface VariationBatches {
  /** Product ids to ask for at load (may be empty: then no call at load). */
  atLoad: number[];
  /** Product ids to ask for after the first interaction (may be empty). */
  afterInteraction: number[];
}

export function planVariationBatches(cards: readonly ListingCard[]): VariationBatches {
  const seen = new Set<number>();
  const batches: VariationBatches = { atLoad: [], afterInteraction: [] };
  let position = 0;
  for (const card of cards) {
    // A product listed twice is one listing product, and is asked for once.
    if (seen.has(card.productId)) continue;
    seen.add(card.productId);
    const batch = position < CARDS_AT_LOAD ? batches.atLoad : batches.afterInteraction;
    position += 1;
    if (!card.variationsInPage) batch.push(card.productId);
  }
  return batches;
}
