/**
 * The cart buttons printed to wait for intent (the checkout): the drawer's remove links, an add
 * button or a pointer in the drawer load the code; a pointer elsewhere does not.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/api/client";
import { renderIsland } from "../../src/contract/markup";
import { createRuntime, STATE_ATTRIBUTE } from "../../src/runtime/scan";
import { routedFetch, testConfig } from "../../src/testing/fixtures";
import { uninstallCartButtons } from "./behaviour";
import { cartButtonsIsland } from "./index";

const context = { config: testConfig(), client: createClient(testConfig(), { fetch: routedFetch({}).fetch }) };

const PAGE = `
  <header><a class="cart-contents" href="/cart/">Cart</a><a id="elsewhere" href="/shop/">Shop</a></header>
  <div data-island="mini-cart"><div id="shoptimizerCartDrawer"><p id="drawer-text">Your cart</p>
    <a href="/cart/?remove_item=k" class="remove_from_cart_button" data-cart_item_key="k">×</a></div></div>
  <a id="add" href="?add-to-cart=61" data-product_id="61" class="button add_to_cart_button ajax_add_to_cart">Add</a>
  ${renderIsland({ name: "cart-buttons", version: 1, when: "interaction", props: {} })}`;

const state = (): string | null => document.querySelector('[data-island="cart-buttons"]')?.getAttribute(STATE_ATTRIBUTE) ?? null;

async function startWith(): Promise<ReturnType<typeof createRuntime>> {
  document.body.innerHTML = PAGE;
  const runtime = createRuntime([cartButtonsIsland], context);
  runtime.scan();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return runtime;
}

afterEach(() => {
  uninstallCartButtons();
  document.body.innerHTML = "";
});

describe("cart buttons that wait for intent", () => {
  it("stay pending while the shopper points elsewhere", async () => {
    await startWith();
    document.getElementById("elsewhere")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.querySelector(".cart-contents")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state()).toBe("pending");
  });

  it.each([
    ["a pointer in the open drawer", "#drawer-text", "pointerover"],
    ["a touch on a remove link", ".remove_from_cart_button", "touchstart"],
    ["the focus on an add button", "#add", "focusin"],
  ])("mount on %s", async (_label, selector, type) => {
    const runtime = await startWith();
    document.querySelector(selector)?.dispatchEvent(new Event(type, { bubbles: true }));
    await runtime.settled();
    expect(state()).toBe("mounted");
  });
});
