/**
 * The calculator's rows as WooCommerce's address-i18n.js sets them for the chosen country (on
 * `country_to_state_changing`): each of the state, postcode and city rows gets the country's
 * label and placeholder over the `default` locale, a required `*` or "(optional)" after its
 * label, and a postcode or city row the country hides is hidden and emptied (the state row is
 * country-state.ts's: a country whose state list is empty gets a hidden field). Labels are set as
 * text: the locale is WooCommerce's translated strings, never markup we need. address-i18n's
 * column classes and field order are not carried over: the calculator's rows are all full width
 * and in WooCommerce's template order (docs/decisions/0025).
 */
import { LOCALE_FIELDS, type CartPageProps, type FieldLocale } from "./props";

const MARKER_SELECTOR = ".required, .optional";
const NBSP = "\u00a0";

/** The label's `*` or "(optional)", with the no-break space address-i18n puts before it. */
function setMarker(label: HTMLLabelElement, required: boolean, strings: CartPageProps["i18n"]): void {
  for (const marker of label.querySelectorAll(MARKER_SELECTOR)) {
    const before = marker.previousSibling;
    if (before?.nodeType === Node.TEXT_NODE && before.textContent === NBSP) before.remove();
    marker.remove();
  }
  const marker = document.createElement(required ? "abbr" : "span");
  if (required) {
    marker.className = "required";
    marker.title = strings.required;
    marker.textContent = "*";
  } else {
    marker.className = "optional";
    marker.textContent = `(${strings.optional})`;
  }
  label.append(NBSP, marker);
}

function applyField(row: HTMLElement, key: string, rule: FieldLocale, strings: CartPageProps["i18n"]): void {
  const label = row.querySelector("label");
  const inputs = row.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select, textarea");
  if (label && rule.label !== undefined) label.textContent = rule.label;
  // As address-i18n: the label as the placeholder where the row has no label of its own.
  const placeholder = rule.placeholder ?? (label ? undefined : rule.label);
  if (placeholder !== undefined) for (const input of inputs) input.setAttribute("placeholder", placeholder);
  const required = rule.required === true;
  row.classList.toggle("validate-required", required);
  if (label) setMarker(label, required, strings);
  if (key === "state") return;
  // jQuery's hide() and show(), as address-i18n: an inline display the theme's rules cannot undo.
  const hidden = rule.hidden === true;
  row.style.display = hidden ? "none" : "";
  if (hidden) for (const input of inputs) input.value = "";
}

/** The locale of `country`'s value on the calculator around it; nothing without a locale. */
export function applyAddressLocale(country: HTMLSelectElement | HTMLInputElement, props: Pick<CartPageProps, "locale" | "i18n">): void {
  const locale = props.locale;
  if (!locale) return;
  const form = country.closest("form") ?? document;
  for (const key of LOCALE_FIELDS) {
    const row = form.querySelector<HTMLElement>(`#calc_shipping_${key}_field`);
    if (!row) continue;
    const rule: FieldLocale = { ...locale.default?.[key], ...locale[country.value]?.[key] };
    applyField(row, key, rule, props.i18n);
  }
}
