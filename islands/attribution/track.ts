/**
 * One page view, as sourcebuster's `init` records it (docs/decisions/0020-order-attribution.md, its
 * README): the migrations mark, the current source (and `_add`: when, where, from where) when this
 * view brings a new one, the first source written once, the visit count (one more for a view that
 * starts a session), the session's page count and page, and a promo code once if asked for. Every
 * cookie is read back from `document.cookie`, so blocked cookies read as none, as they do for
 * WooCommerce.
 */
import { pack, readCookie, unpack, writeCookie } from "./cookies";
import { newSource, NONE, stripWww, type PageView, type SourceRules } from "./source";

export const COOKIES = ["current", "current_add", "first", "first_add", "session", "udata", "promo"] as const;
export type Container = (typeof COOKIES)[number];
/** Every container's values, as WooCommerce's `sbjs.get` has them. */
export type TrackedData = Record<Container, Record<string, string>>;

export const cookieName = (container: Container | "migrations"): string => `sbjs_${container}`;
/** sourcebuster's one migration (1.0's delimiter change), marked done for a new visitor. */
export const MIGRATIONS = "1418474375998=1";

export interface TrackSettings extends SourceRules {
  /** Cookie lifetime in minutes (0: session cookies). */
  lifetimeMinutes: number;
  sessionMinutes: number;
  base64: boolean;
  /** A new promo code (options.ts), or none for no `sbjs_promo`. */
  promo?: () => string;
}

export interface Visit extends PageView {
  href: string;
  userAgent: string;
  now: number;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC (WooCommerce asks sourcebuster for timezone offset 0). */
export const fireDate = (now: number): string => new Date(now).toISOString().slice(0, 19).replace("T", " ");

const count = (value: string | undefined): number => parseInt(value ?? "", 10) || 1;

export function track(settings: TrackSettings, visit: Visit): void {
  const read = (container: Container | "migrations"): string | null => readCookie(cookieName(container));
  const write = (container: Container | "migrations", value: string, minutes = settings.lifetimeMinutes): void =>
    writeCookie(cookieName(container), value, minutes, stripWww(visit.hostname), settings.base64, visit.now);
  // Every visitor gets the mark; cookies from before sourcebuster 1.0 are not converted (0020).
  // An empty cookie counts as none, as it does for sourcebuster.
  if (!read("migrations")) write("migrations", MIGRATIONS);
  const inSession = !!read("session");
  const source = newSource(visit, settings, inSession, !!read("first") || !!read("current"));
  if (source) {
    const extra = pack([["fd", fireDate(visit.now)], ["ep", visit.href], ["rf", visit.referrer || NONE]]);
    write("current_add", extra);
    if (!read("first_add")) write("first_add", extra);
  }
  const current = source ?? read("current");
  if (current !== null) write("current", current);
  const written = read("current");
  if (!read("first") && written !== null) write("first", written);
  const udata = read("udata");
  const visits = udata ? count(unpack(udata).vst) + (inSession ? 0 : 1) : 1;
  write("udata", pack([["vst", visits], ["uip", NONE], ["uag", visit.userAgent]]));
  const pages = inSession ? count(unpack(read("session")).pgs) + 1 : 1;
  write("session", pack([["pgs", pages], ["cpg", visit.href]]), settings.sessionMinutes);
  if (settings.promo && !read("promo")) write("promo", `code=${settings.promo()}`);
}

/** What the cookies hold now, container by container (empty where a cookie is missing). */
export function readTracked(): TrackedData {
  const data = {} as TrackedData;
  for (const container of COOKIES) data[container] = unpack(readCookie(cookieName(container)));
  return data;
}

/**
 * Takes every `sbjs_*` cookie off (tracking disallowed): at the domain sourcebuster wrote them
 * for, at the page's host as WooCommerce's script deletes them (on `www.` hosts the two differ),
 * and host-only.
 */
export function clearTracking(hostname: string): void {
  for (const container of [...COOKIES, "migrations"] as const) {
    for (const domain of new Set([`;domain=.${stripWww(hostname)}`, `;domain=.${hostname}`, ""])) {
      document.cookie = `${cookieName(container)}=; path=/; max-age=-999${domain}`;
    }
  }
}
