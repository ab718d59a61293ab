/** The cart as the store last described it: fragments, hash and item count. No React here. */
import { atom, map } from "nanostores";
import type { Fragments } from "../api/answers";

export interface CartState {
  /** Last fragments applied to the page (null until known). */
  fragments: Record<string, string> | null;
  hash: string;
  count: number;
}

export const $cart = map<CartState>({ fragments: null, hash: "", count: 0 });

/** Number of cart requests (refresh, remove) in flight: drives the loading indicator. */
export const $cartBusy = atom(0);

/** The last cart change to announce to screen readers. */
export const $cartAnnouncement = atom("");

/** Reads the item count from the header cart fragment (Shoptimizer prints `span.count`). */
export function countFromFragments(fragments: Record<string, string>): number {
  for (const html of Object.values(fragments)) {
    const match = /class="count"[^>]*>\s*(\d+)\s*</.exec(html);
    if (match?.[1]) return Number(match[1]);
  }
  return 0;
}

export function setCart({ fragments, cartHash }: Fragments): void {
  $cart.set({ fragments, hash: cartHash, count: countFromFragments(fragments) });
}

export async function whileCartBusy<T>(work: () => Promise<T>): Promise<T> {
  $cartBusy.set($cartBusy.get() + 1);
  try {
    return await work();
  } finally {
    $cartBusy.set(Math.max(0, $cartBusy.get() - 1));
  }
}

export function announceCartChange(message: string): void {
  // Re-setting the same text would not be announced again: clear first.
  $cartAnnouncement.set("");
  $cartAnnouncement.set(message);
}
