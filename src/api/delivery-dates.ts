/**
 * WPC Estimated Delivery Date's `POST /?wc-ajax=wpced_reload_dates` (capture 19,
 * docs/behaviour/server-calls.md#other-plugins):
 * `action=wpced_reload_dates&ids[]=…&nonce=…` → `{"wpced-25":"<div class=\"wpced wpced-25 …\">…</div>", …}`,
 * a map of block class to the block's HTML (a variation's key holds its parent's block). Never throws.
 */
import type { IsletConfig } from "../config";
import { isObject } from "../contract/validate";
import { wcEndpoint } from "./endpoints";
import { sendRequest, type FetchLike } from "./http";

export const RELOAD_DATES_ENDPOINT = "wpced_reload_dates";

/** `wpced-<id>` → block HTML. */
export type DeliveryDates = ReadonlyMap<string, string>;

export type DeliveryDatesAnswer = { ok: true; dates: DeliveryDates } | { ok: false; reason: string };

export interface DeliveryDatesRequest {
  ids: readonly number[];
  nonce: string;
}

const DATE_KEY = /^wpced-[1-9]\d*$/;

/** The map; PHP's empty array is an empty map; entries that are not `wpced-<id>` → string are dropped. */
export function readDeliveryDates(data: unknown): DeliveryDates | null {
  if (Array.isArray(data)) return data.length === 0 ? new Map() : null;
  if (!isObject(data)) return null;
  const out = new Map<string, string>();
  for (const [key, html] of Object.entries(data)) {
    if (DATE_KEY.test(key) && typeof html === "string") out.set(key, html);
  }
  return out;
}

export async function getDeliveryDates(
  fetchImpl: FetchLike,
  config: Pick<IsletConfig, "wcAjaxUrl" | "requestTimeout">,
  request: DeliveryDatesRequest,
  signal?: AbortSignal,
): Promise<DeliveryDatesAnswer> {
  const result = await sendRequest(fetchImpl, {
    method: "POST",
    url: wcEndpoint(config.wcAjaxUrl, RELOAD_DATES_ENDPOINT),
    // The plugin's script sends the action in the body too (capture 19).
    body: { action: RELOAD_DATES_ENDPOINT, ids: request.ids, nonce: request.nonce },
    timeoutMs: config.requestTimeout,
    signal,
  });
  if (!result.ok) return { ok: false, reason: result.failure.kind };
  const dates = readDeliveryDates(result.data);
  return dates ? { ok: true, dates } : { ok: false, reason: "unexpected answer" };
}
