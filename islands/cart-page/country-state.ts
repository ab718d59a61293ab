/**
 * The shipping calculator's state field, as wc-country-select switches it when the country
 * changes (without selectWoo: the plain `<select>` stays): a country with states gets a select
 * of them, one whose list is empty a hidden empty field, any other a text field. The field keeps
 * its name, id and label, so the form posts what WooCommerce expects.
 */
import type { CartPageProps } from "./props";

export const COUNTRY_SELECTOR = "select.country_to_state, input.country_to_state";

function stateFieldOf(country: HTMLSelectElement | HTMLInputElement): HTMLInputElement | HTMLSelectElement | null {
  const form = country.closest("form") ?? document;
  // WooCommerce names the state field in the country's `rel` (calc_shipping_state).
  const id = country.getAttribute("rel") ?? "calc_shipping_state";
  return form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(id)}`);
}

function option(label: string, value: string, selected: boolean): HTMLOptionElement {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = label;
  element.selected = selected;
  return element;
}

function replaceField(old: HTMLInputElement | HTMLSelectElement, next: HTMLInputElement | HTMLSelectElement): void {
  next.id = old.id;
  next.name = old.name;
  const placeholder = old.getAttribute("placeholder");
  if (placeholder !== null) next.setAttribute("placeholder", placeholder);
  old.replaceWith(next);
}

/** Switches the state field for the country now chosen; the row hides with a hidden field. */
export function switchStateField(country: HTMLSelectElement | HTMLInputElement, props: Pick<CartPageProps, "states" | "i18n">): void {
  if (!props.states) return;
  const field = stateFieldOf(country);
  if (!field) return;
  const states = props.states[country.value];
  const row = field.closest<HTMLElement>(".form-row");
  if (states && Object.keys(states).length > 0) {
    const select = document.createElement("select");
    select.className = "state_select";
    select.append(option(props.i18n.selectState, "", false));
    for (const [code, name] of Object.entries(states)) select.append(option(name, code, code === field.value));
    replaceField(field, select);
    if (row) row.style.display = "";
    return;
  }
  const input = document.createElement("input");
  input.className = "input-text";
  input.type = states ? "hidden" : "text";
  // A field that changes kind starts empty: a state of the old country means nothing here.
  input.value = field instanceof HTMLInputElement && !states ? field.value : "";
  replaceField(field, input);
  // jQuery's hide() as country-select.js: an inline display, which the theme's `.form-row` rules cannot undo (a `hidden` attribute they would).
  if (row) row.style.display = input.type === "hidden" ? "none" : "";
}
