// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { findElementEnd } from "./elements";
import {
  addSearchModal,
  DIALOGS_ISLAND,
  MOBILE_SEARCH_TRIGGER,
  placeDialogsIsland,
  SEARCH_MODAL_FIELD,
  SEARCH_TRIGGER,
} from "./islands-dialogs";
import { renderPage, transformPage } from "./page-transform";
import { FAKE_MANIFEST } from "./test-helpers";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const count = (html: string, text: string): number => html.split(text).length - 1;
const served = (name: string): string =>
  renderPage(transformPage(page(name), name, FAKE_MANIFEST), { origin: "http://x", originEncoded: "", headerCart: "", config: "", nonce: "n", removeNonce: "r" });

const MODAL_OPEN = '<dialog class="shoptimizer-modal" data-shoptimizermodal-id="searchToggle" aria-label="Search products">';

describe("placeDialogsIsland", () => {
  it.each(["product-variable-hoodie.html", "product-simple-t-shirt.html", "coming-soon-admin-product.html"])(
    "prints it once before </body> on %s, which has the theme's call-back dialog",
    (name) => {
      const placed = placeDialogsIsland(page(name));
      expect(count(placed, 'data-island="dialogs"')).toBe(1);
      expect(placed).toContain(`${DIALOGS_ISLAND}\n</body>`);
      expect(placeDialogsIsland(placed)).toBe(placed);
    },
  );

  it.each(["shop.html", "home.html", "cart-with-items.html", "wishlist-with-items.html"])("leaves %s, which has no dialog, alone", (name) => {
    expect(placeDialogsIsland(page(name))).toBe(page(name));
  });

  it("is on the served Hoodie page, after the wishlist island", () => {
    expect(served("product-variable-hoodie.html")).toMatch(/<div data-island="wishlist"[^\n]*<\/div>\n<div data-island="dialogs" data-island-v="1" data-island-when="interaction">/);
  });
});

describe("?search=modal", () => {
  const shop = served("shop.html");
  const modal = addSearchModal(shop);
  const dialogStart = modal.indexOf(MODAL_OPEN);
  const dialog = modal.slice(dialogStart, findElementEnd(modal, dialogStart, "dialog"));

  it("adds the header's trigger before the first .site-search in .main-header, and the phone's after the menu toggle", () => {
    expect(count(modal, 'data-trigger="searchToggle"')).toBe(2);
    expect(modal).toContain(`${SEARCH_TRIGGER}<div class="site-search">`);
    expect(modal.indexOf(SEARCH_TRIGGER)).toBeGreaterThan(modal.indexOf('<div class="main-header'));
    expect(modal.indexOf(SEARCH_TRIGGER)).toBeLessThan(modal.indexOf('<nav class="secondary-navigation"'));
    expect(modal).toMatch(new RegExp(`<span class="bar-text">MENU</span>\\s*</button>${MOBILE_SEARCH_TRIGGER.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
    expect(SEARCH_TRIGGER).toMatch(/^<button type="button" class="search-trigger" data-trigger="searchToggle" aria-label="Search">.*<span class="screen-reader-text">Search<\/span><\/button>$/);
    expect(MOBILE_SEARCH_TRIGGER).toContain('class="mobile-search-toggle" data-trigger="searchToggle" aria-label="Search"');
  });

  it("adds the dialog before </body>, with a close button and a copy of the search widget in its own search island", () => {
    expect(dialogStart).toBeGreaterThan(modal.indexOf('<div data-island="cart-buttons"'));
    expect(modal.slice(findElementEnd(modal, dialogStart, "dialog"))).toMatch(/^\n<div data-island="dialogs"[^\n]*<\/div>\n<\/body>/);
    expect(dialog).toMatch(
      /^<dialog[^>]*><div class="shoptimizer-modal--container"><form method="dialog"><button aria-label="Close modal" class="shoptimizer-modal--button_close" data-dismiss="modal"><svg[^>]*>.*<\/svg><\/button><\/form><div class="shoptimizer-modal--content"><div data-island="search" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>\{"minChars":3,[^<]*<\/script><div class="widget woocommerce widget_product_search">/s,
    );
    expect(dialog.endsWith("</form>\n</div></div></div></div></dialog>")).toBe(true);
    expect(dialog).toContain(`<label class="screen-reader-text" for="${SEARCH_MODAL_FIELD}">`);
    expect(dialog).toContain(`<input type="search" id="${SEARCH_MODAL_FIELD}" class="search-field"`);
    expect(count(modal, `id="${SEARCH_MODAL_FIELD}"`)).toBe(1);
    expect(count(modal, 'data-island="search"')).toBe(3);
  });

  it("gives the page the dialogs island once, also where the theme's own dialog had it", () => {
    expect(count(modal, 'data-island="dialogs"')).toBe(1);
    const hoodie = addSearchModal(served("product-variable-hoodie.html"));
    expect(count(hoodie, 'data-island="dialogs"')).toBe(1);
    expect(count(hoodie, MODAL_OPEN)).toBe(1);
    expect(count(hoodie, "data-shoptimizermodal-id")).toBe(2);
  });

  it("changes nothing else, and nothing on a page without a search widget", () => {
    const removed = modal.replace(SEARCH_TRIGGER, "").replace(MOBILE_SEARCH_TRIGGER, "").replace(`${dialog}\n`, "").replace(`${DIALOGS_ISLAND}\n`, "");
    expect(removed).toBe(shop);
    expect(addSearchModal("<body><p>x</p></body>")).toBe("<body><p>x</p></body>");
  });
});
