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

export function sameOriginUrl(raw: string, base: string = window.location.href): string | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  const here = new URL(base);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === here.origin ? url.href : null;
}

/** Navigates and returns true, or returns false when the URL is not same-origin. */
export function navigateSameOrigin(raw: string): boolean {
  const url = sameOriginUrl(raw);
  if (url === null) return false;
  navigation.assign(url);
  return true;
}
