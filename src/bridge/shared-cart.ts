/**
 * The other tabs follow a cart change without asking the server (issue 16). WooCommerce's
 * cart-fragments.js keeps the fragments in session storage, one tab's own, and only the hash in
 * local storage; another tab hears that the hash changed (the `storage` event) and asks for
 * `get_refreshed_fragments`: one more request per add for every open tab, each sent while the
 * shopper goes on adding. storeFragments() writes the fragments beside the hash in local storage
 * (`sharedCartKey`), so the other tabs put them on the page as they are.
 */
import type { Fragments } from "../api/answers";
import { $cart } from "../stores/cart";
import { localStore } from "./cookies";
import { acceptFragments, MINI_CART_FRAGMENT, refreshFragments, sharedCartKey, type FragmentContext } from "./fragments";
import { fireBodyEvent } from "./jquery";

/** The fragments another tab stored with `hash`, if they are there and whole. */
export function readSharedCart(ctx: FragmentContext, hash: string): Fragments | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStore.get(sharedCartKey(ctx.config)) ?? "null");
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null) return null;
  const { hash: storedHash, fragments } = stored as Record<string, unknown>;
  if (storedHash !== hash || typeof fragments !== "object" || fragments === null) return null;
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(fragments)) if (typeof value === "string") clean[key] = value;
  return typeof clean[MINI_CART_FRAGMENT] === "string" ? { fragments: clean, cartHash: hash } : null;
}

/**
 * Another tab changed the stored cart hash: show the cart it stored, or ask the server when it
 * stored none (WooCommerce's own scripts on another page, an older Islet). When a later change
 * came since the event's, the fragments stored now are the later one's: they count.
 */
export function followOtherTab(ctx: FragmentContext, eventHash: string | null): void {
  const hash = eventHash ?? "";
  const shown = $cart.get();
  const showing = (cartHash: string): boolean => shown.fragments !== null && shown.hash === cartHash;
  if (showing(hash)) return;
  const stored = localStore.get(ctx.config.cartHashKey);
  const shared = readSharedCart(ctx, hash) ?? (stored !== null && stored !== hash ? readSharedCart(ctx, stored) : null);
  if (!shared) {
    void refreshFragments(ctx);
    return;
  }
  if (showing(shared.cartHash)) return;
  acceptFragments(ctx, shared);
  // What WooCommerce's refresh on this event fires, for the plugins that listen to it.
  fireBodyEvent("wc_fragments_refreshed");
}
