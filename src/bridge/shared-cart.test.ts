import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { $cart } from "../stores/cart";
import { installFakeJQuery, type FakeJQuery } from "../testing/fake-jquery";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { sharedCartKey, storeFragments, type FragmentContext } from "./fragments";
import { followOtherTab, readSharedCart } from "./shared-cart";

const config = testConfig();
const withItems = capturedJson("30-get_refreshed_fragments-with-items") as { fragments: Record<string, string>; cart_hash: string };
const answer = { fragments: withItems.fragments, cartHash: withItems.cart_hash };
let jq: FakeJQuery;

function context() {
  const routes = routedFetch({ get_refreshed_fragments: () => jsonResponse(withItems) });
  const ctx: FragmentContext = { config, client: createClient(config, { fetch: routes.fetch }) };
  return { ctx, calls: routes.calls };
}

/** What another tab's storeFragments left in local storage. */
function storedByOtherTab(fragments = answer.fragments, hash = answer.cartHash): void {
  localStorage.setItem(sharedCartKey(config), JSON.stringify({ hash, fragments }));
  localStorage.setItem(config.cartHashKey, hash);
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  $cart.set({ fragments: null, hash: "", count: 0 });
  document.body.innerHTML = `<div class="shoptimizer-cart"><span class="count">0</span></div><div class="widget_shopping_cart_content"></div>`;
  jq = installFakeJQuery();
});

afterEach(() => jq.uninstall());

describe("the cart shared between tabs", () => {
  it("is stored beside the hash, before it, so a tab hearing the hash finds the fragments", () => {
    const setItem = vi.spyOn(localStorage, "setItem");
    storeFragments(config, answer, 1000);
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([sharedCartKey(config), config.cartHashKey]);
    setItem.mockRestore();
    storeFragments(config, answer, 1000);
    expect(readSharedCart({ config, client: context().ctx.client }, answer.cartHash)).toEqual(answer);
  });

  it("another tab's change is shown from what it stored, without a request", async () => {
    const { ctx, calls } = context();
    storedByOtherTab();
    followOtherTab(ctx, answer.cartHash);
    await flush();
    expect(calls).toHaveLength(0);
    expect($cart.get()).toMatchObject({ hash: answer.cartHash, fragments: answer.fragments });
    expect(document.querySelector(".widget_shopping_cart_content li.woocommerce-mini-cart-item")).not.toBeNull();
    expect(sessionStorage.getItem(config.cartHashKey)).toBe(answer.cartHash);
    expect(jq.fired.map((event) => event.name)).toEqual(["wc_fragments_refreshed"]);
  });

  it("asks the server when the other tab stored no fragments for that hash", async () => {
    const { ctx, calls } = context();
    storedByOtherTab(answer.fragments, "an-older-hash");
    localStorage.setItem(config.cartHashKey, "set-by-woocommerce-elsewhere");
    followOtherTab(ctx, "set-by-woocommerce-elsewhere");
    await flush();
    expect(calls.map((call) => call.url)).toEqual(["/?wc-ajax=get_refreshed_fragments"]);
  });

  it("asks the server when the stored fragments are broken or lack the mini cart", async () => {
    const { ctx, calls } = context();
    storedByOtherTab({ "div.shoptimizer-cart": "<div></div>" });
    followOtherTab(ctx, answer.cartHash);
    localStorage.setItem(sharedCartKey(config), "{not json");
    followOtherTab(ctx, answer.cartHash);
    await flush();
    expect(calls).toHaveLength(2);
  });

  it("does nothing when the tab already shows that cart", async () => {
    const { ctx, calls } = context();
    $cart.set({ fragments: answer.fragments, hash: answer.cartHash, count: 1 });
    localStorage.setItem(config.cartHashKey, answer.cartHash);
    followOtherTab(ctx, answer.cartHash);
    await flush();
    expect(calls).toHaveLength(0);
    expect(jq.fired).toEqual([]);
  });

  it("goes by the hash stored now, not the event's, when a later change came since", async () => {
    const { ctx, calls } = context();
    storedByOtherTab();
    followOtherTab(ctx, "the-hash-before");
    await flush();
    expect(calls).toHaveLength(0);
    expect($cart.get().hash).toBe(answer.cartHash);
  });
});
