/**
 * sourcebuster's cookies, written and read the way its 1.2 fork in WooCommerce does
 * (docs/behaviour/attribution.md#cookies, docs/decisions/0020-order-attribution.md), so cookies
 * either script wrote read the same to the other: `key=value|||key=value`, URI-encoded (with
 * `!~*'()` encoded too), optionally base64 without its `=` padding; `path=/` and `domain=.<host>`
 * (the page's host without `www.`); `expires` only for a whole, non-zero number of minutes, else a
 * session cookie.
 */

export const DELIMITER = "|||";

/** sourcebuster's encoding: encodeURIComponent, and the five characters it leaves alone. */
export const encodeValue = (text: string): string =>
  encodeURIComponent(text).replace(/[!~*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Its decoding: what encodeValue wrote, or an old `escape()` value (then `unescape`). */
export function decodeValue(text: string): string {
  try {
    return decodeURIComponent(text).replace(/%(21|7E|2A|27|28|29)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    try {
      return unescape(text);
    } catch {
      return "";
    }
  }
}

/** A cookie's value, decoded (base64 first when it has only base64's letters); null without it. */
export function readCookie(name: string): string | null {
  const start = `${encodeValue(name)}=`;
  for (let entry of document.cookie.split(";")) {
    entry = entry.replace(/^ +/, "");
    if (!entry.startsWith(start)) continue;
    let content = entry.slice(start.length);
    // An encoded value always has a `%`, so only a base64 one passes this test.
    if (/^[A-Za-z0-9+/]+$/.test(content)) {
      try {
        content = atob(content.padEnd(Math.ceil(content.length / 4) * 4, "="));
      } catch {
        /* not base64 after all: read as written */
      }
    }
    return decodeValue(content);
  }
  return null;
}

/**
 * Writes a cookie for `domain` and its subdomains ("": host-only), expiring in `minutes` (0, or
 * not a number: a session cookie), `base64` encoded or not.
 */
export function writeCookie(name: string, value: string, minutes: number, domain: string, base64: boolean, now: number): void {
  let content = encodeValue(value);
  if (base64) content = btoa(content).replace(/=+$/, "");
  const expires = minutes ? `; expires=${new Date(now + minutes * 60_000).toUTCString()}` : "";
  document.cookie = `${encodeValue(name)}=${content}${expires}${domain ? `;domain=.${domain}` : ""}; path=/`;
}

/** `key=value|||…` as an object, each value decoded once more (sourcebuster's `parse`). */
export function unpack(packed: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (packed) {
    for (const pair of packed.split(DELIMITER)) {
      const at = pair.indexOf("=");
      out[at < 0 ? pair : pair.slice(0, at)] = at < 0 ? "" : decodeValue(pair.slice(at + 1));
    }
  }
  return out;
}

/** Values joined as sourcebuster packs them: `key=value|||key=value`. */
export const pack = (entries: readonly (readonly [string, string | number])[]): string => entries.map((entry) => entry.join("=")).join(DELIMITER);
