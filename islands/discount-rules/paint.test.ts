import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { readVariation, resetVariationSelection, setVariationState } from "../../src/stores/variation";
import { answeringFetch, htmlResponse, loadCapturedBody, testConfig } from "../../src/testing/fixtures";
import { islandsNamed } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";
import { productIslands } from "../registry-product";
import { discountPriceIsland } from "./index";
import { $discountPriceHtml } from "../../src/stores/discount-price";

let runtime: Runtime | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  $discountPriceHtml.set(null);
  resetVariationSelection();
  vi.unstubAllGlobals();
});

const area = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>(".summary [data-island] .cgkit-as-variation-price");
  if (!element) throw new Error("no price area");
  return element;
};

/** Wraps the summary's price area in `name`, as the placements do, and mounts it. */
async function mount(page: string, name: string, props: string): Promise<string> {
  loadCapturedBody(page);
  const price = document.querySelector(".summary .cgkit-as-variation-price");
  if (!price) throw new Error("no price");
  const wrapper = document.createElement("div");
  wrapper.setAttribute("data-island", name);
  wrapper.setAttribute("data-island-v", "1");
  wrapper.setAttribute("data-island-when", "load");
  wrapper.innerHTML = `<script type="application/json" data-island-props>${props}</script>`;
  price.before(wrapper);
  wrapper.append(price);
  const served = price.innerHTML;
  vi.stubGlobal("fetch", answeringFetch(() => htmlResponse("-1", 403)).fetch);
  const config = testConfig();
  runtime = createRuntime([...islandsNamed(productIslands, "product-price"), discountPriceIsland], { config, client: createClient(config) });
  runtime.scan();
  await runtime.settled();
  expect(wrapper.getAttribute("data-island-state")).toBe("mounted");
  return served;
}

const DISCOUNTED = "<del>£45.00</del>&nbsp;<ins>£40.50</ins>";

describe("the price area paints Discount Rules' price", () => {
  it("product-price (Hoodie): the discount for the selected variation, cleared on failure, the range once nothing is selected", async () => {
    const served = await mount("product-variable-hoodie.html", "product-price", '{"productId":25}');
    await rendered(() => $discountPriceHtml.set(DISCOUNTED));
    expect(area().innerHTML).toBe(served);
    const variation = readVariation({ variation_id: 46, attributes: { attribute_colour: "Blue" }, is_in_stock: true, is_purchasable: true, variation_is_visible: true, price_html: '<span class="price">£45.00</span>' });
    if (!variation) throw new Error("bad variation");
    await rendered(() => setVariationState({ kind: "found", variation }));
    expect(area().innerHTML).toBe(`<p class="price">${DISCOUNTED}</p>`);
    await rendered(() => $discountPriceHtml.set(""));
    expect(area().innerHTML).toBe("");
    await rendered(() => $discountPriceHtml.set(null));
    // The variation's price in the server's own p.price, as CommerceKit swaps it.
    expect(area().innerHTML).toBe(served.replace(/<p class="price">[\s\S]*<\/p>/, '<p class="price">£45.00</p>'));
    await rendered(() => resetVariationSelection());
    expect(area().innerHTML).toBe(served);
  });

  it("discount-price (T-Shirt): the discount, cleared on failure, the server's price when none applies", async () => {
    const served = await mount("product-simple-t-shirt.html", "discount-price", "{}");
    await rendered(() => $discountPriceHtml.set(DISCOUNTED));
    expect(area().innerHTML).toBe(`<p class="price">${DISCOUNTED}</p>`);
    await rendered(() => $discountPriceHtml.set(""));
    expect(area().innerHTML).toBe("");
    await rendered(() => $discountPriceHtml.set(null));
    expect(area().innerHTML).toBe(served);
  });
});
