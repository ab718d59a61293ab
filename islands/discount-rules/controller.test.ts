import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT_FALLBACK_MS } from "../../src/dom/after-paint";
import { createClient } from "../../src/api/client";
import { $productQuantity } from "../../src/stores/quantity";
import { readVariation, resetVariationSelection, setVariationState, type Variation } from "../../src/stores/variation";
import { answeringFetch, capturedJson, hangingResponder, htmlResponse, jsonResponse, loadCapturedBody, testConfig, type Responder } from "../../src/testing/fixtures";
import { QUANTITY_DEBOUNCE_MS, TABLE_LOADING_CLASS, TABLE_SELECTOR } from "./controller";
import { mountDiscountPrice, mountDiscountRules } from "./mount";
import type { DiscountRulesProps } from "./props";
import { $discountPriceHtml } from "../../src/stores/discount-price";

const NONCE = "291a64aa7f";
const HOODIE: DiscountRulesProps = { productId: 25, nonce: NONCE, variable: true, priceByQuantity: true, dynamicTable: true };
const TSHIRT: DiscountRulesProps = { ...HOODIE, productId: 61, variable: false };
const PRICE_QTY4 = (): Response => jsonResponse(capturedJson("16-wdr_ajax-get_price_html-qty4"));
const TABLE = (): Response => jsonResponse(capturedJson("17-wdr_ajax-get_variable_product_bulk_table"));

const variation = (id: number): Variation => {
  const parsed = readVariation({ variation_id: id, attributes: { attribute_colour: "Blue" }, is_in_stock: true, is_purchasable: true, variation_is_visible: true });
  if (!parsed) throw new Error("bad variation");
  return parsed;
};
const select = (id: number): void => setVariationState({ kind: "found", variation: variation(id) });

const q = (selector: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const text = (element: Element): string => (element.textContent ?? "").replace(/\s+/g, " ").trim();
const summaryTable = (): HTMLElement => q(`.summary ${TABLE_SELECTOR}`);

let teardown = new AbortController();

async function mount(page: string, props: DiscountRulesProps, answer: Responder) {
  loadCapturedBody(page);
  const recorded = answeringFetch(answer);
  const client = createClient(testConfig({ requestTimeout: 1000 }), { fetch: recorded.fetch });
  // The islands wrap the table and (simple products) the price area; here their parents stand in.
  await mountDiscountRules(summaryTable().parentElement ?? document.body, props, { config: testConfig(), client, signal: teardown.signal });
  return { ...recorded, client };
}
const bodies = (calls: { body: string }[]): string[] => calls.map((call) => call.body);
const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
};

beforeEach(() => {
  vi.useFakeTimers();
  teardown = new AbortController();
  resetVariationSelection();
  $productQuantity.set(1);
});
afterEach(() => {
  teardown.abort();
  vi.useRealTimers();
  $productQuantity.set(null);
});

describe("discount-rules on the Hoodie (variable)", () => {
  it("asks nothing on load and keeps the server's table", async () => {
    const served = summaryTableHtml("product-variable-hoodie.html");
    const { calls } = await mount("product-variable-hoodie.html", HOODIE, PRICE_QTY4);
    await settle();
    expect(calls).toHaveLength(0);
    expect(summaryTable().innerHTML).toBe(served);
    expect($discountPriceHtml.get()).toBeNull();
  });

  it("asks the selected variation's table once, dims it meanwhile, and shows the answer's inside", async () => {
    let answer: () => void = () => undefined;
    const { calls } = await mount("product-variable-hoodie.html", HOODIE, () => new Promise<void>((resolve) => (answer = resolve)).then(TABLE));
    select(46);
    // The choice paints first; the request and the dimmed table come after it painted.
    expect(calls).toHaveLength(0);
    expect(summaryTable().classList.contains(TABLE_LOADING_CLASS)).toBe(false);
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS);
    expect(summaryTable().classList.contains(TABLE_LOADING_CLASS)).toBe(true);
    answer();
    await settle();
    expect(bodies(calls)).toEqual(["action=wdr_ajax&method=get_variable_product_bulk_table&product_id=46&awdr_nonce=291a64aa7f"]);
    expect(summaryTable().classList.contains(TABLE_LOADING_CLASS)).toBe(false);
    expect(summaryTable().querySelector(TABLE_SELECTOR)).toBeNull();
    expect(text(summaryTable())).toMatch(/6\+ items 6 \+ 15% .*38\.25/);
    select(47);
    await settle();
    select(46);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it("asks the price at quantity 4 once, after the debounce, and publishes price_html", async () => {
    const { calls } = await mount("product-variable-hoodie.html", { ...HOODIE, dynamicTable: false }, PRICE_QTY4);
    select(46);
    await settle();
    expect(calls).toHaveLength(0);
    $productQuantity.set(2);
    $productQuantity.set(3);
    $productQuantity.set(4);
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await settle();
    expect(bodies(calls)).toEqual(["action=wdr_ajax&method=get_price_html&product_id=46&qty=4&awdr_nonce=291a64aa7f"]);
    expect($discountPriceHtml.get()).toContain("40.50");
  });

  it("asks each (variation, quantity) once: returning to an asked one paints from the cache", async () => {
    const { calls } = await mount("product-variable-hoodie.html", { ...HOODIE, dynamicTable: false }, PRICE_QTY4);
    select(46);
    $productQuantity.set(4);
    await settle();
    select(47);
    expect($discountPriceHtml.get()).toBeNull();
    await settle();
    select(46);
    expect($discountPriceHtml.get()).toContain("40.50");
    $productQuantity.set(1);
    await settle();
    expect($discountPriceHtml.get()).toBeNull();
    $productQuantity.set(4);
    await settle();
    expect(bodies(calls).map((body) => /product_id=(\d+)&qty=(\d+)/.exec(body)?.slice(1).join(":"))).toEqual(["46:4", "47:4"]);
  });

  it("aborts the request for a choice that changed before its answer", async () => {
    const hang = hangingResponder();
    const { fetch } = await mount("product-variable-hoodie.html", HOODIE, hang);
    select(46);
    await settle();
    select(47);
    await settle();
    const signals = fetch.mock.calls.map(([, init]) => init.signal);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it.each([
    ["403", () => htmlResponse("-1", 403)],
    ["500", () => htmlResponse("<html>critical error</html>", 500)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html></html>")],
    ["malformed JSON", () => new Response('{"bulk_table":"<div', { headers: { "Content-Type": "application/json" } })],
  ])("clears the table and the price area after %s, once per choice", async (_, answer) => {
    const { calls } = await mount("product-variable-hoodie.html", HOODIE, answer);
    select(46);
    $productQuantity.set(4);
    await settle();
    expect(summaryTable().innerHTML).toBe("");
    expect($discountPriceHtml.get()).toBe("");
    select(47);
    await settle();
    select(46);
    await settle();
    expect(calls).toHaveLength(4);
  });

  it("clears both after a timeout", async () => {
    loadCapturedBody("product-variable-hoodie.html");
    const { fetch } = answeringFetch(hangingResponder());
    const client = createClient(testConfig({ requestTimeout: 50 }), { fetch });
    await mountDiscountRules(summaryTable().parentElement ?? document.body, HOODIE, { config: testConfig(), client, signal: teardown.signal });
    select(46);
    $productQuantity.set(4);
    await settle();
    await vi.advanceTimersByTimeAsync(60);
    expect(summaryTable().innerHTML).toBe("");
    expect($discountPriceHtml.get()).toBe("");
  });

  it("puts the server's table and price back when the selection is reset", async () => {
    const served = summaryTableHtml("product-variable-hoodie.html");
    await mount("product-variable-hoodie.html", HOODIE, () => htmlResponse("-1", 403));
    select(46);
    $productQuantity.set(4);
    await settle();
    resetVariationSelection();
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS);
    expect(summaryTable().innerHTML).toBe(served);
    expect($discountPriceHtml.get()).toBeNull();
  });
});

describe("discount-rules on the T-Shirt (simple)", () => {
  it("asks for the product at the new quantity and the price area shows it; a failure clears it", async () => {
    let answer: Responder = () => jsonResponse({ price_html: "<span>£12.60</span>", original_price_html: "<span>£14.00</span>" });
    const { calls, client } = await mount("product-simple-t-shirt.html", TSHIRT, (call) => answer(call));
    const served = q(".summary .cgkit-as-variation-price").innerHTML;
    await mountDiscountPrice(q(".summary .cgkit-as-variation-price").parentElement ?? document.body, { config: testConfig(), client, signal: teardown.signal });
    const area = (): HTMLElement => q(".summary .cgkit-as-variation-price");
    $productQuantity.set(3);
    await settle();
    expect(bodies(calls)).toEqual(["action=wdr_ajax&method=get_price_html&product_id=61&qty=3&awdr_nonce=291a64aa7f"]);
    expect(area().innerHTML).toBe('<p class="price"><span>£12.60</span></p>');
    answer = () => htmlResponse("<!DOCTYPE html><html></html>");
    $productQuantity.set(5);
    await settle();
    expect(area().innerHTML).toBe("");
    $productQuantity.set(1);
    await settle();
    expect(area().innerHTML).toBe(served);
    expect(calls).toHaveLength(2);
  });
});

function summaryTableHtml(page: string): string {
  loadCapturedBody(page);
  return summaryTable().innerHTML;
}
