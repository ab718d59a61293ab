/**
 * `delivery-dates`: the product's WPC Estimated Delivery Date block is refreshed when the
 * variation changes (docs/behaviour/product-page.md#delivery-dates).
 *
 * - A newly selected variation asks `wpced_reload_dates` with its id (the answer's
 *   `wpced-<variation>` holds the block to show: the parent's block with the variation's dates,
 *   capture 19) and replaces the block with it. Each variation is asked once (cached); a request
 *   for a variation no longer selected is aborted.
 * - No selection shows the block the server printed, without a request; nothing goes out on load
 *   (the server printed the dates with the page).
 * - Bad answers (403, HTML, malformed JSON, timeout, 500, no block for the id): the block is left
 *   as the server printed it (docs/behaviour/server-calls.md#failures: ignored).
 *
 * The rules are here; DeliveryDates.tsx renders the block.
 */
import type { DeliveryDatesAnswer } from "../../src/api/delivery-dates";
import type { Outcome } from "../../src/api/latest";

export const BLOCK_SELECTOR = ".wpced";

/** The block an answer's HTML holds, if it is one (a `div.wpced` and nothing else). */
export function readBlock(html: string): HTMLElement | null {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const root = template.content.firstElementChild;
  return template.content.childElementCount === 1 && root instanceof HTMLElement && root.matches(BLOCK_SELECTOR) ? root : null;
}

/**
 * The answer's block for the variation, when it has a readable one with dates in it. WPC answers
 * an empty block for a variation it gives no dates (one out of stock); its own script keeps the
 * product's dates then (a variation following its parent), so the block stays as it is.
 */
export function blockFor(answer: DeliveryDatesAnswer, variationId: number): Outcome<string> {
  if (!answer.ok) return { ok: false, reason: answer.reason };
  const html = answer.dates.get(`wpced-${variationId}`);
  const block = html === undefined ? null : readBlock(html);
  if (!block || html === undefined) return { ok: false, reason: "no block for the variation" };
  return block.textContent?.trim() ? { ok: true, value: html } : { ok: false, reason: "no dates for the variation" };
}
