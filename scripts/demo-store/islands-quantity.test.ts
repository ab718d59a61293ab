// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { listingCardForms } from "./elements";
import { placeQuantityIslands, QUANTITY_START } from "./islands-quantity";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const ISLAND_OPEN =
  '<div data-island="quantity" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>{"decrease":"Decrease quantity","increase":"Increase quantity"}</script><div class="quantity">';

function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

describe("placeQuantityIslands", () => {
  it.each([
    ["product-simple-t-shirt.html", 1, 2],
    ["product-variable-hoodie.html", 1, 1],
    ["product-variable-zip-hoodie.html", 1, 1],
    ["product-sold-individually-gift-card.html", 1, 0],
    ["cart-with-items.html", 4, 0],
    ["shop.html", 0, 2],
  ])("wraps the quantity wrappers of %s outside listing cards (%i) and leaves the cards' quick add (%i) alone", (name, wrapped, inCards) => {
    const html = placeQuantityIslands(page(name));
    expect(count(html, ISLAND_OPEN)).toBe(wrapped);
    expect(count(html, QUANTITY_START)).toBe(wrapped + inCards);
    for (const card of listingCardForms(html)) expect(html.slice(card.start, card.end)).not.toContain('data-island="quantity"');
  });

  it("prints exactly the server's quantity markup inside the island", () => {
    const source = page("product-simple-t-shirt.html");
    const start = source.indexOf(QUANTITY_START);
    const inner = source.slice(start, source.indexOf("</div>", start) + "</div>".length);
    expect(placeQuantityIslands(source)).toContain(`${ISLAND_OPEN.slice(0, -QUANTITY_START.length)}${inner}</div>`);
    expect(inner).toContain('max="25"');
  });

  it("only adds the island wrappers: removing them gives the page back", () => {
    const source = page("cart-with-items.html");
    const prefix = ISLAND_OPEN.slice(0, -QUANTITY_START.length);
    let html = placeQuantityIslands(source);
    // Each island closes right after its quantity wrapper's </div>.
    html = html.replace(/(<div class="quantity">[\s\S]*?<\/div>)<\/div>/g, "$1").split(prefix).join("");
    expect(html).toBe(source);
  });

  it.each(["product-simple-out-of-stock-beanie.html", "cart-empty.html", "home.html"])("leaves %s unchanged (no quantity input)", (name) => {
    const source = page(name);
    expect(placeQuantityIslands(source)).toBe(source);
  });

  it("leaves unbalanced markup after the last complete wrapper as it was", () => {
    const broken = '<p>a</p><div class="quantity"><input class="qty">';
    expect(placeQuantityIslands(broken)).toBe(broken);
  });

  it("does not wrap the mini cart's quantity text", () => {
    const html = '<span class="quantity">1 &times; £14.00</span>';
    expect(placeQuantityIslands(html)).toBe(html);
  });
});
