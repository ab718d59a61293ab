/**
 * Cookies as WordPress/WooCommerce set them (PHP setcookie format):
 * - `woocommerce_items_in_cart` / `woocommerce_cart_hash`: path `/`, session cookies, readable
 *   by JS; written only when their value changes (WC_Cart_Session::set_cart_cookies) and
 *   expired (value 0, past date, Max-Age=0) when the cart empties;
 * - `wp_woocommerce_session_<32 hex>`: 48 h, HttpOnly, set when the cart first gets an item.
 */

/** The reference store's session cookie name (`wp_woocommerce_session_` + COOKIEHASH). */
export const SESSION_COOKIE = "wp_woocommerce_session_bb71c9de03cb30a90e9f668c52a83308";
export const ITEMS_COOKIE = "woocommerce_items_in_cart";
export const HASH_COOKIE = "woocommerce_cart_hash";
export const SESSION_SECONDS = 48 * 3600;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** Decodes a cookie value like PHP does for $_COOKIE (urldecode), never throwing. */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

/** `Tue, 24 Nov 2026 16:12:19 GMT`, as PHP prints cookie dates. */
const httpDate = (date: Date): string => date.toUTCString();

/** PHP's setcookie() with an expiry and path `/`: `name=value; expires=…; Max-Age=…; path=/` (value urlencoded). */
export function phpCookie(name: string, value: string, seconds: number, options: { httpOnly?: boolean; now?: Date } = {}): string {
  const expires = new Date((options.now ?? new Date()).getTime() + seconds * 1000);
  return `${name}=${encodeURIComponent(value)}; expires=${httpDate(expires)}; Max-Age=${seconds}; path=/${options.httpOnly ? "; HttpOnly" : ""}`;
}

export function sessionCookie(value: string, now = new Date()): string {
  return phpCookie(SESSION_COOKIE, value, SESSION_SECONDS, { httpOnly: true, now });
}

export function expiredCookie(name: string, now = new Date()): string {
  return `${name}=0; expires=${httpDate(new Date(now.getTime() - 3600 * 1000))}; Max-Age=0; path=/`;
}

/**
 * The cart cookies to send, given what the browser sent and the cart's hash now
 * (`""` = empty cart).
 */
export function cartCookies(sent: Map<string, string>, hash: string): string[] {
  if (!hash) return [ITEMS_COOKIE, HASH_COOKIE].filter((name) => sent.has(name)).map((name) => expiredCookie(name));
  const out: string[] = [];
  if (sent.get(ITEMS_COOKIE) !== "1") out.push(`${ITEMS_COOKIE}=1; path=/`);
  if (sent.get(HASH_COOKIE) !== hash) out.push(`${HASH_COOKIE}=${hash}; path=/`);
  return out;
}
