import { afterEach, describe, expect, it } from "vitest";
import { htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../testing/fixtures";
import type { CartLock } from "./cart-lock";
import { createClient } from "./client";
import { exposeThemeApi } from "./theme-api-expose";

function lockCounting(): CartLock & { runs: number } {
  const lock = {
    kind: "web-locks" as const,
    runs: 0,
    run<T>(task: () => Promise<T>): Promise<T> {
      lock.runs += 1;
      return task();
    },
  };
  return lock;
}

function setUp(routes: Record<string, Responder>) {
  const { fetch, calls } = routedFetch(routes);
  const lock = lockCounting();
  const client = createClient(testConfig(), { fetch, cartLock: lock });
  exposeThemeApi(client);
  const api = window.islet;
  if (!api) throw new Error("window.islet is missing");
  return { api, calls, lock, client };
}

afterEach(() => {
  Reflect.deleteProperty(window, "islet");
});

describe("window.islet.cartRequest", () => {
  it("sends a theme's cart change form-encoded, under the cart lock, and gives its JSON", async () => {
    const { api, calls, lock } = setUp({ my_bundle_add: () => jsonResponse({ fragments: {}, cart_hash: "abc" }) });
    const result = await api.cartRequest("/?wc-ajax=my_bundle_add", { product_id: 61, quantity: 2, extras: ["a", "b"] });
    expect(result).toEqual({ ok: true, data: { fragments: {}, cart_hash: "abc" } });
    expect(calls).toEqual([{ url: `${location.origin}/?wc-ajax=my_bundle_add`, method: "POST", body: "product_id=61&quantity=2&extras%5B%5D=a&extras%5B%5D=b" }]);
    expect(lock.runs).toBe(1);
  });

  it("waits its turn behind the tab's own cart requests", async () => {
    const order: string[] = [];
    const slow: Responder = () => new Promise((resolve) => setTimeout(() => resolve(jsonResponse({ step: order.push("add") })), 20));
    const { api, client } = setUp({ add_to_cart: slow, my_bundle_add: () => jsonResponse({ step: order.push("theme") }) });
    await Promise.all([client.addToCart({ product_id: "61" }), api.cartRequest("/?wc-ajax=my_bundle_add")]);
    expect(order).toEqual(["add", "theme"]);
  });

  it("refuses other origins and bodies that are not objects, sending nothing", async () => {
    const { api, calls } = setUp({});
    await expect(api.cartRequest("https://elsewhere.example/?wc-ajax=add_to_cart", {})).resolves.toEqual({ ok: false, error: "not a same-origin URL" });
    await expect(api.cartRequest("/?wc-ajax=add_to_cart", "product_id=61" as unknown as Record<string, string>)).resolves.toMatchObject({ ok: false });
    expect(calls).toHaveLength(0);
  });

  it("says what went wrong instead of rejecting", async () => {
    const { api } = setUp({ broken: () => htmlResponse("<p>Critical error</p>", 500), empty: () => htmlResponse("") });
    await expect(api.cartRequest("/?wc-ajax=broken")).resolves.toEqual({ ok: false, error: "HTTP 500" });
    await expect(api.cartRequest("/?wc-ajax=empty")).resolves.toEqual({ ok: false, error: "empty answer" });
  });

  it("is read-only", () => {
    const { api } = setUp({});
    expect(() => {
      (window as { islet?: unknown }).islet = {};
    }).toThrow();
    expect(window.islet).toBe(api);
    expect(Object.isFrozen(api)).toBe(true);
  });
});
