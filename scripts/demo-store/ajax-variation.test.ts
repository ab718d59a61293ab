// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findMatchingVariation, getVariationAnswer, useAjaxVariations } from "./ajax-variation";
import { readPageVariations } from "./catalogue";
import { emptyWcAnswer } from "./ajax-wc";
import { AJAX_DIR, PAGES_DIR } from "./paths";

const hoodie = readFileSync(path.join(PAGES_DIR, "product-variable-hoodie.html"), "utf8");
const form = (entries: Record<string, string>): Map<string, string> => new Map(Object.entries(entries));
const captured = (name: string): unknown => JSON.parse(readFileSync(path.join(AJAX_DIR, name), "utf8"));

describe("get_variation in the demo store", () => {
  it("answers the captured variation for Blue + M and Gray + L (captures 10, 11)", () => {
    for (const [colour, size, file] of [
      ["Blue", "M", "10-get_variation-instock-blue-m.json"],
      ["Gray", "L", "11-get_variation-onsale-gray-l.json"],
    ] as const) {
      const answer = getVariationAnswer(form({ attribute_colour: colour, attribute_size: size, product_id: "25" }), emptyWcAnswer);
      const body = JSON.parse(String(answer.body)) as { variation_id: number };
      expect(body.variation_id).toBe((captured(file) as { variation_id: number }).variation_id);
      expect(answer.headers["Content-Type"]).toMatch(/^application\/json/);
    }
  });

  it("answers false for a partial choice or an unknown value (captures 13, 14), empty without product_id", () => {
    expect(getVariationAnswer(form({ attribute_colour: "Blue", attribute_size: "", product_id: "25" }), emptyWcAnswer).body).toBe("false");
    expect(getVariationAnswer(form({ attribute_colour: "Purple", attribute_size: "M", product_id: "25" }), emptyWcAnswer).body).toBe("false");
    expect(getVariationAnswer(form({ attribute_colour: "Blue", attribute_size: "M" }), emptyWcAnswer).body).toBe("");
    expect(getVariationAnswer(form({ attribute_colour: "Blue", attribute_size: "M", product_id: "999" }), emptyWcAnswer).body).toBe("");
  });

  it("treats a variation's empty attribute as any value", () => {
    const variations = [{ variation_id: 1, attributes: { attribute_colour: "Blue", attribute_size: "" } }];
    expect(findMatchingVariation(variations, form({ attribute_colour: "Blue", attribute_size: "XL" }))).toBe(variations[0]);
    expect(findMatchingVariation(variations, form({ attribute_colour: "Blue", attribute_size: "" }))).toBeNull();
  });

  it("?variations=ajax turns the single-product form's data into false and leaves listing forms alone", () => {
    const ajax = useAjaxVariations(hoodie);
    expect(readPageVariations(ajax).has(25)).toBe(false);
    expect(ajax).toContain('data-product_variations="false"');
    expect(readPageVariations(ajax).size).toBe(readPageVariations(hoodie).size - 1);
  });

  it("?variations=ajax on a listing page turns every card's variations and images into false", () => {
    const shop = useAjaxVariations(readFileSync(path.join(PAGES_DIR, "shop.html"), "utf8"));
    expect(shop.match(/<form class="cgkit-swatch-form [^>]*data-product_variations="false" data-images="false">/g)).toHaveLength(2);
  });
});
