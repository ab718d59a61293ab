/**
 * The traffic source of a page view, against a table of landing URLs and referrers with the
 * values WooCommerce's sourcebuster gives them, as its documentation and our decision record
 * describe them (docs/decisions/0020-order-attribution.md; sourcebuster's README: "UTM and Organic
 * source always overrides any previous source. Typein never overrides a previous source. Referral
 * source overrides previous source only if there is no user session").
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unpack } from "./cookies";
import { newSource, readQuery, type PageView, type SourceRules } from "./source";

const HOST = "www.shop.example";
const NO_RULES: SourceRules = {};

/** The source a visitor with no cookies gets, unpacked; null when it is kept. */
function sourceOf(landing: string, referrer = "", options: { inSession?: boolean; known?: boolean; rules?: SourceRules } = {}): Record<string, string> | null {
  const url = new URL(landing, `https://${HOST}`);
  const view: PageView = { search: url.search, referrer, hostname: url.hostname };
  const packed = newSource(view, options.rules ?? NO_RULES, options.inSession ?? false, options.known ?? false);
  return packed === null ? null : unpack(packed);
}

/** The 10 main values with `(none)` for the rest. */
function expected(typ: string, src: string, mdm: string, rest: Partial<Record<"cmp" | "cnt" | "trm" | "id" | "plt" | "fmt" | "tct", string>> = {}): Record<string, string> {
  const none = "(none)";
  return { typ, src, mdm, cmp: none, cnt: none, trm: none, id: none, plt: none, fmt: none, tct: none, ...rest };
}

describe("utm traffic", () => {
  it("takes every utm parameter, WooCommerce's 9 fields' worth", () => {
    const landing =
      "/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero&utm_term=hoodie&utm_id=42&utm_source_platform=klaviyo&utm_creative_format=banner&utm_marketing_tactic=retargeting";
    expect(sourceOf(landing, "https://mail.example/")).toEqual(
      expected("utm", "newsletter", "email", { cmp: "spring_sale", cnt: "hero", trm: "hoodie", id: "42", plt: "klaviyo", fmt: "banner", tct: "retargeting" }),
    );
  });

  it.each([
    ["/?utm_source=fb", expected("utm", "fb", "(none)")],
    ["/?utm_medium=cpc", expected("utm", "(none)", "cpc")],
    ["/?utm_campaign=x", expected("utm", "(none)", "(none)", { cmp: "x" })],
    ["/?utm_id=7", expected("utm", "(none)", "(none)", { id: "7" })],
    ["/?utm_marketing_tactic=prospecting", expected("utm", "(none)", "(none)", { tct: "prospecting" })],
    // Google Ads and Yandex Direct click ids (sourcebuster's README, "campaign_param").
    ["/?gclid=sMtH", expected("utm", "google", "cpc", { cmp: "google_cpc" })],
    ["/?gclid=sMtH&utm_campaign=brand", expected("utm", "google", "cpc", { cmp: "brand" })],
    ["/?yclid=123", expected("utm", "yandex", "cpc", { cmp: "yandex_cpc" })],
    ["/?gclid=1&utm_source=bing&utm_medium=paid", expected("utm", "bing", "paid", { cmp: "google_cpc" })],
  ])("%s", (landing, values) => {
    expect(sourceOf(landing)).toEqual(values);
  });

  it("packs values as the URL has them (nothing decoded, `+` kept): each is decoded once as it is read back", () => {
    const view: PageView = { search: "?utm_source=news%20letter&utm_campaign=a+b&utm_term=a%7C%7C%7Cb", referrer: "", hostname: HOST };
    expect(newSource(view, NO_RULES, false, false)).toBe(
      "typ=utm|||src=news%20letter|||mdm=(none)|||cmp=a+b|||cnt=(none)|||trm=a%7C%7C%7Cb|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)",
    );
    expect(sourceOf(view.search)).toEqual(expected("utm", "news letter", "(none)", { cmp: "a+b", trm: "a|||b" }));
  });

  it("reads parameters as sourcebuster does: a name without `=` is absent, an empty value is a value, repeats join", () => {
    expect(sourceOf("/?utm_source")).toEqual(expected("typein", "(direct)", "(none)"));
    expect(sourceOf("/?utm_source=&utm_id=")).toEqual(expected("utm", "", "(none)"));
    expect(sourceOf("/?utm_source=a&utm_source=b")).toEqual(expected("utm", "a,b", "(none)"));
    expect(sourceOf("/?utm_source=a=b")).toEqual(expected("utm", "a", "(none)"));
  });

  it("overrides any source, in a session or not", () => {
    expect(sourceOf("/?utm_source=x", "", { inSession: true, known: true })?.src).toBe("x");
  });

  it("takes Yandex Direct's keyword from its referrer without utm_term", () => {
    expect(sourceOf("/?yclid=1", "https://yandex.ru/clck/jsredir?text=hoodie")?.trm).toBe("hoodie");
    expect(sourceOf("/?yclid=1&utm_term=cap", "https://yandex.ru/?text=hoodie")?.trm).toBe("cap");
  });

  it("is any utm parameter, whatever its value (property)", () => {
    const names = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "utm_id", "utm_source_platform", "utm_creative_format", "utm_marketing_tactic", "gclid", "yclid"];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.stringMatching(/^[\w.~-]{1,20}$/), fc.webUrl(), fc.boolean(), (name, value, referrer, inSession) => {
        const source = sourceOf(`/product/hoodie/?${name}=${value}`, referrer, { inSession, known: true });
        return source?.typ === "utm";
      }),
    );
  });
});

describe("organic traffic: search engines (the defaults in docs/behaviour/constants.md#attribution, besides Google and Yandex)", () => {
  it.each([
    ["https://www.google.com/", "google"],
    ["https://www.google.co.uk/search?q=hoodie", "google"],
    ["https://google.de/", "google"],
    ["https://yandex.ru/search/?text=hoodie", "yandex"],
    ["https://www.bing.com/search?q=hoodie", "bing"],
    ["https://search.yahoo.com/search?p=hoodie", "yahoo"],
    ["https://www.about.com/?q=hoodie", "about"],
    ["https://search.aol.com/aol/search?q=hoodie", "aol"],
    ["https://www.ask.com/web?q=hoodie", "ask"],
    ["https://www.globososo.com/?q=hoodie", "globo"],
    ["https://go.mail.ru/search?q=hoodie", "go.mail.ru"],
    ["https://nova.rambler.ru/search?query=hoodie", "rambler"],
    ["https://search.tut.by/?query=hoodie", "tut.by"],
  ])("%s → %s", (referrer, engine) => {
    expect(sourceOf("/", referrer)).toEqual(expected("organic", engine, "organic"));
  });

  it("needs the engine's keyword parameter (not Google's): without it the engine is a referral", () => {
    expect(sourceOf("/", "https://www.bing.com/")).toEqual(expected("referral", "bing.com", "referral", { cnt: "/" }));
    expect(sourceOf("/", "https://yandex.ru/")).toEqual(expected("referral", "yandex.ru", "referral", { cnt: "/" }));
    expect(sourceOf("/", "https://www.bing.com/search?form=x")).toEqual(expected("referral", "bing.com", "referral", { cnt: "/search" }));
  });

  it("Google is google.<tld> with or without www., not its other hosts", () => {
    expect(sourceOf("/", "https://news.google.com/")).toEqual(expected("referral", "news.google.com", "referral", { cnt: "/" }));
  });

  it("overrides the current source, even within a session", () => {
    expect(sourceOf("/", "https://www.google.com/", { inSession: true, known: true })?.typ).toBe("organic");
  });
});

describe("referral traffic", () => {
  it.each([
    ["https://www.facebook.com/groups/123/", expected("referral", "facebook.com", "referral", { cnt: "/groups/123/" })],
    ["https://blog.example/post?x=1#top", expected("referral", "blog.example", "referral", { cnt: "/post" })],
    // The referral aliases (docs/behaviour/constants.md#attribution): t.co is shown as twitter.com.
    ["https://t.co/AbC123", expected("referral", "twitter.com", "referral", { cnt: "/AbC123" })],
    ["https://plus.url.google.com/url?q=x", expected("referral", "plus.google.com", "referral", { cnt: "/url" })],
  ])("%s", (referrer, values) => {
    expect(sourceOf("/product/hoodie/", referrer)).toEqual(values);
  });

  it("keeps the current source inside a session, replaces it outside one (property)", () => {
    fc.assert(
      fc.property(fc.domain(), fc.boolean(), (domain, inSession) => {
        fc.pre(!/(^|\.)(google\.|yandex\.|shop\.example$)/.test(domain));
        const source = sourceOf("/", `https://${domain}/page`, { inSession, known: true });
        return inSession ? source === null : source?.typ === "referral" && source.src === domain.replace("www.", "") && source.cnt === "/page";
      }),
    );
  });
});

describe("typein (direct) traffic and the store's own pages", () => {
  it("a first visit with no referrer: (direct) / (none)", () => {
    expect(sourceOf("/")).toEqual(expected("typein", "(direct)", "(none)"));
  });

  it("never overrides a known source", () => {
    expect(sourceOf("/", "", { known: true })).toBeNull();
    expect(sourceOf("/", "", { known: true, inSession: false })).toBeNull();
  });

  it("the store's own pages and its subdomains are no referrer (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom("https://www.shop.example", "https://shop.example", "http://blog.shop.example", "https://a.b.shop.example"), fc.webPath(), fc.boolean(), (origin, path, inSession) => {
        const known = sourceOf("/cart/", `${origin}${path}`, { inSession, known: true });
        const first = sourceOf("/cart/", `${origin}${path}`, { inSession });
        return known === null && first?.typ === "typein";
      }),
    );
  });
});

describe("sourcebuster's options (docs/behaviour/attribution.md#sources: organic entries need a host and a param, referral entries a host)", () => {
  const rules: SourceRules = {
    organics: [{ host: "duckduckgo.com", param: "q", display: "ddg" }, { host: "ecosia.org", param: "q" }],
    referrals: [{ host: "facebook.com", medium: "social" }, { host: "l.instagram.com", display: "instagram", medium: "social" }],
    typein: { source: "direct", medium: "none" },
  };

  it("custom engines and referrals go before sourcebuster's own, shown by their display or host", () => {
    expect(sourceOf("/", "https://duckduckgo.com/?q=hoodie", { rules })).toEqual(expected("organic", "ddg", "organic"));
    expect(sourceOf("/", "https://www.ecosia.org/search?q=hoodie", { rules })).toEqual(expected("organic", "ecosia.org", "organic"));
    expect(sourceOf("/", "https://m.facebook.com/", { rules })).toEqual(expected("referral", "facebook.com", "social", { cnt: "/" }));
    expect(sourceOf("/", "https://l.instagram.com/x", { rules })).toEqual(expected("referral", "instagram", "social", { cnt: "/x" }));
  });

  it("typein's own source and medium", () => {
    expect(sourceOf("/", "", { rules })).toEqual(expected("typein", "direct", "none"));
  });
});

describe("readQuery", () => {
  it("reads like sourcebuster: first value, later repeats joined, a bare name absent until it gets a value", () => {
    const get = readQuery("a&a=1&b=2&b&b=3&c=x=y");
    expect(get("a")).toBe("1");
    expect(get("b")).toBe("2,,3");
    expect(get("c")).toBe("x");
    expect(get("d")).toBeUndefined();
  });
});
