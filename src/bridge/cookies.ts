/**
 * Cookie and storage access that survives a browser that blocks them (privacy modes, sandboxed
 * frames throw SecurityError on access): a blocked store reads as empty and ignores writes.
 */
import Cookies from "js-cookie";

export const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
export const CART_HASH_COOKIE = "woocommerce_cart_hash";

export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, expiresInDays?: number): void {
  try {
    Cookies.set(name, value, { path: "/", sameSite: "Lax", ...(expiresInDays ? { expires: expiresInDays } : {}) });
  } catch {
    /* blocked cookies: the value is simply not kept */
  }
}

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(pick: () => Storage): SafeStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(pick());
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

export const sessionStore = safeStorage(() => window.sessionStorage);
export const localStore = safeStorage(() => window.localStorage);

/** True when the visitor has (or had) a cart: WooCommerce sets these cookies only then. */
export function hasCartCookie(): boolean {
  return Boolean(readCookie(ITEMS_IN_CART_COOKIE) || readCookie(CART_HASH_COOKIE));
}
