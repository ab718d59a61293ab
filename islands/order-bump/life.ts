/**
 * An order-bump island lives as long as its markup is in the page. The drawer's bumps are
 * replaced whole when CommerceKit's blocks reload after a cart change, and the checkout's when
 * WooCommerce updates the order review; the new markup is a new island (the runtime rescans), so
 * the old one unmounts once its element has left the page, and if the focus was in it (the shopper
 * had just pressed "Click to add"), the island that takes its place takes the focus, rather than
 * leaving it on the page's body inside the drawer.
 */
import { PageEvent } from "../../src/contract/page-names";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import type { Position } from "./server";

/** What can put a new island where this one was: a rescan, new cart fragments. */
export const PAGE_CHANGED_EVENTS = [PageEvent.Rescan, PageEvent.FragmentsApplied] as const;

/** How long the focus a replaced island lost waits for its successor (the drawer's blocks reload in about a second). */
export const FOCUS_HANDOVER_MS = 5000;

let focusToTake: { position: Position; until: number } | null = null;

const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** Aborted when `signal` is (the runtime's teardown) or when the page changed without the island. */
export function whileInPage(island: HTMLElement, position: Position, signal?: AbortSignal): AbortSignal {
  const life = new AbortController();
  if (signal?.aborted) life.abort();
  signal?.addEventListener("abort", () => life.abort(), { once: true });
  let holdsFocus = false;
  island.addEventListener("focusin", () => (holdsFocus = true), { signal: life.signal });
  island.addEventListener(
    "focusout",
    () =>
      // A task later: focus gone because the island left the page still counts as held.
      setTimeout(() => {
        if (island.isConnected) holdsFocus = island.contains(document.activeElement);
      }, 0),
    { signal: life.signal },
  );
  const check = (): void => {
    if (island.isConnected) return;
    if (holdsFocus && focusLost()) focusToTake = { position, until: Date.now() + FOCUS_HANDOVER_MS };
    life.abort();
  };
  for (const type of PAGE_CHANGED_EVENTS) document.addEventListener(type, check, { signal: life.signal });
  return life.signal;
}

/**
 * Whether a new island at `position` takes the focus a replaced one lost (once); in the drawer
 * only while the drawer is open (a closed drawer's island must not pull the focus into it).
 */
export function takeLostFocus(position: Position): boolean {
  const handed = focusToTake;
  if (handed?.position !== position) return false;
  focusToTake = null;
  if (Date.now() > handed.until) return false;
  return focusLost() && (position !== "minicart" || $cartDrawerOpen.get());
}
