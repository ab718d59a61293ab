import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { SELECTED_ROW_CLASS } from "./highlight";
import { choose, form, mount, q, remount, swatch, unmount } from "./testing";

let jq: FakeJQuery;

const labels = (): Element[] => Array.from(form().querySelectorAll(".variations .label label"));
const row = (name: string): HTMLTableRowElement => {
  const element = q(`select[name=${name}]`).closest("tr");
  if (!element) throw new Error(`no row for ${name}`);
  return element;
};
const selectedRows = (): string[] =>
  Array.from(form().querySelectorAll(`.variations tr.${SELECTED_ROW_CLASS} select`)).map((select) => select.getAttribute("name") ?? "");

beforeEach(() => {
  jq = installFakeJQuery();
});

afterEach(() => {
  unmount();
  jq.uninstall();
  vi.unstubAllGlobals();
});

describe("Shoptimizer's label spans", () => {
  it("wrap each attribute label's contents in one bare span, once, also when the island is mounted again", async () => {
    loadCapturedBody("product-variable-hoodie.html");
    const served = labels().map((label) => label.innerHTML);
    expect(served).toHaveLength(2);
    await mount();
    expect(labels().map((label) => label.innerHTML)).toEqual(served.map((html) => `<span>${html}</span>`));
    const chosen = q(".cgkit-chosen-attribute.attribute_colour");
    await remount();
    expect(labels().map((label) => label.innerHTML)).toEqual(served.map((html) => `<span>${html}</span>`));
    // Moved, never re-parsed: the chosen-value span is the same node and still painted.
    expect(q(".cgkit-chosen-attribute.attribute_colour")).toBe(chosen);
    choose("attribute_colour", "Blue");
    expect(chosen.textContent).toBe("Blue");
    expect(labels()[0]?.textContent).toBe("Colour: Blue");
  });
});

describe("Shoptimizer's selected-variation rows", () => {
  it("follow choosing, unchoosing and the reset link", async () => {
    await mount();
    expect(selectedRows()).toEqual([]);
    choose("attribute_colour", "Blue");
    expect(selectedRows()).toEqual(["attribute_colour"]);
    choose("attribute_size", "M");
    expect(selectedRows()).toEqual(["attribute_colour", "attribute_size"]);
    choose("attribute_colour", "");
    expect(selectedRows()).toEqual(["attribute_size"]);
    choose("attribute_colour", "Gray");
    q(".reset_variations").click();
    expect(selectedRows()).toEqual([]);
    expect(row("attribute_colour").className).toBe("");
  });

  it("follow swatch presses and selects changed through jQuery", async () => {
    await mount();
    swatch("attribute_size", "L").click();
    expect(selectedRows()).toEqual(["attribute_size"]);
    swatch("attribute_size", "L").click();
    expect(selectedRows()).toEqual([]);
    q<HTMLSelectElement>("select[name=attribute_colour]").value = "Gray";
    jq.trigger("change", [], form());
    expect(row("attribute_colour").classList.contains(SELECTED_ROW_CLASS)).toBe(true);
  });
});
