/**
 * src/api/cart-page.ts on its own: what each of cart.js's calls sends, which wait in the cart
 * queue, the timeouts, and what each bad answer becomes. The HTML of a 2xx answer is handed on
 * as it came: whether it is a cart page, notices or totals is the island's to judge
 * (islands/cart-page/page-html.ts, tested in cart-page.test.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { hangingResponder, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../testing/fixtures";
import { applyCoupon, calculateShipping, followCartLink, getCartTotals, removeCoupon, updateCart, updateShippingMethod, type HtmlResult } from "./cart-page";
import { CART_MUTATION_TIMEOUT_MS, createClient, DEFAULT_TIMEOUT_MS } from "./client";

afterEach(() => {
  vi.useRealTimers();
});

/** The page's own calls (the cart form's action, a remove link) carry no wc-ajax name: route "". */
function clientWith(routes: Record<string, Responder>) {
  const { fetch, calls } = routedFetch(routes);
  return { client: createClient(testConfig(), { fetch }), calls, fetch };
}

const CART_HTML = '<form class="woocommerce-cart-form"></form><div class="cart_totals"></div>';
const FIELDS = [
  ["cart[abc][qty]", "2"],
  ["woocommerce-cart-nonce", "n1"],
  ["_wp_http_referer", "/cart/"],
] as const;

/** Every call, each answered from `respond`. */
const EVERY_CALL: [string, (client: ReturnType<typeof clientWith>["client"]) => Promise<HtmlResult>, string][] = [
  ["update cart", (client) => updateCart(client, "/cart/", FIELDS, "Update cart"), ""],
  ["calculate shipping", (client) => calculateShipping(client, "/cart/", [["calc_shipping_country", "GB"]]), ""],
  ["remove link", (client) => followCartLink(client, "/cart/?remove_item=abc&_wpnonce=n1"), ""],
  ["apply coupon", (client) => applyCoupon(client, "a1", "save10"), "apply_coupon"],
  ["remove coupon", (client) => removeCoupon(client, "r1", "save10"), "remove_coupon"],
  ["shipping method", (client) => updateShippingMethod(client, "s1", { 0: "flat_rate:1" }), "update_shipping_method"],
  ["cart totals", (client) => getCartTotals(client), "get_cart_totals"],
];

describe("what each call sends", () => {
  it("posts the cart form to its action with update_cart, as cart.js's serialize() + button", async () => {
    const { client, calls } = clientWith({ "": () => htmlResponse(CART_HTML) });
    await expect(updateCart(client, "/cart/", FIELDS, "Update cart")).resolves.toEqual({ ok: true, value: CART_HTML });
    expect(calls).toEqual([
      { url: "/cart/", method: "POST", body: "cart%5Babc%5D%5Bqty%5D=2&woocommerce-cart-nonce=n1&_wp_http_referer=%2Fcart%2F&update_cart=Update+cart" },
    ]);
  });

  it("posts the calculator with calc_shipping, follows remove and undo links with GET", async () => {
    const { client, calls } = clientWith({ "": () => htmlResponse(CART_HTML) });
    await calculateShipping(client, "/cart/", [["calc_shipping_country", "GB"], ["calc_shipping_postcode", "SW1A 1AA"]]);
    await followCartLink(client, "/cart/?remove_item=abc&_wpnonce=n1");
    await followCartLink(client, "/cart/?undo_item=abc&_wpnonce=n1");
    expect(calls).toEqual([
      { url: "/cart/", method: "POST", body: "calc_shipping_country=GB&calc_shipping_postcode=SW1A+1AA&calc_shipping=x" },
      { url: "/cart/?remove_item=abc&_wpnonce=n1", method: "GET", body: "" },
      { url: "/cart/?undo_item=abc&_wpnonce=n1", method: "GET", body: "" },
    ]);
  });

  it("sends the coupon and shipping calls to WooCommerce's endpoints with wc_cart_params' nonces as `security`", async () => {
    const { client, calls } = clientWith({
      apply_coupon: () => htmlResponse('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>'),
      remove_coupon: () => htmlResponse('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>'),
      update_shipping_method: () => htmlResponse('<div class="cart_totals"></div>'),
      get_cart_totals: () => htmlResponse('<div class="cart_totals"></div>'),
    });
    await expect(applyCoupon(client, "a1", "save10")).resolves.toMatchObject({ ok: true, value: expect.stringContaining("applied") });
    await removeCoupon(client, "r1", "save10");
    await updateShippingMethod(client, "s1", { 0: "flat_rate:1", 1: "free_shipping:2" });
    await getCartTotals(client);
    expect(calls).toEqual([
      { url: "/?wc-ajax=apply_coupon", method: "POST", body: "security=a1&coupon_code=save10" },
      { url: "/?wc-ajax=remove_coupon", method: "POST", body: "security=r1&coupon=save10" },
      { url: "/?wc-ajax=update_shipping_method", method: "POST", body: "security=s1&shipping_method%5B0%5D=flat_rate%3A1&shipping_method%5B1%5D=free_shipping%3A2" },
      { url: "/?wc-ajax=get_cart_totals", method: "GET", body: "" },
    ]);
  });

  it("asks for HTML, as cart.js's dataType 'html'", async () => {
    const { client, fetch } = clientWith({ get_cart_totals: () => htmlResponse("<div></div>") });
    await getCartTotals(client);
    const headers = fetch.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers.Accept).toBe("text/html, */*; q=0.01");
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("never leaves the page's origin: a link elsewhere is refused without a request", async () => {
    const { client, calls } = clientWith({ "": () => htmlResponse(CART_HTML) });
    await expect(followCartLink(client, "https://elsewhere.example/cart/?remove_item=abc")).resolves.toEqual({ ok: false, failure: { kind: "unexpected" } });
    await expect(updateCart(client, "//elsewhere.example/cart/", FIELDS, "Update cart")).resolves.toEqual({ ok: false, failure: { kind: "unexpected" } });
    expect(calls).toEqual([]);
  });
});

describe("the cart queue", () => {
  it("sends a change after the change before it has its answer, and the totals read after both", async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const { client } = clientWith({
      "": () =>
        new Promise((resolve) => {
          order.push("update sent");
          release = () => resolve(htmlResponse(CART_HTML));
        }),
      apply_coupon: () => {
        order.push("coupon sent");
        return htmlResponse("<div class=\"woocommerce-message\">ok</div>");
      },
      get_cart_totals: () => {
        order.push("totals sent");
        return htmlResponse('<div class="cart_totals"></div>');
      },
    });
    const update = updateCart(client, "/cart/", FIELDS, "Update cart");
    const coupon = applyCoupon(client, "a1", "x");
    const totals = getCartTotals(client);
    await vi.waitFor(() => expect(order).toEqual(["update sent"]));
    release();
    await Promise.all([update, coupon, totals]);
    expect(order).toEqual(["update sent", "coupon sent", "totals sent"]);
  });
});

describe("bad answers", () => {
  it.each(EVERY_CALL)("%s: a 500 (WordPress's error page) is an HTTP failure, not HTML to swap in", async (_, call, route) => {
    const { client } = clientWith({ [route]: () => htmlResponse("<!DOCTYPE html><html><body id=\"error-page\"><p>There has been a critical error on this website.</p></body></html>", 500) });
    await expect(call(client)).resolves.toEqual({ ok: false, failure: { kind: "http", status: 500 } });
  });

  it.each(EVERY_CALL)("%s: WooCommerce's 403 `-1` (a nonce it no longer accepts) is an HTTP failure", async (_, call, route) => {
    const { client } = clientWith({ [route]: () => htmlResponse("-1", 403) });
    await expect(call(client)).resolves.toEqual({ ok: false, failure: { kind: "http", status: 403 } });
  });

  it.each(EVERY_CALL)("%s: a 200 that is not what was asked (an error page, JSON, nothing) comes back as it came, for the island to refuse", async (_, call, route) => {
    for (const body of ['<html><body><h1>Service unavailable</h1></body></html>', '{"success":false}', "", "<div class=\"cart_totals\""]) {
      const { client } = clientWith({ [route]: () => (body.startsWith("{") ? jsonResponse({ success: false }) : htmlResponse(body)) });
      await expect(call(client)).resolves.toEqual({ ok: true, value: body });
    }
  });

  it.each(EVERY_CALL)("%s: a network failure is a failure", async (_, call, route) => {
    const { client } = clientWith({ [route]: () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(call(client)).resolves.toMatchObject({ ok: false, failure: { kind: "network" } });
  });

  it("gives up after the client's timeouts: the cart's for a change, the default for the totals, each from when it is sent", async () => {
    vi.useFakeTimers();
    const { client, calls } = clientWith({ "": hangingResponder(), get_cart_totals: hangingResponder(), apply_coupon: hangingResponder() });
    const update = updateCart(client, "/cart/", FIELDS, "Update cart");
    // The read waits behind the change queued before it, then times out on its own clock.
    const totals = getCartTotals(client);
    await vi.advanceTimersByTimeAsync(CART_MUTATION_TIMEOUT_MS);
    await expect(update).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
    expect(calls.map((call) => call.url)).toEqual(["/cart/", "/?wc-ajax=get_cart_totals"]);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await expect(totals).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
    // The queue moves on after a timeout: the next change is sent.
    const coupon = applyCoupon(client, "a1", "x");
    await vi.advanceTimersByTimeAsync(CART_MUTATION_TIMEOUT_MS);
    await expect(coupon).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
    expect(calls).toHaveLength(3);
  });
});
