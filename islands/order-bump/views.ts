/**
 * `commercekit_orderbump_views` (docs/behaviour/server-calls.md#commercekit): CommerceKit counts
 * the bumps a shopper was shown. Sent once per distinct set of products shown in the page's life
 * (the drawer's bumps come back after every cart change; a set already counted is not sent again),
 * after the island has painted, and outside the cart queue: nothing waits for it. A failure is only
 * logged (the count is CommerceKit's statistic, nothing the shopper sees); a 403 forgets the nonce,
 * as other calls do.
 */
import { sendOrderBumpViews } from "../../src/api/order-bump";
import { describeFailure } from "../../src/api/http";
import type { IslandContext } from "../../src/runtime/types";
import { forgetNonce, refusedWith403, withNonce } from "../../src/stores/nonce";
import { viewsKey } from "./rules";

/** When no frame comes (a hidden tab), the views go after this long. */
export const AFTER_PAINT_FALLBACK_MS = 100;

const counted = new Set<string>();

/** Sends the views of `productIds` unless this set was sent before; resolves when done (tests). */
export async function countViewsOnce(productIds: readonly number[], context: IslandContext): Promise<void> {
  const key = viewsKey(productIds);
  if (key === "" || counted.has(key)) return;
  // Counted before it is sent: two islands showing the same set at once send it once.
  counted.add(key);
  const result = await withNonce((nonce) => sendOrderBumpViews(context.client, { productIds, nonce }) ?? Promise.resolve(null));
  if (result === null || result.ok) return;
  if (refusedWith403(result)) forgetNonce();
  if (result.failure.kind !== "unexpected") console.warn(`[islet] order bump views not counted: ${describeFailure(result.failure)}`);
}

/**
 * The same once the island has painted: a frame, then a task (a hidden tab has no frames: a
 * timeout then). Not src/dom/after-paint.ts: importing it here would split it out of the product
 * islands' chunk, one more file on every product page.
 */
export function countViewsAfterPaint(productIds: readonly number[], context: IslandContext): void {
  let sent = false;
  const send = (): void => {
    if (sent) return;
    sent = true;
    void countViewsOnce(productIds, context);
  };
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(send, 0));
  setTimeout(send, AFTER_PAINT_FALLBACK_MS);
}

/** Forgets the sets counted (tests: each starts a new page life). */
export function forgetCountedViews(): void {
  counted.clear();
}
