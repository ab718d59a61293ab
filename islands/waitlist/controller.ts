/**
 * The cheap part, armed at scan time (plain TypeScript, in the first bundle): while the chosen
 * variation is out of stock, add-to-cart gives way to the store's 'Get notified' button and the
 * attribute labels read '{option} sold out?'; a press on 'Get notified' loads the dialog.
 */
import { $selectedVariation, $variationState, type VariationState } from "../../src/stores/variation";
import { soldOutLabel, WAITLIST_TIP } from "./strings";
import type { WaitlistProps } from "./props";

export const OPENER_SELECTOR = "input.ckwtl-button2, button.ckwtl-button2";
export const SOLD_OUT_CLASS = "ckwtl-os-label";
/** The single-product form; CommerceKit's listing swatch forms are not ours. */
const FORM_SELECTOR = "form.variations_form:not(.cgkit-swatch-form)";
/** What add-to-cart is, and what goes with it, in WooCommerce's variable form. */
const BUY_SELECTOR = ".single_add_to_cart_button, .woocommerce-variation-add-to-cart .quantity";

export function isSoldOut(state: VariationState): boolean {
  return state.kind === "unavailable" && state.variation !== null && !state.variation.isInStock;
}

/** The product the entry is for: the chosen variation, else the page's product. */
export function waitlistProductId(props: WaitlistProps): number {
  return $selectedVariation.get()?.id ?? props.productId;
}

function soldOutSpan(text: string): HTMLElement {
  const span = document.createElement("span");
  span.className = SOLD_OUT_CLASS;
  const label = document.createElement("span");
  label.className = "ckwtl-os-label-text";
  label.textContent = text;
  const tip = document.createElement("span");
  tip.className = "ckwtl-os-label-tip";
  tip.textContent = WAITLIST_TIP;
  span.append(label, tip);
  return span;
}

/** Beside (not inside) each attribute label, so the selects keep their accessible names. */
function paintLabels(form: HTMLFormElement, soldOut: boolean): void {
  for (const old of Array.from(form.querySelectorAll(`.${SOLD_OUT_CLASS}`))) old.remove();
  if (!soldOut) return;
  for (const select of Array.from(form.querySelectorAll<HTMLSelectElement>("select[name^='attribute_']"))) {
    const option = select.selectedOptions[0]?.text.trim() ?? "";
    const label = select.id ? form.querySelector(`label[for="${CSS.escape(select.id)}"]`) : null;
    if (option && select.value && label) label.after(soldOutSpan(soldOutLabel(option)));
  }
}

export function paintVariationForm(form: HTMLFormElement, state: VariationState): void {
  const soldOut = isSoldOut(state);
  // Inline display, not `hidden`: the theme's button styles set `display` and would win.
  for (const element of Array.from(form.querySelectorAll<HTMLElement>(BUY_SELECTOR))) element.style.display = soldOut ? "none" : "";
  paintLabels(form, soldOut);
}

type Open = (opener: HTMLElement) => void;

export function armWaitlist(island: HTMLElement, open: Open, signal?: AbortSignal): void {
  // The footer copy is CommerceKit's template for its own script: never a second button.
  for (const copy of Array.from(island.querySelectorAll<HTMLElement>(OPENER_SELECTOR))) copy.style.display = "none";
  const form = document.querySelector<HTMLFormElement>(FORM_SELECTOR);
  if (form) {
    const paint = (state: VariationState): void => paintVariationForm(form, state);
    const unsubscribe = $variationState.subscribe(paint);
    signal?.addEventListener("abort", unsubscribe);
  }
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(OPENER_SELECTOR) : null;
      if (!target || island.contains(target)) return;
      event.preventDefault();
      open(target);
    },
    { signal },
  );
}

