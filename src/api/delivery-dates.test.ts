import { describe, expect, it, vi } from "vitest";
import { capturedJson, htmlResponse, jsonResponse, testConfig } from "../testing/fixtures";
import { getDeliveryDates, readDeliveryDates } from "./delivery-dates";
import type { FetchLike } from "./http";

const config = testConfig({ requestTimeout: 50 });

function fetchAnswering(answer: () => Response | Promise<Response>) {
  return vi.fn<FetchLike>(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        Promise.resolve(answer()).then(resolve, reject);
      }),
  );
}

describe("readDeliveryDates", () => {
  it("reads capture 19: class → block HTML", () => {
    const dates = readDeliveryDates(capturedJson("19-wpced_reload_dates"));
    expect(dates && [...dates.keys()]).toEqual(["wpced-25", "wpced-61", "wpced-46"]);
    expect(dates?.get("wpced-46")).toContain('class="wpced wpced-25 ');
  });

  it("reads PHP's empty array as no dates, and drops entries that are not wpced-<id> → string", () => {
    expect(readDeliveryDates([])?.size).toBe(0);
    const dates = readDeliveryDates({ "wpced-46": "<div></div>", x: "<div></div>", "wpced-0": "a", "wpced-47": 1 });
    expect(dates && [...dates.keys()]).toEqual(["wpced-46"]);
  });

  it.each([[null], [0], ["x"], [["<div>"]]])("rejects %j", (data) => {
    expect(readDeliveryDates(data)).toBeNull();
  });
});

describe("getDeliveryDates", () => {
  it("posts action, ids[] and nonce to the wc-ajax endpoint, as capture 19", async () => {
    const fetch = fetchAnswering(() => jsonResponse(capturedJson("19-wpced_reload_dates")));
    const answer = await getDeliveryDates(fetch, config, { ids: [25, 61, 46], nonce: "998d98d216" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/?wc-ajax=wpced_reload_dates");
    expect(init?.body).toBe("action=wpced_reload_dates&ids%5B%5D=25&ids%5B%5D=61&ids%5B%5D=46&nonce=998d98d216");
    expect(answer.ok && answer.dates.size).toBe(3);
  });

  it.each([
    ["403 (-1)", () => htmlResponse("-1", 403), "http"],
    ["500 error page", () => htmlResponse("<html>critical error</html>", 500), "http"],
    ["an HTML page with 200", () => htmlResponse("<!DOCTYPE html><html></html>"), "not-json"],
    ["malformed JSON", () => new Response('{"wpced-46":"<div', { headers: { "Content-Type": "application/json" } }), "malformed"],
    ["an empty body", () => htmlResponse(""), "unexpected answer"],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "network"],
  ])("turns %s into a failure, without throwing", async (_, answer, reason) => {
    await expect(getDeliveryDates(fetchAnswering(answer), config, { ids: [46], nonce: "998d98d216" })).resolves.toEqual({ ok: false, reason });
  });

  it("gives up after the config's timeout", async () => {
    const hang = fetchAnswering(() => new Promise<Response>(() => undefined));
    await expect(getDeliveryDates(hang, config, { ids: [46], nonce: "998d98d216" })).resolves.toEqual({ ok: false, reason: "timeout" });
  });
});
