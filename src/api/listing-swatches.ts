/**
 * CommerceKit's listing swatches (captures ajax/23, 26, 29): the cards' variations asked for in
 * batches (`commercekit_get_ajax_as_variations`) and a chosen variation added straight to the
 * cart (`commercekit_ajax_as_add_to_cart`). The variations and images come as JSON *strings*
 * inside the JSON answer, per product id, exactly as the cards' `data-product_variations` and
 * `data-images` attributes carry them when the server prints them in the page. The calls go
 * through the client's CommerceKit post (the add in the cart queue); this module loads with the
 * listing's islands only, so no other page carries its readers.
 */
import { isObject, parseJson, stringField } from "../contract/validate";
import { readVariations, type Variation } from "../stores/variation";
import { readFragments, type Fragments } from "./answers";
import type { ApiResult, StoreClient } from "./client";
import type { FormBody } from "./http";

export const LISTING_VARIATIONS_ACTION = "commercekit_get_ajax_as_variations";
export const LISTING_ADD_ACTION = "commercekit_ajax_as_add_to_cart";
type CommerceKitPoster = Pick<StoreClient, "postCommerceKit">;

/** A card image for one variation image id (`img_<id>` in the answer). */
export interface CardImage {
  src: string;
  srcset: string;
  sizes: string;
}

export interface CardVariations {
  variations: Variation[];
  /** Image id (the swatch's `data-gimg_id`) → the card-sized image. */
  images: Map<number, CardImage>;
}

/** Product id → its variations and images; products the answer lacks or garbles are absent. */
export type ListingVariations = Map<number, CardVariations>;

export type ListingAddAnswer =
  | ({ kind: "added"; message: string } & Fragments)
  /** `status: 0`: the server's notices (trusted HTML; docs/behaviour/listing.md#quick-add) and its message. */
  | { kind: "refused"; noticesHtml: string; message: string };

export interface ListingAddRequest {
  productId: number;
  variationId: number;
  /** `attribute_<name>` → the chosen value, for every attribute of the product. */
  attributes: Record<string, string>;
  nonce: string;
}

export function listingVariationsBody(productIds: readonly number[]): FormBody {
  return { product_ids: productIds.join(",") };
}

export function listingAddBody(request: ListingAddRequest): FormBody {
  return {
    product_id: request.productId,
    variation_id: request.variationId,
    commercekit_nonce: request.nonce,
    variations: request.attributes,
  };
}

/** A `data-images` value (or the answer's string for it): `{"img_20": {src, srcset, sizes}}`. */
export function readCardImages(raw: unknown): Map<number, CardImage> {
  const images = new Map<number, CardImage>();
  const data = typeof raw === "string" ? jsonOrNull(raw) : raw;
  if (!isObject(data)) return images;
  for (const [key, entry] of Object.entries(data)) {
    const id = Number(/^img_(\d+)$/.exec(key)?.[1]);
    if (!Number.isInteger(id) || id <= 0 || !isObject(entry)) continue;
    const src = stringField(entry, "src");
    if (!src) continue;
    images.set(id, { src, srcset: stringField(entry, "srcset", "") ?? "", sizes: stringField(entry, "sizes", "") ?? "" });
  }
  return images;
}

/** Null for an answer that is not CommerceKit's (`status` other than 1, no `variations` object). */
export function readListingVariations(data: unknown): ListingVariations | null {
  if (!isObject(data) || Number(data.status) !== 1) return null;
  // PHP sends an empty map as `[]`.
  const variations = isEmptyArray(data.variations) ? {} : data.variations;
  if (!isObject(variations)) return null;
  const images = isObject(data.images) ? data.images : {};
  const cards: ListingVariations = new Map();
  for (const [key, value] of Object.entries(variations)) {
    const productId = Number(key);
    const list = readVariations(typeof value === "string" ? jsonOrNull(value) : value);
    if (!Number.isInteger(productId) || productId <= 0 || !list || list.length === 0) continue;
    cards.set(productId, { variations: list, images: readCardImages(images[key]) });
  }
  return cards;
}

/** Null for an answer that is neither an add nor CommerceKit's refusal. */
export function readListingAdd(data: unknown): ListingAddAnswer | null {
  if (!isObject(data)) return null;
  const message = stringField(data, "message", "") ?? "";
  const status = Number(data.status);
  if (status === 0) return { kind: "refused", noticesHtml: stringField(data, "notices", "") ?? "", message };
  const fragments = status === 1 ? readFragments(data) : null;
  return fragments ? { kind: "added", message, ...fragments } : null;
}

const isEmptyArray = (value: unknown): boolean => Array.isArray(value) && value.length === 0;

function jsonOrNull(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : null;
}

/** The cards' variations for a batch of products; null without CommerceKit. */
export function getListingVariations(client: CommerceKitPoster, productIds: readonly number[], signal?: AbortSignal): Promise<ApiResult<ListingVariations>> | null {
  return client.postCommerceKit(LISTING_VARIATIONS_ACTION, listingVariationsBody(productIds), readListingVariations, { signal });
}

/** A card's variation added, in the cart queue; null without CommerceKit. */
export function addListingVariation(client: CommerceKitPoster, request: ListingAddRequest): Promise<ApiResult<ListingAddAnswer>> | null {
  return client.postCommerceKit(LISTING_ADD_ACTION, listingAddBody(request), readListingAdd, { cart: true });
}
