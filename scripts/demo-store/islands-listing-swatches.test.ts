// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { placePageTypeIslands } from "./islands";
import { cardContainers, fillHoverRow, placeCardSectionIslands, placeListingSwatchIslands } from "./islands-listing-swatches";
import { PAGES_DIR } from "./paths";

const card = (extra = ""): string =>
  `<ul class="products"><li class="product post-25${extra}"><form class="cgkit-swatch-form variations_form cart" data-product_id="25"><details open><summary>Quick add</summary><ul class="cgkit-attribute-swatches"></ul></details></form></li></ul>`;

describe("placeListingSwatchIslands", () => {
  it("wraps each card's quick-add form in a listing-swatches island that mounts near the viewport", () => {
    const placed = placeListingSwatchIslands(card() + card());
    expect(placed.match(/<div data-island="listing-swatches" data-island-v="1" data-island-when="visible">/g)).toHaveLength(2);
  });

  it("puts each card's 'Quick add' details in an accordions island inside the card's, animated over 400 ms", () => {
    const placed = placeListingSwatchIslands(card());
    expect(placed).toContain(
      '<div data-island="accordions" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{"duration":400}</script><details open>',
    );
    expect(placed.indexOf('data-island="listing-swatches"')).toBeLessThan(placed.indexOf('data-island="accordions"'));
    expect(placed).toContain("</details></div></form></div>");
  });

  it("leaves a page with a card mode the island does not run to CommerceKit's script", () => {
    for (const page of [card(" cgkit-disable-atc"), card().replace("</form>", '</form><a class="cgkit-as-single-atc">Add</a>')]) {
      expect(placeListingSwatchIslands(page)).toBe(page);
    }
  });

  it("fills CommerceKit's empty hover row with a copy of the first visible attribute's list, for the pointer only", () => {
    const form =
      '<form class="cgkit-swatch-form variations_form cart"><div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div><table class="variations"><tbody>' +
      '<tr class="cgkit-hide-loop"><td><ul class="cgkit-attribute-swatches" data-attribute="attribute_fit"><li><button type="button" data-attribute-value="Slim">Slim</button></li></ul></td></tr>' +
      '<tr class=""><td><ul class="cgkit-attribute-swatches " data-attribute="attribute_colour"><li><button type="button" data-attribute-value="Blue">Blue</button></li></ul></td></tr></tbody></table></form>';
    expect(fillHoverRow(form)).toContain(
      '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp" aria-hidden="true"><ul class="cgkit-attribute-swatches " data-attribute="attribute_colour"><li><button type="button" tabindex="-1" data-attribute-value="Blue">Blue</button></li></ul></div>',
    );
    expect(fillHoverRow(form.replace('<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div>', ""))).toBe(form.replace('<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div>', ""));
  });
});

const ISLAND = '<div data-island="listing-swatches" data-island-v="1" data-island-when="visible">';
const islandsIn = (html: string): number => html.split(ISLAND).length - 1;
const section = (classes: string, cards: string): string => `<section class="${classes}"><h2>Related products</h2>${cards}</section>`;
const OWN_FORM = '<form class="variations_form cart" data-product_id="25"><table class="variations"></table></form>';

describe("placeCardSectionIslands", () => {
  it("wraps the cards of a product page's related and up-sell sections and of the wishlist's list", () => {
    const page = section("related products", card()) + section("up-sells upsells products", card()) + `<div id="commercekit-wishlist-shortcode">${card()}</div>`;
    expect(cardContainers(page)).toHaveLength(3);
    const placed = placeCardSectionIslands(page);
    expect(islandsIn(placed)).toBe(3);
    // The card's accordion mounts when the card nears the viewport: its code stays out of the product page's first paint.
    expect(placed.match(/<div data-island="accordions" data-island-v="1" data-island-when="visible">/g)).toHaveLength(3);
    // The theme's outer `related-wrapper` section is no card container of its own.
    expect(cardContainers(section("related-wrapper", ""))).toEqual([]);
  });

  it("places nothing where a card is outside those containers: CommerceKit's script then runs every card", () => {
    const page = section("related products", card()) + card();
    expect(placeCardSectionIslands(page)).toBe(page);
  });

  it("places nothing beside a product's own options form that the variation-form island does not run", () => {
    const page = OWN_FORM + section("related products", card());
    expect(placeCardSectionIslands(page)).toBe(page);
    const run = `<div data-island="variation-form" data-island-v="1" data-island-when="load">${OWN_FORM}</div>${section("related products", card())}`;
    expect(islandsIn(placeCardSectionIslands(run))).toBe(1);
  });

  it("leaves a card mode the island does not run to CommerceKit's script", () => {
    const page = section("related products", card(" cgkit-disable-atc"));
    expect(placeCardSectionIslands(page)).toBe(page);
  });

  it.each([
    ["product-simple-t-shirt.html", 2],
    ["product-variable-hoodie.html", 1],
    ["wishlist-with-items.html", 1],
    ["home.html", 0],
  ])("places a listing-swatches island around each card form of %s (%i), the product's own form left to its island", (file, count) => {
    const placed = placePageTypeIslands(readFileSync(path.join(PAGES_DIR, file), "utf8"));
    expect(islandsIn(placed)).toBe(count);
    expect(placed.split('<form class="cgkit-swatch-form ').length - 1).toBe(count);
    for (const island of placed.split(ISLAND).slice(1)) expect(island.indexOf('<script type="application/json" data-island-props>{}</script><form class="cgkit-swatch-form ')).toBe(0);
    if (file === "product-variable-hoodie.html") {
      // The Hoodie's own form is the variation form's, never in a card island.
      const own = placed.indexOf('<form class="variations_form cart"');
      expect(placed.lastIndexOf('<div data-island="variation-form"', own)).toBeGreaterThan(placed.lastIndexOf(ISLAND, own));
    }
  });
});
