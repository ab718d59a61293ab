/**
 * Page views through the cookie jar, as sourcebuster records them
 * (docs/decisions/0020-order-attribution.md, its README): first touch written once, current touch
 * replaced by utm, organic and (outside a session) referral sources, the session's pages and the
 * visit count, the lifetime quirk.
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readOptions } from "./options";
import { clearTracking, fireDate, MIGRATIONS, readTracked, track, type TrackSettings } from "./track";
import { clearCookies, COOKIE_DOMAIN, cookieJar, goTo, NOW, recordCookieWrites, STORE, USER_AGENT, visitOf } from "./testing";

/** What WooCommerce's params give sourcebuster: 1e-5 months (0 minutes), a 30-minute session. */
const WOOCOMMERCE: TrackSettings = { lifetimeMinutes: 0, sessionMinutes: 30, base64: false };
const MINUTE = 60_000;

beforeEach(() => {
  // The cookie jar expires cookies by the clock: it reads the tests' time.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  goTo("/");
});
afterEach(() => {
  clearCookies();
  vi.useRealTimers();
});

/** Ends the session as its cookie's 30 minutes would. */
const endSession = (): void => {
  document.cookie = `sbjs_session=; max-age=-1;domain=.${COOKIE_DOMAIN}; path=/`;
};

describe("a visitor's first page view", () => {
  it("writes every cookie in sourcebuster's format", () => {
    const landing = `${STORE}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`;
    track(WOOCOMMERCE, visitOf(landing, "https://mail.example/inbox"));
    const current = "typ=utm|||src=newsletter|||mdm=email|||cmp=spring|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)";
    const extra = `fd=2026-11-20 10:30:05|||ep=${landing}|||rf=https://mail.example/inbox`;
    const jar = cookieJar();
    expect(decodeURIComponent(jar.sbjs_current ?? "")).toBe(current);
    expect(decodeURIComponent(jar.sbjs_first ?? "")).toBe(current);
    expect(decodeURIComponent(jar.sbjs_current_add ?? "")).toBe(extra);
    expect(decodeURIComponent(jar.sbjs_first_add ?? "")).toBe(extra);
    expect(decodeURIComponent(jar.sbjs_session ?? "")).toBe(`pgs=1|||cpg=${landing}`);
    expect(decodeURIComponent(jar.sbjs_udata ?? "")).toBe(`vst=1|||uip=(none)|||uag=${USER_AGENT}`);
    expect(decodeURIComponent(jar.sbjs_migrations ?? "")).toBe(MIGRATIONS);
    expect(jar.sbjs_promo).toBeUndefined();
    expect(jar.sbjs_current).toBe(
      "typ%3Dutm%7C%7C%7Csrc%3Dnewsletter%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Dspring%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29",
    );
  });

  it("writes them in sourcebuster's order, for .<host without www.> and path /", () => {
    const written = recordCookieWrites();
    track(WOOCOMMERCE, visitOf("/"));
    expect(written().map((cookie) => cookie.split("=")[0])).toEqual(["sbjs_migrations", "sbjs_current_add", "sbjs_first_add", "sbjs_current", "sbjs_first", "sbjs_udata", "sbjs_session"]);
    for (const cookie of written()) expect(cookie).toMatch(/;domain=\.shop\.example; path=\/$/);
  });

  it("fd is the UTC date and time", () => {
    expect(fireDate(Date.UTC(2027, 0, 2, 3, 4, 5))).toBe("2027-01-02 03:04:05");
  });
});

describe("the lifetime quirk (docs/behaviour/attribution.md#lifetime)", () => {
  it("WooCommerce's 1e-5 months is 0 minutes: session cookies, but the session cookie lasts 30 minutes", () => {
    const written = recordCookieWrites();
    track(WOOCOMMERCE, visitOf("/"));
    for (const cookie of written()) {
      if (cookie.startsWith("sbjs_session=")) expect(cookie).toContain(`expires=${new Date(NOW + 30 * MINUTE).toUTCString()}`);
      else expect(cookie).not.toMatch(/expires|max-age/);
    }
  });

  it("a lifetime of 6 months (sourcebuster's default) expires the cookies in 259 200 minutes", () => {
    const written = recordCookieWrites();
    track({ ...WOOCOMMERCE, lifetimeMinutes: 259200 }, visitOf("/"));
    const current = written().find((cookie) => cookie.startsWith("sbjs_current="));
    expect(current).toContain(`expires=${new Date(NOW + 259200 * MINUTE).toUTCString()}`);
  });
});

describe("browsing: the current and the first touch", () => {
  it("three more pages in the session: pages counted, the sources, their dates and the visit count kept", () => {
    const landing = `${STORE}/?utm_source=fb&utm_medium=social`;
    track(WOOCOMMERCE, visitOf(landing, "https://l.facebook.com/"));
    const before = readTracked();
    let previous = landing;
    for (const [index, path] of ["/shop/", "/product/hoodie/", "/checkout/"].entries()) {
      track(WOOCOMMERCE, visitOf(path, previous, NOW + (index + 1) * MINUTE));
      previous = `${STORE}${path}`;
    }
    const after = readTracked();
    expect(after.session).toEqual({ pgs: "4", cpg: `${STORE}/checkout/` });
    expect(after.current).toEqual(before.current);
    expect(after.first).toEqual(before.first);
    expect(after.current_add).toEqual(before.current_add);
    expect(after.udata.vst).toBe("1");
    expect(after.current.src).toBe("fb");
  });

  it("a new utm source replaces the current touch; the first touch stays", () => {
    track(WOOCOMMERCE, visitOf("/?utm_source=fb"));
    track(WOOCOMMERCE, visitOf("/shop/?utm_source=newsletter&utm_campaign=may", "", NOW + MINUTE));
    const data = readTracked();
    expect(data.first.src).toBe("fb");
    expect(data.current).toMatchObject({ typ: "utm", src: "newsletter", cmp: "may" });
    expect(data.current_add.fd).toBe(fireDate(NOW + MINUTE));
    expect(data.first_add.fd).toBe(fireDate(NOW));
    expect(data.session.pgs).toBe("2");
  });

  it("a referral inside the session is ignored; after the session it replaces the current touch and counts a visit", () => {
    track(WOOCOMMERCE, visitOf("/"));
    track(WOOCOMMERCE, visitOf("/shop/", "https://t.co/xyz"));
    expect(readTracked().current).toMatchObject({ typ: "typein", src: "(direct)", mdm: "(none)" });
    endSession();
    track(WOOCOMMERCE, visitOf("/shop/", "https://t.co/xyz", NOW + 31 * MINUTE));
    const data = readTracked();
    expect(data.current).toMatchObject({ typ: "referral", src: "twitter.com", mdm: "referral", cnt: "/xyz" });
    expect(data.current_add).toEqual({ fd: fireDate(NOW + 31 * MINUTE), ep: `${STORE}/shop/`, rf: "https://t.co/xyz" });
    expect(data.first).toMatchObject({ typ: "typein", src: "(direct)" });
    expect(data.udata.vst).toBe("2");
    expect(data.session.pgs).toBe("1");
  });

  it("organic search replaces the current touch even inside the session", () => {
    track(WOOCOMMERCE, visitOf("/?utm_source=fb"));
    track(WOOCOMMERCE, visitOf("/product/hoodie/", "https://www.google.com/"));
    expect(readTracked().current).toMatchObject({ typ: "organic", src: "google", mdm: "organic" });
    expect(readTracked().udata.vst).toBe("1");
  });

  it("a direct visit after the session keeps the current touch, and is a new visit", () => {
    track(WOOCOMMERCE, visitOf("/?utm_source=fb"));
    endSession();
    track(WOOCOMMERCE, visitOf("/cart/", "", NOW + 40 * MINUTE));
    const data = readTracked();
    expect(data.current.src).toBe("fb");
    expect(data.udata.vst).toBe("2");
    expect(data.current_add.fd).toBe(fireDate(NOW));
  });

  it("counts visits and pages over any walk of sessions and page views (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (newSessions) => {
        clearCookies();
        let visits = 0;
        let pages = 0;
        newSessions.forEach((ends, index) => {
          if (index === 0 || ends) {
            endSession();
            visits += 1;
            pages = 0;
          }
          pages += 1;
          track(WOOCOMMERCE, visitOf(`/page-${index}/`, index === 0 ? "" : `${STORE}/page-${index - 1}/`));
        });
        const data = readTracked();
        return data.udata.vst === String(visits) && data.session.pgs === String(pages) && data.first.typ === "typein";
      }),
      { numRuns: 60 },
    );
  });

  it("an empty cookie counts as none", () => {
    document.cookie = `sbjs_udata=; path=/;domain=.${COOKIE_DOMAIN}`;
    track(WOOCOMMERCE, visitOf("/"));
    expect(readTracked().udata.vst).toBe("1");
  });
});

describe("base64 cookies (WooCommerce's wc_order_attribution_use_base64_cookies)", () => {
  it("writes base64 and reads it back on the next page", () => {
    const settings = { ...WOOCOMMERCE, base64: true };
    track(settings, visitOf("/?utm_source=fb"));
    expect(cookieJar().sbjs_current).toMatch(/^[A-Za-z0-9+/]+$/);
    track(settings, visitOf("/shop/"));
    expect(readTracked().current.src).toBe("fb");
    expect(readTracked().session.pgs).toBe("2");
  });
});

describe("the promo code (sourcebuster's promocode option)", () => {
  it("is written once, from 100000–999999 by default", () => {
    const settings = { ...WOOCOMMERCE, ...readOptions({ promocode: true }, () => 0.5) };
    track(settings, visitOf("/"));
    expect(readTracked().promo).toEqual({ code: "550000" });
    track({ ...WOOCOMMERCE, ...readOptions({ promocode: true }, () => 0) }, visitOf("/shop/"));
    expect(readTracked().promo).toEqual({ code: "550000" });
  });

  it("stays within its range, padded to the length of its end (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50000 }), fc.integer({ min: 0, max: 50000 }), fc.double({ min: 0, max: 0.9999999, noNaN: true }), (min, span, random) => {
        const max = min + span;
        const code = readOptions({ promocode: { min, max } }, () => random).promo?.() ?? "";
        return code.length === String(max).length && Number(code) >= min && Number(code) <= max;
      }),
    );
  });

  it("takes the default for a missing or zero end of the range", () => {
    expect(readOptions({ promocode: { min: 0, max: 0 } }, () => 0).promo?.()).toBe("100000");
    expect(readOptions({ promocode: { min: 0, max: 0 } }, () => 0.9999999999).promo?.()).toBe("999999");
    expect(readOptions({ promocode: { min: 1, max: 99 } }, () => 0).promo?.()).toBe("01");
  });
});

describe("tracking not allowed", () => {
  it("takes every sbjs_* cookie off, at sourcebuster's domain, at the host (as WooCommerce's script does) and host-only", () => {
    track({ ...WOOCOMMERCE, ...readOptions({ promocode: true }) }, visitOf("/?utm_source=fb"));
    expect(Object.keys(cookieJar())).toHaveLength(8);
    const written = recordCookieWrites();
    clearTracking("www.shop.example");
    expect(cookieJar()).toEqual({});
    expect(written()).toContain("sbjs_current=; path=/; max-age=-999;domain=.shop.example");
    expect(written()).toContain("sbjs_current=; path=/; max-age=-999;domain=.www.shop.example");
    expect(written()).toContain("sbjs_migrations=; path=/; max-age=-999");
    expect(written()).toHaveLength(8 * 3);
  });

  it("on a host without www. writes each deletion once per distinct domain", () => {
    const written = recordCookieWrites();
    clearTracking("127.0.0.1");
    expect(written()).toHaveLength(8 * 2);
    expect(written()).toContain("sbjs_udata=; path=/; max-age=-999;domain=.127.0.0.1");
  });
});
