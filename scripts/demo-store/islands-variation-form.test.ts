// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeVariationFormIsland } from "./islands-variation-form";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const ISLAND_OPEN = '<div data-island="variation-form" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script>';

describe("placeVariationFormIsland", () => {
  it.each(["product-variable-hoodie.html", "product-variable-zip-hoodie.html"])("wraps the variations form of %s, once", (name) => {
    const html = page(name);
    const placed = placeVariationFormIsland(html);
    expect(placed.split('data-island="variation-form"')).toHaveLength(2);
    const at = placed.indexOf(ISLAND_OPEN);
    expect(at).toBeGreaterThan(0);
    expect(placed.slice(at + ISLAND_OPEN.length).startsWith('<form class="variations_form cart"')).toBe(true);
    // The form ends, then the island closes; nothing else changed.
    expect(placed.replace(ISLAND_OPEN, "").replace("</form></div>", "</form>")).toBe(html);
  });

  it.each(["product-simple-t-shirt.html", "shop.html", "cart-with-items.html", "product-simple-out-of-stock-beanie.html"])(
    "leaves %s unchanged (no single-product variations form)",
    (name) => {
      const html = page(name);
      expect(placeVariationFormIsland(html)).toBe(html);
    },
  );
});
