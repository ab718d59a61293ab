/**
 * A small cookie jar for one host (the local WordPress): enough of RFC 6265 for WordPress's
 * cookies (paths such as /wp-admin and /wp-content/plugins, expiry by Max-Age or Expires,
 * deletion by an expiry in the past). Domains are ignored: every cookie is host-only.
 */

export interface Cookie {
  name: string;
  value: string;
  path: string;
  /** Milliseconds since the epoch; null for a session cookie. */
  expires: number | null;
}

/** RFC 6265 5.1.4: the directory of the request path. */
export function defaultPath(url: URL): string {
  const path = url.pathname;
  if (!path.startsWith("/")) return "/";
  const lastSlash = path.lastIndexOf("/");
  return lastSlash <= 0 ? "/" : path.slice(0, lastSlash);
}

/** RFC 6265 5.1.4: does a cookie with `cookiePath` go with a request for `requestPath`? */
export function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath.charAt(cookiePath.length) === "/";
}

function expiryOf(attributes: Map<string, string>, now: number): number | null {
  const maxAge = attributes.get("max-age");
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge)) return now + Number(maxAge) * 1000;
  const expires = attributes.get("expires");
  if (expires !== undefined) {
    const time = Date.parse(expires);
    if (Number.isFinite(time)) return time;
  }
  return null;
}

/** Parses one Set-Cookie header; null when it has no name. */
export function parseSetCookie(header: string, requestUrl: URL, now: number = Date.now()): Cookie | null {
  const [pair = "", ...rest] = header.split(";");
  const equals = pair.indexOf("=");
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  if (name === "") return null;
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf("=");
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    attributes.set(key, eq < 0 ? "" : part.slice(eq + 1).trim());
  }
  const pathAttribute = attributes.get("path");
  const path = pathAttribute && pathAttribute.startsWith("/") ? pathAttribute : defaultPath(requestUrl);
  return { name, value, path, expires: expiryOf(attributes, now) };
}

export class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  private static key(name: string, path: string): string {
    return `${path}\t${name}`;
  }

  /** Stores a cookie as a server would have set it (path "/" unless told). */
  set(name: string, value: string, path = "/"): void {
    this.cookies.set(CookieJar.key(name, path), { name, value, path, expires: null });
  }

  /** Stores the cookies of a response; an expiry in the past deletes. */
  store(setCookieHeaders: readonly string[], requestUrl: URL, now: number = Date.now()): void {
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header, requestUrl, now);
      if (!cookie) continue;
      const key = CookieJar.key(cookie.name, cookie.path);
      if (cookie.expires !== null && cookie.expires <= now) this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
  }

  /** The Cookie header for a request, longest paths first; "" when none apply. */
  header(url: URL, now: number = Date.now()): string {
    return [...this.cookies.values()]
      .filter((cookie) => (cookie.expires === null || cookie.expires > now) && pathMatches(url.pathname, cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }

  /** Names of the cookies held (any path), for messages and checks. */
  names(): string[] {
    return [...new Set([...this.cookies.values()].map((cookie) => cookie.name))].sort();
  }

  has(predicate: (name: string) => boolean): boolean {
    return this.names().some(predicate);
  }
}
