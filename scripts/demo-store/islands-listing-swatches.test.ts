// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fillHoverRow, placeListingSwatchIslands } from "./islands-listing-swatches";

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
