import { afterEach, describe, expect, it, vi } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { SEARCH_OPEN_CLASS } from "./links";
import { click, fakeWindow, key, loadByIntent, must, settle, siteUiPage } from "./testing";

let runtime: Runtime | null = null;
const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  document.body.className = "";
  happyDom.setURL("http://localhost:3000/");
});

async function page(file: string, url: string, options: { width?: number; reducedMotion?: boolean } = {}): Promise<void> {
  happyDom.setURL(url);
  fakeWindow(options.width ?? 1280, { reducedMotion: options.reducedMotion });
  const placed = siteUiPage(file);
  runtime = placed.runtime;
  await settle();
  await loadByIntent(placed.island, ".site-branding a");
}

describe("the logo (docs/behaviour/site-ui.md#logo: a click scrolls to the top)", () => {
  it("scrolls smoothly to the top on the page it links to (the home page)", async () => {
    await page("home.html", "http://127.0.0.1:8881/");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(click(must(".site-branding a.custom-logo-link")).defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
  });

  it("without motion when the shopper prefers reduced motion", async () => {
    await page("home.html", "http://127.0.0.1:8881/#content", { reducedMotion: true });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    click(must(".site-branding a.custom-logo-link"));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "auto" });
  });

  it("still takes the shopper home from any other page", async () => {
    await page("shop.html", "http://127.0.0.1:8881/shop/");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(click(must(".site-branding a.custom-logo-link")).defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("the logo mark in the sticky bar (a `#` link) always scrolls to the top", async () => {
    await page("shop.html", "http://127.0.0.1:8881/shop/");
    must(".primary-navigation").insertAdjacentHTML("afterbegin", '<div class="logo-mark"><a href="#" rel="home">Store</a></div>');
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(click(must(".logo-mark a")).defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
  });
});

const SEARCH_TOGGLE = '<div class="mobile-search-toggle"><svg aria-hidden="true"></svg></div>';

describe("Shoptimizer's phone search toggle (its 'toggle' search position)", () => {
  it("is a named button that shows the header's search and puts the focus in its field", async () => {
    happyDom.setURL("http://127.0.0.1:8881/shop/");
    fakeWindow(390);
    const placed = siteUiPage("shop.html", { searchLabel: "Rechercher" });
    runtime = placed.runtime;
    must(".site-branding").insertAdjacentHTML("beforeend", SEARCH_TOGGLE);
    await settle();
    await loadByIntent(placed.island, ".mobile-search-toggle");
    const toggle = must(".mobile-search-toggle");
    expect([toggle.getAttribute("role"), toggle.tabIndex, toggle.getAttribute("aria-label"), toggle.getAttribute("aria-expanded")]).toEqual(["button", 0, "Rechercher", "false"]);
    click(toggle);
    expect(document.body.classList.contains(SEARCH_OPEN_CLASS)).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(must("#woocommerce-product-search-field-0"));
    toggle.focus();
    key(toggle, "Enter");
    expect(document.body.classList.contains(SEARCH_OPEN_CLASS)).toBe(false);
  });

  it("leaves the search modal's trigger (a data-trigger button) to the dialogs island", async () => {
    await page("shop.html", "http://127.0.0.1:8881/shop/");
    must(".site-branding").insertAdjacentHTML("beforeend", '<button type="button" class="mobile-search-toggle" data-trigger="searchToggle">S</button>');
    click(must(".mobile-search-toggle"));
    expect(document.body.classList.contains(SEARCH_OPEN_CLASS)).toBe(false);
    expect(must(".mobile-search-toggle").hasAttribute("aria-expanded")).toBe(false);
  });
});

describe("Shoptimizer's sticky add-to-cart button for variable and grouped products", () => {
  it("scrolls smoothly to the product form (its #sticky-scroll anchor), below the stuck bar", async () => {
    await page("product-variable-hoodie.html", "http://127.0.0.1:8881/product/hoodie/");
    must("#content").insertAdjacentHTML("beforeend", '<a href="#sticky-scroll" class="variable-grouped-sticky button">Select options</a>');
    document.body.classList.add("single-product");
    const form = must("form.cart");
    vi.spyOn(form, "getBoundingClientRect").mockReturnValue({ top: 900 } as DOMRect);
    const bar = must(".col-full-nav");
    bar.classList.add("is_stuck");
    vi.spyOn(bar, "getBoundingClientRect").mockReturnValue({ height: 60 } as DOMRect);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(click(must("a.variable-grouped-sticky")).defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 840 + window.scrollY, left: 0, behavior: "smooth" });
  });
});
