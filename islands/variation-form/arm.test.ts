import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { $variationSelection, resetVariationSelection } from "../../src/stores/variation";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { armSwatches } from "./arm";

let teardown = new AbortController();
let mounted = false;

let firstPress: Promise<void> = Promise.resolve();

function armedHoodie(): HTMLElement {
  loadCapturedBody("product-variable-hoodie.html");
  const form = document.querySelector<HTMLFormElement>("form.variations_form.cart:not(.cgkit-swatch-form)");
  if (!form) throw new Error("no form");
  const island = document.createElement("div");
  island.setAttribute("data-island", "variation-form");
  form.before(island);
  island.append(form);
  firstPress = armSwatches(island, () => mounted, teardown.signal);
  return island;
}

const swatchIn = (island: Element, attribute: string, value: string): HTMLButtonElement => {
  const button = island.querySelector<HTMLButtonElement>(`ul[data-attribute="${attribute}"] button[data-attribute-value="${value}"]`);
  if (!button) throw new Error(`no ${value}`);
  return button;
};
const selectValue = (island: Element, name: string): string => island.querySelector<HTMLSelectElement>(`select[name=${name}]`)?.value ?? "?";

beforeEach(() => {
  teardown = new AbortController();
  mounted = false;
  resetVariationSelection();
});
afterEach(() => {
  teardown.abort();
  resetVariationSelection();
});

describe("the variation form's arm (before React has loaded)", () => {
  it("keeps a press in the select and the store, and shows it on the server's swatches", () => {
    const island = armedHoodie();
    swatchIn(island, "attribute_colour", "Gray").click();
    expect(selectValue(island, "attribute_colour")).toBe("Gray");
    expect($variationSelection.get()).toEqual({ attribute_colour: "Gray", attribute_size: "" });
    expect(swatchIn(island, "attribute_colour", "Gray").getAttribute("aria-checked")).toBe("true");
    expect(swatchIn(island, "attribute_colour", "Gray").classList.contains("cgkit-swatch-selected")).toBe(true);
    swatchIn(island, "attribute_colour", "Blue").click();
    expect(swatchIn(island, "attribute_colour", "Gray").getAttribute("aria-checked")).toBe("false");
    expect($variationSelection.get().attribute_colour).toBe("Blue");
  });

  it("signals its first press (the runtime then mounts the form first), not before", async () => {
    const island = armedHoodie();
    let signalled = false;
    void firstPress.then(() => (signalled = true));
    island.querySelector("select")?.dispatchEvent(new Event("change", { bubbles: true }));
    await Promise.resolve();
    expect(signalled).toBe(false);
    swatchIn(island, "attribute_size", "L").click();
    await Promise.resolve();
    expect(signalled).toBe(true);
  });

  it("deselects a swatch pressed again", () => {
    const island = armedHoodie();
    swatchIn(island, "attribute_size", "L").click();
    swatchIn(island, "attribute_size", "L").click();
    expect(selectValue(island, "attribute_size")).toBe("");
    expect($variationSelection.get().attribute_size).toBe("");
    expect(swatchIn(island, "attribute_size", "L").getAttribute("aria-checked")).toBe("false");
  });

  it("leaves presses to the mounted component, and to its own swatches even before it is marked mounted", () => {
    const island = armedHoodie();
    const before = $variationSelection.get();
    const list = island.querySelector('ul[data-attribute="attribute_size"]');
    const slot = document.createElement("div");
    slot.setAttribute("data-island-root", "");
    list?.before(slot);
    if (list) slot.append(list);
    swatchIn(island, "attribute_size", "L").click();
    expect(selectValue(island, "attribute_size")).toBe("");
    mounted = true;
    swatchIn(island, "attribute_colour", "Gray").click();
    expect(selectValue(island, "attribute_colour")).toBe("");
    expect($variationSelection.get()).toBe(before);
  });
});
