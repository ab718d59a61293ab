/**
 * The React shell on the captured shop page's drawer: it takes the server dialog's place with
 * the same element, attributes and parts, keeps the server's nodes (the fragment target above
 * all) instead of re-creating them, and renders the open, loading and blocks states.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applyFragments } from "../../src/bridge/fragments";
import { mirrorDrawerState } from "../../src/bridge/page-state";
import type { Runtime } from "../../src/runtime/scan";
import { $cart, $cartBusy } from "../../src/stores/cart";
import { $cartDrawerOpen, openCartDrawer } from "../../src/stores/drawer";
import { capturedJson, jsonResponse, type Responder } from "../../src/testing/fixtures";
import { rendered } from "../../src/testing/react";
import { $miniCartBlocks } from "./blocks";
import { $drawerShellMounted } from "./dialog";
import { find, loadDrawerPage, startRuntime } from "./test-page";

const ADDED = capturedJson("24-add_to_cart-simple") as { fragments: Record<string, string> };
const BLOCKS = { beforeCart: '<p class="fsn">Free shipping</p>', afterCart: '<p class="bump">Customers also bought</p>' };

let runtime: Runtime | null = null;
let stopMirror: () => void = () => undefined;

const island = (): HTMLElement => find('[data-island="mini-cart"]');
const dialog = (): HTMLElement => find("#shoptimizerCartDrawer");
const opener = (): HTMLElement => find(".shoptimizer-cart a.cart-contents");
const fragment = (): HTMLElement => find("#shoptimizerCartDrawer div.widget_shopping_cart_content");

/** Mounts the shell by opening the drawer from the header cart, as a shopper does, and lets it fill. */
async function openAndMount(routes: Record<string, Responder> = {}): Promise<void> {
  runtime = startRuntime(routes).runtime;
  opener().focus();
  opener().click();
  await vi.waitFor(() => expect(island().getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
  // Unless a test holds it, let the first fill (the page knows no cart) land before going on.
  if (!routes.get_refreshed_fragments) await vi.waitFor(() => find("#shoptimizerCartDrawer .woocommerce-mini-cart__empty-message"));
}

beforeAll(async () => {
  await import("./mount"); // the first import of React is slow: keep it out of the timings
});

beforeEach(() => {
  $cartDrawerOpen.set(false);
  $cartBusy.set(0);
  $miniCartBlocks.set(null);
  $cart.set({ fragments: null, hash: "", count: 0 });
  loadDrawerPage();
  stopMirror = mirrorDrawerState();
});

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  stopMirror();
  $cartDrawerOpen.set(false);
});

describe("the shell in place of the server's dialog", () => {
  it("renders the same dialog and parts, and moves the server's nodes in instead of re-creating them", async () => {
    const server = dialog();
    const spinner = find("#ajax-loading .shoptimizer-loader");
    const icon = find("#shoptimizerCartDrawer .close-drawer > span");
    const target = fragment();
    // The first fill (the page knows no cart) replaces the target: hold it until we looked.
    let fill: () => void = () => undefined;
    const filled = new Promise<void>((resolve) => (fill = resolve));
    const refreshed = async (): Promise<Response> => {
      await filled;
      return jsonResponse(capturedJson("01-get_refreshed_fragments-empty"));
    };
    await openAndMount({ get_refreshed_fragments: refreshed });
    const shell = dialog();
    expect(shell).not.toBe(server);
    expect(server.isConnected).toBe(false);
    expect(shell.closest("[data-island-root]")).not.toBeNull();
    for (const name of ["tabindex", "id", "class", "role", "aria-label"]) expect(shell.getAttribute(name)).toBe(server.getAttribute(name));
    expect(Array.from(shell.children, (child) => child.id || child.className)).toEqual([
      "ajax-loading",
      "cart-drawer-heading",
      "close-drawer",
      "islet-mini-cart-before",
      "widget woocommerce widget_shopping_cart",
      "islet-mini-cart-after",
    ]);
    expect(find("#shoptimizerCartDrawer .cart-drawer-heading").textContent).toBe("Your Cart");
    expect(find("#shoptimizerCartDrawer .close-drawer").getAttribute("aria-label")).toBe("Close drawer");
    expect(find("#shoptimizerCartDrawer .close-drawer").getAttribute("type")).toBe("button");
    expect(find("#shoptimizerCartDrawer #ajax-loading .shoptimizer-loader")).toBe(spinner);
    expect(find("#shoptimizerCartDrawer .close-drawer > span")).toBe(icon);
    expect(fragment()).toBe(target);
    expect($drawerShellMounted.get()).toBe(true);
    fill();
    await vi.waitFor(() => expect(fragment()).not.toBe(target)); // the bridge's swap, inside the shell
    expect(fragment().closest("#shoptimizerCartDrawer")).toBe(shell);
  });

  it("keeps the fragment target the bridge put in, through every later render", async () => {
    await openAndMount();
    applyFragments(ADDED.fragments);
    const replaced = fragment();
    expect(replaced.querySelector(".woocommerce-mini-cart-item")).not.toBeNull();
    await rendered(() => $cartBusy.set(1));
    await rendered(() => $miniCartBlocks.set(BLOCKS));
    await rendered(() => $cartBusy.set(0));
    expect(fragment()).toBe(replaced);
    expect(document.querySelectorAll("div.widget_shopping_cart_content")).toHaveLength(1);
  });

  it("gives the server's dialog back, with the current fragment, when torn down; the arm takes over again", async () => {
    await openAndMount();
    applyFragments(ADDED.fragments);
    const replaced = fragment();
    runtime?.destroy();
    runtime = null;
    expect(island().querySelector("[data-island-root]")).toBeNull();
    expect(dialog().querySelector(".widget_shopping_cart > div.widget_shopping_cart_content")).toBe(replaced);
    expect(dialog().querySelector(".islet-mini-cart-before")).toBeNull();
    expect($drawerShellMounted.get()).toBe(false);
  });
});

describe("states", () => {
  it("is modal while open, not while closed", async () => {
    await openAndMount();
    expect(dialog().getAttribute("aria-modal")).toBe("true");
    await rendered(() => $cartDrawerOpen.set(false));
    expect(dialog().hasAttribute("aria-modal")).toBe(false);
    await rendered(openCartDrawer);
    expect(dialog().getAttribute("aria-modal")).toBe("true");
  });

  it("is busy, with its cart widget, while a cart request runs", async () => {
    await openAndMount();
    const widget = find("#shoptimizerCartDrawer .widget_shopping_cart");
    await rendered(() => $cartBusy.set(1));
    expect(dialog().getAttribute("aria-busy")).toBe("true");
    expect(widget.getAttribute("aria-busy")).toBe("true");
    await rendered(() => $cartBusy.set(0));
    expect(dialog().hasAttribute("aria-busy")).toBe(false);
    expect(widget.hasAttribute("aria-busy")).toBe(false);
  });

  it("shows CommerceKit's blocks around the cart widget once they came, written once", async () => {
    await openAndMount();
    expect(find(".islet-mini-cart-before").innerHTML).toBe("");
    expect(find(".islet-mini-cart-after").innerHTML).toBe("");
    await rendered(() => $miniCartBlocks.set(BLOCKS));
    expect(find(".islet-mini-cart-before").innerHTML).toBe('<div><p class="fsn">Free shipping</p></div>');
    expect(find(".islet-mini-cart-after").innerHTML).toBe('<div><p class="bump">Customers also bought</p></div>');
    const shown = find(".islet-mini-cart-before p");
    await rendered(() => $cartBusy.set(1));
    expect(find(".islet-mini-cart-before p")).toBe(shown); // the same markup is not written again
  });
});

describe("closing and focus", () => {
  it("closes from a .close-drawer inside the content, not from other clicks inside", async () => {
    await openAndMount();
    find("#shoptimizerCartDrawer .cart-drawer-heading").click();
    expect($cartDrawerOpen.get()).toBe(true);
    const link = document.createElement("a");
    link.className = "button close-drawer";
    link.textContent = "Continue shopping";
    fragment().append(link);
    link.click();
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("gives focus to the opener's successor when fragments replaced the header cart", async () => {
    await openAndMount();
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog()));
    const before = opener();
    applyFragments({ "div.shoptimizer-cart": ADDED.fragments["div.shoptimizer-cart"] ?? "" });
    expect(before.isConnected).toBe(false);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await vi.waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it("closes on Escape before the shell has mounted, and the shell then mounts closed", async () => {
    runtime = startRuntime().runtime;
    opener().focus();
    opener().click();
    expect(document.body.classList.contains("drawer-open")).toBe(true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.body.classList.contains("drawer-open")).toBe(false);
    await vi.waitFor(() => expect(island().getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
    expect(dialog().hasAttribute("aria-modal")).toBe(false);
    expect(document.activeElement).toBe(opener());
  });
});
