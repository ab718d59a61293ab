/**
 * WooCommerce's session, as issue 16 found it on a real store: WC_Session_Handler reads the
 * visitor's session (the cart with it) from the database when a request starts, the request
 * works on that copy (loading products, checking stock, totals, rendering fragments), and
 * save_data() writes the whole session back at shutdown. Two cart requests of one visitor that
 * overlap (two tabs) each write the cart they read plus their own change: the last write wins
 * and the other change is lost. The demo store does the same (Session's snapshot, server.ts),
 * so the cross-tab lock (src/api/cart-lock.ts) can be shown to matter.
 */
import type { Session } from "./visitors";

export interface WorkTime {
  min: number;
  max: number;
}

/** A request's work between reading and writing the cart on a PHP store with a warm cache. */
export const CART_WORK_MS: WorkTime = { min: 30, max: 80 };

/** A duration within `work`, evenly spread. */
export function workDuration(work: WorkTime, random: () => number = Math.random): number {
  return work.min + random() * Math.max(0, work.max - work.min);
}

/**
 * Writes the request's cart back after its work time, when it changed it; answers that changed
 * nothing (reads, refusals, faults) go at once, as nothing is written for them.
 */
export async function saveAfterWork(session: Session, work: WorkTime): Promise<void> {
  if (!session.cartChanged) return;
  const ms = workDuration(work);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  session.saveCart();
}
