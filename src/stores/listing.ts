/**
 * The listing cards' variations (docs/behaviour/listing.md#quick-add): what each card knows of its
 * product's variations and images, shared by every card on the page. Cards whose variations the
 * server printed start ready; the others are asked for in batches
 * (islands/listing-swatches/batches.ts) with one request per batch.
 */
import { map } from "nanostores";
import type { ApiResult } from "../api/client";
import type { CardVariations, ListingVariations } from "../api/listing-swatches";

export type CardVariationsState =
  | { status: "loading" }
  | ({ status: "ready" } & CardVariations)
  /** The store could not say (a failed request, or a product its answer left out). */
  | { status: "failed" };

/** Product id (as a string key) → its state; absent until the card is known or asked for. */
export const $cardVariations = map<Record<string, CardVariationsState>>({});

export function setCardVariations(productId: number, variations: CardVariations): void {
  $cardVariations.setKey(String(productId), { status: "ready", ...variations });
}

/** What a batch loader needs of the client (StoreClient has it). */
export interface ListingVariationsSource {
  getListingVariations(productIds: readonly number[]): Promise<ApiResult<ListingVariations>> | null;
}

/** Asks for `productIds` in one request; each ends ready or failed, never stuck loading. */
export async function loadCardVariations(source: ListingVariationsSource, productIds: readonly number[]): Promise<void> {
  const wanted = productIds.filter((id) => $cardVariations.get()[String(id)]?.status !== "ready");
  if (wanted.length === 0) return;
  for (const id of wanted) $cardVariations.setKey(String(id), { status: "loading" });
  const result = await (source.getListingVariations(wanted) ?? Promise.resolve(null));
  for (const id of wanted) {
    const card = result?.ok ? result.value.get(id) : undefined;
    if (card) setCardVariations(id, card);
    else $cardVariations.setKey(String(id), { status: "failed" });
  }
}
