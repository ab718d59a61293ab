/**
 * Paints a VariationState into the server's own elements the way add-to-cart-variation.js
 * leaves them (docs/behaviour/product-form.md#found-variation): button classes, `variation_id`
 * (with its jQuery `change`), the `.single_variation` template and the quantity limits. These
 * elements stay the server's: the sticky bar presses the button, the quantity island owns its
 * input, third-party scripts read the id; VariationForm.tsx calls this from a layout effect. The
 * no-match notice and the "Clear" link are rendered by React (VariationForm.tsx).
 */
import { escapeAttribute } from "../../src/contract/markup";
import { shownVariation, type Variation, type VariationState } from "../../src/stores/variation";
import { fireVariationIdChange } from "./events";
import type { VariationFormRefs } from "./form";
import type { VariationStrings } from "./props";
import { applyQuantityLimits } from "../../src/quantity/limits";

export const SELECTION_NEEDED_CLASS = "wc-variation-selection-needed";
export const UNAVAILABLE_CLASS = "wc-variation-is-unavailable";
const BUTTON_WRAP = ".woocommerce-variation-add-to-cart";

/**
 * `{{{ data.variation.key }}}` → the variation's HTML as the store sent it (trusted server HTML,
 * docs/behaviour/product-form.md#markup: price_html, availability_html, variation_description);
 * `{{ … }}` → escaped text.
 */
export function fillTemplate(template: string, variation: Variation): string {
  return template.replace(/\{\{(\{?)\s*data\.variation\.([\w-]+)\s*\}?\}\}/g, (_, raw: string, key: string) => {
    const value = variation.raw[key];
    const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
    return raw ? text : text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  });
}

const FALLBACK_TEMPLATE = [
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>',
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>',
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>',
].join("");

function templateText(id: string): string | null {
  return document.getElementById(id)?.textContent ?? null;
}

function variationHtml(variation: Variation, strings: VariationStrings): string {
  if (!variation.isVisible) {
    return templateText("tmpl-unavailable-variation-template") ?? `<p role="alert">${escapeAttribute(strings.unavailable)}</p>`;
  }
  return fillTemplate(templateText("tmpl-variation-template") ?? FALLBACK_TEMPLATE, variation);
}

function setButton(refs: VariationFormRefs, state: VariationState): void {
  const { button } = refs;
  const wrap = refs.form.querySelector(BUTTON_WRAP);
  const enabled = state.kind === "found";
  const unavailable = state.kind === "unavailable";
  wrap?.classList.toggle("woocommerce-variation-add-to-cart-enabled", enabled);
  wrap?.classList.toggle("woocommerce-variation-add-to-cart-disabled", !enabled);
  if (!button) return;
  // A class, not the attribute: a press must still reach us so we can say why it is disabled.
  button.classList.toggle("disabled", !enabled);
  button.classList.toggle(UNAVAILABLE_CLASS, unavailable);
  button.classList.toggle(SELECTION_NEEDED_CLASS, !enabled && !unavailable);
  if (enabled) button.removeAttribute("aria-disabled");
  else button.setAttribute("aria-disabled", "true");
}

/** The variation's quantity limits, through the quantity island's own rules (one clamp for both). */
function setQuantity(refs: VariationFormRefs, variation: Variation | null): void {
  const input = refs.quantityInput;
  if (!input || !variation) return;
  applyQuantityLimits(input, { min: variation.minQty, max: variation.maxQty ?? "", soldIndividually: variation.isSoldIndividually });
}

/** "0" is the server's placeholder for no variation: going from it to "" is no change. */
const idValue = (value: string): string => (value === "0" ? "" : value);

/** Writes the id to every variation id field; returns the fields whose value it changed. */
function setVariationId(refs: VariationFormRefs, id: string): HTMLInputElement[] {
  const changed = refs.variationIdInputs.filter((input) => idValue(input.value) !== idValue(id));
  for (const input of refs.variationIdInputs) input.value = id;
  return changed;
}

export function paintState(refs: VariationFormRefs, state: VariationState, strings: VariationStrings): void {
  const variation = shownVariation(state);
  setButton(refs, state);
  const changedIds = setVariationId(refs, variation ? String(variation.id) : "");
  if (refs.singleVariation) {
    // A failed ajax answer has no variation to show: say it is unavailable, as for a hidden one.
    const unknown = state.kind === "unavailable" && variation === null;
    refs.singleVariation.innerHTML = variation
      ? variationHtml(variation, strings)
      : unknown
        ? (templateText("tmpl-unavailable-variation-template") ?? `<p role="alert">${escapeAttribute(strings.unavailable)}</p>`)
        : "";
    refs.singleVariation.hidden = refs.singleVariation.innerHTML.trim() === "";
  }
  setQuantity(refs, variation);
  refs.form.toggleAttribute("aria-busy", state.kind === "loading");
  refs.form.classList.toggle("processing", state.kind === "loading");
  // Last, so a listener of the id's change reads the price and stock of the state it names.
  fireVariationIdChange(changedIds);
}
