import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { navigation } from "../../src/bridge/navigate";
import { $cart, $cartAnnouncement } from "../../src/stores/cart";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, htmlResponse, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { addToCart, buttonData } from "./add-to-cart";
import { cartButtons, uninstallCartButtons } from "./behaviour";

const capBySelector = 'a.add_to_cart_button[data-product_id="67"]';
let jq: FakeJQuery;
let assign: ReturnType<typeof vi.fn>;

function setup(responder: Responder, configOverrides: Record<string, unknown> = {}) {
  const config = testConfig({ cartUrl: `${location.origin}/cart/`, ...configOverrides });
  const routes = routedFetch({ add_to_cart: responder, get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")) });
  const context = { config, client: createClient(config, { fetch: routes.fetch }) };
  cartButtons.mount(document.body, {}, context);
  return { ...routes, context };
}

function button(): HTMLElement {
  const element = document.querySelector<HTMLElement>(capBySelector);
  if (!element) throw new Error("fixture has no Baseball Cap button");
  return element;
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  loadCapturedBody("shop.html");
  jq = installFakeJQuery();
  assign = vi.fn();
  navigation.assign = assign;
  $cartDrawerOpen.set(false);
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  uninstallCartButtons();
  jq.uninstall();
});

describe("add to cart buttons", () => {
  it("send every data attribute of the real button", () => {
    expect(buttonData(button())).toEqual({
      quantity: "1",
      product_id: "67",
      product_sku: "CAP",
      success_message: "“Baseball Cap” has been added to your cart",
    });
  });

  it("go normal → loading → added, replace fragments, add 'View cart', open the drawer", async () => {
    const { calls } = setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")));
    button().click();
    expect(button().classList.contains("loading")).toBe(true);
    await flush();
    expect(calls[0]?.body).toBe("quantity=1&product_id=67&product_sku=CAP&success_message=%E2%80%9CBaseball+Cap%E2%80%9D+has+been+added+to+your+cart");
    expect(button().classList.contains("loading")).toBe(false);
    expect(button().classList.contains("added")).toBe(true);
    const viewCart = button().nextElementSibling as HTMLAnchorElement;
    expect(viewCart.matches("a.added_to_cart.wc-forward")).toBe(true);
    expect(viewCart.textContent).toBe("View cart");
    expect(viewCart.href).toBe(`${location.origin}/cart/`);
    expect(document.querySelector(".widget_shopping_cart_content .woocommerce-mini-cart-item")).not.toBeNull();
    expect($cart.get()).toMatchObject({ hash: "a57ecba9158685e37de7745b68eb3f27", count: 1 });
    expect(sessionStorage.getItem("wc_cart_hash_test")).toBe("a57ecba9158685e37de7745b68eb3f27");
    expect($cartDrawerOpen.get()).toBe(true);
    expect(jq.fired.map((event) => event.name)).toEqual(["adding_to_cart", "wc_cart_button_updated", "wc_fragments_loaded", "added_to_cart"]);
    const added = jq.fired.find((event) => event.name === "added_to_cart");
    expect(added?.args[1]).toBe("a57ecba9158685e37de7745b68eb3f27");
    expect((added?.args[2] as { 0: Element })[0]).toBe(button());
  });

  it("announce the success message one second later", async () => {
    vi.useFakeTimers();
    setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")));
    button().click();
    await vi.advanceTimersByTimeAsync(999);
    expect($cartAnnouncement.get()).not.toContain("Baseball Cap");
    await vi.advanceTimersByTimeAsync(1);
    expect($cartAnnouncement.get()).toBe("“Baseball Cap” has been added to your cart");
  });

  it("show no 'View cart' link on the cart page", async () => {
    setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")), { isCart: true });
    button().click();
    await flush();
    expect(button().nextElementSibling?.classList.contains("added_to_cart")).toBe(false);
  });

  it("do not open the drawer inside the page-builder editor", async () => {
    setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")), { isPageBuilderEditor: true });
    button().click();
    await flush();
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("send one request per click, one after another, however quick the clicks (as WooCommerce queues them)", async () => {
    const { calls } = setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")));
    button().click();
    button().click();
    button().click();
    await flush();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
  });

  it("go to the product page for an error with a same-origin product_url", async () => {
    setup(() => jsonResponse({ error: true, product_url: `${location.origin}/product/wool-beanie/` }));
    button().click();
    await flush();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/product/wool-beanie/`);
  });

  it("never follow a product_url to another origin", async () => {
    setup(() => jsonResponse({ error: true, product_url: "https://evil.example/product/" }));
    button().click();
    await flush();
    expect(assign).not.toHaveBeenCalled();
    expect(button().parentElement?.querySelector(".islet-notice")?.getAttribute("role")).toBe("alert");
  });

  it("go to the cart when redirect-after-add is 'yes'", async () => {
    setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")), { cartRedirectAfterAdd: "yes" });
    button().click();
    await flush();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/`);
  });

  it.each([
    ["a 500 page", () => htmlResponse("<h1>Error</h1>", 500)],
    ["malformed JSON", () => new Response("{", { headers: { "Content-Type": "application/json" } })],
    ["an empty answer", () => new Response("")],
    ["a 403", () => new Response("-1", { status: 403 })],
  ])("end %s with a clear message and a cart re-sync, not a stuck button", async (_label, responder) => {
    const { calls } = setup(responder);
    button().click();
    await flush();
    expect(button().classList.contains("loading")).toBe(false);
    expect(button().parentElement?.querySelector(".islet-notice")?.textContent).toBe(
      "Sorry, this item could not be added to your cart. Please try again.",
    );
    expect(calls.map((call) => call.url)).toEqual(["/?wc-ajax=add_to_cart", "/?wc-ajax=get_refreshed_fragments"]);
  });

  it("let a listener cancel the request through should_send_ajax_request.adding_to_cart", async () => {
    jq.on("should_send_ajax_request.adding_to_cart", () => false);
    const { calls } = setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")));
    button().click();
    await flush();
    expect(calls).toHaveLength(0);
    expect(jq.fired.map((event) => event.name)).toContain("ajax_request_not_sent.adding_to_cart");
  });

  it("leave buttons without a product id, and modified clicks, to the browser", async () => {
    const { calls } = setup(() => jsonResponse(capturedJson("24-add_to_cart-simple")));
    const cap = button();
    cap.removeAttribute("data-product_id");
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
    cap.dispatchEvent(plain);
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    document.querySelector<HTMLElement>('a.add_to_cart_button[data-product_id="77"]')?.dispatchEvent(withCtrl);
    await flush();
    expect(plain.defaultPrevented).toBe(false);
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe("after a failed add", () => {
  it("a successful retry removes the failure message", async () => {
    let fail = true;
    const { context } = setup(() => (fail ? htmlResponse("<h1>Error</h1>", 500) : jsonResponse(capturedJson("24-add_to_cart-simple"))));
    await addToCart(button(), context);
    expect(button().parentElement?.querySelector(".islet-notice")).not.toBeNull();
    fail = false;
    await addToCart(button(), context);
    expect(button().parentElement?.querySelector(".islet-notice")).toBeNull();
  });
});
