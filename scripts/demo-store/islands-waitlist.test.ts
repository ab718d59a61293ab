// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeWaitlistIsland, WAITLIST_CLONE_START } from "./islands-waitlist";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const open = (productId: number): string =>
  `<div data-island="waitlist" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{"productId":${productId}}</script>`;

describe("placeWaitlistIsland", () => {
  it.each([
    ["product-variable-hoodie.html", 25],
    ["product-simple-out-of-stock-beanie.html", 69],
  ])("wraps CommerceKit's waitlist copy on %s, once, with product %i", (name, productId) => {
    const html = page(name);
    const placed = placeWaitlistIsland(html);
    expect(placed.split('data-island="waitlist"')).toHaveLength(2);
    const at = placed.indexOf(open(productId));
    expect(at).toBeGreaterThan(0);
    expect(placed.slice(at + open(productId).length).startsWith(WAITLIST_CLONE_START)).toBe(true);
    // Only the island's opening and one closing </div> were added.
    const unwrapped = placed.replace(open(productId), "");
    expect(unwrapped.length).toBe(html.length + "</div>".length);
    expect(placed.slice(0, at)).toBe(html.slice(0, at));
  });

  it.each(["shop.html", "category-hoodies.html", "cart-with-items.html", "product-simple-t-shirt.html"])("leaves %s unchanged", (name) => {
    const html = page(name);
    expect(placeWaitlistIsland(html)).toBe(html);
  });

  it("leaves a page without a product id unchanged", () => {
    const html = `<body class="home">${WAITLIST_CLONE_START}<input class="ckwtl-button2"></div></body>`;
    expect(placeWaitlistIsland(html)).toBe(html);
  });
});
