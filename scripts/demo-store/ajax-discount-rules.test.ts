// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AWDR_NONCE, bulkTableHtml, wdrAnswer, WDR_ACTION } from "./ajax-discount-rules";
import { loadCatalogue } from "./catalogue";
import { FAULT_COOKIE } from "./faults";
import { AJAX_DIR } from "./paths";
import { Client, startTestStore, type TestStore } from "./test-helpers";

const catalogue = loadCatalogue();
const capture = (name: string): string => readFileSync(path.join(AJAX_DIR, name), "utf8");
const form = (entries: Record<string, string>): Map<string, string> => new Map(Object.entries({ action: WDR_ACTION, awdr_nonce: AWDR_NONCE, ...entries }));
const body = (entries: Record<string, string>): string => String(wdrAnswer(catalogue, form(entries)).body);
const priceHtml = (id: number, qty: number): string =>
  (JSON.parse(body({ method: "get_price_html", product_id: String(id), qty: String(qty) })) as { price_html: string }).price_html;

describe("wdr_ajax get_price_html", () => {
  it("is the action and method the captured requests post", () => {
    expect(capture("15-wdr_ajax-get_price_html-qty1.txt")).toContain(`[--data] action=${WDR_ACTION}&method=get_price_html&product_id=46&qty=1&awdr_nonce=${AWDR_NONCE}`);
  });

  it("answers Blue M (46) at quantities 1 and 4 exactly as captures 15 and 16", () => {
    expect(body({ method: "get_price_html", product_id: "46", qty: "1" })).toBe(capture("15-wdr_ajax-get_price_html-qty1.json"));
    expect(body({ method: "get_price_html", product_id: "46", qty: "4" })).toBe(capture("16-wdr_ajax-get_price_html-qty4.json"));
  });

  it("applies the Hoodie's tiers: 10% from 3 to 5, 15% from 6, on the variation's own price", () => {
    expect(priceHtml(46, 2)).not.toContain("<del>");
    expect(priceHtml(46, 3)).toContain("40.50");
    expect(priceHtml(46, 5)).toContain("40.50");
    expect(priceHtml(46, 6)).toContain("38.25");
    const grayL = catalogue.get(42);
    expect(grayL && priceHtml(42, 4)).toContain(((Math.round((grayL?.price ?? 0) * 0.9)) / 100).toFixed(2));
  });

  it("has no rule for other products: the T-Shirt's sale price at any quantity, its regular price struck out", () => {
    const amount = (pounds: string): string =>
      `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${pounds}</bdi></span>`;
    expect(priceHtml(61, 10)).toBe(`<del>${amount("18.00")}</del>&nbsp;<ins>${amount("14.00")}</ins>`);
  });

  it("strikes out a variation's regular price: Gray M (£36 on sale from £45) at 4 → £32.40", () => {
    expect(priceHtml(41, 4)).toMatch(/^<del>.*45\.00.*<\/del>&nbsp;<ins>.*32\.40.*<\/ins>$/);
  });

  it("answers a wrong nonce with 403 -1, an unknown method with 0, and an unknown product with false", () => {
    expect(wdrAnswer(catalogue, form({ method: "get_price_html", product_id: "46", qty: "4", awdr_nonce: "0000000000" }))).toMatchObject({ status: 403, body: "-1" });
    expect(wdrAnswer(catalogue, form({ method: "nope" }))).toMatchObject({ status: 200, body: "0" });
    expect(body({ method: "get_price_html", product_id: "999", qty: "4" })).toBe('{"price_html":false,"original_price_html":false}');
  });
});

describe("wdr_ajax get_variable_product_bulk_table", () => {
  it("answers Blue M (46) exactly as capture 17", () => {
    expect(body({ method: "get_variable_product_bulk_table", product_id: "46" })).toBe(capture("17-wdr_ajax-get_variable_product_bulk_table.json"));
  });

  it("prices the table from the variation's own price, and has no table without a rule", () => {
    const grayL = catalogue.get(42);
    expect(grayL && grayL.price).toBeLessThan(4500);
    expect(grayL && bulkTableHtml(catalogue, grayL)).not.toContain("40.50");
    const tshirt = catalogue.get(61);
    expect(tshirt && bulkTableHtml(catalogue, tshirt)).toBe("");
  });
});

describe("wdr_ajax through the demo store", () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await startTestStore(300);
  });
  afterAll(() => t.stop());

  it("routes the admin-ajax action", async () => {
    const res = await new Client(t.store.url).post("/wp-admin/admin-ajax.php", { action: WDR_ACTION, method: "get_price_html", product_id: "46", qty: "4", awdr_nonce: AWDR_NONCE });
    expect(await res.text()).toBe(capture("16-wdr_ajax-get_price_html-qty4.json"));
  });

  it("honours the fault cookie", async () => {
    const client = new Client(t.store.url);
    client.cookies.set(FAULT_COOKIE, `${WDR_ACTION}:403`);
    const res = await client.post("/wp-admin/admin-ajax.php", { action: WDR_ACTION, method: "get_price_html", product_id: "46", qty: "4", awdr_nonce: AWDR_NONCE });
    expect(res.status).toBe(403);
  });
});
