import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { renderIsland } from "../../src/contract/markup";
import { mirrorDrawerState } from "../../src/bridge/page-state";
import { createRuntime } from "../../src/runtime/scan";
import { $cart } from "../../src/stores/cart";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { htmlResponse, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { $miniCartBlocks, BLOCKS_CLICK_DELAY_MS, BLOCKS_DEBOUNCE_MS } from "./blocks";
import { miniCartIsland } from "./index";
import { startRuntime } from "./test-page";

const DRAWER = `<div tabindex="-1" id="shoptimizerCartDrawer" class="shoptimizer-mini-cart-wrap" role="dialog" aria-label="Cart drawer">
  <div id="ajax-loading"></div><div class="cart-drawer-heading">Your Cart</div>
  <button type="button" aria-label="Close drawer" class="close-drawer">×</button>
  <div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div>`;

let stopMirror: () => void = () => undefined;
let destroyRuntime: () => void = () => undefined;

async function mountDrawer(routes: Record<string, Responder> = {}) {
  document.body.innerHTML = `
    <header><div class="shoptimizer-cart"><a class="cart-contents" role="button" href="#" title="View your shopping cart"><span class="count">0</span></a></div></header>
    <main><a href="/elsewhere/" id="outside">Elsewhere</a></main>
    ${renderIsland({ name: "mini-cart", version: 1, when: "interaction", props: { openers: ".shoptimizer-cart a.cart-contents", blocks: true }, inner: DRAWER })}`;
  const started = startRuntime(routes);
  destroyRuntime = () => started.runtime.destroy();
  return started;
}

const opener = (): HTMLElement => document.querySelector<HTMLElement>(".cart-contents") ?? document.body;
const dialog = (): HTMLElement => document.querySelector<HTMLElement>("#shoptimizerCartDrawer") ?? document.body;
const island = (): Element | null => document.querySelector('[data-island="mini-cart"]');

async function openByClick(): Promise<void> {
  opener().focus();
  opener().click();
  await vi.waitFor(() => expect(island()?.getAttribute("data-island-state")).toBe("mounted"));
  await vi.waitFor(() => expect(document.activeElement).toBe(dialog()));
}

beforeAll(async () => {
  // The first mount imports React and the shell: keep that out of the 1 s waits (on a busy machine it alone takes about that long).
  await import("./mount");
});

beforeEach(() => {
  $cartDrawerOpen.set(false);
  $miniCartBlocks.set(null);
  $cart.set({ fragments: null, hash: "", count: 0 });
  stopMirror = mirrorDrawerState();
});

afterEach(() => {
  destroyRuntime();
  stopMirror();
  $cartDrawerOpen.set(false);
});

describe("mini-cart drawer", () => {
  it("waits for interaction, then opens on a header-cart click with the body class", async () => {
    await mountDrawer();
    expect(island()?.getAttribute("data-island-state")).toBe("pending");
    await openByClick();
    expect(document.body.classList.contains("drawer-open")).toBe(true);
    expect(dialog().getAttribute("aria-modal")).toBe("true");
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    await mountDrawer();
    await openByClick();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.body.classList.contains("drawer-open")).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it("closes on its close button and on a click outside, not on a click inside", async () => {
    await mountDrawer();
    await openByClick();
    dialog().querySelector<HTMLElement>(".cart-drawer-heading")?.click();
    expect($cartDrawerOpen.get()).toBe(true);
    dialog().querySelector<HTMLElement>(".close-drawer")?.click();
    expect($cartDrawerOpen.get()).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(opener()));
    await openByClick();
    document.querySelector<HTMLElement>("main")?.click();
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("stays open at the second click of a double click (an add opened it between the clicks)", async () => {
    await mountDrawer();
    await openByClick();
    const main = document.querySelector("main");
    main?.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 2 }));
    expect($cartDrawerOpen.get()).toBe(true);
    main?.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("keeps Tab inside the dialog", async () => {
    await mountDrawer();
    await openByClick();
    const close = dialog().querySelector<HTMLElement>(".close-drawer");
    close?.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    const back = new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true, cancelable: true });
    document.dispatchEvent(back);
    expect(document.activeElement).toBe(close);
  });

  it("fills an unknown mini cart on first open and loads the blocks after 500 + 100 ms", async () => {
    const { calls } = await mountDrawer();
    const opened = Date.now();
    await openByClick();
    await vi.waitFor(() => expect(document.querySelector(".woocommerce-mini-cart__empty-message")).not.toBeNull());
    await vi.waitFor(() => expect(document.querySelector(".islet-mini-cart-before .cgkit-fsn-bar")).not.toBeNull(), { timeout: 2000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(BLOCKS_CLICK_DELAY_MS + BLOCKS_DEBOUNCE_MS - 20);
    expect(document.querySelector(".islet-mini-cart-after .commercekit-order-bump-wrap")).not.toBeNull();
    expect(calls.map((call) => /[?&](?:wc-ajax|commercekit-ajax)=(\w+)/.exec(call.url)?.[1])).toEqual([
      "get_refreshed_fragments",
      "commercekit_mini_cart_blocks",
    ]);
  });

  // The burst's timing rules are blocks.test.ts's (fake timers); here, that the drawer's cart
  // changes go through them: two changes in one tick ask once more after the opening's call.
  it("asks for the blocks once more for a burst of cart changes", async () => {
    const { calls } = await mountDrawer();
    const blockCalls = () => calls.filter((call) => call.url.includes("commercekit_mini_cart_blocks"));
    await openByClick();
    await vi.waitFor(() => expect(blockCalls()).toHaveLength(1), { timeout: 2000 });
    $cart.set({ fragments: {}, hash: "a", count: 1 });
    $cart.set({ fragments: {}, hash: "b", count: 2 });
    await vi.waitFor(() => expect(blockCalls()).toHaveLength(2), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, BLOCKS_CLICK_DELAY_MS + BLOCKS_DEBOUNCE_MS));
    expect(blockCalls()).toHaveLength(2);
  });

  it("keeps working when the blocks call fails", async () => {
    const error = vi.spyOn(console, "error");
    await mountDrawer({ commercekit_mini_cart_blocks: () => htmlResponse("<h1>Error</h1>", 500) });
    await openByClick();
    await new Promise((resolve) => setTimeout(resolve, BLOCKS_CLICK_DELAY_MS + BLOCKS_DEBOUNCE_MS + 100));
    expect(document.querySelector(".islet-mini-cart-before")?.innerHTML).toBe("");
    expect(error).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("is marked error, not thrown, when the markup has no dialog", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = renderIsland({ name: "mini-cart", version: 1, when: "load", props: {} });
    const config = testConfig();
    const runtime = createRuntime([miniCartIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
    runtime.scan();
    destroyRuntime = () => runtime.destroy();
    await runtime.settled();
    expect(island()?.getAttribute("data-island-state")).toBe("error");
  });
});
