/**
 * `POST /wp-admin/admin-ajax.php` `action=shoptimizer_get_sale_prices&product_id=ID`
 * (docs/behaviour/server-calls.md#other-plugins, capture 20): Shoptimizer's sale percentages of a
 * variable product's variations, read as `{"percents":{"47":"-36%","41":"-20%",…}}`. Never throws:
 * bad answers are data.
 */
import type { IsletConfig } from "../config";
import { isObject } from "../contract/validate";
import { sendRequest, type FetchLike } from "./http";

export const SALE_PRICES_ACTION = "shoptimizer_get_sale_prices";

/** Variation id → the label the store prints (`-20%`), exactly as sent. */
export type SalePercents = ReadonlyMap<number, string>;

export type SalePricesAnswer = { ok: true; percents: SalePercents } | { ok: false; reason: string };

const VARIATION_ID = /^[1-9]\d*$/;

/**
 * Reads the answer. `percents` is an object, or `[]` (PHP encodes an empty array so); entries
 * whose key is not a variation id or whose label is not a non-empty string are dropped.
 */
export function readSalePercents(data: unknown): SalePercents | null {
  if (!isObject(data)) return null;
  const { percents } = data;
  if (Array.isArray(percents)) return percents.length === 0 ? new Map() : null;
  if (!isObject(percents)) return null;
  const out = new Map<number, string>();
  for (const [key, label] of Object.entries(percents)) {
    if (VARIATION_ID.test(key) && typeof label === "string" && label.trim() !== "") out.set(Number(key), label);
  }
  return out;
}

export async function getSalePrices(
  fetchImpl: FetchLike,
  config: Pick<IsletConfig, "ajaxUrl" | "requestTimeout">,
  productId: number,
  signal?: AbortSignal,
): Promise<SalePricesAnswer> {
  const result = await sendRequest(fetchImpl, {
    method: "POST",
    url: config.ajaxUrl,
    // The theme posts the action in the body, in this order (capture 20).
    body: { action: SALE_PRICES_ACTION, product_id: productId },
    timeoutMs: config.requestTimeout,
    signal,
  });
  if (!result.ok) return { ok: false, reason: result.failure.kind };
  const percents = readSalePercents(result.data);
  return percents ? { ok: true, percents } : { ok: false, reason: "unexpected answer" };
}

/** The browser's fetch, for the page (src/api stays the only module that calls it). */
