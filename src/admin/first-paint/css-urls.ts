/**
 * Relative `url(...)` references of a stylesheet, made absolute before its rules move into a
 * page's inline `<style>`: there a relative reference would resolve against the page's address
 * instead of the stylesheet's, and fonts and images would 404.
 */

/**
 * A `url(` token (not the end of another function's name such as `image-url(`) and its value:
 * single-quoted, double-quoted or bare. Written without a lookbehind, which Safari before 16.4
 * cannot parse (the admin bundle targets Safari 15).
 */
const URL_TOKEN = /(^|[^\w-])url\(\s*(?:'([^']*)'|"([^"]*)"|([^'"()\s]*))\s*\)/gi;

/** Left as they are: a scheme (`data:`, `https:`), an absolute path or another host (`/`, `//`), an SVG fragment (`#`). */
const NOT_RELATIVE = /^(?:[a-z][\w+.-]*:|\/|#)/i;

/**
 * The reference `value` (as written in the sheet at `sheetUrl`) as an absolute path on the
 * sheet's own site, or a full address when it points at another site; `null` when it needs no
 * change or is not a valid reference.
 */
export function absoluteReference(value: string, sheetUrl: URL): string | null {
  if (value === "" || NOT_RELATIVE.test(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, sheetUrl);
  } catch {
    return null;
  }
  return resolved.origin === sheetUrl.origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
}

/** `css` (the text of the sheet at `sheetUrl`) with each relative `url(...)` made absolute, quotes kept. */
export function absoluteUrls(css: string, sheetUrl: URL): string {
  return css.replace(URL_TOKEN, (token: string, before: string, single?: string, double?: string, bare?: string) => {
    const value = single ?? double ?? bare ?? "";
    const absolute = absoluteReference(value, sheetUrl);
    if (absolute === null) return token;
    const quote = single !== undefined ? "'" : double !== undefined ? '"' : "";
    return `${before}url(${quote}${absolute}${quote})`;
  });
}
