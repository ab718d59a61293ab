/**
 * URLs exactly as the store's pages configure them: WooCommerce's `wc_ajax_url` with its
 * `%%endpoint%%` placeholder, and CommerceKit's `commercekit_ajs.ajax_url` (`/?commercekit-ajax`,
 * to which CommerceKit appends `=ACTION`). Only this module builds ajax URLs.
 */

export function wcEndpoint(wcAjaxUrl: string, endpoint: string): string {
  return wcAjaxUrl.toString().replace("%%endpoint%%", encodeURIComponent(endpoint));
}

/**
 * `/?commercekit-ajax` + action → `/?commercekit-ajax=ACTION`; an admin-ajax URL gets `action=ACTION`.
 * Extra query parameters (the cache-busting timestamp `v`) are appended in order.
 */
export function ckEndpoint(ckAjaxUrl: string, action: string, query: Record<string, string> = {}): string {
  const [base = "", existing = ""] = ckAjaxUrl.split("?", 2);
  const parts = existing === "" ? [] : existing.split("&");
  const emptyKey = parts.findIndex((part) => part !== "" && !part.includes("="));
  if (emptyKey >= 0) {
    parts[emptyKey] = `${parts[emptyKey]}=${encodeURIComponent(action)}`;
  } else {
    parts.push(`action=${encodeURIComponent(action)}`);
  }
  return withQuery(`${base}?${parts.join("&")}`, query);
}

/** A URL the store configured (it may carry a query already) with `query` appended in order. */
export function withQuery(url: string, query: Record<string, string>): string {
  const parts = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (parts.length === 0) return url;
  const joiner = !url.includes("?") ? "?" : /[?&]$/.test(url) ? "" : "&";
  return `${url}${joiner}${parts.join("&")}`;
}
