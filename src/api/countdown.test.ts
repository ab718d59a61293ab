import { describe, expect, it } from "vitest";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../testing/fixtures";
import { createClient } from "./client";
import { COUNTDOWN_TOTAL_ACTION, getCountdownTotal, readCountdownTotal } from "./countdown";

describe("readCountdownTotal", () => {
  it("reads capture 21 (a date-range timer): the seconds left", () => {
    expect(readCountdownTotal(capturedJson("21-commercekit_get_countdown_total-daterange"))).toBe(31564002);
  });

  it("reads capture 22 (a regular timer's index, status 0) as no total", () => {
    expect(readCountdownTotal(capturedJson("22-commercekit_get_countdown_total-regular"))).toBeNull();
  });

  it("accepts status and total as PHP's digit strings, and a total of 0 (the date has passed)", () => {
    expect(readCountdownTotal({ status: "1", total: "90" })).toBe(90);
    expect(readCountdownTotal({ status: 1, total: 0 })).toBe(0);
  });

  it.each([
    [null],
    [0],
    ["31564002"],
    [[]],
    [{}],
    [{ status: 1 }],
    [{ total: 90 }],
    [{ status: 0, total: 90 }],
    [{ status: 1, total: -5 }],
    [{ status: 1, total: 1.5 }],
    [{ status: 1, total: "1e3" }],
    [{ status: 1, total: "" }],
    [{ status: 1, total: null }],
    [{ status: 1, total: Number.MAX_VALUE }],
    [{ status: 1, total: [90] }],
  ])("rejects %j", (data) => {
    expect(readCountdownTotal(data)).toBeNull();
  });
});

function ask(answer: Responder, timeoutMs = 5000) {
  const { fetch, calls } = routedFetch({ [COUNTDOWN_TOTAL_ACTION]: answer });
  const client = createClient(testConfig(), { fetch });
  return { result: getCountdownTotal(client, 1, timeoutMs), calls };
}

describe("getCountdownTotal", () => {
  it("posts index to CommerceKit's endpoint, as its script did (capture 21)", async () => {
    const { result, calls } = ask(() => jsonResponse(capturedJson("21-commercekit_get_countdown_total-daterange")));
    await expect(result).resolves.toEqual({ ok: true, value: 31564002 });
    expect(calls).toEqual([{ url: "/?commercekit-ajax=commercekit_get_countdown_total", method: "POST", body: "index=1" }]);
  });

  it.each([
    ["status 0 (capture 22)", () => jsonResponse(capturedJson("22-commercekit_get_countdown_total-regular")), "unexpected"],
    ["a 403 (-1)", () => htmlResponse("-1", 403), "http"],
    ["a 500 error page", () => htmlResponse("<html><body>There has been a critical error</body></html>", 500), "http"],
    ["admin-ajax's 400 0", () => htmlResponse("0", 400), "http"],
    ["an HTML page with 200", () => htmlResponse("<!DOCTYPE html><html></html>"), "not-json"],
    ["malformed JSON", () => new Response('{"status":1,"total":', { headers: { "Content-Type": "application/json" } }), "malformed"],
    ["an empty body", () => htmlResponse(""), "unexpected"],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "network"],
  ])("turns %s into a failure, without throwing", async (_, answer, kind) => {
    const { result } = ask(answer);
    const settled = await result;
    expect(settled?.ok).toBe(false);
    expect(settled && !settled.ok && settled.failure.kind).toBe(kind);
  });

  it("gives up after the timeout it is given", async () => {
    const { result } = ask(hangingResponder(), 30);
    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
  });

  it("is null without CommerceKit", () => {
    const client = createClient(testConfig({ ckAjaxUrl: "" }), { fetch: routedFetch({}).fetch });
    expect(getCountdownTotal(client, 1, 5000)).toBeNull();
  });
});
