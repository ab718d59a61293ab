import { describe, expect, it, vi } from "vitest";
import { capturedJson, htmlResponse, jsonResponse, testConfig } from "../testing/fixtures";
import { getBulkTable, getDiscountPrice, readBulkTable, readDiscountPrice } from "./discount-rules";
import type { FetchLike } from "./http";

const config = testConfig({ requestTimeout: 50 });
const NONCE = "291a64aa7f";

function fetchAnswering(answer: () => Response | Promise<Response>) {
  return vi.fn<FetchLike>(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        Promise.resolve(answer()).then(resolve, reject);
      }),
  );
}

const BAD_ANSWERS: [string, () => Response | Promise<Response>, string][] = [
  ["403 (-1)", () => htmlResponse("-1", 403), "http"],
  ["500 error page", () => htmlResponse("<html><body>There has been a critical error</body></html>", 500), "http"],
  ["an HTML page with 200", () => htmlResponse("<!DOCTYPE html><html></html>"), "not-json"],
  ["malformed JSON", () => new Response('{"price_html":"<span', { headers: { "Content-Type": "application/json" } }), "malformed"],
  ["an empty body", () => htmlResponse(""), "unexpected answer"],
  ["admin-ajax's 0", () => htmlResponse("0"), "unexpected answer"],
  ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "network"],
];

describe("readDiscountPrice", () => {
  it("reads price_html of captures 15 and 16", () => {
    expect(readDiscountPrice(capturedJson("15-wdr_ajax-get_price_html-qty1"))).toContain("45.00");
    const qty4 = readDiscountPrice(capturedJson("16-wdr_ajax-get_price_html-qty4"));
    expect(qty4).toMatch(/^<del>.*45\.00.*<\/del>&nbsp;<ins>.*40\.50.*<\/ins>$/);
  });

  it("falls back to original_price_html when price_html is empty or false, as the plugin does", () => {
    expect(readDiscountPrice({ price_html: false, original_price_html: "<b>£45</b>" })).toBe("<b>£45</b>");
    expect(readDiscountPrice({ price_html: "", original_price_html: "<b>£45</b>" })).toBe("<b>£45</b>");
  });

  it.each([[null], [0], ["x"], [[]], [{}], [{ price_html: false, original_price_html: false }], [{ price_html: 45 }]])("rejects %j", (data) => {
    expect(readDiscountPrice(data)).toBeNull();
  });
});

describe("readBulkTable", () => {
  it("reads capture 17's table, and an empty table as a valid answer", () => {
    expect(readBulkTable(capturedJson("17-wdr_ajax-get_variable_product_bulk_table"))).toContain('class="awdr-bulk-customizable-table"');
    expect(readBulkTable({ bulk_table: "" })).toBe("");
  });

  it.each([[null], [0], [{}], [{ bulk_table: false }], [[]]])("rejects %j", (data) => {
    expect(readBulkTable(data)).toBeNull();
  });
});

describe("getDiscountPrice", () => {
  it("posts the body of capture 16 to admin-ajax", async () => {
    const fetch = fetchAnswering(() => jsonResponse(capturedJson("16-wdr_ajax-get_price_html-qty4")));
    const answer = await getDiscountPrice(fetch, config, { productId: 46, quantity: 4, nonce: NONCE });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/wp-admin/admin-ajax.php");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("action=wdr_ajax&method=get_price_html&product_id=46&qty=4&awdr_nonce=291a64aa7f");
    expect(answer.ok && answer.html).toContain("40.50");
  });

  it.each(BAD_ANSWERS)("turns %s into a failure, without throwing", async (_, answer, reason) => {
    await expect(getDiscountPrice(fetchAnswering(answer), config, { productId: 46, quantity: 4, nonce: NONCE })).resolves.toEqual({ ok: false, reason });
  });

  it("gives up after the config's timeout, and stops when aborted", async () => {
    const hang = fetchAnswering(() => new Promise<Response>(() => undefined));
    await expect(getDiscountPrice(hang, config, { productId: 46, quantity: 4, nonce: NONCE })).resolves.toEqual({ ok: false, reason: "timeout" });
    const controller = new AbortController();
    const pending = getDiscountPrice(hang, testConfig(), { productId: 46, quantity: 4, nonce: NONCE }, controller.signal);
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, reason: "aborted" });
  });
});

describe("getBulkTable", () => {
  it("posts the body of capture 17 to admin-ajax", async () => {
    const fetch = fetchAnswering(() => jsonResponse(capturedJson("17-wdr_ajax-get_variable_product_bulk_table")));
    const answer = await getBulkTable(fetch, config, { productId: 46, nonce: NONCE });
    expect(fetch.mock.calls[0]?.[1].body).toBe("action=wdr_ajax&method=get_variable_product_bulk_table&product_id=46&awdr_nonce=291a64aa7f");
    expect(answer.ok && answer.html).toContain("38.25");
  });

  it.each(BAD_ANSWERS)("turns %s into a failure, without throwing", async (_, answer, reason) => {
    await expect(getBulkTable(fetchAnswering(answer), config, { productId: 46, nonce: NONCE })).resolves.toEqual({ ok: false, reason });
  });
});
