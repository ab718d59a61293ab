// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeDeliveryDatesIsland } from "./islands-delivery-dates";
import { placeDiscountPriceIsland, placeDiscountRulesIsland, placeDiscountRulesIslands } from "./islands-discount-rules";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const PROPS = '<script type="application/json" data-island-props>';
const RULES_OPEN = (id: number, variable: boolean): string =>
  `<div data-island="discount-rules" data-island-v="1" data-island-when="idle">${PROPS}{"productId":${id},"nonce":"291a64aa7f","variable":${variable},"priceByQuantity":true,"dynamicTable":true}</script>`;
const PRICE_OPEN = `<div data-island="discount-price" data-island-v="1" data-island-when="idle">${PROPS}{}</script>`;
const DATES_OPEN = (id: number): string =>
  `<div data-island="delivery-dates" data-island-v="1" data-island-when="idle">${PROPS}{"productId":${id},"nonce":"998d98d216"}</script>`;
const count = (html: string, text: string): number => html.split(text).length - 1;
/** The page with one wrapper removed: its opening and the `</div>` right after `inner`. */
const unwrap = (placed: string, open: string, innerEnd: string): string => placed.replace(open, "").replace(`${innerEnd}</div>`, innerEnd);

describe("placeDiscountRulesIsland", () => {
  it("wraps the Hoodie's bulk table with productId 25, variable", () => {
    const html = page("product-variable-hoodie.html");
    const placed = placeDiscountRulesIsland(html);
    expect(count(placed, 'data-island="discount-rules"')).toBe(1);
    expect(placed).toContain(`${RULES_OPEN(25, true)}<div class="awdr-bulk-customizable-table">`);
    expect(unwrap(placed, RULES_OPEN(25, true), "</table>\n            </div>")).toBe(html);
  });

  it.each([
    ["product-simple-t-shirt.html", 61],
    ["product-sold-individually-gift-card.html", 79],
  ])("wraps %s's empty table with the add-to-cart product %i", (name, id) => {
    const html = page(name);
    const placed = placeDiscountRulesIsland(html);
    expect(placed).toContain(`${RULES_OPEN(id, false)}<div class="awdr-bulk-customizable-table"> </div></div>`);
    expect(unwrap(placed, RULES_OPEN(id, false), '<div class="awdr-bulk-customizable-table"> </div>')).toBe(html);
  });

  it.each(["product-simple-out-of-stock-beanie.html", "cart-with-items.html", "shop.html", "home.html"])("leaves %s unchanged", (name) => {
    const html = page(name);
    expect(placeDiscountRulesIslands(html)).toBe(html);
    expect(placeDeliveryDatesIsland(html)).toBe(html);
  });
});

describe("placeDiscountPriceIsland", () => {
  it("wraps the T-Shirt's summary price, and not a variable product's (product-price paints it)", () => {
    const html = page("product-simple-t-shirt.html");
    const placed = placeDiscountPriceIsland(html);
    expect(count(placed, 'data-island="discount-price"')).toBe(1);
    expect(placed.indexOf(PRICE_OPEN)).toBeGreaterThan(placed.indexOf('class="summary entry-summary"'));
    expect(placed).toContain(`${PRICE_OPEN}<div class="cgkit-as-variation-price"><p class="price">`);
    expect(unwrap(placed, PRICE_OPEN, "</p>\n</div>")).toBe(html);
    expect(placeDiscountPriceIsland(page("product-variable-hoodie.html"))).toBe(page("product-variable-hoodie.html"));
  });
});

describe("placeDeliveryDatesIsland", () => {
  it.each([
    ["product-variable-hoodie.html", 25],
    ["product-variable-zip-hoodie.html", 53],
  ])("wraps %s's summary delivery block (after the form) with its product id", (name, id) => {
    const html = page(name);
    const placed = placeDeliveryDatesIsland(html);
    expect(count(placed, 'data-island="delivery-dates"')).toBe(1);
    const at = placed.indexOf(DATES_OPEN(id));
    expect(at).toBeGreaterThan(placed.indexOf("</form>"));
    expect(placed.slice(at + DATES_OPEN(id).length)).toMatch(new RegExp(`^<div class="wpced wpced-${id} wpced-product wpced-default" data-id="${id}"><div class="wpced-inner">Estimated delivery dates: Nov 27, 2026 - Dec 2, 2026</div></div></div>`));
    expect(unwrap(placed, DATES_OPEN(id), "Dec 2, 2026</div></div>")).toBe(html);
  });

  it("leaves simple products alone", () => {
    const html = page("product-simple-t-shirt.html");
    expect(placeDeliveryDatesIsland(html)).toBe(html);
  });
});
