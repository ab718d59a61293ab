/**
 * The island on its pages: the 16 `wc_order_attribution_*` inputs of the checkout as
 * WooCommerce's script fills them (docs/behaviour/attribution.md#fields), disabled tracking, the
 * block checkout's data, forms printed again, WooCommerce's global for other scripts, no calls.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { appendIsland } from "../../src/testing/islands";
import { CHECKOUT_STORE, EXTENSION } from "./checkout";
import { attributionIsland } from "./index";
import type { Attribution } from "./mount";
import { clearCookies, cookieJar, goTo, NOW, STORE, WOOCOMMERCE_FIELDS, WOOCOMMERCE_PROPS } from "./testing";

let runtime: Runtime | null = null;
let jq: FakeJQuery | null = null;
let calls: ReturnType<typeof routedFetch>["calls"] = [];

const FIELDS = Object.keys(WOOCOMMERCE_FIELDS);
const inputsOf = (root: ParentNode = document): Record<string, string> =>
  Object.fromEntries([...root.querySelectorAll<HTMLInputElement>('input[name^="wc_order_attribution_"]')].map((input) => [input.name.replace("wc_order_attribution_", ""), input.value]));
const global = (): Attribution => (window as unknown as { wc_order_attribution: Attribution }).wc_order_attribution;

/** One page view: the page's body (a captured page's, or `body`), the island, mounted. */
async function view(url: string, referrer = "", page: { captured?: string; body?: string; props?: Record<string, unknown> } = {}): Promise<HTMLElement> {
  runtime?.destroy();
  goTo(url, referrer);
  if (page.captured) loadCapturedBody(page.captured);
  else document.body.innerHTML = page.body ?? "<main></main>";
  const island = appendIsland("attribution", { when: "load", props: page.props ?? WOOCOMMERCE_PROPS });
  const config = testConfig();
  const fetch = routedFetch({});
  calls = fetch.calls;
  runtime = createRuntime([attributionIsland], { config, client: createClient(config, { fetch: fetch.fetch }) });
  runtime.scan();
  await runtime.settled();
  expect(island.getAttribute("data-island-state")).toBe("mounted");
  return island;
}

/** Lets the lazily loaded form part run (a dynamic import, then its promise). */
const formsReady = (): Promise<void> => vi.waitFor(() => expect(document.querySelector('input[name="wc_order_attribution_source_type"]')).not.toBeNull());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  jq?.uninstall();
  jq = null;
  clearCookies();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (window as unknown as { wc_order_attribution?: unknown }).wc_order_attribution;
  document.body.innerHTML = "";
});

describe("arrive with utm parameters, browse 3 pages, reach the checkout", () => {
  it("the checkout's 16 inputs hold WooCommerce's values, and no page made a call", async () => {
    const landing = `${STORE}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero&utm_term=hoodie&utm_id=42&utm_source_platform=klaviyo&utm_creative_format=banner&utm_marketing_tactic=retargeting`;
    await view(landing, "https://mail.example/", { captured: "home.html" });
    expect(calls).toEqual([]);
    let previous = landing;
    for (const path of ["/shop/", "/product/hoodie/", "/cart/"]) {
      vi.setSystemTime(NOW + 60_000);
      await view(path, previous, { captured: "shop.html" });
      expect(calls).toEqual([]);
      previous = `${STORE}${path}`;
    }
    await view("/checkout/", previous, { captured: "checkout-with-items.html" });
    await formsReady();
    const element = document.querySelector("form.checkout wc-order-attribution-inputs");
    expect(element?.children).toHaveLength(16);
    expect([...(element?.querySelectorAll("input") ?? [])].map((input) => [input.type, input.name])).toEqual(FIELDS.map((field) => ["hidden", `wc_order_attribution_${field}`]));
    expect(inputsOf(element ?? document)).toEqual({
      source_type: "utm",
      referrer: "https://mail.example/",
      utm_campaign: "spring_sale",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_content: "hero",
      utm_id: "42",
      utm_term: "hoodie",
      utm_source_platform: "klaviyo",
      utm_creative_format: "banner",
      utm_marketing_tactic: "retargeting",
      session_entry: landing,
      session_start_time: "2026-11-20 10:30:05",
      session_pages: "5",
      session_count: "1",
      user_agent: navigator.userAgent,
    });
    expect(calls).toEqual([]);
  });

  it("a direct visit's inputs: typein, (direct), (none), and (none) for every utm value and the referrer", async () => {
    await view("/checkout/", "", { captured: "checkout-with-items.html" });
    await formsReady();
    expect(inputsOf()).toMatchObject({
      source_type: "typein",
      referrer: "(none)",
      utm_source: "(direct)",
      utm_medium: "(none)",
      utm_campaign: "(none)",
      utm_id: "(none)",
      utm_marketing_tactic: "(none)",
      session_pages: "1",
      session_count: "1",
    });
  });

  it("is submitted with the checkout form", async () => {
    await view("/checkout/?utm_source=fb", "", { captured: "checkout-with-items.html" });
    await formsReady();
    const form = document.querySelector<HTMLFormElement>("form.checkout");
    const data = new FormData(form ?? undefined);
    expect(data.get("wc_order_attribution_utm_source")).toBe("fb");
    expect(data.get("wc_order_attribution_session_pages")).toBe("1");
  });
});

describe("WooCommerce's window.wc_order_attribution, for the scripts that call it", () => {
  it("offers the values, the fields and the params", async () => {
    await view("/product/hoodie/?utm_source=fb", "", { captured: "product-variable-hoodie.html" });
    expect(global().getAttributionData()).toMatchObject({ source_type: "utm", utm_source: "fb", session_pages: "1" });
    expect(global().fields).toEqual(WOOCOMMERCE_FIELDS);
    expect(global().params).toEqual({ session: 30, base64: false, prefix: "wc_order_attribution_", allowTracking: true });
  });

  it("setOrderTracking(false) clears the cookies and blanks the inputs; true records the page again", async () => {
    await view("/checkout/?utm_source=fb", "", { captured: "checkout-with-items.html" });
    await formsReady();
    global().setOrderTracking(false);
    expect(cookieJar()).toEqual({});
    await vi.waitFor(() => expect(Object.values(inputsOf())).toEqual(FIELDS.map(() => "")));
    expect(Object.values(global().getAttributionData())).toEqual(FIELDS.map(() => null));
    expect(global().params.allowTracking).toBe(false);
    global().setOrderTracking(true);
    await vi.waitFor(() => expect(inputsOf()).toMatchObject({ utm_source: "fb", session_pages: "1" }));
  });
});

describe("tracking not allowed (WooCommerce's allowTracking false)", () => {
  it("clears the cookies a page wrote before, and the inputs stay empty", async () => {
    await view("/?utm_source=fb", "", { captured: "home.html" });
    expect(cookieJar().sbjs_current).toBeDefined();
    await view("/checkout/", `${STORE}/`, { captured: "checkout-with-items.html", props: { ...WOOCOMMERCE_PROPS, allowTracking: false } });
    await formsReady();
    expect(cookieJar()).toEqual({});
    expect(inputsOf()).toEqual(Object.fromEntries(FIELDS.map((field) => [field, ""])));
    expect(calls).toEqual([]);
  });
});

describe("forms printed later or otherwise", () => {
  it("a register form inserted after the page loaded gets its inputs", async () => {
    await view("/my-account/?utm_source=fb", "", { body: "<main><p>Log in or register</p></main>" });
    const form = document.createElement("form");
    form.className = "woocommerce-form-register";
    form.innerHTML = "<wc-order-attribution-inputs></wc-order-attribution-inputs>";
    document.querySelector("main")?.append(form);
    await vi.waitFor(() => expect(inputsOf(form)).toMatchObject({ source_type: "utm", utm_source: "fb" }));
    expect(form.querySelectorAll("input")).toHaveLength(16);
  });

  it("the checkout's inputs printed directly (WooCommerce 8.5) are filled, and again after updated_checkout redraws them", async () => {
    jq = installFakeJQuery();
    const direct = FIELDS.map((field) => `<input type="hidden" name="wc_order_attribution_${field}" value="" />`).join("");
    await view("/checkout/?utm_source=fb", "", { body: `<form class="checkout"><div id="fields">${direct}</div></form>` });
    await vi.waitFor(() => expect(inputsOf()).toMatchObject({ utm_source: "fb", source_type: "utm" }));
    const fields = document.querySelector("#fields");
    if (fields) fields.innerHTML = direct;
    expect(inputsOf().utm_source).toBe("");
    jq.trigger("updated_checkout");
    expect(inputsOf()).toMatchObject({ utm_source: "fb", source_type: "utm", session_count: "1" });
  });

  it("a form the checkout prints again (its element replaced) is stamped anew", async () => {
    await view("/checkout/?utm_source=fb", "", { captured: "checkout-with-items.html" });
    await formsReady();
    const old = document.querySelector("wc-order-attribution-inputs");
    old?.replaceWith(document.createRange().createContextualFragment("<wc-order-attribution-inputs></wc-order-attribution-inputs>"));
    await vi.waitFor(() => expect(document.querySelector("wc-order-attribution-inputs")?.children).toHaveLength(16));
    expect(inputsOf()).toMatchObject({ utm_source: "fb" });
  });
});

describe("the block checkout", () => {
  function stubBlocks(): { setData: ReturnType<typeof vi.fn>; fireStore(): void } {
    const setData = vi.fn();
    let listener: (() => void) | null = null;
    vi.stubGlobal("wp", {
      data: {
        dispatch: (store: string) => (store === CHECKOUT_STORE ? { __internalSetExtensionData: setData } : undefined),
        subscribe: (callback: () => void, store?: string) => {
          expect(store).toBe(CHECKOUT_STORE);
          listener = callback;
          return () => {
            listener = null;
          };
        },
      },
    });
    vi.stubGlobal("wc", { wcBlocksData: { CHECKOUT_STORE_KEY: CHECKOUT_STORE } });
    return { setData, fireStore: () => listener?.() };
  }

  it("gets the values as its extension data, and again once its store registers", async () => {
    const blocks = stubBlocks();
    await view("/checkout/?utm_source=fb", "", { body: '<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"></div>' });
    await vi.waitFor(() => expect(blocks.setData).toHaveBeenCalledTimes(1));
    const [namespace, values, replace] = blocks.setData.mock.calls[0] ?? [];
    expect(namespace).toBe(EXTENSION);
    expect(replace).toBe(true);
    expect(values).toMatchObject({ source_type: "utm", utm_source: "fb", session_pages: "1" });
    expect(Object.keys(values as object)).toEqual(FIELDS);
    blocks.fireStore();
    blocks.fireStore();
    expect(blocks.setData).toHaveBeenCalledTimes(2);
    global().setOrderTracking(false);
    await vi.waitFor(() => expect(blocks.setData).toHaveBeenCalledTimes(3));
    expect(Object.values(blocks.setData.mock.calls[2]?.[1] as object)).toEqual(FIELDS.map(() => null));
  });
});

describe("where it stands down or is asked for more", () => {
  it("writes nothing where WooCommerce's sourcebuster runs (an island printed beside it)", async () => {
    vi.stubGlobal("sbjs", { get: {} });
    await view("/?utm_source=fb", "", { captured: "home.html" });
    expect(cookieJar()).toEqual({});
    expect("wc_order_attribution" in window).toBe(false);
  });

  it("takes sourcebuster's options from a hand-written island: custom referrals and a promo code", async () => {
    const props = { ...WOOCOMMERCE_PROPS, referrals: [{ host: "facebook.com", medium: "social" }, { medium: "no host" }], promocode: { min: 1000, max: 1999 } };
    await view("/", "https://m.facebook.com/groups/1", { props });
    expect(global().getAttributionData()).toMatchObject({ source_type: "referral", utm_source: "facebook.com", utm_medium: "social", utm_content: "/groups/1" });
    const promo = decodeURIComponent(cookieJar().sbjs_promo ?? "");
    expect(promo).toMatch(/^code=1\d{3}$/);
    expect(decodeURIComponent(cookieJar().sbjs_current ?? "")).toContain("typ=referral|||src=facebook.com|||mdm=social|||cmp=(none)|||cnt=/groups/1");
  });
});
