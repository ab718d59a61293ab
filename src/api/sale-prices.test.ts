import { describe, expect, it, vi } from "vitest";
import { capturedJson, htmlResponse, jsonResponse, testConfig } from "../testing/fixtures";
import type { FetchLike } from "./http";
import { getSalePrices, readSalePercents, SALE_PRICES_ACTION } from "./sale-prices";

const config = testConfig({ requestTimeout: 50 });

function fetchAnswering(answer: () => Response | Promise<Response>) {
  return vi.fn<FetchLike>((_input, init) => {
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      Promise.resolve(answer()).then(resolve, reject);
    });
  });
}

describe("readSalePercents", () => {
  it("reads capture 20: variation id → label, as sent", () => {
    const percents = readSalePercents(capturedJson("20-shoptimizer_get_sale_prices"));
    expect(percents && Object.fromEntries(percents)).toEqual({ 47: "-36%", 41: "-20%", 42: "-20%", 43: "-20%", 44: "-20%", 45: "-20%" });
  });

  it("reads PHP's empty array as no percentages", () => {
    expect(readSalePercents({ percents: [] })?.size).toBe(0);
    expect(readSalePercents({ percents: {} })?.size).toBe(0);
  });

  it("drops entries that are not a variation id with a label", () => {
    const percents = readSalePercents({ percents: { "47": "-36%", x: "-1%", "0": "-2%", "-3": "-3%", "41": 20, "42": "", "43": null } });
    expect(percents && Object.fromEntries(percents)).toEqual({ 47: "-36%" });
  });

  it.each([[null], [false], [0], ["-20%"], [[]], [{}], [{ percents: null }], [{ percents: "-20%" }], [{ percents: ["-20%"] }]])(
    "rejects %j",
    (data) => {
      expect(readSalePercents(data)).toBeNull();
    },
  );
});

describe("getSalePrices", () => {
  it("posts action then product_id to admin-ajax, as the theme does (capture 20)", async () => {
    const fetch = fetchAnswering(() => jsonResponse(capturedJson("20-shoptimizer_get_sale_prices")));
    const answer = await getSalePrices(fetch, config, 25);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/wp-admin/admin-ajax.php");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(`action=${SALE_PRICES_ACTION}&product_id=25`);
    expect(answer.ok && answer.percents.get(42)).toBe("-20%");
  });

  it.each([
    ["403 (-1)", () => htmlResponse("-1", 403), "http"],
    ["500 error page", () => htmlResponse("<html><body>There has been a critical error</body></html>", 500), "http"],
    ["HTML with 200", () => htmlResponse("<!DOCTYPE html><html></html>"), "not-json"],
    ["malformed JSON", () => new Response('{"percents":{"47":', { headers: { "Content-Type": "application/json" } }), "malformed"],
    ["an empty body", () => htmlResponse(""), "unexpected answer"],
    ["admin-ajax's 0", () => htmlResponse("0"), "unexpected answer"],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "network"],
  ])("turns %s into a failure, without throwing", async (_, answer, reason) => {
    await expect(getSalePrices(fetchAnswering(answer), config, 25)).resolves.toEqual({ ok: false, reason });
  });

  it("gives up after the config's timeout", async () => {
    const fetch = fetchAnswering(() => new Promise<Response>(() => undefined));
    await expect(getSalePrices(fetch, config, 25)).resolves.toEqual({ ok: false, reason: "timeout" });
  });

  it("stops when the page's signal aborts", async () => {
    const controller = new AbortController();
    const pending = getSalePrices(fetchAnswering(() => new Promise<Response>(() => undefined)), testConfig(), 25, controller.signal);
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, reason: "aborted" });
  });
});
