/**
 * WPC Estimated Delivery Date's `?wc-ajax=wpced_reload_dates` (capture 19): `ids[]` and `nonce`
 * → `{"wpced-<id>": "<div class=\"wpced wpced-<block id> …\">…</div>", …}`, one entry per asked
 * product. A variation's block is its parent's (`wpced_enable: parent` in every captured
 * variation), printed without dates when it is out of stock, as the variations' own `wpced_date`
 * shows. The dates are the captured ones (the demo store's clock is the capture's).
 *
 * The demo server's form reader keeps the last value of a repeated key, so only the last `ids[]`
 * is answered; the island asks for one id at a time. A wrong nonce gets `-1` with 403 (assumed:
 * the captures show no such answer).
 */
import type { Catalogue } from "./catalogue";
import type { RequestContext } from "./context";
import { AJAX_HEADERS, htmlAnswer, jsonAnswer, NO_CACHE_HEADERS, type Answer } from "./http";
import { capturedNonces } from "./captured-nonces";

export const RELOAD_DATES_ENDPOINT = "wpced_reload_dates";
export const CAPTURED_DATES = "Estimated delivery dates: Nov 27, 2026 - Dec 2, 2026";

export function deliveryBlock(catalogue: Catalogue, id: number): string | null {
  const product = catalogue.get(id);
  if (!product) return null;
  const blockId = product.type === "variation" ? product.parentId : product.id;
  const inner = product.inStock ? `<div class="wpced-inner">${CAPTURED_DATES}</div>` : "";
  return `<div class="wpced wpced-${blockId} wpced-product wpced-default" data-id="${blockId}">${inner}</div>`;
}

/** `wpced_vars.nonce` of the captured product pages (the Hoodie's, for tests). */
export const WPCED_NONCE = "998d98d216";
const WPCED_NONCES = capturedNonces("wpced_vars");

export function reloadDatesAnswer(catalogue: Catalogue, form: Map<string, string>): Answer {
  if (!WPCED_NONCES.has(form.get("nonce") ?? "")) return htmlAnswer(403, "-1", { ...AJAX_HEADERS, ...NO_CACHE_HEADERS });
  const dates: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key !== "ids[]") continue;
    const id = Number(value);
    const block = Number.isInteger(id) && id > 0 ? deliveryBlock(catalogue, id) : null;
    if (block) dates[`wpced-${id}`] = block;
  }
  // PHP encodes an empty array as [].
  return jsonAnswer(Object.keys(dates).length === 0 ? [] : dates);
}

/** The route handler for the wc-ajax endpoint RELOAD_DATES_ENDPOINT. */
export function handleReloadDates(ctx: RequestContext, form: Map<string, string>): Answer {
  return reloadDatesAnswer(ctx.catalogue, form);
}
