/**
 * Per-visitor state, kept in memory and keyed by the WooCommerce session cookie: each browser
 * (or test cookie jar) has its own cart, so parallel tests never interfere. Stock is checked
 * per visitor too (catalogue stock minus what that visitor already has in the cart); nothing
 * is ever ordered, so stock never goes down.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Cart } from "./cart";
import { cartCookies, decodeCookieValue, SESSION_COOKIE, SESSION_SECONDS, sessionCookie } from "./cookies";

const MAX_VISITORS = 10_000;

export class VisitorStore {
  private readonly carts = new Map<string, Cart>();

  constructor(private readonly secret: string = randomBytes(16).toString("hex")) {}

  cartOf(id: string): Cart | undefined {
    return this.carts.get(id);
  }

  ensureCart(id: string): Cart {
    const existing = this.carts.get(id);
    if (existing) return existing;
    if (this.carts.size >= MAX_VISITORS) {
      const oldest = this.carts.keys().next();
      if (!oldest.done) this.carts.delete(oldest.value);
    }
    const cart: Cart = { lines: [] };
    this.carts.set(id, cart);
    return cart;
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

/** One request's view of the visitor. */
export class Session {
  private visitorId: string | null;
  private isNew = false;

  constructor(
    private readonly store: VisitorStore,
    readonly cookies: Map<string, string>,
  ) {
    const raw = cookies.get(SESSION_COOKIE);
    const id = raw ? decodeCookieValue(raw).split("|")[0] : undefined;
    this.visitorId = id && /^[\w-]{1,64}$/.test(id) ? id : null;
  }

  get id(): string | null {
    return this.visitorId;
  }

  /** The visitor's cart, read-only use (an empty cart when there is no session yet). */
  get cart(): Cart {
    return (this.visitorId && this.store.cartOf(this.visitorId)) || { lines: [] };
  }

  /** The visitor's cart for changes; starts a session (and its cookie) when there is none. */
  writableCart(): Cart {
    if (!this.visitorId) {
      this.visitorId = this.store.newVisitorId();
      this.isNew = true;
    }
    return this.store.ensureCart(this.visitorId);
  }

  /** CommerceKit's nonce (commercekit_get_nonce, `#commercekit_nonce`). */
  get ckNonce(): string {
    return this.store.nonce("commercekit_settings", this.visitorId);
  }

  /** The `_wpnonce` of cart remove links. */
  get removeNonce(): string {
    return this.store.nonce("woocommerce-cart", this.visitorId);
  }

  /** Set-Cookie values for the response: cart cookies (given the cart hash now) and a new session. */
  responseCookies(hash: string): string[] {
    const out = cartCookies(this.cookies, hash);
    if (this.isNew && this.visitorId) out.push(sessionCookie(this.store.sessionValue(this.visitorId)));
    return out;
  }
}
