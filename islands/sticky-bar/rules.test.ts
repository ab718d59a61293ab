import { describe, expect, it } from "vitest";
import { readVariation, type Variation, type VariationState } from "../../src/stores/variation";
import { GET_NOTIFIED } from "../../src/waitlist/label";
import { isScrolledPast } from "./arm";
import { DEFAULT_STRINGS, DEFAULT_WATCH, parseStickyBarProps } from "./props";
import { barButton, barPriceHtml, isBarShown, quantityText, selectionText, variationThumbnail } from "./rules";

const ADD = DEFAULT_STRINGS.addToCart;

function variation(overrides: Record<string, unknown> = {}): Variation {
  const parsed = readVariation({
    variation_id: 42,
    attributes: { attribute_colour: "Gray", attribute_size: "L" },
    is_in_stock: true,
    is_purchasable: true,
    variation_is_visible: true,
    price_html: '<span class="price">£36.00</span>',
    image: { gallery_thumbnail_src: "/uploads/hoodie-gray-150x192.png" },
    ...overrides,
  });
  if (!parsed) throw new Error("bad variation");
  return parsed;
}

describe("barButton: the bar's button for each state of the page", () => {
  const cases: [string, VariationState, { label: string; action: string; disabled: boolean }][] = [
    ["nothing chosen", { kind: "none" }, { label: ADD, action: "choose", disabled: true }],
    ["asking the store (ajax mode)", { kind: "loading" }, { label: ADD, action: "wait", disabled: true }],
    ["no match", { kind: "no-match" }, { label: ADD, action: "choose", disabled: true }],
    ["a buyable variation", { kind: "found", variation: variation() }, { label: ADD, action: "add", disabled: false }],
    ["out of stock", { kind: "unavailable", variation: variation({ is_in_stock: false }) }, { label: GET_NOTIFIED, action: "notify", disabled: false }],
    ["in stock but not purchasable", { kind: "unavailable", variation: variation({ is_purchasable: false }) }, { label: ADD, action: "choose", disabled: true }],
    ["hidden", { kind: "unavailable", variation: variation({ variation_is_visible: false }) }, { label: ADD, action: "choose", disabled: true }],
    ["the store could not say", { kind: "unavailable", variation: null }, { label: ADD, action: "choose", disabled: true }],
  ];
  it.each(cases)("variable, %s", (_, state, expected) => {
    expect(barButton("variable", state, ADD)).toEqual(expected);
  });

  it("a simple product always adds (the bar is only printed for products in stock)", () => {
    for (const [, state] of cases) expect(barButton("simple", state, ADD)).toEqual({ label: ADD, action: "add", disabled: false });
  });
});

describe("selectionText", () => {
  const names = ["attribute_colour", "attribute_size"];
  it("lists the chosen options in the form's order", () => {
    expect(selectionText({ attribute_size: "L", attribute_colour: "Gray" }, names)).toBe("Gray, L");
    expect(selectionText({ attribute_colour: "", attribute_size: "L" }, names)).toBe("L");
    expect(selectionText({ attribute_colour: "", attribute_size: "" }, names)).toBe("");
    expect(selectionText({}, names)).toBe("");
  });
  it("shows the option's text where the store posts a slug (taxonomy attributes)", () => {
    const texts = new Map([["attribute_pa_colour", new Map([["dark-gray", "Dark Gray"]])]]);
    expect(selectionText({ attribute_pa_colour: "dark-gray" }, ["attribute_pa_colour"], texts)).toBe("Dark Gray");
  });
});

describe("price, thumbnail and quantity", () => {
  const product = "£29.00 – £45.00";
  it("the chosen variation's price, else the product's", () => {
    expect(barPriceHtml({ kind: "none" }, product)).toBe(product);
    expect(barPriceHtml({ kind: "found", variation: variation() }, product)).toContain("£36.00");
    expect(barPriceHtml({ kind: "unavailable", variation: variation({ is_in_stock: false }) }, product)).toContain("£36.00");
    // WooCommerce sends no price_html when every variation costs the same.
    expect(barPriceHtml({ kind: "found", variation: variation({ price_html: "" }) }, product)).toBe(product);
  });
  it("the variation's gallery thumbnail, when it has one", () => {
    expect(variationThumbnail(variation())).toBe("/uploads/hoodie-gray-150x192.png");
    expect(variationThumbnail(variation({ image: { gallery_thumbnail_src: "" } }))).toBeNull();
    expect(variationThumbnail(variation({ image: [] }))).toBeNull();
    expect(variationThumbnail(null)).toBeNull();
  });
  it("the quantity while the form shows a control for it", () => {
    expect(quantityText(2, true, DEFAULT_STRINGS.quantity)).toBe("Quantity: 2");
    expect(quantityText(2, false, DEFAULT_STRINGS.quantity)).toBeNull();
    expect(quantityText(null, true, DEFAULT_STRINGS.quantity)).toBeNull();
  });
});

describe("showing the bar", () => {
  const entry = (isIntersecting: boolean, bottom: number) => ({ isIntersecting, boundingClientRect: { bottom }, rootBounds: { top: 0 } });
  it("only once the main add-to-cart is out of view above, not below (not reached yet)", () => {
    expect(isScrolledPast(entry(false, -5))).toBe(true);
    expect(isScrolledPast(entry(false, 0))).toBe(true);
    expect(isScrolledPast(entry(true, 10))).toBe(false);
    expect(isScrolledPast(entry(false, 900))).toBe(false);
    expect(isScrolledPast({ isIntersecting: false, boundingClientRect: { bottom: -5 }, rootBounds: null })).toBe(true);
  });
  it("closed wins; focus inside keeps it", () => {
    expect(isBarShown({ scrolledPast: true, closed: false, hasFocus: false })).toBe(true);
    expect(isBarShown({ scrolledPast: false, closed: false, hasFocus: false })).toBe(false);
    expect(isBarShown({ scrolledPast: false, closed: false, hasFocus: true })).toBe(true);
    expect(isBarShown({ scrolledPast: true, closed: true, hasFocus: true })).toBe(false);
  });
});

describe("parseStickyBarProps", () => {
  it("takes the title, and defaults the rest to CommerceKit's", () => {
    expect(parseStickyBarProps({ title: "Hoodie" })).toEqual({
      ok: true,
      value: { title: "Hoodie", thumbnail: null, watch: DEFAULT_WATCH, strings: DEFAULT_STRINGS },
    });
    expect(DEFAULT_STRINGS).toEqual({ region: "Add to Cart", close: "Close sticky add to cart", addToCart: "Add to cart", quantity: "Quantity:" });
    expect(DEFAULT_WATCH).toBe("form.cart .commercekit-sticky-atc-intersector");
  });
  it("reads a thumbnail and translated strings", () => {
    const parsed = parseStickyBarProps({ title: "T", thumbnail: { src: "/a.png", alt: "A" }, strings: { close: "Schließen" } });
    expect(parsed.ok && parsed.value.thumbnail).toEqual({ src: "/a.png", alt: "A" });
    expect(parsed.ok && parsed.value.strings.close).toBe("Schließen");
  });
  it.each([
    ["not an object", []],
    ["no title", {}],
    ["a blank title", { title: "  " }],
    ["a thumbnail without src", { title: "T", thumbnail: { alt: "x" } }],
    ["a blank string", { title: "T", strings: { close: "" } }],
    ["strings not an object", { title: "T", strings: "x" }],
    ["a blank watch selector", { title: "T", watch: " " }],
  ])("refuses %s", (_, raw) => {
    expect(parseStickyBarProps(raw).ok).toBe(false);
  });
});
