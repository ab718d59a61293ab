import { afterEach, describe, expect, it, vi } from "vitest";
import { capturedJson, htmlResponse, jsonResponse, testConfig } from "../testing/fixtures";
import { createClient } from "./client";
import { BANNER_DISMISS_TIMEOUT_MS, dismissBannerFor, dismissComingSoonBanner, readBannerDismissed, sameOriginUrl } from "./coming-soon";
import type { FetchLike } from "./http";

/** The dismiss link of coming-soon-admin-product.html, as the demo store serves it (site-relative). */
const REST_URL = "/wp-json/wp/v2/users/1";
const NONCE = "2dc0ac92bc";

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: () => Promise<Response>): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch = vi.fn<FetchLike>((url, init) => {
    sent.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      answer().then(resolve, reject);
    });
  });
  return { fetch, sent };
}

afterEach(() => vi.useRealTimers());

describe("dismissing the coming-soon banner (docs/behaviour/server-calls.md, capture 46)", () => {
  it("POSTs woocommerce.js's body to the link's REST url with the nonce header, and reads the updated user", async () => {
    const { fetch, sent } = fakeFetch(async () => jsonResponse(capturedJson("46-rest-dismiss-coming-soon-banner")));
    const result = await dismissComingSoonBanner(fetch, REST_URL, NONCE);
    expect(result).toEqual({ ok: true, value: { dismissed: true } });
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe(`${location.origin}${REST_URL}`);
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    const headers = init.headers as Record<string, string>;
    expect(headers["X-WP-Nonce"]).toBe(NONCE);
    expect(headers["Content-Type"]).toBe("application/x-www-form-urlencoded; charset=UTF-8");
    expect(init.body).toBe("woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes");
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({ "woocommerce_meta[coming_soon_banner_dismissed]": "yes" });
  });

  it.each<[string, () => Promise<Response>, string]>([
    ["a 403 for a stale nonce", async () => jsonResponse({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed", data: { status: 403 } }, 403), "http"],
    ["a 500 error page", async () => htmlResponse("<!DOCTYPE html><p>There has been a critical error on this website.</p>", 500), "http"],
    ["an HTML page with 200", async () => htmlResponse("<!DOCTYPE html><html><body>wp_die</body></html>"), "not-json"],
    ["a truncated JSON body", async () => new Response('{"id":1,"woocommerce_meta":{', { headers: { "Content-Type": "application/json" } }), "malformed"],
    ["an empty body", async () => htmlResponse(""), "unexpected"],
    ["a user whose meta did not change", async () => jsonResponse({ id: 1, woocommerce_meta: { coming_soon_banner_dismissed: "" } }), "unexpected"],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch")), "network"],
  ])("gives %s back as a failure, never throws", async (_label, answer, kind) => {
    const { fetch } = fakeFetch(answer);
    const result = await dismissComingSoonBanner(fetch, REST_URL, NONCE);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failure.kind).toBe(kind);
  });

  it("gives up after its timeout", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Promise<Response>(() => undefined));
    const pending = dismissComingSoonBanner(fetch, REST_URL, NONCE);
    await vi.advanceTimersByTimeAsync(BANNER_DISMISS_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: false, failure: { kind: "timeout" } });
  });

  it.each([
    ["another origin", "https://evil.example/wp-json/wp/v2/users/1"],
    ["a protocol-relative url", "//evil.example/wp-json/wp/v2/users/1"],
    ["a javascript: url", "javascript:alert(1)"],
    ["nothing", ""],
  ])("sends nothing, and so no nonce, to %s", async (_label, url) => {
    const { fetch } = fakeFetch(async () => jsonResponse({}));
    const result = await dismissComingSoonBanner(fetch, url, NONCE);
    expect(fetch).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: false, failure: { kind: "unexpected" } });
  });

  it("sends nothing without a nonce", async () => {
    const { fetch } = fakeFetch(async () => jsonResponse({}));
    expect((await dismissComingSoonBanner(fetch, REST_URL, "")).ok).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("resolves urls against the page and keeps only its own origin", () => {
    expect(sameOriginUrl("/wp-json/wp/v2/users/1", "http://127.0.0.1:8080/product/hoodie/")).toBe("http://127.0.0.1:8080/wp-json/wp/v2/users/1");
    expect(sameOriginUrl("http://127.0.0.1:8080/wp-json/x", "http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/wp-json/x");
    expect(sameOriginUrl("http://127.0.0.1:8081/wp-json/x", "http://127.0.0.1:8080/")).toBeNull();
    expect(sameOriginUrl("http://[", "http://127.0.0.1:8080/")).toBeNull();
  });

  it("reads only an answer whose meta says yes", () => {
    expect(readBannerDismissed(capturedJson("46-rest-dismiss-coming-soon-banner"))).toEqual({ dismissed: true });
    for (const other of [null, [], "yes", { woocommerce_meta: null }, { woocommerce_meta: { coming_soon_banner_dismissed: true } }]) {
      expect(readBannerDismissed(other)).toBeNull();
    }
  });

  it("goes through the store client's fetch", async () => {
    const { fetch, sent } = fakeFetch(async () => jsonResponse(capturedJson("46-rest-dismiss-coming-soon-banner")));
    const client = createClient(testConfig(), { fetch });
    expect(await dismissBannerFor(client, REST_URL, NONCE)).toEqual({ ok: true, value: { dismissed: true } });
    expect((sent[0]?.init.headers as Record<string, string>)["X-WP-Nonce"]).toBe(NONCE);
  });
});
