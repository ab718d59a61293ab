import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $variationSelection } from "../../src/stores/variation";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, jsonResponse } from "../../src/testing/fixtures";
import { META_SELECTORS } from "./meta";
import { choose, form, mount, q, unmount, variationId } from "./testing";

let jq: FakeJQuery;

const namesOnForm = (): string[] => jq.fired.filter((event) => event.target === form()).map((event) => event.name);
const product = (): Element => {
  const element = form().closest(".product");
  if (!element) throw new Error("no .product");
  return element;
};
const metaText = (part: keyof typeof META_SELECTORS): string[] =>
  Array.from(product().querySelectorAll(META_SELECTORS[part])).map((element) => element.textContent?.trim() ?? "");

beforeEach(() => {
  jq = installFakeJQuery();
});

afterEach(() => {
  unmount();
  jq.uninstall();
  vi.unstubAllGlobals();
});

describe("WooCommerce's form events, fired through jQuery", () => {
  it("fires wc_variation_form and check_variations once ready", async () => {
    await mount();
    expect(namesOnForm()).toEqual(["wc_variation_form", "check_variations"]);
  });

  it("fires the change events, then found_variation and show_variation with the variation and purchasable", async () => {
    await mount();
    jq.fired.length = 0;
    choose("attribute_colour", "Blue");
    expect(namesOnForm()).toEqual([
      "woocommerce_variation_select_change",
      "check_variations",
      "update_variation_values",
      "woocommerce_update_variation_values",
      "woocommerce_variation_has_changed",
    ]);
    jq.fired.length = 0;
    choose("attribute_size", "M");
    const shown = jq.fired.filter((event) => event.name === "found_variation" || event.name === "show_variation");
    expect(shown.map((event) => event.name)).toEqual(["found_variation", "show_variation"]);
    expect((shown[0]?.args[0] as { variation_id?: number }).variation_id).toBe(46);
    expect(shown[1]?.args[1]).toBe(true);
  });

  it("says not purchasable for an out-of-stock variation, and reset_data + hide_variation when it goes", async () => {
    await mount();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "3XL");
    const show = jq.fired.filter((event) => event.name === "show_variation").at(-1);
    expect(show?.args[1]).toBe(false);
    jq.fired.length = 0;
    choose("attribute_size", "");
    expect(namesOnForm()).toEqual(expect.arrayContaining(["reset_data", "hide_variation"]));
    expect(namesOnForm()).not.toContain("found_variation");
  });

  it("honours a select changed through jQuery (which never reaches native listeners)", async () => {
    await mount();
    const select = q<HTMLSelectElement>("select[name=attribute_colour]");
    select.value = "Gray";
    // jQuery bubbles the select's change to the form; happy-dom's parent chain after the
    // island wraps the form is not reliable, so the test triggers where the handler listens.
    jq.trigger("change", [], form());
    expect($variationSelection.get().attribute_colour).toBe("Gray");
    const selectChanges = jq.fired.filter((event) => event.name === "woocommerce_variation_select_change");
    expect(selectChanges).toHaveLength(1);
    jq.trigger("check_variations", [], form());
    expect(jq.fired.filter((event) => event.name === "woocommerce_variation_select_change")).toHaveLength(1);
  });

  it("re-reads data-product_variations on reload_product_variations", async () => {
    await mount();
    const variations = JSON.parse(form().getAttribute("data-product_variations") ?? "[]") as { variation_id: number; sku: string }[];
    const first = variations.find((variation) => variation.variation_id === 46);
    if (!first) throw new Error("no variation 46");
    first.sku = "RELOADED-SKU";
    form().setAttribute("data-product_variations", JSON.stringify(variations));
    jq.trigger("reload_product_variations", [], form());
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(variationId()).toBe("46");
    expect(metaText("sku")).toEqual(["RELOADED-SKU"]);
  });
});

describe("the variation id's change, through jQuery (what Shoptimizer's sale badge follows)", () => {
  const idField = (): HTMLInputElement => q<HTMLInputElement>("input.variation_id");
  /** The id each `change` on the id field carried at the moment it was triggered. */
  const recordIdChanges = (): string[] => {
    const seen: string[] = [];
    const field = idField();
    jq.on("change", () => void seen.push(field.value), field);
    return seen;
  };
  const changeTargets = (): unknown[] => jq.fired.filter((event) => event.name === "change").map((event) => event.target);

  it("fires change with the found id, and with '' when a size changed away or the reset link clears it", async () => {
    await mount();
    const seen = recordIdChanges();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(seen).toEqual(["46"]);
    choose("attribute_size", "L");
    choose("attribute_size", "");
    expect(seen).toEqual(["46", "47", ""]);
    choose("attribute_size", "3XL");
    q(".reset_variations").click();
    expect(seen).toEqual(["46", "47", "", "50", ""]);
    expect(changeTargets().every((target) => target === idField())).toBe(true);
  });

  it("fires nothing for a paint that leaves the id as it was (the server's 0 included)", async () => {
    await mount();
    expect(changeTargets()).toEqual([]);
    choose("attribute_colour", "Blue");
    choose("attribute_colour", "Gray");
    expect(jq.fired.map((event) => event.name)).toContain("woocommerce_variation_select_change");
    expect(changeTargets()).toEqual([]);
    expect(variationId()).toBe("");
  });

  it("in ajax mode clears the id while the next answer loads", async () => {
    let answered = false;
    const routes = {
      get_variation: (): Promise<Response> => {
        if (answered) return new Promise<Response>(() => undefined);
        answered = true;
        return Promise.resolve(jsonResponse(capturedJson("10-get_variation-instock-blue-m")));
      },
    };
    await mount(routes, "false");
    const seen = recordIdChanges();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    await vi.waitFor(() => expect(seen).toEqual(["46"]));
    choose("attribute_size", "L");
    expect(seen).toEqual(["46", ""]);
  });

  it("is not taken by the form's own jQuery change listener for a select changed by someone else", async () => {
    await mount();
    let reachedForm = 0;
    jq.on("change", () => void reachedForm++, form());
    // Makes a re-read visible: were the id's change taken for a select's, the form would read
    // Gray. WooCommerce listens on the selects only, so it never reads them for the id's change.
    jq.on("change", () => void (q<HTMLSelectElement>("select[name=attribute_colour]").value = "Gray"), idField());
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(reachedForm).toBe(1);
    expect($variationSelection.get()).toEqual({ attribute_colour: "Blue", attribute_size: "M" });
    expect(jq.fired.filter((event) => event.name === "woocommerce_variation_select_change")).toHaveLength(2);
  });

  it("without jQuery still writes the id and throws nothing", async () => {
    jq.uninstall();
    await mount();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(variationId()).toBe("46");
    q(".reset_variations").click();
    expect(variationId()).toBe("");
  });
});

describe("SKU, weight and dimensions", () => {
  it("show the chosen variation's and come back to the server's on reset", async () => {
    await mount();
    const original = { sku: metaText("sku"), weight: metaText("weight"), dimensions: metaText("dimensions") };
    expect(original.sku).toEqual(["HOODIE"]);
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(metaText("sku")).toEqual(["HOODIE-BLUE-M"]);
    expect(metaText("weight")).toEqual(["0.6 lbs"]);
    choose("attribute_size", "");
    expect(metaText("sku")).toEqual(original.sku);
    expect(metaText("weight")).toEqual(original.weight);
    expect(metaText("dimensions")).toEqual(original.dimensions);
  });

  it("write text, never markup, even when a variation's SKU looks like HTML", async () => {
    await mount();
    const variations = JSON.parse(form().getAttribute("data-product_variations") ?? "[]") as { variation_id: number; sku: string }[];
    const target = variations.find((variation) => variation.variation_id === 46);
    if (!target) throw new Error("no variation 46");
    target.sku = '<img src=x onerror="alert(1)">';
    form().setAttribute("data-product_variations", JSON.stringify(variations));
    jq.trigger("reload_product_variations", [], form());
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(product().querySelector(".product_meta .sku img")).toBeNull();
    expect(metaText("sku")).toEqual(['<img src=x onerror="alert(1)">']);
  });
});
