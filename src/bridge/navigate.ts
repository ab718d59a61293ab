/**
 * Navigation to URLs that came from the server (a product_url, a remove link's href): only
 * same-origin http(s) URLs are followed, so a tampered answer cannot send a shopper elsewhere.
 */

/** Indirection so tests can observe navigation without leaving the page. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** `raw` read against `base` when it is an http(s) address, else null (garbled, `javascript:`, …). */
export function httpUrl(raw: string, base: string = window.location.href): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

export function sameOriginUrl(raw: string, base: string = window.location.href): string | null {
  const url = httpUrl(raw, base);
  return url !== null && url.origin === new URL(base).origin ? url.href : null;
}

/** Navigates and returns true, or returns false when the URL is not same-origin. */
export function navigateSameOrigin(raw: string): boolean {
  const url = sameOriginUrl(raw);
  if (url === null) return false;
  navigation.assign(url);
  return true;
}
