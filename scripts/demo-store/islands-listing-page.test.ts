// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addFlipImages } from "./flip-images";
import { addOrderingButtons, placeCarouselDots, placeListingPageIsland } from "./islands-listing-page";
import { applyLegacyRule, printedScriptsOf } from "./legacy";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ORDERING = '<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"></select><input type="hidden" name="paged" value="1" /></form>';
const DOTS = '<div class="shoptimizer-plp-carousel--pagination"><span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div>';
const SHOP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/reference-store/pages/shop.html");

describe("listing page placement", () => {
  it("gives each ordering form a submit button for shoppers without JavaScript", () => {
    expect(addOrderingButtons(ORDERING + ORDERING)).toBe(
      (ORDERING.replace("</form>", '<noscript><button type="submit" class="button">Sort</button></noscript></form>')).repeat(2),
    );
  });

  it("turns Shoptimizer's dot spans into named buttons, the first pressed, hidden until the island runs", () => {
    expect(placeCarouselDots(`<li>${DOTS}</li>`)).toBe(
      '<li><div class="shoptimizer-plp-carousel--pagination" hidden>' +
        '<button type="button" class="shoptimizer-plp-carousel--dot active" aria-label="Show picture 1 of 2" aria-pressed="true"></button>' +
        '<button type="button" class="shoptimizer-plp-carousel--dot" aria-label="Show picture 2 of 2" aria-pressed="false"></button></div></li>',
    );
  });

  it("prints the island once, before </body>", () => {
    const placed = placeListingPageIsland(`<body>${ORDERING}</body>`);
    expect(placed.match(/data-island="listing-page"/g)).toHaveLength(1);
    expect(placed.endsWith('<div data-island="listing-page" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script></div>\n</body>')).toBe(true);
    expect(placeListingPageIsland("<p>no body</p>")).toBe("<p>no body</p>");
  });

  it("?flip=1 gives the Hoodie card its gallery picture in the carousel and the island's dots", () => {
    const flipped = addFlipImages(readFileSync(SHOP, "utf8"));
    const card = flipped.slice(flipped.indexOf('<li class="product type-product post-25 '), flipped.indexOf("</li>", flipped.indexOf("post-25 ")));
    expect(card).toMatch(/<div class="shoptimizer-plp-image-wrapper"><img [^>]*hoodie-front-300x384\.png[^>]*\/><img [^>]*class="gallery-image"[^>]*loading="lazy"[^>]*\/><\/div><\/div><\/a><div class="shoptimizer-plp-carousel--pagination" hidden><button/);
    expect(card.match(/aria-label="Show picture \d of 2"/g)).toHaveLength(2);
  });

  it("the theme's carousel script leaves a listing page with the island, and stays on one without it", () => {
    const shop = readFileSync(SHOP, "utf8");
    const scripts = printedScriptsOf(shop);
    const withIsland = applyLegacyRule(placeListingPageIsland(shop), "shop", scripts);
    expect(withIsland.parts).toEqual(["shoptimizer-main-js-after"]);
    expect(withIsland.html).not.toContain('id="shoptimizer-main-js-after"');
    expect(withIsland.html).toContain('id="shoptimizer-main-js"');
    expect(applyLegacyRule(shop, "shop", scripts).html).toContain('id="shoptimizer-main-js-after"');
    expect(applyLegacyRule(placeListingPageIsland(shop), "product", scripts).parts).toEqual([]);
  });
});
