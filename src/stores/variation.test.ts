import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../testing/fixtures";
import {
  findMatchingVariations,
  isMatch,
  isSoldOut,
  possibleOptions,
  readVariation,
  readVariations,
  resolveSelection,
  soldOutVariation,
  type Variation,
  type VariationState,
} from "./variation";

/** The Hoodie's 25 variations, read from the captured form's attribute. */
function hoodieVariations(): Variation[] {
  const html = readFileSync(path.join(PAGES_DIR, "product-variable-hoodie.html"), "utf8");
  const raw = /<form class="variations_form cart"[^>]*data-product_variations="([^"]*)"/.exec(html)?.[1] ?? "";
  const json = raw.replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  return readVariations(JSON.parse(json)) ?? [];
}

const NAMES = ["attribute_colour", "attribute_size"];
const SIZES = ["M", "L", "XL", "XXL", "3XL"];
const pick = (colour: string, size: string) => ({ attribute_colour: colour, attribute_size: size });

describe("variation matching (inline mode)", () => {
  const variations = hoodieVariations();

  it("reads all 25 Hoodie variations", () => {
    expect(variations).toHaveLength(25);
    expect(variations[0]).toMatchObject({ id: 26, attributes: pick("Dark Gray", "M"), maxQty: 3, minQty: 1 });
  });

  it("is 'none' until every attribute is chosen", () => {
    expect(resolveSelection(variations, pick("", ""), NAMES)).toEqual({ kind: "none" });
    expect(resolveSelection(variations, pick("Blue", ""), NAMES)).toEqual({ kind: "none" });
  });

  it("finds Blue + M (46), buyable", () => {
    const state = resolveSelection(variations, pick("Blue", "M"), NAMES);
    expect(state.kind).toBe("found");
    expect(state.kind === "found" && state.variation.id).toBe(46);
  });

  it("marks Blue + 3XL (50, out of stock) unavailable", () => {
    const state = resolveSelection(variations, pick("Blue", "3XL"), NAMES);
    expect(state.kind).toBe("unavailable");
    expect(state.kind === "unavailable" && state.variation?.id).toBe(50);
  });

  it("is unavailable when not purchasable or not visible", () => {
    const base = variations.find((v) => v.id === 46);
    if (!base) throw new Error("no 46");
    for (const change of [{ isPurchasable: false }, { isVisible: false }, { isInStock: false }]) {
      expect(resolveSelection([{ ...base, ...change }], pick("Blue", "M"), NAMES).kind).toBe("unavailable");
    }
  });

  it("says no-match when no variation has the combination", () => {
    const withoutBlueM = variations.filter((v) => v.id !== 46);
    expect(resolveSelection(withoutBlueM, pick("Blue", "M"), NAMES)).toEqual({ kind: "no-match" });
  });

  it("treats an empty variation value as 'any', and the first match wins", () => {
    expect(isMatch({ attribute_colour: "", attribute_size: "M" }, pick("Blue", "M"))).toBe(true);
    expect(isMatch({ attribute_colour: "Red", attribute_size: "M" }, pick("Blue", "M"))).toBe(false);
    const any = { ...variations[0], id: 999, attributes: { attribute_colour: "", attribute_size: "M" } } as Variation;
    const state = resolveSelection([any, ...variations], pick("Blue", "M"), NAMES);
    expect(state.kind === "found" && state.variation.id).toBe(999);
    expect(findMatchingVariations(variations, pick("Blue", ""))).toHaveLength(5);
  });

  it("keeps only options that lead to an active variation", () => {
    expect(possibleOptions(variations, pick("Blue", ""), "attribute_size", SIZES)).toEqual(new Set(SIZES));
    const inactive = variations.map((v) => (v.id === 50 ? { ...v, isActive: false } : v));
    expect(possibleOptions(inactive, pick("Blue", ""), "attribute_size", SIZES)).toEqual(new Set(["M", "L", "XL", "XXL"]));
    const anySize = [{ ...variations[0], attributes: { attribute_colour: "Blue", attribute_size: "" } } as Variation];
    expect(possibleOptions(anySize, pick("Blue", ""), "attribute_size", SIZES)).toEqual(new Set(SIZES));
  });

  it("rejects what is not a variation", () => {
    expect(readVariation(null)).toBeNull();
    expect(readVariation({ variation_id: 0, attributes: {} })).toBeNull();
    expect(readVariation({ variation_id: 5 })).toBeNull();
    expect(readVariations("nope")).toBeNull();
    expect(readVariation({ variation_id: 5, attributes: {}, max_qty: "" })?.maxQty).toBeNull();
  });
});

describe("sold out: the waitlist's case", () => {
  const blue3xl = readVariation({ variation_id: 50, attributes: {}, is_in_stock: false, is_purchasable: true, variation_is_visible: true });
  const unbuyable = readVariation({ variation_id: 51, attributes: {}, is_in_stock: true, is_purchasable: false, variation_is_visible: true });

  it.each<[string, VariationState, boolean]>([
    ["nothing chosen", { kind: "none" }, false],
    ["no match", { kind: "no-match" }, false],
    ["unknown variation", { kind: "unavailable", variation: null }, false],
    ["in stock but not purchasable", { kind: "unavailable", variation: unbuyable }, false],
    ["out of stock", { kind: "unavailable", variation: blue3xl }, true],
  ])("%s → sold out %s", (_, state, soldOut) => {
    expect(isSoldOut(state)).toBe(soldOut);
    expect(soldOutVariation(state)).toBe(soldOut ? blue3xl : null);
  });
});
