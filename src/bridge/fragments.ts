/**
 * Cart fragments, as WooCommerce's cart-fragments.js keeps them (docs/behaviour/cart.md#fragments):
 * stored in session storage under the store's fragment_name / cart_hash_key, reused only while
 * valid, otherwise refreshed from the server; applied by replacing each selector's elements.
 */
import type { Fragments } from "../api/answers";
import type { StoreClient } from "../api/client";
import type { IsletConfig } from "../config";
import { PageEvent } from "../contract/page-names";
import { setCart, whileCartBusy } from "../stores/cart";
import { CART_HASH_COOKIE, hasCartCookie, localStore, readCookie, sessionStore } from "./cookies";
import { fireBodyEvent } from "./jquery";

export const MINI_CART_FRAGMENT = "div.widget_shopping_cart_content";
export const CART_CREATED_KEY = "wc_cart_created";
export const FRAGMENTS_MAX_AGE_MS = 86400000;
/** Dispatched on document after fragments replaced part of the page; the runtime rescans. */
export const FRAGMENTS_APPLIED_EVENT = PageEvent.FragmentsApplied;

export interface FragmentContext {
  config: IsletConfig;
  client: StoreClient;
  now?: () => number;
}

/**
 * False while the mini cart still holds the server's empty placeholder: the theme prints an
 * empty `div.widget_shopping_cart_content` and lets fragments fill it.
 */
export function isMiniCartKnown(root: ParentNode = document): boolean {
  const content = root.querySelector(MINI_CART_FRAGMENT);
  return content !== null && (content.childElementCount > 0 || (content.textContent ?? "").trim() !== "");
}

function parseHtml(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** Replaces every element matching each selector (jQuery's `$(selector).replaceWith(html)`). */
export function applyFragments(fragments: Record<string, string>, root: ParentNode = document): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = Array.from(root.querySelectorAll(selector));
    } catch {
      continue; // a selector only jQuery understands: leave that part of the page alone
    }
    for (const target of targets) target.replaceWith(parseHtml(html));
  }
  document.dispatchEvent(new CustomEvent(FRAGMENTS_APPLIED_EVENT));
}

/** Local storage: the last fragments and their hash, for the other tabs (shared-cart.ts). */
export const sharedCartKey = (config: IsletConfig): string => `islet_${config.fragmentName}`;

export function storeFragments(config: IsletConfig, { fragments, cartHash }: Fragments, now: number): void {
  sessionStore.set(config.fragmentName, JSON.stringify(fragments));
  sessionStore.set(config.cartHashKey, cartHash);
  // Before the hash: the other tabs read the fragments when they hear the hash change.
  localStore.set(sharedCartKey(config), JSON.stringify({ hash: cartHash, fragments }));
  localStore.set(config.cartHashKey, cartHash);
  if (cartHash) sessionStore.set(CART_CREATED_KEY, String(now));
}

/** Stored fragments, if WooCommerce's rules say they may be reused without a request. */
export function readValidStoredFragments(config: IsletConfig, now: number): Fragments | null {
  const storedHash = sessionStore.get(config.cartHashKey) ?? "";
  const cookieHash = readCookie(CART_HASH_COOKIE) ?? "";
  if (storedHash !== cookieHash) return null;
  const created = Number(sessionStore.get(CART_CREATED_KEY) ?? "");
  if (storedHash && !(created > 0)) return null;
  if (created > 0 && created + FRAGMENTS_MAX_AGE_MS < now) return null;
  let fragments: unknown;
  try {
    fragments = JSON.parse(sessionStore.get(config.fragmentName) ?? "null");
  } catch {
    return null;
  }
  if (typeof fragments !== "object" || fragments === null) return null;
  const record = fragments as Record<string, unknown>;
  if (typeof record[MINI_CART_FRAGMENT] !== "string") return null;
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === "string") clean[key] = value;
  return { fragments: clean, cartHash: storedHash };
}

/** Applies a fresh answer: page, session storage and the cart store. */
export function acceptFragments(ctx: FragmentContext, answer: Fragments): void {
  applyFragments(answer.fragments);
  storeFragments(ctx.config, answer, (ctx.now ?? Date.now)());
  setCart(answer);
}

/** POST get_refreshed_fragments; true on success. Failure fires wc_fragments_ajax_error. */
export async function refreshFragments(ctx: FragmentContext): Promise<boolean> {
  const result = await whileCartBusy(() => ctx.client.getRefreshedFragments());
  if (!result.ok) {
    fireBodyEvent("wc_fragments_ajax_error");
    return false;
  }
  acceptFragments(ctx, result.value);
  fireBodyEvent("wc_fragments_refreshed");
  return true;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Page load: reuse valid stored fragments, else refresh, but never ask when there is no cart. */
export function loadFragmentsOnPageLoad(ctx: FragmentContext): Promise<boolean> {
  const now = (ctx.now ?? Date.now)();
  const stored = readValidStoredFragments(ctx.config, now);
  if (stored) {
    applyFragments(stored.fragments);
    setCart(stored);
    fireBodyEvent("wc_fragments_loaded");
    scheduleExpiryRefresh(ctx, now);
    return Promise.resolve(true);
  }
  if (!hasCartCookie()) return Promise.resolve(false);
  return refreshFragments(ctx);
}

/** WooCommerce refreshes once the stored cart turns 24 hours old; so do we. */
function scheduleExpiryRefresh(ctx: FragmentContext, now: number): void {
  const created = Number(sessionStore.get(CART_CREATED_KEY) ?? "");
  if (!(created > 0)) return;
  clearTimeout(expiryTimer);
  expiryTimer = setTimeout(() => void refreshFragments(ctx), Math.max(0, created + FRAGMENTS_MAX_AGE_MS - now));
}
