import { afterEach, describe, expect, it } from "vitest";
import { readVariation, type Variation } from "../../src/stores/variation";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { findSoldOutTargets, soldOutLabels } from "./sold-out";
import { FORM, get, HOODIE, resetWaitlistPage } from "./testing";

afterEach(resetWaitlistPage);

function variation(attributes: Record<string, string>): Variation {
  const read = readVariation({ variation_id: 50, attributes, is_in_stock: false });
  if (!read) throw new Error("bad variation");
  return read;
}

describe("where the sold-out labels go", () => {
  it("in each attribute's label, with the chosen option's text, on the Hoodie", () => {
    loadCapturedBody(HOODIE);
    const labels = soldOutLabels(get<HTMLFormElement>(FORM), variation({ attribute_colour: "Blue", attribute_size: "3XL" }));
    expect(labels.map(({ attribute, option }) => [attribute, option])).toEqual([
      ["attribute_colour", "Blue"],
      ["attribute_size", "3XL"],
    ]);
    expect(labels[0]?.host).toBe(get('label[for="colour"]'));
  });

  it("takes the select's value for an attribute the variation leaves open ('any'), and skips one with no choice", () => {
    loadCapturedBody(HOODIE);
    get<HTMLSelectElement>("select#colour").value = "Blue";
    const labels = soldOutLabels(get<HTMLFormElement>(FORM), variation({ attribute_colour: "", attribute_size: "" }));
    expect(labels.map(({ option }) => option)).toEqual(["Blue"]);
  });

  it("skips a select without a label", () => {
    loadCapturedBody(HOODIE);
    get('label[for="size"]').remove();
    const labels = soldOutLabels(get<HTMLFormElement>(FORM), variation({ attribute_colour: "Blue", attribute_size: "3XL" }));
    expect(labels.map(({ attribute }) => attribute)).toEqual(["attribute_colour"]);
  });

  it("hides add-to-cart (not its quantity) and puts 'Get notified' in its row, named as the store names it", () => {
    loadCapturedBody(HOODIE);
    const targets = findSoldOutTargets(variation({ attribute_colour: "Blue", attribute_size: "3XL" }), "fallback");
    expect(targets.buy.map((element) => element.className)).toEqual(["single_add_to_cart_button button alt"]);
    expect(targets.notify?.row).toBe(get(".single_add_to_cart_button").parentElement);
    // No chosen variation painted yet: no availability button, so the documented text.
    expect(targets.notify?.text).toBe("fallback");
    get(".woocommerce-variation.single_variation").innerHTML =
      '<div class="woocommerce-variation-availability"><input type="button" class="ckwtl-button2" value="Tell me"></div>';
    expect(findSoldOutTargets(variation({}), "fallback").notify?.text).toBe("Tell me");
  });

  it("finds nothing without a single-product form", () => {
    loadCapturedBody(HOODIE);
    get(FORM).remove();
    expect(findSoldOutTargets(variation({}), "fallback")).toEqual({ labels: [], buy: [], notify: null });
  });
});
