import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { cookieExpiry, cookieString, setCookiesFor, setPopupCookie } from "./cookies";
import { readPopupSettings } from "./settings";

const DAY = 86_400_000;
const scope = { homeUrl: "/", cookieDomain: "" };
const NOW = Date.UTC(2026, 10, 24);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("cookie lifetimes, on the calendar in local time as Popup Maker counts them (docs/behaviour/popup.md#cookies)", () => {
  /** Local noon on a day: the dates below hold in any time zone. */
  const noon = (year: number, month: number, day: number): number => new Date(year, month - 1, day, 12).getTime();

  it.each([
    ["1 month", noon(2026, 11, 24), noon(2026, 12, 24)],
    ["1 month", noon(2026, 12, 1), noon(2027, 1, 1)],
    ["1 year", noon(2027, 6, 1), noon(2028, 6, 1)],
    ["+2 weeks", noon(2026, 12, 25), noon(2027, 1, 8)],
    ["30 days", noon(2026, 12, 1), noon(2026, 12, 31)],
    ["1 day", noon(2026, 12, 31), noon(2027, 1, 1)],
  ])("%s from %d ends at %d", (time, from, to) => {
    expect(cookieExpiry(time, from)?.getTime()).toBe(to);
  });

  it("a month from 1 December is 31 days, from 1 November 30; a year across February 2028 is 366 days", () => {
    const days = (time: string, from: number): number => Math.round(((cookieExpiry(time, from)?.getTime() ?? from) - from) / DAY);
    expect([days("1 month", noon(2026, 12, 1)), days("1 month", noon(2026, 11, 1)), days("1 year", noon(2027, 6, 1))]).toEqual([31, 30, 366]);
  });

  it.each([
    ["12 hours", 12 * 3_600_000],
    ["5 minutes", 300_000],
    ["30 secs", 30_000],
  ])("%s lasts %d ms", (time, ms) => {
    const from = noon(2026, 12, 1);
    expect((cookieExpiry(time, from)?.getTime() ?? 0) - from).toBe(ms);
  });

  it.each(["", "forever", "month", "1 fortnight", "1 constructor"])("cannot read %j", (time) => {
    expect(cookieExpiry(time, NOW)).toBeNull();
  });
});

describe("may-promo's cookies as its data-popmake sets them", () => {
  const mayPromoCookies = () => {
    loadCapturedBody("popup-shop.html");
    const overlay = document.getElementById("pum-100");
    const settings = overlay ? readPopupSettings(overlay) : null;
    if (!settings) throw new Error("no settings");
    return settings.cookies;
  };

  it("reads both cookies: pum-100 on close for 1 month, pum-100-success on the form's success for 1 year, sitewide", () => {
    expect(mayPromoCookies()).toEqual([
      { event: "on_popup_close", name: "pum-100", time: "1 month", session: false, sitewide: true },
      { event: "pum_sub_form_success", name: "pum-100-success", time: "1 year", session: false, sitewide: true },
    ]);
  });

  it("writes pum-100=true with path / for a month on close (30 days from 24 November), pum-100-success=true for a year on success", () => {
    const [close, success] = mayPromoCookies();
    if (!close || !success) throw new Error("two cookies");
    expect(cookieString(close, scope, NOW)).toBe(`pum-100=true; expires=${new Date(NOW + 30 * DAY).toUTCString()}; path=/`);
    expect(cookieString(success, scope, NOW)).toBe(`pum-100-success=true; expires=${new Date(NOW + 365 * DAY).toUTCString()}; path=/`);
  });

  it("sets only the cookies of the event", () => {
    const written: string[] = [];
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => void written.push(value));
    vi.useFakeTimers({ now: NOW });
    setCookiesFor("on_popup_close", mayPromoCookies(), scope);
    expect(written).toEqual([`pum-100=true; expires=${new Date(NOW + 30 * DAY).toUTCString()}; path=/`]);
    setCookiesFor("on_popup_open", mayPromoCookies(), scope);
    expect(written).toHaveLength(1);
  });
});

describe("other cookie settings", () => {
  it("writes a session cookie, the page's own path, and the store's cookie domain", () => {
    expect(cookieString({ event: "on_popup_close", name: "a b", time: "1 month", session: true, sitewide: false }, { homeUrl: "/", cookieDomain: ".example.com" }, NOW)).toBe("a%20b=true; domain=.example.com");
  });

  it("keeps a time it cannot read as a session cookie rather than one already expired", () => {
    expect(cookieString({ event: "x", name: "b", time: "soon", session: false, sitewide: true }, { homeUrl: "/shop/", cookieDomain: "" }, NOW)).toBe("b=true; path=/shop/");
  });

  it("survives a browser that blocks cookies", () => {
    vi.spyOn(document, "cookie", "set").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => setPopupCookie({ event: "x", name: "c", time: "1 year", session: false, sitewide: true }, scope)).not.toThrow();
  });

  it("really sets it in the document", () => {
    setPopupCookie({ event: "x", name: "pum-test", time: "1 month", session: false, sitewide: true }, scope);
    expect(document.cookie).toContain("pum-test=true");
    document.cookie = "pum-test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });
});
