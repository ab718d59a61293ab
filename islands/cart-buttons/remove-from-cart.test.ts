import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { applyFragments } from "../../src/bridge/fragments";
import { navigation } from "../../src/bridge/navigate";
import { $cart, $cartAnnouncement, $cartBusy } from "../../src/stores/cart";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, decodeNamedEntities, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { cartButtons, uninstallCartButtons } from "./behaviour";
import { BLOCKED_CLASS } from "./remove-from-cart";

const TSHIRT_KEY = "7f39f8317fbdb1988ef4c628eba02591";
let jq: FakeJQuery;
let assign: ReturnType<typeof vi.fn>;

function mountWith(responder: Responder) {
  const config = testConfig();
  const routes = routedFetch({ remove_from_cart: responder });
  cartButtons.mount(document.body, {}, { config, client: createClient(config, { fetch: routes.fetch }) });
  return routes;
}

function removeLink(): HTMLAnchorElement {
  const link = document.querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-cart_item_key="${TSHIRT_KEY}"]`);
  if (!link) throw new Error("no T-Shirt row");
  return link;
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  // The drawer with the captured mini cart (T-Shirt, Hoodie Blue M, Hoodie Blue L).
  document.body.innerHTML = `<div id="shoptimizerCartDrawer" role="dialog" aria-label="Cart drawer"><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div>`;
  const captured = capturedJson("30-get_refreshed_fragments-with-items") as { fragments: Record<string, string> };
  const fragments = Object.fromEntries(Object.entries(captured.fragments).map(([key, html]) => [key, decodeNamedEntities(html).replaceAll("http://127.0.0.1:8881", location.origin)]));
  applyFragments(fragments);
  jq = installFakeJQuery();
  assign = vi.fn();
  navigation.assign = assign;
});

afterEach(() => {
  uninstallCartButtons();
  jq.uninstall();
});

describe("mini-cart remove links", () => {
  it("block the row with an overlay and show the loading indicator while the request runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mountWith(() => new Promise((resolve) => (answer = resolve)));
    removeLink().click();
    await flush();
    const row = removeLink().closest("li");
    expect(row?.classList.contains(BLOCKED_CLASS)).toBe(true);
    expect(row?.getAttribute("aria-busy")).toBe("true");
    expect(row?.getAttribute("data-islet-loading")).toBe("Please wait...");
    expect($cartBusy.get()).toBe(1);
    expect(calls[0]?.body).toBe(`cart_item_key=${TSHIRT_KEY}`);
    answer(jsonResponse(capturedJson("35-remove_from_cart")));
    await flush();
    expect($cartBusy.get()).toBe(0);
  });

  it("replace the fragments, update the cart and announce the removal", async () => {
    mountWith(() => jsonResponse(capturedJson("35-remove_from_cart")));
    removeLink().click();
    await flush();
    expect(document.querySelector(`[data-cart_item_key="${TSHIRT_KEY}"]`)).toBeNull();
    expect(document.querySelectorAll(".woocommerce-mini-cart-item")).toHaveLength(3);
    expect($cart.get().hash).toBe("bf16f84265f2642e4fa9385354c472ba");
    expect($cartAnnouncement.get()).toBe("“Classic T-Shirt” has been removed from your cart");
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_loaded", "removed_from_cart"]);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ["an answer without fragments", () => jsonResponse(capturedJson("36-remove_from_cart-unknown-key"))],
    ["a 500 page", () => htmlResponse("<h1>Error</h1>", 500)],
    ["malformed JSON", () => new Response("{", { headers: { "Content-Type": "application/json" } })],
    ["a network failure", () => Promise.reject(new TypeError("offline"))],
  ])("follow the link's href after %s", async (_label, responder) => {
    mountWith(responder);
    const href = removeLink().href;
    removeLink().click();
    await flush();
    expect(href).toBe(`${location.origin}/cart/?remove_item=${TSHIRT_KEY}&_wpnonce=b35def98cc`);
    expect(assign).toHaveBeenCalledWith(href);
  });

  it("never follow a remove link to another origin; unblock and say so instead", async () => {
    mountWith(() => htmlResponse("<h1>Error</h1>", 500));
    removeLink().setAttribute("href", "https://evil.example/cart/?remove_item=x");
    removeLink().click();
    await flush();
    expect(assign).not.toHaveBeenCalled();
    expect(removeLink().closest("li")?.classList.contains(BLOCKED_CLASS)).toBe(false);
    expect(document.querySelector(".islet-notice")?.textContent).toBe("Sorry, this item could not be removed from your cart. Please try again.");
  });
});

describe("focus after a removal", () => {
  it("moves from the removed row's link to the drawer, not to the page body", async () => {
    mountWith(() => jsonResponse(capturedJson("35-remove_from_cart")));
    const dialog = document.querySelector<HTMLElement>("#shoptimizerCartDrawer");
    if (dialog) dialog.tabIndex = -1;
    removeLink().focus();
    removeLink().click();
    await flush();
    expect(document.activeElement).toBe(dialog);
  });
});
