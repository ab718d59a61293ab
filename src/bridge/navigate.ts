/**
 * Navigation to URLs that came from the server (a product_url, a remove link's href): only
 * same-origin http(s) URLs are followed, so a tampered answer cannot send a shopper elsewhere.
 */

import { ownUrl } from "../api/http";

/** Indirection so tests can observe navigation without leaving the page. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** `raw` as an absolute URL when it is this site's own http(s) address, else null (one rule with the requests': src/api/http.ts). */
export function sameOriginUrl(raw: string, base: string = window.location.href): string | null {
  return ownUrl(raw, base)?.href ?? null;
}

/** Navigates and returns true, or returns false when the URL is not same-origin. */
export function navigateSameOrigin(raw: string): boolean {
  const url = sameOriginUrl(raw);
  if (url === null) return false;
  navigation.assign(url);
  return true;
}
