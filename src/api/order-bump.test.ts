import { afterEach, describe, expect, it, vi } from "vitest";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../testing/fixtures";
import { CART_MUTATION_TIMEOUT_MS, createClient, DEFAULT_TIMEOUT_MS } from "./client";
import {
  addOrderBump,
  ORDER_BUMP_ADD_ACTION,
  ORDER_BUMP_VIEWS_ACTION,
  orderBumpAddBody,
  orderBumpViewsBody,
  readOrderBumpAnswer,
  sendOrderBumpViews,
} from "./order-bump";

afterEach(() => {
  vi.useRealTimers();
});

describe("readOrderBumpAnswer", () => {
  it("reads capture 32 (the add) and capture 33 (the views) as done, with CommerceKit's message", () => {
    expect(readOrderBumpAnswer(capturedJson("32-commercekit_order_bump_add"))).toEqual({ kind: "done", message: "Sucessfully added to cart." });
    expect(readOrderBumpAnswer(capturedJson("33-commercekit_orderbump_views"))).toEqual({ kind: "done", message: "" });
  });

  it("reads CommerceKit's refusal (status 0, HTTP 200: a nonce it does not accept, a product already in the cart)", () => {
    expect(readOrderBumpAnswer({ status: 0, message: "Error on adding to cart." })).toEqual({ kind: "refused", message: "Error on adding to cart." });
    expect(readOrderBumpAnswer({ status: "0" })).toEqual({ kind: "refused", message: "" });
    expect(readOrderBumpAnswer({ status: "1", message: ["x"] })).toEqual({ kind: "done", message: "" });
  });

  it.each([[null], [0], ["1"], [[]], [{}], [{ message: "x" }], [{ status: 2 }], [{ status: true }], [{ status: "" }], [{ status: null }], [{ status: [1] }]])(
    "is null for %j, which is not CommerceKit's answer",
    (data) => {
      expect(readOrderBumpAnswer(data)).toBeNull();
    },
  );
});

describe("the bodies", () => {
  it("send product_id and the nonce as CommerceKit's fields (capture 32), the ids as a comma list (capture 33)", () => {
    expect(orderBumpAddBody({ productId: 75, nonce: "d99608d53e" })).toEqual({ product_id: 75, commercekit_nonce: "d99608d53e" });
    expect(orderBumpViewsBody({ productIds: [75, 73], nonce: "d99608d53e" })).toEqual({ product_ids: "75,73", commercekit_nonce: "d99608d53e" });
  });
});

function clientWith(routes: Record<string, Responder>) {
  const { fetch, calls } = routedFetch(routes);
  return { client: createClient(testConfig(), { fetch }), calls };
}

describe("the calls through the client", () => {
  it("POSTs both to CommerceKit's endpoint, form-encoded", async () => {
    const { client, calls } = clientWith({
      [ORDER_BUMP_ADD_ACTION]: () => jsonResponse(capturedJson("32-commercekit_order_bump_add")),
      [ORDER_BUMP_VIEWS_ACTION]: () => jsonResponse(capturedJson("33-commercekit_orderbump_views")),
    });
    await expect(addOrderBump(client, { productId: 75, nonce: "n1" })).resolves.toEqual({ ok: true, value: { kind: "done", message: "Sucessfully added to cart." } });
    await expect(sendOrderBumpViews(client, { productIds: [75, 73], nonce: "n1" })).resolves.toEqual({ ok: true, value: { kind: "done", message: "" } });
    expect(calls).toEqual([
      { url: "/?commercekit-ajax=commercekit_order_bump_add", method: "POST", body: "product_id=75&commercekit_nonce=n1" },
      { url: "/?commercekit-ajax=commercekit_orderbump_views", method: "POST", body: "product_ids=75%2C73&commercekit_nonce=n1" },
    ]);
  });

  it("queues the add behind a cart request already running; the views call waits for nothing", async () => {
    const order: string[] = [];
    let releaseAdd: () => void = () => undefined;
    const { client } = clientWith({
      add_to_cart: () =>
        new Promise((resolve) => {
          releaseAdd = () => {
            order.push("add_to_cart answered");
            resolve(jsonResponse(capturedJson("24-add_to_cart-simple")));
          };
        }),
      [ORDER_BUMP_ADD_ACTION]: () => {
        order.push("bump add sent");
        return jsonResponse(capturedJson("32-commercekit_order_bump_add"));
      },
      [ORDER_BUMP_VIEWS_ACTION]: () => {
        order.push("views sent");
        return jsonResponse(capturedJson("33-commercekit_orderbump_views"));
      },
    });
    const simple = client.addToCart({ product_id: "61" });
    const bump = addOrderBump(client, { productId: 73, nonce: "n" });
    await sendOrderBumpViews(client, { productIds: [73], nonce: "n" });
    expect(order).toEqual(["views sent"]);
    releaseAdd();
    await simple;
    await expect(bump).resolves.toMatchObject({ ok: true });
    expect(order).toEqual(["views sent", "add_to_cart answered", "bump add sent"]);
  });

  it.each([
    ["CommerceKit's refusal", () => jsonResponse({ status: 0, message: "Error on adding to cart." }), { ok: true, value: { kind: "refused", message: "Error on adding to cart." } }],
    ["a 403 (-1)", () => htmlResponse("-1", 403), { ok: false, failure: { kind: "http", status: 403 } }],
    ["a 500 error page", () => htmlResponse("<html><body>There has been a critical error</body></html>", 500), { ok: false, failure: { kind: "http", status: 500 } }],
    ["admin-ajax's 400 0 (no handler)", () => htmlResponse("0", 400), { ok: false, failure: { kind: "http", status: 400 } }],
    ["an HTML page with 200", () => htmlResponse("<!DOCTYPE html><html><body>wp_die</body></html>"), { ok: false, failure: { kind: "not-json", status: 200, contentType: "text/html; charset=UTF-8" } }],
    ["malformed JSON", () => new Response('{"status":1,"mess', { headers: { "Content-Type": "application/json" } }), { ok: false, failure: { kind: "malformed", status: 200 } }],
    ["an empty body", () => htmlResponse(""), { ok: false, failure: { kind: "unexpected" } }],
    ["JSON that is not CommerceKit's", () => jsonResponse({ success: true }), { ok: false, failure: { kind: "unexpected" } }],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), { ok: false, failure: { kind: "network", message: "Failed to fetch" } }],
  ])("turns %s into a typed result, never an exception", async (_, answer, expected) => {
    const { client } = clientWith({ [ORDER_BUMP_ADD_ACTION]: answer, [ORDER_BUMP_VIEWS_ACTION]: answer });
    await expect(addOrderBump(client, { productId: 73, nonce: "n" })).resolves.toEqual(expected);
    await expect(sendOrderBumpViews(client, { productIds: [73], nonce: "n" })).resolves.toEqual(expected);
  });

  it("gives up after the client's timeouts: the cart's for the add, the default for the views", async () => {
    vi.useFakeTimers();
    const { client } = clientWith({ [ORDER_BUMP_ADD_ACTION]: hangingResponder(), [ORDER_BUMP_VIEWS_ACTION]: hangingResponder() });
    const add = addOrderBump(client, { productId: 73, nonce: "n" });
    const views = sendOrderBumpViews(client, { productIds: [73], nonce: "n" });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await expect(views).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
    await vi.advanceTimersByTimeAsync(CART_MUTATION_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    await expect(add).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
  });

  it("is null without CommerceKit", () => {
    const client = createClient(testConfig({ ckAjaxUrl: "" }), { fetch: routedFetch({}).fetch });
    expect(addOrderBump(client, { productId: 73, nonce: "n" })).toBeNull();
    expect(sendOrderBumpViews(client, { productIds: [73], nonce: "n" })).toBeNull();
  });
});
