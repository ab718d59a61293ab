import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { mountPage, must, wrapInIsland } from "../../src/testing/islands";
import { productTabsIsland } from "./index";

let runtime: Runtime | null = null;

/** Sets the page URL (happy-dom follows history.replaceState). */
function setUrl(url: string): void {
  history.replaceState(null, "", url);
}

async function mountTabs(url = "/product/hoodie/", page = "product-variable-hoodie.html"): Promise<HTMLElement> {
  setUrl(url);
  loadCapturedBody(page);
  const island = wrapInIsland(must(document.querySelector(".woocommerce-tabs.wc-tabs-wrapper"), "tabs"), "product-tabs");
  runtime = await mountPage([productTabsIsland]);
  expect(island.getAttribute("data-island-state")).toBe("mounted");
  return island;
}

const tab = (id: string): HTMLAnchorElement => must(document.querySelector<HTMLAnchorElement>(`a[role=tab][aria-controls="${id}"]`), id);
const panel = (id: string): HTMLElement => must(document.getElementById(id), id);
const shown = (): string[] => Array.from(document.querySelectorAll<HTMLElement>("[role=tabpanel]")).filter((p) => !p.hidden).map((p) => p.id);
const key = (target: Element, name: string): void => {
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
};

beforeEach(() => setUrl("/product/hoodie/"));
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  setUrl("/");
});

describe("product tabs", () => {
  it("without JavaScript every panel shows (server markup)", () => {
    loadCapturedBody("product-variable-hoodie.html");
    expect(Array.from(document.querySelectorAll<HTMLElement>(".wc-tab")).every((p) => !p.hidden)).toBe(true);
  });

  it("open the first tab by default, as an ARIA tablist with a roving tabindex", async () => {
    await mountTabs();
    expect(shown()).toEqual(["tab-description"]);
    expect(must(document.querySelector("ul.wc-tabs"), "list").getAttribute("role")).toBe("tablist");
    expect(tab("tab-description").getAttribute("aria-selected")).toBe("true");
    expect(tab("tab-description").tabIndex).toBe(0);
    for (const id of ["tab-additional_information", "tab-reviews"]) {
      expect(tab(id).getAttribute("aria-selected")).toBe("false");
      expect(tab(id).tabIndex).toBe(-1);
      expect(panel(id).getAttribute("role")).toBe("tabpanel");
    }
    expect(must(document.querySelector("#tab-title-description"), "li").classList.contains("active")).toBe(true);
  });

  it.each([
    ["/product/hoodie/#reviews", "tab-reviews"],
    ["/product/hoodie/#tab-reviews", "tab-reviews"],
    ["/product/hoodie/#comment-3", "tab-reviews"],
    ["/product/hoodie/comment-page-2/", "tab-reviews"],
    ["/product/hoodie/?cpage=2", "tab-reviews"],
    ["/product/hoodie/#tab-additional_information", "tab-additional_information"],
  ])("%s opens %s", async (url, expected) => {
    await mountTabs(url);
    expect(shown()).toEqual([expected]);
    expect(tab(expected).tabIndex).toBe(0);
  });

  it("select a tab on click without following its link", async () => {
    await mountTabs();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    tab("tab-reviews").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shown()).toEqual(["tab-reviews"]);
    expect(tab("tab-reviews").getAttribute("aria-selected")).toBe("true");
    expect(location.hash).toBe("");
  });

  it("move and select with the arrow keys (wrapping), Home and End", async () => {
    await mountTabs();
    key(tab("tab-description"), "ArrowRight");
    expect(shown()).toEqual(["tab-additional_information"]);
    expect(document.activeElement).toBe(tab("tab-additional_information"));
    key(tab("tab-additional_information"), "ArrowDown");
    expect(shown()).toEqual(["tab-reviews"]);
    key(tab("tab-reviews"), "ArrowRight");
    expect(shown()).toEqual(["tab-description"]);
    key(tab("tab-description"), "ArrowLeft");
    expect(shown()).toEqual(["tab-reviews"]);
    key(tab("tab-reviews"), "ArrowUp");
    expect(shown()).toEqual(["tab-additional_information"]);
    key(tab("tab-additional_information"), "Home");
    expect(shown()).toEqual(["tab-description"]);
    key(tab("tab-description"), "End");
    expect(shown()).toEqual(["tab-reviews"]);
    expect(document.activeElement).toBe(tab("tab-reviews"));
    expect([tab("tab-description"), tab("tab-additional_information"), tab("tab-reviews")].map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("select with Space; ignore other keys and modified arrows", async () => {
    await mountTabs();
    tab("tab-reviews").focus();
    key(tab("tab-reviews"), " ");
    expect(shown()).toEqual(["tab-reviews"]);
    key(tab("tab-reviews"), "a");
    tab("tab-reviews").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", altKey: true, bubbles: true }));
    expect(shown()).toEqual(["tab-reviews"]);
  });

  it("open the reviews tab from the summary's '(3 customer reviews)' link", async () => {
    await mountTabs();
    must(document.querySelector<HTMLAnchorElement>("a.woocommerce-review-link"), "review link").click();
    expect(shown()).toEqual(["tab-reviews"]);
  });

  it("follow a hash change to #tab-additional_information or #reviews", async () => {
    await mountTabs();
    setUrl("/product/hoodie/#tab-additional_information");
    window.dispatchEvent(new Event("hashchange"));
    expect(shown()).toEqual(["tab-additional_information"]);
    setUrl("/product/hoodie/#comment-2");
    window.dispatchEvent(new Event("hashchange"));
    expect(shown()).toEqual(["tab-reviews"]);
  });

  it("stop listening when the runtime is torn down", async () => {
    await mountTabs();
    runtime?.destroy();
    key(tab("tab-description"), "End");
    expect(shown()).toEqual(["tab-description"]);
  });

  it.each(["product-simple-t-shirt.html", "product-variable-zip-hoodie.html", "product-sold-individually-gift-card.html", "product-simple-out-of-stock-beanie.html"])(
    "work on %s",
    async (page) => {
      await mountTabs("/product/x/#reviews", page);
      expect(shown()).toEqual(["tab-reviews"]);
      key(tab("tab-reviews"), "Home");
      expect(shown()).toEqual([must(document.querySelector<HTMLElement>("[role=tabpanel]"), "panel").id]);
    },
  );
});
