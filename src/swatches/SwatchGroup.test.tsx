import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoot, type Root } from "react-dom/client";
import { readVariations, type Selection } from "../stores/variation";
import { decodeNamedEntities, loadCapturedBody } from "../testing/fixtures";
import { rendered } from "../testing/react";
import { SwatchGroup } from "./SwatchGroup";
import { readSwatchGroups, selectionAfterPress, SOLD_OUT_CLASS, DISABLED_CLASS, SELECTED_CLASS, type SwatchGroupData } from "./swatches";

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = "";
});

/** The Hoodie's form as captured: its size group and its variations. */
function hoodie() {
  loadCapturedBody("product-variable-hoodie.html");
  const form = document.querySelector<HTMLFormElement>("form.variations_form.cart:not(.cgkit-swatch-form)");
  if (!form) throw new Error("no form");
  const raw = (form.getAttribute("data-product_variations") ?? "[]").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const variations = readVariations(JSON.parse(decodeNamedEntities(raw))) ?? [];
  const groups = readSwatchGroups(form, ["attribute_colour", "attribute_size"]);
  const size = groups.find((group) => group.name === "attribute_size");
  if (!size) throw new Error("no size group");
  return { groups, size, variations };
}

async function render(group: SwatchGroupData, selection: Selection, possible: Set<string> | undefined, onPress = vi.fn()) {
  const { variations } = hoodie();
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await rendered(() => root?.render(<SwatchGroup group={group} selection={selection} possible={possible} variations={variations} onPress={onPress} />));
  const buttons = Array.from(host.querySelectorAll<HTMLButtonElement>("button"));
  return { host, buttons, onPress, byValue: (value: string) => buttons.find((button) => button.dataset.attributeValue === value) };
}

describe("SwatchGroup", () => {
  it("renders CommerceKit's list, items and buttons, with a radio group's roles and names", async () => {
    const { groups, size } = hoodie();
    expect(groups.map((group) => [group.name, group.legend, group.items.length])).toEqual([
      ["attribute_colour", "Select colour", 5],
      ["attribute_size", "Select size", 5],
    ]);
    const { host, buttons } = await render(size, { attribute_colour: "", attribute_size: "" }, undefined);
    const list = host.querySelector("ul");
    expect(list?.className).toBe("cgkit-attribute-swatches ");
    expect(list?.getAttribute("data-attribute")).toBe("attribute_size");
    expect(list?.getAttribute("role")).toBe("radiogroup");
    expect(list?.getAttribute("aria-label")).toBe("Select size");
    expect(buttons.map((button) => [button.className, button.getAttribute("role"), button.getAttribute("aria-checked"), button.tabIndex])).toEqual([
      ["swatch cgkit-swatch", "radio", "false", 0],
      ["swatch cgkit-swatch", "radio", "false", -1],
      ["swatch cgkit-swatch", "radio", "false", -1],
      ["swatch cgkit-swatch", "radio", "false", -1],
      ["swatch cgkit-swatch", "radio", "false", -1],
    ]);
    expect(buttons[0]?.innerHTML).toBe('<span class="cross">&nbsp;</span>M');
    expect(host.querySelector("li")?.getAttribute("role")).toBe("none");
  });

  it("shows the chosen swatch (the tab stop), impossible ones disabled and sold-out ones named so", async () => {
    const { size } = hoodie();
    const { byValue } = await render(size, { attribute_colour: "Blue", attribute_size: "L" }, new Set(["M", "L", "XL", "3XL"]));
    expect(byValue("L")?.classList.contains(SELECTED_CLASS)).toBe(true);
    expect(byValue("L")?.getAttribute("aria-checked")).toBe("true");
    expect(byValue("L")?.tabIndex).toBe(0);
    expect(byValue("M")?.tabIndex).toBe(-1);
    expect(byValue("XXL")?.classList.contains(DISABLED_CLASS)).toBe(true);
    expect(byValue("XXL")?.getAttribute("aria-disabled")).toBe("true");
    expect(byValue("3XL")?.classList.contains(SOLD_OUT_CLASS)).toBe(true);
    expect(byValue("3XL")?.getAttribute("aria-label")).toBe("3XL (Out of stock)");
    expect(byValue("M")?.hasAttribute("aria-disabled")).toBe(false);
  });

  it("reports presses and moves with the arrow keys, Home and End", async () => {
    const { size } = hoodie();
    const { byValue, onPress } = await render(size, { attribute_colour: "", attribute_size: "M" }, new Set(["M", "L", "XL", "XXL"]));
    byValue("XL")?.click();
    expect(onPress).toHaveBeenLastCalledWith("XL", false);
    byValue("M")?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(onPress).toHaveBeenLastCalledWith("3XL", true);
    expect(document.activeElement).toBe(byValue("3XL"));
    byValue("M")?.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    expect(onPress).toHaveBeenLastCalledWith("3XL", true);
    byValue("M")?.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(onPress).toHaveBeenCalledTimes(3);
  });
});

describe("selectionAfterPress", () => {
  it("chooses, deselects the chosen one, and starts again from an impossible one", () => {
    const start = { attribute_colour: "Blue", attribute_size: "" };
    expect(selectionAfterPress(start, "attribute_size", "M", false)).toEqual({ attribute_colour: "Blue", attribute_size: "M" });
    expect(selectionAfterPress(start, "attribute_colour", "Blue", false)).toEqual({ attribute_colour: "", attribute_size: "" });
    expect(selectionAfterPress(start, "attribute_size", "3XL", true)).toEqual({ attribute_colour: "", attribute_size: "3XL" });
  });
});
