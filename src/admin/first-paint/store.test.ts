import { afterEach, describe, expect, it, vi } from "vitest";
import { ENDPOINT, fakeStore, hanging, html, json, KEY_A, type Answer } from "./fake-store";
import { storeCriticalCss } from "./store";

afterEach(() => {
  vi.unstubAllGlobals();
});

const target = { endpoint: ENDPOINT, nonce: "abc" };
const entry = { type: "product", key: KEY_A, css: { "theme-main": ".used{color:green}", "unused-plugin": "" } };

describe("storeCriticalCss", () => {
  it("POSTs the type, key and each sheet's rules by handle as JSON, with the REST nonce and the manager's cookies", async () => {
    const requests = fakeStore({ [ENDPOINT]: json({ stored: true, bytes: 18842 }) });
    expect(await storeCriticalCss(target, entry, 1000)).toEqual({ ok: true, bytes: 18842 });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(ENDPOINT);
    expect(request?.init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json", "X-WP-Nonce": "abc" },
      credentials: "same-origin",
    });
    expect(JSON.parse(String(request?.init.body))).toEqual({ type: "product", key: KEY_A, css: { "theme-main": ".used{color:green}", "unused-plugin": "" } });
  });

  it("reads every other answer as a failure with a sentence", async () => {
    const answers: [Answer, string][] = [
      [json({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed" }, 403), "the store answered 403 (log in again)"],
      [html("<!DOCTYPE html><html><body>Critical error</body></html>", 500), "the store answered with a page, not JSON (HTTP 500; is its REST API blocked?)"],
      [html("<!DOCTYPE html><html><body>Security check</body></html>"), "the store answered with a page, not JSON (HTTP 200; is its REST API blocked?)"],
      [json({ code: "rest_invalid_param", message: "Invalid parameter(s): key" }, 400), "the store answered 400: Invalid parameter(s): key"],
      [json({ stored: false }), "the store did not say it stored the CSS"],
      [hanging, "the store did not answer within 0.1 s"],
      [() => Promise.reject(new TypeError("Failed to fetch")), "the store could not be reached (Failed to fetch)"],
    ];
    for (const [answer, reason] of answers) {
      fakeStore({ [ENDPOINT]: answer });
      expect(await storeCriticalCss(target, entry, 100), reason).toEqual({ ok: false, reason });
    }
  });
});
