/**
 * CommerceKit's listing-swatch actions (docs/behaviour/server-calls.md#commercekit; captures 23,
 * 26, 29):
 *
 * - `commercekit_get_ajax_as_variations` (product_ids, a comma list) → `{status: 1, variations,
 *   images}`, each keyed by product id and each a JSON *string*: the same arrays and objects the
 *   listing cards print in `data-product_variations` and `data-images`. Ids that are not listed
 *   variable products are left out.
 * - `commercekit_ajax_as_add_to_cart` (product_id, variation_id, commercekit_nonce,
 *   variations[attribute_…]) → `{status: 1, notices: "", message, fragments, cart_hash}` with the
 *   cart cookies, or `{status: 0, notices, message}` (capture 29) when WooCommerce refuses the add.
 */
import { readFileSync } from "node:fs";
import { ckNonceValid } from "./ajax-ck";
import path from "node:path";
import { decodeAttribute, readPageVariations, type Product } from "./catalogue";
import { fragmentsPayload, withCartCookies, type RequestContext } from "./context";
import { jsonAnswer, type Answer } from "./http";
import { addToVisitorCart } from "./ajax-wc";
import { CAPTURE_ORIGIN, PAGES_DIR } from "./paths";

export const LISTING_VARIATIONS_ACTION = "commercekit_get_ajax_as_variations";
export const LISTING_ADD_ACTION = "commercekit_ajax_as_add_to_cart";
export const LISTING_ADDED_MESSAGE = "Sucessfully added to cart.";
export const LISTING_REFUSED_MESSAGE = "Error on adding to cart.";
/** The listing pages whose cards carry the variations the answers are made of. */
const LISTING_PAGES = ["shop.html", "category-hoodies.html", "search-results.html"];

/** Product id → its cards' `data-product_variations` and `data-images` JSON, as printed. */
export interface ListingData {
  variations: Map<number, string>;
  images: Map<number, string>;
}

export function loadListingData(pagesDir = PAGES_DIR): ListingData {
  const data: ListingData = { variations: new Map(), images: new Map() };
  for (const page of LISTING_PAGES) {
    const html = readFileSync(path.join(pagesDir, page), "utf8");
    for (const [id, variations] of readPageVariations(html)) data.variations.set(id, JSON.stringify(variations));
    const re = /data-product_id="(\d+)" data-product_variations="[^"]*" data-images="([^"]*)"/g;
    for (const match of html.matchAll(re)) data.images.set(Number(match[1]), JSON.stringify(JSON.parse(decodeAttribute(match[2] ?? "{}"))));
  }
  return data;
}

const local = (json: string, ctx: RequestContext): string => json.split(CAPTURE_ORIGIN).join(ctx.origin);

export function listingVariationsAnswer(ctx: RequestContext, form: Map<string, string>, data: ListingData): Answer {
  const ids = (form.get("product_ids") ?? "").split(",").map((id) => Number.parseInt(id.trim(), 10));
  const variations: Record<string, string> = {};
  const images: Record<string, string> = {};
  for (const id of ids) {
    const json = data.variations.get(id);
    if (json === undefined) continue;
    variations[id] = local(json, ctx);
    images[id] = local(data.images.get(id) ?? "{}", ctx);
  }
  // PHP encodes an empty array as `[]`, not `{}`.
  const phpMap = (record: Record<string, string>): Record<string, string> | [] => (Object.keys(record).length === 0 ? [] : record);
  return jsonAnswer({ status: 1, variations: phpMap(variations), images: phpMap(images) }, { noCache: false });
}

/** WooCommerce's error notice markup, as capture 29 carries it. */
const errorNotice = (text: string): string => `\n<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\t${text}\t\t</li>\n\t</ul>\n`;
const quoted = (name: string): string => `&quot;${name}&quot;`;

/** WooCommerce's notice for a variation it would not add. */
function refusal(variation: Product): string {
  if (!variation.inStock) return errorNotice(`You cannot add ${quoted(variation.name)} to the cart because the product is out of stock.`);
  if (variation.stock !== null) {
    return errorNotice(`You cannot add that amount of ${quoted(variation.name)} to the cart because there is not enough stock (${variation.stock} remaining).`);
  }
  return "";
}

/** A refusal carries WooCommerce's notice when WooCommerce would print one (a bad nonce: none). */
const refusedAnswer = (notices: string): Answer => jsonAnswer({ status: 0, notices, message: LISTING_REFUSED_MESSAGE });

export function listingAddAnswer(ctx: RequestContext, form: Map<string, string>): Answer {
  if (!ckNonceValid(ctx.session, form)) return refusedAnswer("");
  const productId = Number.parseInt(form.get("product_id") ?? "", 10);
  const variationId = Number.parseInt(form.get("variation_id") ?? "", 10);
  const variation = ctx.catalogue.get(variationId);
  if (!variation || variation.type !== "variation" || variation.parentId !== productId) return refusedAnswer("");
  if (!addToVisitorCart(ctx, variationId, "1").ok) return refusedAnswer(refusal(variation));
  // Capture 26 (a session that already had a cart) carries no no-cache headers; 29 does.
  const added = { status: 1, notices: "", message: LISTING_ADDED_MESSAGE, ...fragmentsPayload(ctx) };
  return withCartCookies(ctx, jsonAnswer(added, { noCache: false }));
}
