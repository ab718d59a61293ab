import { beforeEach, describe, expect, it } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { readCard } from "./card";
import { CARD_FORM_SELECTOR } from "./card-selectors";
import { selectionAfterPress } from "../../src/swatches/swatches";
import type { Selection, Variation } from "../../src/stores/variation";
import { outcomeFor, paintPicture, pictureFor } from "./choice";

function cardIsland(productId: number): HTMLElement {
  const form = document.querySelector(`${CARD_FORM_SELECTOR}[data-product_id="${productId}"]`);
  if (!form) throw new Error(`shop.html has no swatch form for ${productId}`);
  return wrapInIsland(form, "listing-swatches");
}

function hoodie() {
  const card = readCard(cardIsland(25));
  if (!card?.variations) throw new Error("the Hoodie card is unreadable");
  return { ...card, variations: card.variations };
}

beforeEach(() => loadCapturedBody("shop.html"));

describe("readCard (shop.html)", () => {
  it("reads the Hoodie card: its attributes, swatches, inline variations, images and picture", () => {
    const card = hoodie();
    expect(card.productId).toBe(25);
    expect(card.names).toEqual(["attribute_colour", "attribute_size"]);
    expect(card.groups.map((group) => [group.legend, group.items.map((item) => item.value)])).toEqual([
      ["Select colour", ["Dark Gray", "White", "Black", "Gray", "Blue"]],
      ["Select size", ["M", "L", "XL", "XXL", "3XL"]],
    ]);
    expect(card.variations.length).toBeGreaterThan(20);
    expect([...card.images.keys()]).toEqual([20, 21, 22, 23, 24]);
    expect(card.picture?.server.src).toMatch(/hoodie-front-300x384\.png$/);
  });

  it("reads a card whose variations the server left out as asking for them", () => {
    const island = cardIsland(53);
    island.querySelector("form")?.setAttribute("data-product_variations", "false");
    expect(readCard(island)?.variations).toBeNull();
  });

  it("leaves alone a card without a swatch form, a product id or swatches", () => {
    expect(readCard(document.createElement("div"))).toBeNull();
    const island = cardIsland(53);
    island.querySelector("form")?.removeAttribute("data-product_id");
    expect(readCard(island)).toBeNull();
    const bare = cardIsland(25);
    for (const list of Array.from(bare.querySelectorAll("ul.cgkit-attribute-swatches"))) list.remove();
    expect(readCard(bare)).toBeNull();
  });
});

describe("a press on a card (the product page's press rule, then the card's outcome)", () => {
  const press = (name: string, value: string, disabled = false) => ({ name, value, disabled });
  const pressSwatch = (card: { names: readonly string[]; variations: readonly Variation[] }, selection: Selection, pressed: ReturnType<typeof press>) =>
    outcomeFor(card, selectionAfterPress(selection, pressed.name, pressed.value, pressed.disabled));

  it("chooses, then adds the variation a full combination names (Gray + L)", () => {
    const card = hoodie();
    const first = pressSwatch(card, {}, press("attribute_colour", "Gray"));
    expect(first).toEqual({ kind: "choosing", selection: { attribute_colour: "Gray" } });
    const second = pressSwatch(card, first.selection, press("attribute_size", "L"));
    expect(second.kind).toBe("add");
    expect(second.kind === "add" && second.variation.sku).toBe("HOODIE-GRAY-L");
  });

  it("deselects a selected swatch; a disabled one starts again from itself", () => {
    const card = hoodie();
    expect(pressSwatch(card, { attribute_colour: "Gray" }, press("attribute_colour", "Gray")).selection).toEqual({ attribute_colour: "" });
    expect(pressSwatch(card, { attribute_colour: "Gray", attribute_size: "" }, press("attribute_size", "3XL", true)).selection).toEqual({ attribute_colour: "", attribute_size: "3XL" });
  });

  it("sends an out-of-stock variation too (the store says why), and says no-match when nothing matches", () => {
    const card = hoodie();
    const soldOut = pressSwatch(card, { attribute_colour: "Dark Gray" }, press("attribute_size", "3XL"));
    expect(soldOut.kind === "add" && soldOut.variation.isInStock).toBe(false);
    expect(pressSwatch({ names: card.names, variations: [] }, { attribute_colour: "Gray" }, press("attribute_size", "L")).kind).toBe("no-match");
  });
});

describe("the card's picture", () => {
  it("follows the chosen colour and comes back when it is deselected", () => {
    const card = hoodie();
    const picture = card.picture;
    if (!picture) throw new Error("no picture");
    const blue = pictureFor(card.groups, { attribute_colour: "Blue", attribute_size: "" }, card.images);
    expect(blue?.src).toMatch(/hoodie-blue-300x384\.png$/);
    paintPicture(picture, blue);
    expect(picture.element.getAttribute("src")).toMatch(/hoodie-blue-300x384\.png$/);
    expect(picture.element.getAttribute("srcset")).toContain("hoodie-blue-768x983.png 768w");
    expect(pictureFor(card.groups, { attribute_colour: "", attribute_size: "L" }, card.images)).toBeNull();
    paintPicture(picture, null);
    expect(picture.element.getAttribute("src")).toMatch(/hoodie-front-300x384\.png$/);
    expect(picture.element.getAttribute("sizes")).toBe("(max-width: 360px) 147px, auto, (max-width: 300px) 100vw, 300px");
  });

  it("keeps the server's picture for a colour without an image", () => {
    const card = hoodie();
    expect(pictureFor(card.groups, { attribute_colour: "Blue" }, new Map())).toBeNull();
  });
});
