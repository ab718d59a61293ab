/** The server markup of `form.variations_form` (docs/behaviour/product-form.md#markup), collected once at mount. */
import { parseJson } from "../../src/contract/validate";
import { readVariations, type Selection, type Variation } from "../../src/stores/variation";

export interface AttributeControl {
  /** `attribute_colour`: `data-attribute_name`, else the select's name (as the JS reads it). */
  name: string;
  select: HTMLSelectElement;
  /** The option values, without the empty "Choose an option". */
  options: string[];
}

export interface VariationFormRefs {
  form: HTMLFormElement;
  productId: number;
  /** Null in ajax mode (`data-product_variations="false"`). */
  variations: Variation[] | null;
  customData: string | undefined;
  attributes: AttributeControl[];
  button: HTMLButtonElement | null;
  /** Every field WooCommerce writes the id to (`input[name="variation_id"], input.variation_id`). */
  variationIdInputs: HTMLInputElement[];
  quantityInput: HTMLInputElement | null;
  quantityWrap: HTMLElement | null;
  singleVariation: HTMLElement | null;
  resetLink: HTMLElement | null;
  resetAlert: HTMLElement | null;
}

export const FORM_SELECTOR = "form.variations_form";

function readAttributes(form: HTMLFormElement): AttributeControl[] {
  return Array.from(form.querySelectorAll<HTMLSelectElement>(".variations select")).map((select) => ({
    name: select.getAttribute("data-attribute_name") || select.name,
    select,
    options: Array.from(select.options)
      .map((option) => option.value)
      .filter((value) => value !== ""),
  }));
}

/**
 * The form's `data-product_variations`: the list, null for ajax mode (`false`), or undefined when
 * it is missing or unreadable.
 */
export function readVariationData(form: HTMLFormElement): Variation[] | null | undefined {
  const rawVariations = form.getAttribute("data-product_variations");
  if (rawVariations === null) return undefined;
  const parsed = parseJson(rawVariations);
  if (!parsed.ok) return undefined;
  if (parsed.value === false) return null;
  return readVariations(parsed.value) ?? undefined;
}

/** Null (island left alone) when the form or its variation data is missing or unreadable. */
export function readForm(island: HTMLElement): VariationFormRefs | null {
  const form = island.querySelector<HTMLFormElement>(FORM_SELECTOR);
  const variations = form ? readVariationData(form) : undefined;
  if (!form || variations === undefined) return null;
  const productInput = form.querySelector<HTMLInputElement>("input[name=product_id]");
  const productId = Number(form.getAttribute("data-product_id") ?? productInput?.value ?? 0);
  return {
    form,
    productId: Number.isFinite(productId) ? productId : 0,
    variations,
    customData: form.getAttribute("data-custom_data") ?? undefined,
    attributes: readAttributes(form),
    button: form.querySelector<HTMLButtonElement>(".single_add_to_cart_button"),
    variationIdInputs: Array.from(form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')),
    quantityInput: form.querySelector<HTMLInputElement>("input[name=quantity]"),
    quantityWrap: form.querySelector<HTMLElement>(".quantity"),
    singleVariation: form.querySelector<HTMLElement>(".single_variation"),
    resetLink: form.querySelector<HTMLElement>(".reset_variations"),
    resetAlert: form.querySelector<HTMLElement>(".reset_variations_alert"),
  };
}

export function attributeNames(refs: VariationFormRefs): string[] {
  return refs.attributes.map((attribute) => attribute.name);
}

/** The selects' current values (the server may preselect a default). */
export function readSelection(refs: VariationFormRefs): Selection {
  const selection: Selection = {};
  for (const { name, select } of refs.attributes) selection[name] = select.value;
  return selection;
}
