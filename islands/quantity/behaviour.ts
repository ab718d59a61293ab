/**
 * The quantity behaviour: Shoptimizer's stepper (up and down buttons beside WooCommerce's
 * `input.qty`), with the limits enforced on every change and submit.
 */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { stepQuantity } from "../../src/quantity/clamp";
import { $productQuantity, isProductFormInput, quantityWrapper, raiseToMin, readQuantity, writeQuantity } from "../../src/quantity/limits";
import type { QuantityProps } from "./props";

/** Shoptimizer's marker on a wrapper that has its buttons; its stylesheet keys off it. */
export const BUTTONS_ADDED = "buttons_added";

function findInput(element: HTMLElement): HTMLInputElement {
  const input = element.querySelector<HTMLInputElement>("input.qty");
  if (!input) throw new Error("quantity island without an input.qty");
  return input;
}

const updateCartOf = (input: HTMLInputElement): HTMLButtonElement | null =>
  input.closest("form.woocommerce-cart-form")?.querySelector<HTMLButtonElement>('[name="update_cart"]') ?? null;

/** The cart form's "Update cart" button becomes usable once a row's quantity changed (cart.js). */
export function enableUpdateCart(input: HTMLInputElement): void {
  const button = updateCartOf(input);
  if (!button) return;
  button.disabled = false;
  button.setAttribute("aria-disabled", "false");
}

/**
 * Disabled until a row changes, as cart.js sets it at load (the server prints it usable, for a
 * page without scripts); a row already changed before the island came leaves it usable.
 */
function disableUntilChanged(input: HTMLInputElement): void {
  const button = updateCartOf(input);
  if (!button || input.value !== input.defaultValue) return;
  button.disabled = true;
  button.setAttribute("aria-disabled", "true");
}

/** The id of the input's `<label for>` (given one if it has none), to describe the buttons. */
function labelId(input: HTMLInputElement): string | null {
  if (!input.id) return null;
  const label = Array.from(input.ownerDocument.querySelectorAll("label")).find((candidate) => candidate.htmlFor === input.id);
  if (!label) return null;
  label.id ||= `${input.id}-label`;
  return label.id;
}

/**
 * One of the theme's stepper buttons (Shoptimizer's `.quantity-nav`, which its stylesheet draws
 * as chevrons beside the number); real buttons, named, so keyboards and screen readers reach them.
 */
function makeButton(direction: "up" | "down", name: string, describedBy: string | null): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `quantity-button quantity-${direction} ${direction === "up" ? "plus" : "minus"}`;
  button.setAttribute("aria-label", name);
  // "Decrease quantity", described by "Classic T-Shirt quantity": each cart row stays distinct.
  if (describedBy) button.setAttribute("aria-describedby", describedBy);
  return button;
}

function step(input: HTMLInputElement, direction: 1 | -1): void {
  const next = stepQuantity(
    { value: input.value, min: input.getAttribute("min"), max: input.getAttribute("max"), step: input.getAttribute("step") },
    direction,
  );
  if (writeQuantity(input, next)) enableUpdateCart(input);
}

/** Whatever was typed becomes a valid quantity once the shopper leaves the field. */
function onTyped(input: HTMLInputElement): void {
  const safe = readQuantity(input);
  if (input.value !== String(safe)) writeQuantity(input, safe);
  enableUpdateCart(input);
}

/** The theme's stepper after the input (docs/decisions/0029-real-store-parity.md). */
function addButtons(input: HTMLInputElement, wrapper: HTMLElement, props: QuantityProps, signal?: AbortSignal): void {
  const describedBy = labelId(input);
  const nav = document.createElement("div");
  nav.className = "quantity-nav";
  const plus = makeButton("up", props.increase, describedBy);
  const minus = makeButton("down", props.decrease, describedBy);
  nav.append(plus, minus);
  input.after(nav);
  wrapper.classList.add(BUTTONS_ADDED);
  minus.addEventListener("click", () => step(input, -1), { signal });
  plus.addEventListener("click", () => step(input, 1), { signal });
  signal?.addEventListener("abort", () => {
    nav.remove();
    wrapper.classList.remove(BUTTONS_ADDED);
  });
}

/** Keeps $productQuantity equal to what the product form would send (after onTyped's clamp). */
function publishQuantity(input: HTMLInputElement, signal?: AbortSignal): void {
  $productQuantity.set(readQuantity(input));
  input.addEventListener("change", () => $productQuantity.set(readQuantity(input)), { signal });
  signal?.addEventListener("abort", () => $productQuantity.set(null));
}

export function mountQuantity(element: HTMLElement, props: QuantityProps, context: Pick<IslandContext, "signal">): void {
  const input = findInput(element);
  const wrapper = quantityWrapper(input) ?? element;
  const { signal } = context;
  // Hostile values never reach a request: the form sends what readQuantity allows.
  input.form?.addEventListener("submit", () => void (input.value = String(readQuantity(input))), { signal, capture: true });
  if (input.type === "hidden") {
    // Sold individually (WooCommerce prints min = max as a hidden input): fixed, no control.
    input.value = String(readQuantity(input));
    wrapper.hidden = true;
    if (isProductFormInput(input)) publishQuantity(input, signal);
    return;
  }
  disableUntilChanged(input);
  raiseToMin(input);
  input.addEventListener("change", () => onTyped(input), { signal });
  if (isProductFormInput(input)) publishQuantity(input, signal);
  if (!wrapper.classList.contains(BUTTONS_ADDED)) addButtons(input, wrapper, props, signal);
}

export const quantity: IslandModule<QuantityProps> = {
  mount: (element, props, context) => mountQuantity(element, props, context),
};
