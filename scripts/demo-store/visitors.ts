/**
 * Per-visitor state, kept in memory and keyed by the WooCommerce session cookie: each browser
 * (or test cookie jar) has its own cart, so parallel tests never interfere. Stock is checked
 * per visitor too (catalogue stock minus what that visitor already has in the cart); nothing
 * is ever ordered, so stock never goes down.
 *
 * CommerceKit keys an anonymous visitor's wishlist by its own cookie (`commercekit_wishlist`,
 * a random md5-like key set by the first save), not by the WooCommerce session. Its search
 * counter keeps one row per term for the whole store and gives the browser the ids of the
 * terms it counted (`commercekit_search_ids`): that cookie is the visitor's record.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Cart, CartLine } from "./cart";
import { cartCookies, decodeCookieValue, phpCookie, SESSION_COOKIE, SESSION_SECONDS, sessionCookie } from "./cookies";

const MAX_VISITORS = 10_000;

/** The nonce action of CommerceKit's calls (its `commercekit_nonce`). */
export const CK_NONCE_ACTION = "commercekit_settings";
/** The nonce action of WooCommerce's cart form and remove links (`woocommerce-cart`). */
export const CART_NONCE_ACTION = "woocommerce-cart";

export const WISHLIST_COOKIE = "commercekit_wishlist";
export const WISHLIST_SECONDS = 365 * 24 * 3600;
export const SEARCH_IDS_COOKIE = "commercekit_search_ids";
export const SEARCH_IDS_SECONDS = 48 * 3600;

/** One counted search term, store-wide (CommerceKit's searches table). */
export interface SearchRecord {
  id: number;
  term: string;
  count: number;
  noResultCount: number;
}

/** Drops the oldest entry of a map that reached MAX_VISITORS. */
function makeRoom<V>(map: Map<string, V>): void {
  if (map.size < MAX_VISITORS) return;
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}

/** The map's entry for `key`, added (making room first) when missing. */
function getOrAdd<V>(map: Map<string, V>, key: string, make: () => V): V {
  const existing = map.get(key);
  if (existing !== undefined) return existing;
  makeRoom(map);
  const added = make();
  map.set(key, added);
  return added;
}

/** What WooCommerce keeps in the session beside the cart for the cart page (cart-page-actions.ts). */
export interface CartPageState {
  coupons: string[];
  /** The chosen shipping method (`flat_rate:1`), "" for the first available. */
  shipping: string;
  /** Notices printed by the next page (wc_add_notice), then cleared. */
  notices: { type: "success" | "error" | "notice"; text: string }[];
  /** Lines removed from the cart, by key, for their undo link. */
  removed: Record<string, CartLine>;
  /** The calculator's destination, once posted. */
  destination: { country: string; state: string; city: string; postcode: string } | null;
}

export class VisitorStore {
  private readonly carts = new Map<string, Cart>();
  private readonly cartPages = new Map<string, CartPageState>();
  /** Wishlist key → product ids, oldest save first. */
  private readonly wishlists = new Map<string, number[]>();
  /** Lower-cased term → its record (MySQL compares the terms case-insensitively). */
  private readonly searches = new Map<string, SearchRecord>();
  private lastSearchId = 0;

  constructor(private readonly secret: string = randomBytes(16).toString("hex")) {}

  cartOf(id: string): Cart | undefined {
    return this.carts.get(id);
  }

  ensureCart(id: string): Cart {
    return getOrAdd(this.carts, id, (): Cart => ({ lines: [] }));
  }

  /** Replaces the visitor's whole cart, as WooCommerce's session handler saves it. */
  saveCart(id: string, cart: Cart): void {
    if (!this.carts.has(id)) makeRoom(this.carts);
    this.carts.set(id, cart);
  }

  cartPageOf(id: string): CartPageState {
    return getOrAdd(this.cartPages, id, (): CartPageState => ({ coupons: [], shipping: "", notices: [], removed: {}, destination: null }));
  }

  wishlistOf(key: string): readonly number[] {
    return this.wishlists.get(key) ?? [];
  }

  ensureWishlist(key: string): number[] {
    return getOrAdd(this.wishlists, key, (): number[] => []);
  }

  /** A new wishlist key: 32 hex, like CommerceKit's md5. */
  newWishlistKey(): string {
    return randomBytes(16).toString("hex");
  }

  /** Counts a search (and whether it found nothing): the term's record, created on first use. */
  countSearch(term: string, noResult: boolean): SearchRecord {
    const record = getOrAdd(this.searches, term.toLowerCase(), (): SearchRecord => ({ id: ++this.lastSearchId, term, count: 0, noResultCount: 0 }));
    record.count += 1;
    if (noResult) record.noResultCount += 1;
    return record;
  }

  /** The counted term with this id. */
  searchById(id: number): SearchRecord | undefined {
    return [...this.searches.values()].find((record) => record.id === id);
  }

  /** A WordPress-style 10-hex nonce, stable per visitor and scope. */
  nonce(scope: string, visitorId: string | null): string {
    return createHmac("sha256", this.secret).update(`${scope}|${visitorId ?? "anonymous"}`).digest("hex").slice(0, 10);
  }

  /** A guest customer id like WooCommerce's: `t_` + 30 hex. */
  newVisitorId(): string {
    return `t_${randomBytes(15).toString("hex")}`;
  }

  /** The session cookie value: `id|expiration|expiring|token`, as WC_Session_Handler writes it. */
  sessionValue(id: string, now = Date.now()): string {
    const expiration = Math.floor(now / 1000) + SESSION_SECONDS;
    const token = createHmac("sha256", this.secret).update(id).digest("base64url").slice(0, 40);
    return `${id}|${expiration}|${expiration - 3600}|$generic$${token}`;
  }
}

const copyCart = (cart: Cart | undefined): Cart => ({ lines: (cart?.lines ?? []).map((line) => ({ ...line })) });

export interface SessionOptions {
  /**
   * WooCommerce's session (issue 16): the cart is read once, when the request arrives, and
   * saveCart() writes all of it back, so of two overlapping requests the last write wins. Without
   * it (the handlers' own tests) every change goes straight to the store.
   */
  snapshot?: boolean;
}

/** One request's view of the visitor. */
export class Session {
  private visitorId: string | null;
  private isNew = false;
  /** The cart as read on arrival, changed by the request (snapshot sessions only). */
  private readonly snapshot: Cart | null;
  private readonly loaded: string;

  constructor(
    private readonly store: VisitorStore,
    readonly cookies: Map<string, string>,
    options: SessionOptions = {},
  ) {
    const raw = cookies.get(SESSION_COOKIE);
    const id = raw ? decodeCookieValue(raw).split("|")[0] : undefined;
    this.visitorId = id && /^[\w-]{1,64}$/.test(id) ? id : null;
    this.snapshot = options.snapshot ? copyCart(this.visitorId ? store.cartOf(this.visitorId) : undefined) : null;
    this.loaded = JSON.stringify(this.snapshot?.lines ?? null);
  }

  get id(): string | null {
    return this.visitorId;
  }

  /** The visitor's cart, read-only use (an empty cart when there is no session yet). */
  get cart(): Cart {
    if (this.snapshot) return this.snapshot;
    return (this.visitorId && this.store.cartOf(this.visitorId)) || { lines: [] };
  }

  /** The visitor's cart for changes; starts a session (and its cookie) when there is none. */
  writableCart(): Cart {
    if (!this.visitorId) {
      this.visitorId = this.store.newVisitorId();
      this.isNew = true;
    }
    return this.snapshot ?? this.store.ensureCart(this.visitorId);
  }

  /** True when this request changed the cart it read (snapshot sessions). */
  get cartChanged(): boolean {
    return this.snapshot !== null && JSON.stringify(this.snapshot.lines) !== this.loaded;
  }

  /** Writes the request's whole cart back over whatever the store holds now (snapshot sessions). */
  saveCart(): void {
    if (this.snapshot && this.visitorId && this.cartChanged) this.store.saveCart(this.visitorId, copyCart(this.snapshot));
  }

  /** CommerceKit's nonce (commercekit_get_nonce, `#commercekit_nonce`). */
  get ckNonce(): string {
    return this.nonceFor(CK_NONCE_ACTION);
  }

  /** The visitor's cart page state (a throwaway one without a session). */
  get cartPage(): CartPageState {
    return this.visitorId ? this.store.cartPageOf(this.visitorId) : { coupons: [], shipping: "", notices: [], removed: {}, destination: null };
  }

  /** A WordPress nonce of this visitor for `action` (apply-coupon, update-shipping-method …). */
  nonceFor(action: string): string {
    return this.store.nonce(action, this.visitorId);
  }

  /** The `_wpnonce` of cart remove links. */
  get removeNonce(): string {
    return this.nonceFor(CART_NONCE_ACTION);
  }

  /** The wishlist key of the visitor's `commercekit_wishlist` cookie, or null. */
  get wishlistKey(): string | null {
    const raw = this.cookies.get(WISHLIST_COOKIE);
    const key = raw ? decodeCookieValue(raw) : "";
    return /^[\w-]{1,64}$/.test(key) ? key : null;
  }

  /** The visitor's wishlist, oldest save first (empty without the cookie). */
  get wishlist(): readonly number[] {
    const key = this.wishlistKey;
    return key ? this.store.wishlistOf(key) : [];
  }

  /**
   * Saves a product to the visitor's wishlist: the Set-Cookie of a new key on the first save
   * (no cookie yet), none afterwards. Saving a saved product changes nothing.
   */
  saveToWishlist(productId: number): string[] {
    const known = this.wishlistKey;
    const key = known ?? this.store.newWishlistKey();
    if (!known) this.cookies.set(WISHLIST_COOKIE, key);
    const list = this.store.ensureWishlist(key);
    if (!list.includes(productId)) list.push(productId);
    return known ? [] : [phpCookie(WISHLIST_COOKIE, key, WISHLIST_SECONDS)];
  }

  removeFromWishlist(productId: number): void {
    const key = this.wishlistKey;
    if (key && this.store.wishlistOf(key).includes(productId)) {
      const list = this.store.ensureWishlist(key);
      list.splice(list.indexOf(productId), 1);
    }
  }

  /** The search ids of the visitor's `commercekit_search_ids` cookie. */
  get searchIds(): number[] {
    const raw = decodeCookieValue(this.cookies.get(SEARCH_IDS_COOKIE) ?? "");
    return raw.split(",").map((id) => Number.parseInt(id, 10)).filter((id) => id > 0);
  }

  /** The terms this visitor had counted (by their cookie), oldest first. */
  get searchedTerms(): string[] {
    return this.searchIds.flatMap((id) => this.store.searchById(id)?.term ?? []);
  }

  /** Counts a search for this visitor: the `commercekit_search_ids` Set-Cookie with its id added. */
  countSearch(term: string, noResult: boolean): string {
    const { id } = this.store.countSearch(term, noResult);
    const ids = [...new Set([...this.searchIds, id])].join(",");
    this.cookies.set(SEARCH_IDS_COOKIE, encodeURIComponent(ids));
    return phpCookie(SEARCH_IDS_COOKIE, ids, SEARCH_IDS_SECONDS);
  }

  /** Set-Cookie values for the response: cart cookies (given the cart hash now) and a new session. */
  responseCookies(hash: string): string[] {
    const out = cartCookies(this.cookies, hash);
    if (this.isNew && this.visitorId) out.push(sessionCookie(this.store.sessionValue(this.visitorId)));
    return out;
  }
}
