import { afterEach, describe, expect, it } from "vitest";
import { readVariation, setVariationState, type Variation, type VariationState } from "../../src/stores/variation";
import { rendered } from "../../src/testing/react";
import { NOTIFY_BUTTON_ID } from "./SoldOut";
import { soldOutLabel, WAITLIST_TIP } from "./strings";
import { chooseBlue3xl, get, HOODIE, renderWaitlist, resetWaitlistPage, type RenderedWaitlist } from "./testing";

let view: RenderedWaitlist | null = null;
const render = async (): Promise<void> => {
  view = await renderWaitlist(HOODIE, () => Promise.reject(new Error("no send here")));
};
const labelTexts = (): (string | null)[] => Array.from(document.querySelectorAll(".ckwtl-os-label-text"), (label) => label.textContent);
const addToCart = (): HTMLElement => get(".single_add_to_cart_button");
const quantity = (): HTMLElement => get(".woocommerce-variation-add-to-cart .quantity");
const notifyButton = (): HTMLElement | null => document.getElementById(NOTIFY_BUTTON_ID);

afterEach(() => {
  view?.unmount();
  view = null;
  resetWaitlistPage();
});

function variation(inStock: boolean, purchasable: boolean): Variation {
  const attributes = { attribute_colour: "Blue", attribute_size: "3XL" };
  const read = readVariation({ variation_id: 50, attributes, is_in_stock: inStock, is_purchasable: purchasable, variation_is_visible: true });
  if (!read) throw new Error("bad variation");
  return read;
}

describe("SoldOut: the 'Get notified' swap on the Hoodie", () => {
  it.each<[string, VariationState]>([
    ["nothing chosen", { kind: "none" }],
    ["the store being asked", { kind: "loading" }],
    ["no match", { kind: "no-match" }],
    ["a buyable variation", { kind: "found", variation: variation(true, true) }],
    ["an unknown variation", { kind: "unavailable", variation: null }],
    ["a variation in stock that cannot be bought", { kind: "unavailable", variation: variation(true, false) }],
  ])("%s: add-to-cart stays, no sold-out labels", async (_, state) => {
    await render();
    await rendered(() => setVariationState(state));
    expect(labelTexts()).toEqual([]);
    expect(addToCart().style.display).toBe("");
    expect(quantity().style.display).toBe("");
    expect(notifyButton()).toBeNull();
  });

  it("sold out: '{option} sold out?' with its tip in each label, add-to-cart swapped for 'Get notified', the quantity kept", async () => {
    await render();
    await rendered(chooseBlue3xl);
    expect(labelTexts()).toEqual([soldOutLabel("Blue"), soldOutLabel("3XL")]);
    const soldOut = get('label[for="colour"] .ckwtl-os-label');
    // CommerceKit's CSS hides the span unless shown inline; the select's name stays "Colour: Blue".
    expect([soldOut.style.display, soldOut.getAttribute("aria-hidden")]).toEqual(["table", "true"]);
    expect(Array.from(document.querySelectorAll(".ckwtl-os-label-tip"), (tip) => tip.textContent)).toEqual([WAITLIST_TIP, WAITLIST_TIP]);
    expect(addToCart().style.display).toBe("none");
    expect(quantity().style.display).toBe("");
    const button = notifyButton();
    expect(button?.parentElement).toBe(addToCart().parentElement);
    expect([button?.tagName, button?.getAttribute("type"), button?.textContent, button?.style.display]).toEqual([
      "BUTTON",
      "button",
      "Get notified",
      "block",
    ]);
  });

  it("gives add-to-cart back and takes the labels away when a buyable variation is chosen", async () => {
    await render();
    await rendered(chooseBlue3xl);
    await rendered(() => setVariationState({ kind: "found", variation: variation(true, true) }));
    expect(document.querySelector(".ckwtl-os-label")).toBeNull();
    expect(addToCart().style.display).toBe("");
    expect(quantity().style.display).toBe("");
    expect(notifyButton()).toBeNull();
  });

  it("leaves the form as it found it when unmounted", async () => {
    await render();
    await rendered(chooseBlue3xl);
    view?.unmount();
    await rendered();
    expect(document.querySelector(".ckwtl-os-label")).toBeNull();
    expect(addToCart().style.display).toBe("");
    expect(notifyButton()).toBeNull();
  });
});
