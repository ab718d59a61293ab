/**
 * Discount Rules (Flycart "woo-discount-rules" v2) calls
 * (docs/behaviour/server-calls.md#other-plugins): `POST /wp-admin/admin-ajax.php` with
 * `action=wdr_ajax` and a `method`:
 *
 * - `get_price_html` (product_id, qty, awdr_nonce) → `{"price_html":…,"original_price_html":…}`
 *   (captures 15, 16): the price of `qty` items, or the plain price when no rule applies;
 * - `get_variable_product_bulk_table` (product_id, awdr_nonce) → `{"bulk_table":…}` (capture 17).
 *
 * The HTML is the store's own (docs/behaviour/product-page.md#discount-pricing). Never throws: bad
 * answers are data.
 */
import type { IsletConfig } from "../config";
import { isObject } from "../contract/validate";
import { sendRequest, type FetchLike } from "./http";

export const WDR_ACTION = "wdr_ajax";
export const PRICE_METHOD = "get_price_html";
export const BULK_TABLE_METHOD = "get_variable_product_bulk_table";

export type HtmlAnswer = { ok: true; html: string } | { ok: false; reason: string };

export interface DiscountPriceRequest {
  /** The variation id for a variable product, else the product id. */
  productId: number;
  quantity: number;
  nonce: string;
}

export interface BulkTableRequest {
  /** The variation id (the parent's id asks for the product's own table). */
  productId: number;
  nonce: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** The plugin's own rule: `price_html` when it is set, else `original_price_html`. */
export function readDiscountPrice(data: unknown): string | null {
  if (!isObject(data)) return null;
  if (nonEmpty(data.price_html)) return data.price_html;
  return nonEmpty(data.original_price_html) ? data.original_price_html : null;
}

/** `bulk_table` as sent; an empty string is a valid "no table for this product". */
export function readBulkTable(data: unknown): string | null {
  return isObject(data) && typeof data.bulk_table === "string" ? data.bulk_table : null;
}

type Config = Pick<IsletConfig, "ajaxUrl" | "requestTimeout">;

async function postWdr(
  fetchImpl: FetchLike,
  config: Config,
  body: Record<string, string | number>,
  read: (data: unknown) => string | null,
  signal?: AbortSignal,
): Promise<HtmlAnswer> {
  const result = await sendRequest(fetchImpl, { method: "POST", url: config.ajaxUrl, body, timeoutMs: config.requestTimeout, signal });
  if (!result.ok) return { ok: false, reason: result.failure.kind };
  const html = read(result.data);
  return html === null ? { ok: false, reason: "unexpected answer" } : { ok: true, html };
}

export function getDiscountPrice(fetchImpl: FetchLike, config: Config, request: DiscountPriceRequest, signal?: AbortSignal): Promise<HtmlAnswer> {
  // Field order as the plugin's script posts it (captures 15, 16).
  const body = { action: WDR_ACTION, method: PRICE_METHOD, product_id: request.productId, qty: request.quantity, awdr_nonce: request.nonce };
  return postWdr(fetchImpl, config, body, readDiscountPrice, signal);
}

export function getBulkTable(fetchImpl: FetchLike, config: Config, request: BulkTableRequest, signal?: AbortSignal): Promise<HtmlAnswer> {
  const body = { action: WDR_ACTION, method: BULK_TABLE_METHOD, product_id: request.productId, awdr_nonce: request.nonce };
  return postWdr(fetchImpl, config, body, readBulkTable, signal);
}
