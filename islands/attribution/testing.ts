/**
 * Test helpers for the attribution island: a page at a URL with a referrer, and the cookie jar.
 * happy-dom refuses `domain=.localhost` (Chromium takes it,
 * docs/decisions/0020-order-attribution.md), so the tests browse a `www.` host, where
 * sourcebuster's domain differs from the host as it does on most stores.
 */
import { WOOCOMMERCE_FIELDS } from "./props";
import { vi } from "vitest";
import type { Visit } from "./track";

export const STORE = "https://www.shop.example";
export const STORE_HOST = "www.shop.example";
/** sourcebuster's cookie domain on the store: its host without `www.`. */
export const COOKIE_DOMAIN = "shop.example";
export const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/** 2026-11-20 10:30:05 UTC. */
export const NOW = Date.UTC(2026, 10, 20, 10, 30, 5);

/** Puts the test's document at `url` (on the store when it is a path) with `referrer`. */
export function goTo(url: string, referrer = ""): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(new URL(url, STORE).href);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

/** The page view track() records, for the document's URL. */
export function visitOf(url: string, referrer = "", now = NOW): Visit {
  const { search, hostname, href } = new URL(url, STORE);
  return { search, hostname, href, referrer, userAgent: USER_AGENT, now };
}

/** The cookies the document sees, raw (name → value as stored). */
export function cookieJar(): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const entry of document.cookie.split(";")) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf("=");
    jar[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return jar;
}

/** Deletes every cookie of the jar, whichever domain it was written for. */
export function clearCookies(): void {
  for (const name of Object.keys(cookieJar())) {
    for (const domain of ["", `;domain=.${COOKIE_DOMAIN}`, `;domain=.${STORE_HOST}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

/** The cookie strings written from now on (`document.cookie = …`), which still reach the jar. */
export function recordCookieWrites(): () => string[] {
  const spy = vi.spyOn(document, "cookie", "set");
  return () => spy.mock.calls.map(([value]) => String(value));
}


/** The props the plugin prints from the captured store's object (lifetime 1e-5 months: 0 minutes). */
export const WOOCOMMERCE_PROPS = {
  lifetimeMinutes: 0,
  sessionMinutes: 30,
  base64: false,
  allowTracking: true,
  prefix: "wc_order_attribution_",
  fields: WOOCOMMERCE_FIELDS,
} as const;

export { WOOCOMMERCE_FIELDS };
