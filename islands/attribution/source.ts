/**
 * Which source a page view brings, by sourcebuster's documented rules (README, CHANGELOG;
 * docs/decisions/0020-order-attribution.md): utm parameters (or `gclid` / `yclid`) first, then an
 * organic search engine's referrer, then (outside a session) any other site's referrer, then, for a
 * visitor with no source yet, typein. Null when the current source stays as it is.
 */
import { pack } from "./cookies";

export const NONE = "(none)";

/** Custom organic sources: `host` and `param` (the query's keyword parameter) are both required. */
export interface Organic {
  host: string;
  param: string;
  display?: string;
}

/** Custom referral sources (`host` required): shown as `display`, with `medium` for utm_medium. */
export interface Referral {
  host: string;
  medium?: string;
  display?: string;
}

/** sourcebuster's options for sources: custom ones go before its own (options.ts reads them). */
export interface SourceRules {
  organics?: readonly Organic[];
  referrals?: readonly Referral[];
  /** utm_source and utm_medium of direct traffic. */
  typein?: { source: string; medium: string };
}

/** Direct traffic: source (direct), medium (none) (docs/behaviour/constants.md#attribution). */
export const TYPEIN = { source: "(direct)", medium: "(none)" } as const;

/** The engines sourcebuster knows beside Google and Yandex (host, keyword parameter, name), after any custom ones. */
export const ORGANICS: readonly Organic[] = "bing.com q bing,yahoo.com p yahoo,about.com q about,aol.com q aol,ask.com q ask,globososo.com q globo,go.mail.ru q go.mail.ru,rambler.ru query rambler,tut.by query tut.by"
  .split(",")
  .map((entry) => {
    const [host = "", param = "", display = ""] = entry.split(" ");
    return { host, param, display };
  });
export const REFERRALS: readonly Referral[] = [
  { host: "t.co", display: "twitter.com" },
  { host: "plus.url.google.com", display: "plus.google.com" },
];

/** The main cookies' keys, in sourcebuster's order. */
const MAIN_KEYS = ["typ", "src", "mdm", "cmp", "cnt", "trm", "id", "plt", "fmt", "tct"];
/** The parameters that make a visit utm traffic, beside `gclid` and `yclid`. */
const UTM = "source medium campaign content term id source_platform creative_format marketing_tactic".split(" ").map((name) => `utm_${name}`);
const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/;

export interface PageView {
  /** `location.search`, with its `?`. */
  search: string;
  referrer: string;
  hostname: string;
}

type Query = (name: string) => string | undefined;

/**
 * A query's parameters as sourcebuster reads them: split on `&` and `=`, nothing decoded, a
 * value only up to a second `=`, repeated names joined with commas; absent (undefined) when
 * the name never came with a `=`.
 */
export function readQuery(query: string): Query {
  const values = new Map<string, (string | undefined)[]>();
  for (const part of query.split("&")) {
    const [name = "", value] = part.split("=");
    const list = values.get(name);
    if (list && list[0] !== undefined) list.push(value);
    else values.set(name, [value]);
  }
  return (name) => {
    const list = values.get(name);
    return list && list.length > 1 ? list.join(",") : list?.[0];
  };
}

/** sourcebuster's host: the first `www.` taken out, wherever it is. */
export const stripWww = (host: string): string => host.replace("www.", "");

/** `host` is `base` or one of its subdomains (host names are lower case in a URL). */
const within = (host: string, base: string): boolean => {
  const lower = base.toLowerCase();
  return host === lower || host.endsWith(`.${lower}`);
};

/** Packs the 10 main values; the ones left out are `(none)`. */
const main = (...values: string[]): string => pack(MAIN_KEYS.map((key, index) => [key, values[index] ?? NONE]));

function organicSource({ hostname: host, search }: URL, rules: SourceRules): string | null | undefined {
  const query = search.slice(1);
  if (query && YANDEX.test(host) && query.includes("text=")) return "yandex";
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return "google";
  const found = query ? [...(rules.organics ?? []), ...ORGANICS].find((organic) => within(host, organic.host) && query.toLowerCase().includes(`${organic.param.toLowerCase()}=`)) : null;
  return found && (found.display || found.host);
}

function utmSource(get: Query, referrer: URL | null, search: string): string {
  const google = get("gclid") !== undefined;
  const paid = (googleValue: string, yandexValue: string): string => (google ? googleValue : get("yclid") !== undefined ? yandexValue : NONE);
  // Without utm_term, Yandex Direct's keyword comes in its referrer's `text` parameter (in the
  // page's own query when the referrer has none: sourcebuster falls back to it there).
  const yandexTerm = referrer && YANDEX.test(referrer.hostname) ? readQuery(referrer.search.slice(1) || search)("text") : undefined;
  const [source, medium, campaign, content, term, ...rest] = UTM.map(get);
  return main(
    "utm",
    source ?? paid("google", "yandex"),
    medium ?? paid("cpc", "cpc"),
    campaign ?? paid("google_cpc", "yandex_cpc"),
    content ?? NONE,
    term ?? (yandexTerm || NONE),
    // utm_id and the three newer ones: an empty value is none too.
    ...rest.map((value) => value || NONE),
  );
}

function parseReferrer(referrer: string): URL | null {
  try {
    return referrer ? new URL(referrer) : null;
  } catch {
    return null;
  }
}

/**
 * The new current source of this page view, packed for `sbjs_current`, or null when the current
 * one stays. `inSession`: the visitor has a session cookie; `known`: a first or current source.
 */
export function newSource(view: PageView, rules: SourceRules, inSession: boolean, known: boolean): string | null {
  const search = view.search.slice(1);
  const get = readQuery(search);
  const url = parseReferrer(view.referrer);
  if ([...UTM, "gclid", "yclid"].some((name) => get(name) !== undefined)) return utmSource(get, url, search);
  // A referrer from this site or one of its subdomains is no source.
  if (url && !within(stripWww(url.hostname), stripWww(view.hostname))) {
    const organic = organicSource(url, rules);
    if (organic) return main("organic", organic, "organic");
    if (!inSession) {
      const alias = [...(rules.referrals ?? []), ...REFERRALS].find((referral) => within(url.hostname, referral.host));
      return main("referral", alias ? alias.display || alias.host : stripWww(url.hostname), alias?.medium || "referral", NONE, url.pathname);
    }
  }
  const { source, medium } = rules.typein ?? TYPEIN;
  return known ? null : main("typein", source, medium);
}
