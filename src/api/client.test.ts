import { afterEach, describe, expect, it, vi } from "vitest";
import {
  capturedJson,
  hangingResponder,
  htmlResponse,
  jsonResponse,
  routedFetch,
  testConfig,
} from "../testing/fixtures";
import { createClient } from "./client";
import { ckEndpoint, wcEndpoint } from "./endpoints";
import { encodeForm } from "./http";

afterEach(() => {
  vi.useRealTimers();
});

describe("endpoints", () => {
  it("fills WooCommerce's %%endpoint%% placeholder", () => {
    expect(wcEndpoint("/?wc-ajax=%%endpoint%%", "add_to_cart")).toBe("/?wc-ajax=add_to_cart");
  });

  it("builds CommerceKit URLs as its pages configure them", () => {
    expect(ckEndpoint("/?commercekit-ajax", "commercekit_get_nonce", { v: "1795363924689" })).toBe(
      "/?commercekit-ajax=commercekit_get_nonce&v=1795363924689",
    );
    expect(ckEndpoint("/wp-admin/admin-ajax.php", "commercekit_get_nonce", { v: "1" })).toBe(
      "/wp-admin/admin-ajax.php?action=commercekit_get_nonce&v=1",
    );
  });

  it("form-encodes bodies like jQuery.param", () => {
    expect(encodeForm({ product_id: 61, quantity: 1, ids: ["1", "2"], meta: { a: "b c" } })).toBe(
      "product_id=61&quantity=1&ids%5B%5D=1&ids%5B%5D=2&meta%5Ba%5D=b+c",
    );
  });
});

describe("client", () => {
  it("posts add_to_cart form-encoded and reads the captured answer", async () => {
    const { fetch, calls } = routedFetch({ add_to_cart: () => jsonResponse(capturedJson("24-add_to_cart-simple")) });
    const client = createClient(testConfig(), { fetch });
    const result = await client.addToCart({ product_sku: "TSHIRT", product_id: "61", quantity: "1" });
    expect(calls[0]).toMatchObject({ url: "/?wc-ajax=add_to_cart", method: "POST", body: "product_sku=TSHIRT&product_id=61&quantity=1" });
    const init = fetch.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/x-www-form-urlencoded; charset=UTF-8");
    expect(result.ok && result.value.kind).toBe("added");
    if (result.ok && result.value.kind === "added") {
      expect(result.value.cartHash).toBe("a57ecba9158685e37de7745b68eb3f27");
      expect(Object.keys(result.value.fragments)).toEqual(["div.widget_shopping_cart_content", "div.shoptimizer-cart"]);
    }
  });

  it("reads an error with product_url", async () => {
    const { fetch } = routedFetch({ add_to_cart: () => jsonResponse(capturedJson("27-add_to_cart-variable-parent-error")) });
    const result = await createClient(testConfig(), { fetch }).addToCart({ product_id: "25" });
    expect(result).toEqual({ ok: true, value: { kind: "error", productUrl: "http://127.0.0.1:8881/product/hoodie/" } });
  });

  it("treats an empty 200 body as WooCommerce's 'nothing happened'", async () => {
    const { fetch } = routedFetch({ add_to_cart: () => new Response("", { status: 200 }) });
    const result = await createClient(testConfig(), { fetch }).addToCart({ quantity: "1" });
    expect(result).toEqual({ ok: true, value: { kind: "empty" } });
  });

  it("runs cart requests one at a time, in order", async () => {
    const log: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const { fetch } = routedFetch({
      add_to_cart: (call) => {
        log.push(`start ${call.body}`);
        if (call.body.includes("product_id=1")) {
          return new Promise((resolve) => {
            releaseFirst = () => {
              log.push("end product_id=1");
              resolve(jsonResponse(capturedJson("24-add_to_cart-simple")));
            };
          });
        }
        log.push(`end ${call.body}`);
        return jsonResponse(capturedJson("24-add_to_cart-simple"));
      },
      remove_from_cart: (call) => {
        log.push(`remove ${call.body}`);
        return jsonResponse(capturedJson("35-remove_from_cart"));
      },
    });
    const client = createClient(testConfig(), { fetch });
    const first = client.addToCart({ product_id: "1" });
    const second = client.addToCart({ product_id: "2" });
    const third = client.removeFromCart("abc");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(["start product_id=1"]);
    expect(client.cartQueue.size).toBe(3);
    releaseFirst();
    await Promise.all([first, second, third]);
    expect(log).toEqual(["start product_id=1", "end product_id=1", "start product_id=2", "end product_id=2", "remove cart_item_key=abc"]);
  });

  it("keeps the queue going after a failed request", async () => {
    const { fetch } = routedFetch({
      add_to_cart: (call) => (call.body.includes("product_id=1") ? Promise.reject(new TypeError("offline")) : jsonResponse(capturedJson("24-add_to_cart-simple"))),
    });
    const client = createClient(testConfig(), { fetch });
    const [first, second] = await Promise.all([client.addToCart({ product_id: "1" }), client.addToCart({ product_id: "2" })]);
    expect(first).toEqual({ ok: false, failure: { kind: "network", message: "offline" } });
    expect(second.ok).toBe(true);
  });

  it("times get_refreshed_fragments out after the configured 5000 ms", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = routedFetch({ get_refreshed_fragments: hangingResponder() });
    const pending = createClient(testConfig(), { fetch, now: () => 1795363924689 }).getRefreshedFragments();
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls[0]?.body).toBe("time=1795363924689");
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
  });

  it("reports an abort by the caller as aborted", async () => {
    const { fetch } = routedFetch({ add_to_cart: hangingResponder() });
    const controller = new AbortController();
    const pending = createClient(testConfig(), { fetch }).addToCart({ product_id: "61" }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, failure: { kind: "aborted" } });
  });

  it.each([
    ["malformed JSON", () => new Response('{"fragments":{', { status: 200, headers: { "Content-Type": "application/json" } }), { kind: "malformed", status: 200 }],
    ["an HTML error page", () => htmlResponse("<!DOCTYPE html><html><body>There has been a critical error</body></html>"), { kind: "not-json", status: 200, contentType: "text/html; charset=UTF-8" }],
    ["a 403 for an expired nonce", () => new Response("-1", { status: 403 }), { kind: "http", status: 403 }],
    ["a 500", () => htmlResponse("<h1>Internal Server Error</h1>", 500), { kind: "http", status: 500 }],
  ])("turns %s into a typed failure", async (_label, respond, failure) => {
    const { fetch } = routedFetch({ get_refreshed_fragments: respond });
    await expect(createClient(testConfig(), { fetch }).getRefreshedFragments()).resolves.toEqual({ ok: false, failure });
  });

  it("treats JSON without fragments as unexpected for a refresh", async () => {
    const { fetch } = routedFetch({ get_refreshed_fragments: () => jsonResponse({ success: false }) });
    await expect(createClient(testConfig(), { fetch }).getRefreshedFragments()).resolves.toEqual({ ok: false, failure: { kind: "unexpected" } });
  });

  it("GETs CommerceKit's nonce and mini-cart blocks with a timestamp", async () => {
    const { fetch, calls } = routedFetch({
      commercekit_get_nonce: () => jsonResponse(capturedJson("02-commercekit_get_nonce")),
      commercekit_mini_cart_blocks: () => jsonResponse(capturedJson("31-commercekit_mini_cart_blocks")),
    });
    const client = createClient(testConfig(), { fetch, now: () => 42 });
    await expect(client.getNonce()).resolves.toEqual({ ok: true, value: { nonce: "d99608d53e" } });
    const blocks = await client.getMiniCartBlocks();
    expect(blocks?.ok && blocks.value.beforeCart).toContain("cgkit-fsn-bar");
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /?commercekit-ajax=commercekit_get_nonce&v=42",
      "GET /?commercekit-ajax=commercekit_mini_cart_blocks&v=42",
    ]);
  });

  it("makes no CommerceKit call on a store without CommerceKit", () => {
    const { fetch } = routedFetch({});
    const client = createClient(testConfig({ ckAjaxUrl: "" }), { fetch });
    expect(client.getNonce()).toBeNull();
    expect(client.getMiniCartBlocks()).toBeNull();
    expect(client.postCommerceKit("commercekit_ajax_as_add_to_cart", {}, (data) => data, { cart: true })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
