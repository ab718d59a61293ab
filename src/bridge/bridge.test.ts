import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { $cart, $cartBusy, announceCartChange } from "../stores/cart";
import { $cartDrawerOpen } from "../stores/drawer";
import { installFakeJQuery, type FakeJQuery } from "../testing/fake-jquery";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { startCartBridge } from "./index";
import { CART_LOADING_CLASS, DRAWER_OPEN_CLASS, LIVE_REGION_CLASS, syncCartWidgetVisibility } from "./page-state";

const config = testConfig();
const withItems = capturedJson("30-get_refreshed_fragments-with-items") as { fragments: Record<string, string>; cart_hash: string };
let jq: FakeJQuery;

function start() {
  const routes = routedFetch({ get_refreshed_fragments: () => jsonResponse(withItems) });
  void startCartBridge({ config, client: createClient(config, { fetch: routes.fetch }) });
  return routes;
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  document.body.className = "";
  document.body.innerHTML = `
    <div class="shoptimizer-cart"><span class="count">0</span></div>
    <div class="widget woocommerce widget_shopping_cart" id="sidebar-cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>`;
  jq = installFakeJQuery();
  $cartDrawerOpen.set(false);
});

afterEach(() => jq.uninstall());

describe("cart bridge", () => {
  it("mirrors the drawer state and the loading state to body classes", () => {
    start();
    $cartDrawerOpen.set(true);
    expect(document.body.classList.contains(DRAWER_OPEN_CLASS)).toBe(true);
    $cartBusy.set(1);
    expect(document.body.classList.contains(CART_LOADING_CLASS)).toBe(true);
    $cartBusy.set(0);
    expect(document.body.classList.contains(CART_LOADING_CLASS)).toBe(false);
  });

  it("follows the theme when its own script toggles the drawer class", async () => {
    start();
    document.body.classList.add(DRAWER_OPEN_CLASS);
    await flush();
    expect($cartDrawerOpen.get()).toBe(true);
    document.body.classList.remove(DRAWER_OPEN_CLASS);
    await flush();
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("shows the cart widget only while the items-in-cart cookie says so", () => {
    syncCartWidgetVisibility();
    expect(document.getElementById("sidebar-cart")?.style.display).toBe("none");
    Cookies.set("woocommerce_items_in_cart", "1");
    syncCartWidgetVisibility();
    expect(document.getElementById("sidebar-cart")?.style.display).toBe("");
  });

  it("announces cart changes in WooCommerce's live region", () => {
    start();
    announceCartChange("“Cap” has been added to your cart");
    const region = document.querySelector(`.${LIVE_REGION_CLASS}`);
    expect(region?.getAttribute("role")).toBe("status");
    expect(region?.textContent).toBe("“Cap” has been added to your cart");
  });

  it("honours added_to_cart fired by another plugin: takes its fragments and opens the drawer", () => {
    start();
    jq.trigger("added_to_cart", [withItems.fragments, withItems.cart_hash, null]);
    expect(document.querySelectorAll(".woocommerce-mini-cart-item")).toHaveLength(3);
    expect($cart.get().hash).toBe(withItems.cart_hash);
    expect(sessionStorage.getItem(config.fragmentName)).toContain("woocommerce-mini-cart-item");
    expect($cartDrawerOpen.get()).toBe(true);
  });

  it("refreshes on wc_fragment_refresh and updated_wc_div from others, and on a bfcache restore", async () => {
    const { calls } = start();
    jq.trigger("wc_fragment_refresh");
    jq.trigger("updated_wc_div");
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
    await flush();
    expect(calls.filter((call) => call.url.includes("get_refreshed_fragments"))).toHaveLength(3);
  });

  it("refreshes on CommerceKit's DOM event wc_fragment_refresh where there is no jQuery", async () => {
    jq.uninstall();
    const { calls } = start();
    document.body.dispatchEvent(new Event("wc_fragment_refresh"));
    await flush();
    expect(calls.filter((call) => call.url.includes("get_refreshed_fragments"))).toHaveLength(1);
  });

  it("refreshes when another tab changes the cart hash", async () => {
    const { calls } = start();
    // As the browser has it when the event comes: the other tab's value stored (with no fragments of ours).
    localStorage.setItem(config.cartHashKey, "b");
    window.dispatchEvent(new StorageEvent("storage", { key: config.cartHashKey, oldValue: "a", newValue: "b" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated", oldValue: "a", newValue: "b" }));
    // The code that follows other tabs loads with the first event (shared-cart.ts).
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await flush();
    expect(calls).toHaveLength(1);
  });

  it("does not react to the events it fires itself", async () => {
    Cookies.set("woocommerce_items_in_cart", "1");
    const { calls } = start();
    await flush();
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_refreshed"]);
    expect(calls).toHaveLength(1);
  });

  it("rescans after others refresh fragments", () => {
    start();
    const rescan = vi.fn();
    document.addEventListener("islet:fragments-applied", rescan, { once: true });
    jq.trigger("wc_fragments_refreshed");
    expect(rescan).toHaveBeenCalledOnce();
  });
});
