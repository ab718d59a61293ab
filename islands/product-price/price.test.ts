import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { $variationSelection, resetVariationSelection, setVariationState } from "../../src/stores/variation";
import { capturedJson, htmlResponse, jsonResponse, testConfig } from "../../src/testing/fixtures";
import { islandsNamed } from "../../src/testing/islands";
import { productIslands } from "../registry-product";
import { productPriceIsland } from "./index";
import { inServerPriceElement } from "./price";
import { rendered } from "../../src/testing/react";
import { badge, badgeHidden, island, loadPage, price, q, select, stubFetch, text, wrapPrice, type Answer, pageVariations } from "./testing";

const SALE_PRICES = (): Response => jsonResponse(capturedJson("20-shoptimizer_get_sale_prices"));
const GRAY_L = 42;
const GRAY_XXL = 44;
const BLUE_M = 46;
const BLUE_L = 47;

let runtime: Runtime | null = null;
async function mount(answer: Answer, options: { page?: string; productId?: number; requestTimeout?: number } = {}) {
  loadPage(options.page ?? "product-variable-hoodie.html");
  const wrapper = wrapPrice(options.productId ?? 25);
  const fetch = stubFetch(answer);
  const config = testConfig({ requestTimeout: options.requestTimeout ?? 5000 });
  runtime = createRuntime([productPriceIsland], { config, client: createClient(config, { fetch }) });
  runtime.scan();
  await vi.waitFor(() => expect(wrapper.getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
  return fetch;
}

/** Lets the answer (and any retry that must not happen) settle. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => resetVariationSelection());

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  resetVariationSelection();
  vi.unstubAllGlobals();
});

describe("product-price: sale badge", () => {
  it("hides the server's badge at once and asks nothing on page load", async () => {
    const fetch = await mount(SALE_PRICES);
    expect(badgeHidden()).toBe(true);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hides a badge the server printed visible (markup without the placement's hidden)", async () => {
    loadPage("product-variable-hoodie.html");
    const wrapper = wrapPrice(25);
    badge().hidden = false;
    badge().style.display = "";
    stubFetch(SALE_PRICES);
    const config = testConfig();
    runtime = createRuntime([productPriceIsland], { config, client: createClient(config) });
    runtime.scan();
    await vi.waitFor(() => expect(wrapper.getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
    expect(badgeHidden()).toBe(true);
    expect(text(badge())).toBe("-36%");
  });

  it("Gray + L: asks shoptimizer_get_sale_prices for product 25 once, then shows -20%", async () => {
    const fetch = await mount(SALE_PRICES);
    await rendered(() => select(GRAY_L));
    await vi.waitFor(() => expect(badgeHidden()).toBe(false));
    expect(text(badge())).toBe("-20%");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/wp-admin/admin-ajax.php");
    expect(fetch.mock.calls[0]?.[1].body).toBe("action=shoptimizer_get_sale_prices&product_id=25");
  });

  it("starts the one call at the first partial choice, so the badge is ready when the selection completes", async () => {
    const fetch = await mount(SALE_PRICES);
    await rendered(() => $variationSelection.set({ attribute_colour: "Gray", attribute_size: "" }));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(badgeHidden()).toBe(true);
    await rendered(() => select(GRAY_L));
    expect(badgeHidden()).toBe(false);
    expect(text(badge())).toBe("-20%");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("follows later choices from the one answer: Blue L -36%, Blue M hidden, none hidden", async () => {
    const fetch = await mount(SALE_PRICES);
    await rendered(() => select(GRAY_L));
    await vi.waitFor(() => expect(text(badge())).toBe("-20%"));
    await rendered(() => select(BLUE_L));
    expect(text(badge())).toBe("-36%");
    expect(badgeHidden()).toBe(false);
    await rendered(() => select(BLUE_M));
    expect(badgeHidden()).toBe(true);
    await rendered(() => select(GRAY_XXL)); // out of stock, still Gray: the badge shows the variation's label
    expect(text(badge())).toBe("-20%");
    await rendered(() => select(null));
    expect(badgeHidden()).toBe(true);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks once even when choices change before the answer arrives, and shows the latest one's label", async () => {
    let release: () => void = () => undefined;
    const fetch = await mount(() => new Promise<Response>((resolve) => (release = () => resolve(SALE_PRICES()))));
    await rendered(() => select(GRAY_L));
    await rendered(() => select(BLUE_M));
    await rendered(() => select(BLUE_L));
    expect(badgeHidden()).toBe(true);
    release();
    await vi.waitFor(() => expect(text(badge())).toBe("-36%"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a variation not in the answer leaves the badge hidden", async () => {
    await mount(SALE_PRICES);
    await rendered(() => select(BLUE_M));
    await settle();
    expect(badgeHidden()).toBe(true);
  });

  it("a variation selected before mounting is asked for at mount", async () => {
    loadPage("product-variable-hoodie.html");
    await rendered(() => select(BLUE_L));
    const wrapper = wrapPrice(25);
    const fetch = stubFetch(SALE_PRICES);
    const config = testConfig();
    runtime = createRuntime([productPriceIsland], { config, client: createClient(config, { fetch }) });
    runtime.scan();
    await vi.waitFor(() => expect(wrapper.getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
    await vi.waitFor(() => expect(text(badge())).toBe("-36%"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Answer]>([
    ["403 (-1)", () => htmlResponse("-1", 403)],
    ["500", () => htmlResponse("<html><body>critical error</body></html>", 500)],
    ["malformed JSON", () => new Response('{"percents":{"47"', { headers: { "Content-Type": "application/json" } })],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html><body>Sorry</body></html>")],
    ["an empty body", () => htmlResponse("")],
    ["an unexpected shape", () => jsonResponse({ success: false })],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("%s: the badge stays hidden, silently, and is never asked again", async (_, answer) => {
    const errors = vi.spyOn(console, "error");
    const fetch = await mount(answer);
    await rendered(() => select(GRAY_L));
    await settle();
    await rendered(() => select(BLUE_L));
    await settle();
    expect(badgeHidden()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    expect(island().getAttribute("data-island-state")).toBe("mounted");
    // The price still follows the selection.
    expect(text(price())).toContain("29.00");
  });

  it("timeout: the badge stays hidden and the call is not repeated", async () => {
    const fetch = await mount(() => new Promise<Response>(() => undefined), { requestTimeout: 30 });
    await rendered(() => select(GRAY_L));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await rendered(() => select(BLUE_L));
    await settle();
    expect(badgeHidden()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("after teardown a late answer paints nothing", async () => {
    let release: () => void = () => undefined;
    await mount(() => new Promise<Response>((resolve) => (release = () => resolve(SALE_PRICES()))));
    await rendered(() => select(GRAY_L));
    runtime?.destroy();
    release();
    await settle();
    expect(badgeHidden()).toBe(true);
  });

  it("without a badge in the markup (Zip Hoodie: nothing on sale) it asks nothing", async () => {
    const fetch = await mount(SALE_PRICES, { page: "product-variable-zip-hoodie.html", productId: 53 });
    await rendered(() => select(pageVariations()[0]?.id ?? null));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("product-price: price", () => {
  it("shows the selected variation's price_html and the server's range again without a selection", async () => {
    await mount(SALE_PRICES);
    const range = price().innerHTML;
    expect(text(price())).toContain("£29.00 – £45.00");
    await rendered(() => select(GRAY_L));
    expect(price().querySelector("del")?.textContent).toBe("£45.00");
    expect(price().querySelector("ins")?.textContent).toBe("£36.00");
    await rendered(() => select(BLUE_M));
    expect(text(price())).toBe("£45.00");
    await rendered(() => select(null));
    expect(price().innerHTML).toBe(range);
  });

  it("keeps the range for a variation whose price_html is empty (every variation costs the same)", async () => {
    await mount(SALE_PRICES);
    const range = price().innerHTML;
    const base = pageVariations().find((entry) => entry.id === BLUE_M);
    if (!base) throw new Error("no Blue M");
    await rendered(() => setVariationState({ kind: "found", variation: { ...base, priceHtml: "" } }));
    expect(price().innerHTML).toBe(range);
  });

  it("stops following the selection after teardown", async () => {
    await mount(SALE_PRICES);
    const range = price().innerHTML;
    runtime?.destroy();
    await rendered(() => select(BLUE_M));
    expect(price().innerHTML).toBe(range);
  });
});

describe("product-price with the variation form", () => {
  it("choosing Gray then L in the form's selects shows -20% and £36.00", async () => {
    const fetch = await mount(SALE_PRICES);
    const formIsland = document.createElement("div");
    formIsland.setAttribute("data-island", "variation-form");
    formIsland.setAttribute("data-island-v", "1");
    formIsland.setAttribute("data-island-when", "load");
    const form = q("form.variations_form.cart");
    form.before(formIsland);
    formIsland.append(form);
    const config = testConfig();
    const formRuntime = createRuntime(islandsNamed(productIslands, "variation-form"), { config, client: createClient(config, { fetch }) });
    formRuntime.scan();
    await vi.waitFor(() => expect(formIsland.getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
    for (const [name, value] of [["attribute_colour", "Gray"], ["attribute_size", "L"]] as const) {
      const selectElement = q<HTMLSelectElement>(`form.variations_form select[name=${name}]`);
      selectElement.value = value;
      selectElement.dispatchEvent(new Event("change", { bubbles: true }));
    }
    await vi.waitFor(() => expect(text(badge())).toBe("-20%"));
    expect(price().querySelector("ins")?.textContent).toBe("£36.00");
    formRuntime.destroy();
  });
});

describe("the variation's price in the server's price element", () => {
  const range = '<p class="price"><span class="amount">£29.00</span> – <span class="amount">£45.00</span></p> ';

  it("swaps the contents of the server's p.price for the variation's, as CommerceKit does", () => {
    expect(inServerPriceElement(range, '<span class="price"><del>£45.00</del> <ins>£36.00</ins></span>')).toBe(
      '<p class="price"><del>£45.00</del> <ins>£36.00</ins></p> ',
    );
  });

  it("takes a price without its own .price element as it is, and keeps the chosen markup where the server had no .price", () => {
    expect(inServerPriceElement(range, "<ins>£36.00</ins>")).toBe('<p class="price"><ins>£36.00</ins></p> ');
    expect(inServerPriceElement("<em>£1</em>", '<span class="price">£2</span>')).toBe('<span class="price">£2</span>');
  });
});
