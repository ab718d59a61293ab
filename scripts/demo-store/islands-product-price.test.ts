// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { findElementEnd } from "./elements";
import { placeInventoryBarIsland, placeProductPriceIsland, placeProductPriceIslands } from "./islands-product-price";
import { placeVariationFormIsland } from "./islands-variation-form";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const PROPS = '<script type="application/json" data-island-props>';
const PRICE_OPEN = (id: number): string =>
  `<div data-island="product-price" data-island-v="1" data-island-when="idle">${PROPS}{"productId":${id}}</script>`;
const INVENTORY_OPEN = `<div data-island="inventory-bar" data-island-v="1" data-island-when="idle">${PROPS}{}</script>`;
const count = (html: string, text: string): number => html.split(text).length - 1;

describe("placeProductPriceIsland", () => {
  it("wraps the Hoodie's summary price and its sale badge, printed hidden, with productId 25", () => {
    const html = page("product-variable-hoodie.html");
    const placed = placeProductPriceIsland(html);
    expect(count(placed, 'data-island="product-price"')).toBe(1);
    const at = placed.indexOf(PRICE_OPEN(25));
    expect(at).toBeGreaterThan(placed.indexOf('class="summary entry-summary"'));
    const rest = placed.slice(at + PRICE_OPEN(25).length);
    expect(rest.startsWith('<div class="cgkit-as-variation-price"><p class="price">')).toBe(true);
    expect(rest).toMatch(/^[\s\S]*?<\/p>\n<\/div><span class="sale-item product-label type-bubble" hidden style="display: none;">-36%<\/span><\/div><div class="clear">/);
    // Nothing else changed: only the wrapper and the badge's `hidden`.
    expect(placed.replace(PRICE_OPEN(25), "").replace(' hidden style="display: none;">-36%</span></div>', ">-36%</span>")).toBe(html);
  });

  it("wraps the Zip Hoodie's price (no badge: nothing on sale) with productId 53", () => {
    const html = page("product-variable-zip-hoodie.html");
    const placed = placeProductPriceIsland(html);
    const at = placed.indexOf(PRICE_OPEN(53));
    expect(at).toBeGreaterThan(0);
    expect(placed.slice(at).split("</div></div>")[0]).not.toContain("sale-item");
    expect(placed.replace(PRICE_OPEN(53), "").replace(/(<div class="cgkit-as-variation-price">[\s\S]*?<\/div>)<\/div>/, "$1")).toBe(html);
  });

  it("works after the variation form was placed (the lead's placement order does not matter)", () => {
    const placed = placeProductPriceIsland(placeVariationFormIsland(page("product-variable-hoodie.html")));
    expect(placed).toContain(PRICE_OPEN(25));
  });

  it.each([
    "product-simple-t-shirt.html",
    "product-sold-individually-gift-card.html",
    "product-simple-out-of-stock-beanie.html",
    "shop.html",
    "cart-with-items.html",
  ])("leaves %s unchanged (not a variable product page)", (name) => {
    const html = page(name);
    expect(placeProductPriceIsland(html)).toBe(html);
  });
});

describe("placeInventoryBarIsland", () => {
  it.each(["product-variable-hoodie.html", "product-variable-zip-hoodie.html", "product-simple-t-shirt.html"])(
    "wraps CommerceKit's inventory bar of %s, once",
    (name) => {
      const html = page(name);
      const placed = placeInventoryBarIsland(html);
      expect(count(placed, 'data-island="inventory-bar"')).toBe(1);
      const at = placed.indexOf(INVENTORY_OPEN);
      expect(placed.slice(at + INVENTORY_OPEN.length).startsWith('<div class="commercekit-inventory ">')).toBe(true);
      // Nothing else changed: the bar, whole, sits inside the island, which closes right after it.
      const start = html.indexOf('<div class="commercekit-inventory ">');
      const end = findElementEnd(html, start, "div");
      expect(placed).toBe(`${html.slice(0, start)}${INVENTORY_OPEN}${html.slice(start, end)}</div>${html.slice(end)}`);
      expect(html.slice(start, end)).toMatch(/<\/div><\/div>$/);
    },
  );

  it.each(["product-sold-individually-gift-card.html", "product-simple-out-of-stock-beanie.html", "shop.html", "cart-with-items.html"])(
    "leaves %s unchanged (no inventory bar)",
    (name) => {
      const html = page(name);
      expect(placeInventoryBarIsland(html)).toBe(html);
    },
  );
});

describe("placeProductPriceIslands", () => {
  it("places both on the Hoodie and is what placeIslands calls", () => {
    const placed = placeProductPriceIslands(page("product-variable-hoodie.html"));
    expect(placed).toContain(PRICE_OPEN(25));
    expect(placed).toContain(INVENTORY_OPEN);
  });
});
