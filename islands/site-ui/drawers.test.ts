import { afterEach, describe, expect, it } from "vitest";
import { mirrorDrawerState } from "../../src/bridge/page-state";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import type { Runtime } from "../../src/runtime/scan";
import { click, fakeWindow, key, loadByIntent, mounted, must, settle, siteUiPage } from "./testing";

let runtime: Runtime | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  $cartDrawerOpen.set(false);
  document.body.className = "";
  document.documentElement.style.removeProperty("--vh");
});

async function phonePage(page: string): Promise<HTMLElement> {
  fakeWindow(390);
  const placed = siteUiPage(page);
  runtime = placed.runtime;
  await settle();
  return placed.island;
}

const body = (): DOMTokenList => document.body.classList;

describe("the phone menu (docs/behaviour/site-ui.md#mobile-drawers)", () => {
  it("opens from a press before the code came: the toggle says so, the focus goes to the drawer's close button", async () => {
    const island = await phonePage("home.html");
    const toggle = must(".menu-toggle");
    expect(island.getAttribute("data-island-state")).toBe("pending");
    toggle.focus();
    click(toggle);
    await mounted(island);
    expect(body().contains("mobile-toggled")).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(must("button.mobile-menu.close-drawer"));
    expect(document.documentElement.style.getPropertyValue("--vh")).toMatch(/px$/);
  });

  it("closes on Escape and on its close button, the focus back on the toggle", async () => {
    const island = await phonePage("home.html");
    await loadByIntent(island);
    const toggle = must(".menu-toggle");
    toggle.focus();
    click(toggle);
    expect(key(must("#site-navigation a"), "Escape").defaultPrevented).toBe(false);
    expect(body().contains("mobile-toggled")).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    click(toggle);
    click(must("button.mobile-menu.close-drawer svg"));
    expect(body().contains("mobile-toggled")).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it("closes on a press outside it (the theme's overlay), not on a press inside it", async () => {
    const island = await phonePage("home.html");
    await loadByIntent(island);
    click(must(".menu-toggle"));
    click(must(".shoptimizer-mobile-menu .sub-menu a"));
    expect(body().contains("mobile-toggled")).toBe(true);
    click(must(".mobile-overlay"));
    expect(body().contains("mobile-toggled")).toBe(false);
  });

  it("keeps Tab and Shift+Tab inside the drawer and its close button", async () => {
    const island = await phonePage("home.html");
    await loadByIntent(island);
    click(must(".menu-toggle"));
    const close = must("button.mobile-menu.close-drawer");
    expect(key(close, "Tab", { shiftKey: true }).defaultPrevented).toBe(true);
    const last = document.activeElement;
    expect(last).not.toBe(close);
    expect(must(".col-full-nav").contains(last)).toBe(true);
    expect(key(last as Element, "Tab").defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    // Between the first and the last, Tab is the browser's.
    expect(key(close, "Tab").defaultPrevented).toBe(false);
  });

  it("closes the cart drawer when it opens, and closes when the cart drawer opens (after an add to cart)", async () => {
    const island = await phonePage("home.html");
    await loadByIntent(island);
    // The cart bridge keeps the drawer's store and its body class one state.
    const stopMirror = mirrorDrawerState();
    $cartDrawerOpen.set(true);
    click(must(".menu-toggle"));
    await settle();
    expect($cartDrawerOpen.get()).toBe(false);
    expect(body().contains("mobile-toggled")).toBe(true);
    $cartDrawerOpen.set(true);
    await settle();
    expect(body().contains("mobile-toggled")).toBe(false);
    stopMirror();
  });

  it("closes when the window grows past 992 px (the theme's desktop has no drawer)", async () => {
    const window = fakeWindow(390);
    const placed = siteUiPage("home.html");
    runtime = placed.runtime;
    await loadByIntent(placed.island);
    click(must(".menu-toggle"));
    window.resize(1280);
    expect(body().contains("mobile-toggled")).toBe(false);
  });
});

describe("the shop's filter drawer (docs/behaviour/site-ui.md#mobile-drawers)", () => {
  it("opens from its toggle, which says what it controls and whether it is open", async () => {
    const island = await phonePage("shop.html");
    const toggle = must(".mobile-filter");
    toggle.focus();
    click(toggle);
    await mounted(island);
    expect(body().contains("filter-open")).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe("secondary");
    expect(document.activeElement).toBe(must(".filters.close-drawer"));
  });

  it("closes on its close button, Escape or a press outside, the focus back on the toggle", async () => {
    const island = await phonePage("shop.html");
    await loadByIntent(island, ".mobile-filter");
    const toggle = must(".mobile-filter");
    for (const close of [() => click(must(".filters.close-drawer")), () => key(must("#secondary a"), "Escape")]) {
      toggle.focus();
      click(toggle);
      expect(body().contains("filter-open")).toBe(true);
      close();
      expect(body().contains("filter-open")).toBe(false);
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(document.activeElement).toBe(toggle);
    }
    click(toggle);
    click(must("#secondary a"));
    expect(body().contains("filter-open")).toBe(true);
    click(must(".mobile-overlay"));
    expect(body().contains("filter-open")).toBe(false);
  });

  it("is open alone: the menu closes the filters and the filters the menu", async () => {
    const island = await phonePage("shop.html");
    await loadByIntent(island, ".mobile-filter");
    click(must(".mobile-filter"));
    click(must(".menu-toggle"));
    expect([body().contains("filter-open"), body().contains("mobile-toggled")]).toEqual([false, true]);
    click(must(".mobile-filter"));
    expect([body().contains("filter-open"), body().contains("mobile-toggled")]).toEqual([true, false]);
  });
});
