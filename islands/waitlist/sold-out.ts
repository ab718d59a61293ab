/**
 * Where CommerceKit's waitlist shows on the single-product form while the chosen variation is
 * sold out: '{option} sold out?' beside each attribute label, add-to-cart and its quantity out
 * of the way. The form is WooCommerce's server markup, found by its public classes as
 * CommerceKit's own script finds it; the variation form island knows nothing of the waitlist
 * (it only writes the selection stores), so these rules find the places the labels go.
 */
import type { Variation } from "../../src/stores/variation";

export const SOLD_OUT_CLASS = "ckwtl-os-label";
/** The single-product form; CommerceKit's listing swatch forms are not ours. */
const FORM_SELECTOR = "form.variations_form:not(.cgkit-swatch-form)";
/** What add-to-cart is, and what goes with it, in WooCommerce's variable form. */
const BUY_SELECTOR = ".single_add_to_cart_button, .woocommerce-variation-add-to-cart .quantity";

export interface SoldOutLabel {
  /** The attribute (`attribute_colour`): a stable key. */
  attribute: string;
  /** The label's parent: the sold-out label goes beside (not inside) the label, so the select keeps its name. */
  host: Element;
  /** The chosen option's text ("Blue"). */
  option: string;
}

export interface SoldOutTargets {
  labels: SoldOutLabel[];
  buy: HTMLElement[];
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
    const host = labelOf(form, select)?.parentElement;
    if (option && host) labels.push({ attribute: select.name, host, option });
  }
  return labels;
}

/** Where the labels go and what to hide, read when the sold-out variation is chosen. */
export function findSoldOutTargets(variation: Variation): SoldOutTargets {
  const form = document.querySelector<HTMLFormElement>(FORM_SELECTOR);
  if (!form) return { labels: [], buy: [] };
  return { labels: soldOutLabels(form, variation), buy: Array.from(form.querySelectorAll<HTMLElement>(BUY_SELECTOR)) };
}
