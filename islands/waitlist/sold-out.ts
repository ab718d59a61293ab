/**
 * Where CommerceKit's waitlist shows on the single-product form while the chosen variation is
 * sold out, as on the legacy page (CommerceKit's stylesheet keys off these places): '{option}
 * sold out?' at the end of each attribute label, add-to-cart hidden and a 'Get notified' button
 * (`#ckwtl-button3`) in its row, the quantity left as it is. The form is WooCommerce's server markup, found by its public classes as
 * CommerceKit's own script finds it; the variation form island knows nothing of the waitlist
 * (it only writes the selection stores), so these rules find the places the labels go.
 */
import type { Variation } from "../../src/stores/variation";

export const SOLD_OUT_CLASS = "ckwtl-os-label";
/** The single-product form; CommerceKit's listing swatch forms are not ours. */
const FORM_SELECTOR = "form.variations_form:not(.cgkit-swatch-form)";
const BUY_SELECTOR = ".single_add_to_cart_button";
/** The availability's own 'Get notified' (hidden in the form by CommerceKit's CSS) names the button. */
const AVAILABILITY_BUTTON = ".woocommerce-variation-availability .ckwtl-button2";

export interface SoldOutLabel {
  /** The attribute (`attribute_colour`): a stable key. */
  attribute: string;
  /** The label itself: CommerceKit's CSS styles `label .ckwtl-os-label` (small, its tip on hover). */
  host: Element;
  /** The chosen option's text ("Blue"). */
  option: string;
}

export interface SoldOutTargets {
  labels: SoldOutLabel[];
  buy: HTMLElement[];
  /** Where 'Get notified' goes: add-to-cart's row (after the hidden button), and its text. */
  notify: { row: HTMLElement; text: string } | null;
}

/** The chosen value: the variation's own (the selection store's truth), else the select's ("any"). */
function chosenOption(select: HTMLSelectElement, variation: Variation): string {
  const value = variation.attributes[select.name] || select.value;
  if (!value) return "";
  const option = Array.from(select.options).find((candidate) => candidate.value === value);
  return option?.text.trim() ?? "";
}

function labelOf(form: HTMLFormElement, select: HTMLSelectElement): Element | null {
  return select.id ? form.querySelector(`label[for="${CSS.escape(select.id)}"]`) : null;
}

export function soldOutLabels(form: HTMLFormElement, variation: Variation): SoldOutLabel[] {
  const labels: SoldOutLabel[] = [];
  for (const select of Array.from(form.querySelectorAll<HTMLSelectElement>("select[name^='attribute_']"))) {
    const option = chosenOption(select, variation);
    const host = labelOf(form, select);
    if (option && host) labels.push({ attribute: select.name, host, option });
  }
  return labels;
}

/** The store's own label for the button (its CommerceKit setting), printed in the availability. */
function notifyText(form: HTMLFormElement, fallback: string): string {
  const own = form.querySelector<HTMLInputElement>(AVAILABILITY_BUTTON)?.value.trim();
  return own || fallback;
}

/** Where the labels go, what to hide and where 'Get notified' goes, read when the sold-out variation is chosen. */
export function findSoldOutTargets(variation: Variation, fallbackText: string): SoldOutTargets {
  const form = document.querySelector<HTMLFormElement>(FORM_SELECTOR);
  if (!form) return { labels: [], buy: [], notify: null };
  const buy = Array.from(form.querySelectorAll<HTMLElement>(BUY_SELECTOR));
  const row = buy[0]?.parentElement ?? null;
  return { labels: soldOutLabels(form, variation), buy, notify: row ? { row, text: notifyText(form, fallbackText) } : null };
}
