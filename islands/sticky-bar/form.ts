/**
 * What the bar follows in the main product form (read once at mount), and what its presses do
 * there: every press goes through the form's own controls, so the add is the main form's add.
 */
import { prefersReducedMotion } from "../../src/dom/motion";
import type { OptionTexts, ProductKind } from "./rules";

export interface MainForm {
  form: HTMLFormElement;
  kind: ProductKind;
  button: HTMLButtonElement | null;
  /** `attribute_colour`, … in the form's order (as the variation form names them). */
  names: string[];
  texts: OptionTexts;
}

function attributeSelects(form: HTMLFormElement): HTMLSelectElement[] {
  return Array.from(form.querySelectorAll<HTMLSelectElement>(".variations select"));
}

const attributeName = (select: HTMLSelectElement): string => select.getAttribute("data-attribute_name") || select.name;

export function readMainForm(target: Element): MainForm | null {
  const form = target.closest("form");
  if (!form) return null;
  const selects = attributeSelects(form);
  const texts = new Map<string, Map<string, string>>();
  for (const select of selects) {
    texts.set(attributeName(select), new Map(Array.from(select.options).map((option) => [option.value, option.text.trim()])));
  }
  return {
    form,
    kind: form.classList.contains("variations_form") ? "variable" : "simple",
    button: form.querySelector<HTMLButtonElement>(".single_add_to_cart_button"),
    names: selects.map(attributeName),
    texts,
  };
}

/** Sold individually: WooCommerce prints a hidden input, or the quantity rules hide the control. */
export function showsQuantity(main: MainForm): boolean {
  const input = main.form.querySelector<HTMLInputElement>("input[name=quantity]");
  if (!input || input.type === "hidden") return false;
  const wrap = input.closest<HTMLElement>(".quantity");
  return !wrap?.hidden && wrap?.style.display !== "none";
}

/** The control for the first option still to choose (its roving swatch, else its select). */
function firstControl(main: MainForm): HTMLElement | null {
  const selects = attributeSelects(main.form);
  const select = selects.find((candidate) => candidate.value === "") ?? selects[0];
  if (!select) return main.button;
  const row = select.closest("tr") ?? select.parentElement;
  const swatch =
    row?.querySelector<HTMLElement>(".cgkit-swatch[tabindex='0']") ?? row?.querySelector<HTMLElement>(".cgkit-swatch:not([disabled])");
  return swatch ?? select;
}

/**
 * CommerceKit slides in its copy of the form here; we bring the shopper to the form itself (one
 * form, one state) and put focus on the option to choose. The bar hides once the form is in view.
 */
export function bringToOptions(main: MainForm): void {
  main.form.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  firstControl(main)?.focus({ preventScroll: true });
}

/** The main add-to-cart, pressed: its listeners, its submit, the same body and the same queue. */
export function pressAdd(main: MainForm): boolean {
  if (!main.button || main.button.classList.contains("loading")) return false;
  main.button.click();
  return true;
}

/** The form's 'Get notified' (from the variation's availability HTML): the waitlist opens its dialog. */
export function pressNotify(main: MainForm): boolean {
  const opener = main.form.querySelector<HTMLElement>(".single_variation .ckwtl-button2");
  if (!opener) return false;
  opener.click();
  return true;
}
