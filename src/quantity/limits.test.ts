import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCapturedBody } from "../testing/fixtures";
import { applyQuantityLimits, raiseToMin, readQuantity, writeQuantity } from "./limits";

function mainFormInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>("form.variations_form:not(.cgkit-swatch-form) input.qty");
  if (!input) throw new Error("no main form quantity");
  return input;
}

function changes(input: HTMLInputElement) {
  const seen = vi.fn<(event: Event) => void>();
  document.addEventListener("change", (event) => event.target === input && seen(event));
  return seen;
}

describe("applyQuantityLimits (a chosen variation, docs/behaviour/product-form.md#found-variation)", () => {
  beforeEach(() => loadCapturedBody("product-variable-zip-hoodie.html"));

  it("sets min and max from the variation and clamps the value", () => {
    const input = mainFormInput();
    input.value = "12";
    const seen = changes(input);
    applyQuantityLimits(input, { min: 1, max: 8, soldIndividually: false });
    expect(input.getAttribute("min")).toBe("1");
    expect(input.getAttribute("max")).toBe("8");
    expect(input.value).toBe("8");
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0].bubbles).toBe(true);
  });

  it("an empty max_qty means no limit (the attribute goes)", () => {
    const input = mainFormInput();
    input.setAttribute("max", "8");
    input.value = "40";
    applyQuantityLimits(input, { min: 1, max: "", soldIndividually: false });
    expect(input.hasAttribute("max")).toBe(false);
    expect(input.value).toBe("40");
  });

  it("raises a value below the variation's min", () => {
    const input = mainFormInput();
    input.value = "1";
    applyQuantityLimits(input, { min: 3, max: 8, soldIndividually: false });
    expect(input.value).toBe("3");
  });

  it("sold individually: fixed at 1, no max, quantity control hidden; shown again for the next variation", () => {
    const input = mainFormInput();
    input.value = "5";
    const seen = changes(input);
    applyQuantityLimits(input, { min: 1, max: 8, soldIndividually: true });
    const wrapper = input.closest<HTMLElement>(".quantity");
    expect(input.value).toBe("1");
    expect(input.getAttribute("min")).toBe("1");
    expect(input.hasAttribute("max")).toBe(false);
    expect(wrapper?.hidden).toBe(true);
    applyQuantityLimits(input, { min: 1, max: 8, soldIndividually: false });
    expect(wrapper?.hidden).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it("hostile limits from a variation still give a safe quantity", () => {
    const input = mainFormInput();
    input.value = "1e309";
    applyQuantityLimits(input, { min: "abc", max: 2 ** 53 + 1, soldIndividually: false });
    expect(input.getAttribute("min")).toBe("0");
    expect(Number.isSafeInteger(Number(input.value))).toBe(true);
    expect(input.value).toBe(String(Number.MAX_SAFE_INTEGER));
  });
});

describe("raiseToMin (docs/behaviour/product-form.md#quantity)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("raises a product input whose min is above its value, without a change event", () => {
    loadCapturedBody("product-simple-t-shirt.html");
    const input = document.querySelector<HTMLInputElement>("form.cart input.qty");
    if (!input) throw new Error("no quantity");
    input.value = "0";
    const seen = changes(input);
    expect(raiseToMin(input)).toBe(true);
    expect(input.value).toBe("1");
    expect(seen).not.toHaveBeenCalled();
  });

  it("leaves inputs in cart .product-quantity cells alone", () => {
    loadCapturedBody("cart-with-items.html");
    const input = document.querySelector<HTMLInputElement>(".product-quantity input.qty");
    if (!input) throw new Error("no cart quantity");
    input.setAttribute("min", "2");
    input.value = "1";
    expect(raiseToMin(input)).toBe(false);
    expect(input.value).toBe("1");
  });

  it("leaves values at or above min alone", () => {
    loadCapturedBody("product-simple-t-shirt.html");
    const input = document.querySelector<HTMLInputElement>("form.cart input.qty");
    if (!input) throw new Error("no quantity");
    input.value = "3";
    expect(raiseToMin(input)).toBe(false);
    expect(input.value).toBe("3");
  });
});

describe("readQuantity and writeQuantity", () => {
  beforeEach(() => loadCapturedBody("product-simple-t-shirt.html"));

  it("read the input through its own limits (min 1, max 25 on the T-shirt)", () => {
    const input = document.querySelector<HTMLInputElement>("form.cart input.qty");
    if (!input) throw new Error("no quantity");
    for (const [typed, expected] of [["30", 25], ["-1", 1], ["", 1], ["2", 2]] as const) {
      input.value = typed;
      expect(readQuantity(input)).toBe(expected);
    }
  });

  it("write fires one bubbling change, none when the value is unchanged", () => {
    const input = document.querySelector<HTMLInputElement>("form.cart input.qty");
    if (!input) throw new Error("no quantity");
    const seen = changes(input);
    expect(writeQuantity(input, 2)).toBe(true);
    expect(writeQuantity(input, 2)).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
