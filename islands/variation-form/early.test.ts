import { describe, expect, it } from "vitest";
import { createClient } from "../../src/api/client";
import { STATE_ATTRIBUTE, STATE_EVENT } from "../../src/runtime/scan";
import { resetVariationSelection } from "../../src/stores/variation";
import { installFakeJQuery } from "../../src/testing/fake-jquery";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { freshIslandTests, wrapInIsland } from "../../src/testing/islands";
import { armSwatches } from "./arm";
import { paintFormBeforeMount } from "./early";
import { parseVariationFormProps } from "./props";
import { button, form, swatch, variationId } from "./testing";

const teardown = freshIslandTests();

function earlyHoodie(): HTMLElement {
  loadCapturedBody("product-variable-hoodie.html");
  const island = wrapInIsland(form(), "variation-form");
  const props = parseVariationFormProps({});
  if (!props.ok) throw new Error(props.error);
  const config = testConfig();
  const context = { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal: teardown().signal };
  armSwatches(island, () => island.getAttribute(STATE_ATTRIBUTE) === "mounted", teardown().signal);
  paintFormBeforeMount(island, props.value, context);
  return island;
}

const singleVariation = (): string => (form().querySelector(".single_variation")?.textContent ?? "").replace(/\s+/g, " ").trim();

describe("the variation form before React (early.ts)", () => {
  it("paints the price, the button and the variation id (with its change) for presses while React loads", () => {
    const jquery = installFakeJQuery();
    earlyHoodie();
    swatch("attribute_colour", "Gray").click();
    expect(button().classList.contains("disabled")).toBe(true);
    swatch("attribute_size", "L").click();
    expect(variationId()).toBe("42");
    expect(jquery.fired.filter((event) => event.name === "change")).toHaveLength(1);
    jquery.uninstall();
    expect(button().classList.contains("disabled")).toBe(false);
    expect(singleVariation()).toContain("36.00");
  });

  it("stops once the island has mounted: the component paints from then on", () => {
    const island = earlyHoodie();
    swatch("attribute_colour", "Gray").click();
    swatch("attribute_size", "L").click();
    island.setAttribute(STATE_ATTRIBUTE, "mounted");
    island.dispatchEvent(new CustomEvent(STATE_EVENT, { detail: { state: "mounted" } }));
    // The arm leaves presses to the mounted component, and the painter paints no more.
    resetVariationSelection();
    expect(variationId()).toBe("42");
  });
});
