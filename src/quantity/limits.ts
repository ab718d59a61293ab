/**
 * The quantity input's DOM side: reading its limits, writing a value with the events the rest of
 * the page listens for, and the limits a chosen variation brings
 * (docs/behaviour/product-form.md#found-variation). Small and free of the island runtime: the
 * quantity island, the variation form and the product form's add share it.
 */
import { clampQuantity, normaliseLimits, type QuantityInput, type QuantityLimits } from "./clamp";
// The quantity island takes the product form's quantity store from here, so the store loads with
// these helpers (the pages' chunk) and not with the product page's shared code: the cart page's
// quantity island would otherwise fetch that chunk for one store (docs/decisions/0037).
export { $productQuantity, isProductFormInput } from "../stores/quantity";

/** WooCommerce's wrapper of the input (`div.quantity`), or null for a bare input. */
export function quantityWrapper(input: HTMLInputElement): HTMLElement | null {
  return input.closest<HTMLElement>(".quantity");
}

export function readLimits(input: HTMLInputElement): QuantityLimits {
  return normaliseLimits({ min: input.getAttribute("min"), max: input.getAttribute("max"), step: input.getAttribute("step") });
}

/** The input's value as a quantity that is safe to send (see clampQuantity). */
export function readQuantity(input: HTMLInputElement): number {
  return clampQuantity({ value: input.value, min: input.getAttribute("min"), max: input.getAttribute("max"), step: input.getAttribute("step") });
}

/**
 * Sets the value and fires a bubbling `change`, which WooCommerce's cart form, price and
 * discount scripts (and our islands) listen for. Nothing fires when the value is unchanged.
 */
export function writeQuantity(input: HTMLInputElement, quantity: number): boolean {
  const text = String(quantity);
  if (input.value === text) return false;
  input.value = text;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

export interface VariationLimits {
  /** The variation's `min_qty`. */
  min: QuantityInput;
  /** The variation's `max_qty`: a number, or "" for no limit. */
  max: QuantityInput;
  /** `is_sold_individually === "yes"` (a boolean here). */
  soldIndividually: boolean;
}

function setLimitAttribute(input: HTMLInputElement, name: "min" | "max", value: number | null): void {
  if (value === null) input.removeAttribute(name);
  else input.setAttribute(name, String(value));
}

/**
 * Applies a chosen variation's limits to the form's quantity input, as WooCommerce's
 * found_variation does: sold individually → 1, min 1, no max, control hidden; otherwise
 * min/max set from the variation, the value clamped into them, control shown. Always fires
 * `change` (WooCommerce triggers it unconditionally; price and discount scripts rely on it).
 */
export function applyQuantityLimits(input: HTMLInputElement, limits: VariationLimits): void {
  const wrapper = quantityWrapper(input);
  if (limits.soldIndividually) {
    setLimitAttribute(input, "min", 1);
    setLimitAttribute(input, "max", null);
    input.value = "1";
    if (wrapper) wrapper.hidden = true;
  } else {
    const { min, max } = normaliseLimits({ min: limits.min, max: limits.max });
    setLimitAttribute(input, "min", min);
    setLimitAttribute(input, "max", max === Number.MAX_SAFE_INTEGER ? null : max);
    input.value = String(readQuantity(input));
    if (wrapper) wrapper.hidden = false;
  }
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * WooCommerce raises `input.qty:not(.product-quantity input.qty)` to its min on every page
 * (docs/behaviour/product-form.md#quantity): a product form must not start below its minimum. Cart
 * rows keep their value, where the server's min is 0 and the row's quantity is what the cart holds.
 */
export function raiseToMin(input: HTMLInputElement): boolean {
  if (input.closest(".product-quantity")) return false;
  const min = Number(input.getAttribute("min"));
  const value = Number(input.value);
  if (!(min > 0) || !Number.isFinite(value) || value >= min) return false;
  // No `change`, as WooCommerce: this is the page's starting value, not a shopper's edit.
  input.value = String(readQuantity(input));
  return true;
}
