import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { navigation } from "../../src/bridge/navigate";
import { $cart } from "../../src/stores/cart";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { $nonce, setNonceSource } from "../../src/stores/nonce";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { addCardVariation } from "./add";

const BLUE_L = { productId: 25, variationId: 47, attributes: { attribute_colour: "Blue", attribute_size: "L" } };
let jq: FakeJQuery;
let fetchNonce: ReturnType<typeof vi.fn<() => Promise<string | null>>>;

function setup(responder: Responder, configOverrides: Record<string, unknown> = {}) {
  const config = testConfig({ cartUrl: `${location.origin}/cart/`, requestTimeout: 50, ...configOverrides });
  const routes = routedFetch({
    commercekit_ajax_as_add_to_cart: responder,
    get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")),
  });
  const context = { config, client: createClient(config, { fetch: routes.fetch }) };
  const control = document.createElement("button");
  document.body.append(control);
  return { ...routes, context, control };
}

beforeEach(() => {
  loadCapturedBody("shop.html");
  jq = installFakeJQuery();
  navigation.assign = vi.fn();
  $cartDrawerOpen.set(false);
  sessionStorage.clear();
  fetchNonce = vi.fn(() => Promise.resolve<string | null>("d99608d53e"));
  setNonceSource({ fetchNonce, readCookie: () => undefined, writeCookie: () => undefined });
});

afterEach(() => {
  setNonceSource(null);
  jq.uninstall();
});

describe("addCardVariation", () => {
  it("posts CommerceKit's fields with the awaited nonce, then does what any add does (capture 26)", async () => {
    const { calls, context, control } = setup(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")));
    await expect(addCardVariation(BLUE_L, context, control)).resolves.toEqual({ kind: "added" });
    expect(new URLSearchParams(calls[0]?.body).get("commercekit_nonce")).toBe("d99608d53e");
    expect(new URLSearchParams(calls[0]?.body).get("variations[attribute_size]")).toBe("L");
    expect($cart.get()).toMatchObject({ hash: "7767f08c7f51fb837f74d987e023ca4b", count: 4 });
    expect($cartDrawerOpen.get()).toBe(true);
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_loaded", "added_to_cart"]);
    expect((jq.fired[1]?.args[2] as { 0: Element })[0]).toBe(control);
  });

  it("returns the store's refusal with its notices (capture 29), and changes nothing", async () => {
    const { context, control } = setup(() => jsonResponse(capturedJson("29-commercekit_ajax_as_add_to_cart-outofstock")));
    const outcome = await addCardVariation(BLUE_L, context, control);
    expect(outcome).toMatchObject({ kind: "refused", message: "Error on adding to cart." });
    expect(outcome.kind === "refused" && outcome.noticesHtml).toContain("because the product is out of stock.");
    expect($cartDrawerOpen.get()).toBe(false);
    expect(jq.fired).toEqual([]);
  });

  it("forgets an expired nonce on a 403, says it failed and re-syncs the cart", async () => {
    const { calls, context, control } = setup(() => htmlResponse("-1", 403));
    await expect(addCardVariation(BLUE_L, context, control)).resolves.toEqual({ kind: "failed", message: context.config.i18n.addFailed });
    expect($nonce.get().status).toBe("idle");
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain("/?wc-ajax=get_refreshed_fragments"));
  });

  it.each([
    ["a 500", () => htmlResponse("<html>error</html>", 500)],
    ["malformed JSON", () => new Response("{oops", { status: 200, headers: { "Content-Type": "application/json" } })],
    ["an HTML page", () => htmlResponse("<html>login</html>", 200)],
    ["a garbled answer", () => jsonResponse({ status: 1 })],
  ])("says it failed on %s, without an uncaught error", async (_name, responder: Responder) => {
    const { context, control } = setup(responder);
    await expect(addCardVariation(BLUE_L, context, control)).resolves.toEqual({ kind: "failed", message: context.config.i18n.addFailed });
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("sends nothing and says it failed when no nonce can be had", async () => {
    fetchNonce.mockResolvedValue(null);
    const { calls, context, control } = setup(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")));
    await expect(addCardVariation(BLUE_L, context, control)).resolves.toMatchObject({ kind: "failed" });
    expect(calls).toEqual([]);
  });

  it("goes to the cart instead when redirect-after-add is on", async () => {
    const { context, control } = setup(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")), { cartRedirectAfterAdd: true });
    await expect(addCardVariation(BLUE_L, context, control)).resolves.toEqual({ kind: "navigated" });
    expect(navigation.assign).toHaveBeenCalledWith(`${location.origin}/cart/`);
  });

  it("says it failed when the cart request times out", async () => {
    vi.useFakeTimers();
    try {
      const { context, control } = setup(hangingResponder());
      const outcome = addCardVariation(BLUE_L, context, control);
      await vi.advanceTimersByTimeAsync(20000);
      await expect(outcome).resolves.toMatchObject({ kind: "failed" });
    } finally {
      vi.useRealTimers();
    }
  });
});
