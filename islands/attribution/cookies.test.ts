import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeValue, encodeValue, pack, readCookie, unpack, writeCookie } from "./cookies";
import { clearCookies, COOKIE_DOMAIN, cookieJar, goTo, NOW, recordCookieWrites } from "./testing";

// sourcebuster decodes the five characters encodeURIComponent leaves alone once more after
// decoding, so a text that holds one of their escapes (a literal "%21") comes back as the
// character: its cookies read the same in our code and in its script, which is what counts.
const SECOND_DECODE = /%(21|7E|2A|27|28|29)/;

beforeEach(() => goTo("/"));
afterEach(clearCookies);

describe("sourcebuster's encoding (docs/behaviour/attribution.md#cookies: URI-encoded values)", () => {
  it.each([
    ["typ=utm|||src=google", "typ%3Dutm%7C%7C%7Csrc%3Dgoogle"],
    ["(none)", "%28none%29"],
    ["it's ~*!", "it%27s%20%7E%2A%21"],
    ["Café 🧥", "Caf%C3%A9%20%F0%9F%A7%A5"],
    ["a%20b", "a%2520b"],
  ])("encodes %j as %j, and back", (text, encoded) => {
    expect(encodeValue(text)).toBe(encoded);
    expect(decodeValue(encoded)).toBe(text);
  });

  it("reads a value an old escape() wrote, and a broken one as it comes", () => {
    expect(decodeValue("%E9t%E9")).toBe("été");
    expect(decodeValue("%ZZ")).toBe("%ZZ");
  });

  it("round-trips any text but the escapes sourcebuster decodes twice", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }).filter((text) => !SECOND_DECODE.test(text)), (text) => decodeValue(encodeValue(text)) === text));
  });

  it("decodes a text's own escape of those five characters once more, as sourcebuster does", () => {
    expect(decodeValue(encodeValue("%21 and %7E"))).toBe("! and ~");
  });
});

describe("packed values", () => {
  it("packs key=value|||key=value, and unpacks decoding each value once more", () => {
    expect(pack([["vst", 2], ["uip", "(none)"], ["uag", "UA"]])).toBe("vst=2|||uip=(none)|||uag=UA");
    expect(unpack("typ=utm|||src=a%20b|||cmp=x=y|||bare")).toEqual({ typ: "utm", src: "a b", cmp: "x=y", bare: "" });
    expect(unpack(null)).toEqual({});
  });

  it("keeps any raw query value through the cookie: its text comes back decoded", () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !SECOND_DECODE.test(text)), fc.boolean(), (text, base64) => {
        writeCookie("sbjs_current", pack([["typ", "utm"], ["src", encodeValue(text)]]), 0, COOKIE_DOMAIN, base64, NOW);
        return unpack(readCookie("sbjs_current")).src === text;
      }),
    );
  });
});

describe("the cookies themselves", () => {
  it("writes path /, domain .<host without www.>, and no expiry for a lifetime of 0 (session cookies)", () => {
    const written = recordCookieWrites();
    writeCookie("sbjs_udata", "vst=1", 0, COOKIE_DOMAIN, false, NOW);
    expect(written()).toEqual(["sbjs_udata=vst%3D1;domain=.shop.example; path=/"]);
    expect(readCookie("sbjs_udata")).toBe("vst=1");
  });

  it("expires after a whole number of minutes", () => {
    const written = recordCookieWrites();
    writeCookie("sbjs_session", "pgs=1", 30, COOKIE_DOMAIN, false, NOW);
    expect(written()).toEqual(["sbjs_session=pgs%3D1; expires=Fri, 20 Nov 2026 11:00:05 GMT;domain=.shop.example; path=/"]);
  });

  it("is host-only without a domain", () => {
    const written = recordCookieWrites();
    writeCookie("sbjs_session", "pgs=1", 0, "", false, NOW);
    expect(written()).toEqual(["sbjs_session=pgs%3D1; path=/"]);
  });

  it("base64: the encoded value in base64 without its = padding, read back either way", () => {
    writeCookie("sbjs_first", "typ=typein|||src=(direct)", 0, COOKIE_DOMAIN, true, NOW);
    expect(cookieJar().sbjs_first).toBe(btoa("typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29").replace(/=+$/, ""));
    expect(readCookie("sbjs_first")).toBe("typ=typein|||src=(direct)");
    // A cookie written before base64 was switched on still reads.
    writeCookie("sbjs_current", "typ=typein", 0, COOKIE_DOMAIN, false, NOW);
    expect(readCookie("sbjs_current")).toBe("typ=typein");
  });

  it("reads the cookie of that exact name, and none when it is missing", () => {
    document.cookie = "xsbjs_current=nope; path=/";
    document.cookie = "sbjs_current_add=fd%3Dx; path=/";
    expect(readCookie("sbjs_current")).toBeNull();
    expect(readCookie("sbjs_current_add")).toBe("fd=x");
  });
});
