// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WOOCOMMERCE_PROPS } from "../../islands/attribution/testing";
import { PAGES_DIR } from "../../src/testing/fixtures";
import {
  attributionIsland,
  attributionPropsFrom,
  DEFAULT_FIELDS,
  placeAttributionIsland,
  readOrderAttribution,
  sourcebusterMinutes,
  withTrackingDisallowed,
} from "./islands-attribution";
import { placeIslands } from "./islands";
import { applyLegacyRule, pageTypeOf, printedScriptsOf } from "./legacy";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const PAGES = readdirSync(PAGES_DIR).filter((name) => name.endsWith(".html")).sort();
const ISLAND = attributionIsland(WOOCOMMERCE_PROPS);
const count = (html: string, text: string): number => html.split(text).length - 1;

describe("WooCommerce's object on the captured pages", () => {
  it("is printed on every page but the one that died part-way, with the captured params", () => {
    const withObject = PAGES.filter((name) => readOrderAttribution(page(name)) !== null);
    expect(withObject).toEqual(PAGES.filter((name) => name !== "coming-soon-visitor-product.html"));
    expect(readOrderAttribution(page("shop.html"))).toMatchObject({
      params: { lifetime: 1e-5, session: 30, base64: false, prefix: "wc_order_attribution_", allowTracking: true },
      fields: DEFAULT_FIELDS,
    });
  });

  it("becomes the island's props: the lifetime in whole minutes (0: session cookies), everything else as printed", () => {
    const object = readOrderAttribution(page("checkout-with-items.html"));
    expect(object && attributionPropsFrom(object)).toEqual(WOOCOMMERCE_PROPS);
    expect(Object.keys(WOOCOMMERCE_PROPS.fields)).toEqual(Object.keys(DEFAULT_FIELDS));
  });
});

describe("sourcebuster's lifetime in minutes (parseInt of months × 30 days)", () => {
  it.each([
    [1e-5, 0],
    [0.00001, 0],
    [6, 259200],
    [0.5, 21600],
    [1, 43200],
    [0, 259200],
    [null, 259200],
    ["abc", 259200],
    ["2", 86400],
    [-1, -43200],
    [1e-11, 4],
    [1e17, 4],
    [1e8, 1e12],
    [2.3e-5, 0],
    [2.4e-5, 1],
  ])("%s months → %s minutes", (months, minutes) => {
    expect(sourcebusterMinutes(months)).toBe(minutes);
  });
});

describe("the island's props from other objects", () => {
  it("falls back to WooCommerce's documented defaults where the object lacks a value", () => {
    expect(attributionPropsFrom({})).toEqual({ lifetimeMinutes: 259200, sessionMinutes: 30, base64: false, allowTracking: true, prefix: "wc_order_attribution_", fields: DEFAULT_FIELDS });
    expect(attributionPropsFrom({ params: { allowTracking: false, base64: 1, session: "15", prefix: "x_" }, fields: { only: "current.typ" } })).toMatchObject({
      allowTracking: false,
      base64: true,
      sessionMinutes: 15,
      prefix: "x_",
      fields: { only: "current.typ" },
    });
    expect(attributionPropsFrom({ fields: { bad: 1 } }).fields).toEqual(DEFAULT_FIELDS);
    expect(attributionPropsFrom({ params: { session: 0 } }).sessionMinutes).toBe(30);
  });
});

describe("placeAttributionIsland", () => {
  it("places the island once before </body> on every page with WooCommerce's script, and takes both of WooCommerce's scripts off", () => {
    for (const name of PAGES) {
      const raw = page(name);
      if (!raw.includes("</body>")) continue;
      const placed = placeAttributionIsland(raw);
      expect(count(placed, '<div data-island="attribution"'), name).toBe(1);
      expect(placed, name).toBe(raw.replace(/<\/body>(?![\s\S]*<\/body>)/, `${ISLAND}\n</body>`));
      expect(applyLegacyRule(placed, pageTypeOf(raw), printedScriptsOf(raw)).handles, name).toEqual(expect.arrayContaining(["sourcebuster-js", "wc-order-attribution"]));
    }
  });

  it("is part of every page's placement, before the notices island", () => {
    for (const name of ["home.html", "shop.html", "product-variable-hoodie.html", "checkout-with-items.html", "cart-with-items.html"]) {
      const placed = placeIslands(page(name), { page: name });
      expect(count(placed, '<div data-island="attribution"'), name).toBe(1);
      const notices = placed.indexOf('<div data-island="notices"');
      if (notices >= 0) expect(placed.indexOf('<div data-island="attribution"'), name).toBeLessThan(notices);
    }
  });

  it("leaves a page without WooCommerce's script or object alone", () => {
    const raw = page("shop.html");
    const withoutScript = raw.replace(/<script[^>]*id="wc-order-attribution-js"[^>]*><\/script>/, "");
    expect(placeAttributionIsland(withoutScript)).toBe(withoutScript);
    const withoutObject = raw.replace("var wc_order_attribution = ", "var other_object = ");
    expect(placeAttributionIsland(withoutObject)).toBe(withoutObject);
    const placed = placeAttributionIsland(raw);
    expect(placeAttributionIsland(placed, raw)).toBe(placed);
  });

  it("leaves the page to WooCommerce's scripts where a printed script needs them (a consent integration)", () => {
    const raw = page("shop.html").replace("</body>", '<script src="/consent.js" id="wp-consent-api-integration-js"></script>\n</body>');
    const deps = { ...printedScriptsOf(raw).deps, "wp-consent-api-integration": ["wc-order-attribution"] };
    expect(placeAttributionIsland(raw, raw, deps)).toBe(raw);
    const sbjsUser = page("shop.html").replace("</body>", '<script src="/crm.js" id="crm-js"></script>\n</body>');
    expect(placeAttributionIsland(sbjsUser, sbjsUser, { ...printedScriptsOf(sbjsUser).deps, crm: ["sourcebuster-js"] })).toBe(sbjsUser);
  });
});

describe("?tracking=off", () => {
  it("prints allowTracking false, and only in the attribution island's props", () => {
    const placed = placeIslands(page("checkout-with-items.html"), { page: "checkout-with-items.html" });
    const off = withTrackingDisallowed(placed);
    expect(off).toBe(placed.replace(ISLAND, attributionIsland({ ...WOOCOMMERCE_PROPS, allowTracking: false })));
    expect(withTrackingDisallowed(off)).toBe(off);
  });
});
