import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { $cart, $cartBusy } from "../stores/cart";
import { capturedJson, htmlResponse, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import {
  CART_CREATED_KEY,
  FRAGMENTS_APPLIED_EVENT,
  FRAGMENTS_MAX_AGE_MS,
  applyFragments,
  loadFragmentsOnPageLoad,
  readValidStoredFragments,
  refreshFragments,
  storeFragments,
} from "./fragments";
import { installFakeJQuery } from "../testing/fake-jquery";

const NOW = 1795363924689;
const config = testConfig();
const withItems = capturedJson("30-get_refreshed_fragments-with-items") as { fragments: Record<string, string>; cart_hash: string };

function pageWithMiniCart(): void {
  document.body.innerHTML = `
    <div class="shoptimizer-cart"><a class="cart-contents" href="#"><span class="count">0</span></a></div>
    <div id="shoptimizerCartDrawer" role="dialog"><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div>`;
}

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  pageWithMiniCart();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe("applyFragments", () => {
  it("replaces each selector's elements and tells the runtime", () => {
    const applied = vi.fn();
    document.addEventListener(FRAGMENTS_APPLIED_EVENT, applied, { once: true });
    applyFragments(withItems.fragments);
    expect(document.querySelectorAll(".woocommerce-mini-cart-item")).toHaveLength(3);
    expect(document.querySelector(".shoptimizer-cart .count")?.textContent).toBe("4");
    expect(applied).toHaveBeenCalledOnce();
  });

  it("skips a selector the browser cannot parse", () => {
    applyFragments({ "div:contains(x)": "<p>x</p>", "div.shoptimizer-cart": '<div class="shoptimizer-cart">new</div>' });
    expect(document.querySelector(".shoptimizer-cart")?.textContent).toBe("new");
  });
});

describe("stored fragments", () => {
  const answer = { fragments: withItems.fragments, cartHash: withItems.cart_hash };

  it("are reused while the hash matches the cookie and they are younger than 24 hours", () => {
    storeFragments(config, answer, NOW);
    Cookies.set("woocommerce_cart_hash", withItems.cart_hash);
    expect(readValidStoredFragments(config, NOW + FRAGMENTS_MAX_AGE_MS - 1)).toEqual(answer);
    expect(sessionStorage.getItem(config.fragmentName)).toBe(JSON.stringify(answer.fragments));
    expect(localStorage.getItem(config.cartHashKey)).toBe(withItems.cart_hash);
  });

  it("expire after 86400000 ms", () => {
    storeFragments(config, answer, NOW);
    Cookies.set("woocommerce_cart_hash", withItems.cart_hash);
    expect(readValidStoredFragments(config, NOW + FRAGMENTS_MAX_AGE_MS + 1)).toBeNull();
  });

  it("are not reused when the cookie hash differs (the cart changed elsewhere)", () => {
    storeFragments(config, answer, NOW);
    Cookies.set("woocommerce_cart_hash", "another");
    expect(readValidStoredFragments(config, NOW)).toBeNull();
  });

  it("are not reused without the mini-cart key", () => {
    storeFragments(config, { fragments: { "div.shoptimizer-cart": "<div></div>" }, cartHash: "h" }, NOW);
    Cookies.set("woocommerce_cart_hash", "h");
    expect(readValidStoredFragments(config, NOW)).toBeNull();
  });

  it("are not reused when a hash has no creation time, or the JSON is corrupt", () => {
    storeFragments(config, answer, NOW);
    Cookies.set("woocommerce_cart_hash", withItems.cart_hash);
    sessionStorage.removeItem(CART_CREATED_KEY);
    expect(readValidStoredFragments(config, NOW)).toBeNull();
    storeFragments(config, answer, NOW);
    sessionStorage.setItem(config.fragmentName, "{not json");
    expect(readValidStoredFragments(config, NOW)).toBeNull();
  });

  it("read as absent when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => storeFragments(config, answer, NOW)).not.toThrow();
    expect(readValidStoredFragments(config, NOW)).toBeNull();
  });
});

describe("page load", () => {
  it("makes no request when there is no cart cookie", async () => {
    const { fetch } = routedFetch({});
    await expect(loadFragmentsOnPageLoad({ config, client: createClient(config, { fetch }) })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("makes no request when stored fragments are valid, and fires wc_fragments_loaded", async () => {
    const jq = installFakeJQuery();
    storeFragments(config, { fragments: withItems.fragments, cartHash: withItems.cart_hash }, NOW);
    Cookies.set("woocommerce_items_in_cart", "1");
    Cookies.set("woocommerce_cart_hash", withItems.cart_hash);
    const { fetch } = routedFetch({});
    await loadFragmentsOnPageLoad({ config, client: createClient(config, { fetch }), now: () => NOW + 1000 });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelectorAll(".woocommerce-mini-cart-item")).toHaveLength(3);
    expect($cart.get()).toMatchObject({ hash: withItems.cart_hash, count: 4 });
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_loaded"]);
    jq.uninstall();
  });

  it("refreshes once when there is a cart cookie but nothing valid stored", async () => {
    const jq = installFakeJQuery();
    Cookies.set("woocommerce_items_in_cart", "1");
    Cookies.set("woocommerce_cart_hash", withItems.cart_hash);
    const busy: number[] = [];
    const unsubscribe = $cartBusy.listen((value) => busy.push(value));
    const { fetch, calls } = routedFetch({ get_refreshed_fragments: () => jsonResponse(withItems) });
    await loadFragmentsOnPageLoad({ config, client: createClient(config, { fetch }), now: () => NOW });
    unsubscribe();
    expect(calls.map((call) => call.url)).toEqual(["/?wc-ajax=get_refreshed_fragments"]);
    expect(busy).toEqual([1, 0]);
    expect(sessionStorage.getItem(config.cartHashKey)).toBe(withItems.cart_hash);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW));
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_refreshed"]);
    jq.uninstall();
  });

  it.each([
    ["a 500", () => htmlResponse("<h1>error</h1>", 500)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><p>Service unavailable</p>")],
    ["malformed JSON", () => new Response("{", { headers: { "Content-Type": "application/json" } })],
  ])("fires wc_fragments_ajax_error on %s and leaves the page as it was", async (_label, respond) => {
    const jq = installFakeJQuery();
    const { fetch } = routedFetch({ get_refreshed_fragments: respond });
    const before = document.body.innerHTML;
    await expect(refreshFragments({ config, client: createClient(config, { fetch }) })).resolves.toBe(false);
    expect(document.body.innerHTML).toBe(before);
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_ajax_error"]);
    jq.uninstall();
  });
});
