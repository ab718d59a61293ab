// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { stripLegacyAssets } from "./page-transform";
import { loadsWishlistScript, placeWishlistIsland, WISHLIST_ISLAND } from "./islands-wishlist";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");

describe("placeWishlistIsland", () => {
  it("prints the island once, before </body>, on a page that loads CommerceKit's wishlist script", () => {
    expect(WISHLIST_ISLAND).toBe(
      '<div data-island="wishlist" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>' +
        '{"failedText":"Sorry, the wishlist could not be updated. Please try again.","renderedFor":"islet-demo-rendered-for"}</script>' +
        '<div id="commercekit-wishlist-popup" role="status" style="display: none;"></div></div>',
    );
    const raw = page("wishlist-with-items.html");
    const placed = placeWishlistIsland(raw);
    expect(placed).toBe(raw.replace(/<\/body>(?![\s\S]*<\/body>)/, `${WISHLIST_ISLAND}\n</body>`));
    expect(placeWishlistIsland(placed)).toBe(placed);
  });

  it("reads the script from the captured page: the served page has none left", () => {
    const raw = page("product-variable-hoodie.html");
    const stripped = stripLegacyAssets(raw);
    expect(loadsWishlistScript(raw)).toBe(true);
    expect(loadsWishlistScript(stripped)).toBe(false);
    expect(placeWishlistIsland(stripped)).toBe(stripped);
    expect(placeWishlistIsland(stripped, raw)).toContain(`${WISHLIST_ISLAND}\n</body>`);
  });

  it("leaves a page without the script, or cut short, alone", () => {
    const html = "<body><p>no wishlist</p></body>";
    expect(placeWishlistIsland(html)).toBe(html);
    const cut = page("coming-soon-visitor-product.html");
    expect(placeWishlistIsland(cut, page("shop.html"))).toBe(cut);
  });
});
