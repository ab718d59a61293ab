/**
 * CommerceKit's attribute swatches (`ul.cgkit-attribute-swatches[data-attribute]` of
 * `button.cgkit-swatch[data-attribute-value]`) over the hidden selects: each list becomes a
 * keyboard-operable radio group, and a choice goes through its select's `change`, so selects
 * and swatches share one path (spec §4 "Swatch").
 */
import type { IslandContext } from "../../src/runtime/types";
import { findMatchingVariations, type Selection } from "../../src/stores/variation";
import type { AttributeControl, VariationFormRefs } from "./form";
import { rovingIndex } from "../../src/dom/roving";

export const SELECTED_CLASS = "cgkit-swatch-selected";
export const DISABLED_CLASS = "cgkit-disabled";
export const SOLD_OUT_CLASS = "cgkit-swatch-oos";

interface SwatchGroup {
  list: HTMLElement;
  attribute: AttributeControl;
  swatches: HTMLButtonElement[];
}

const cache = new WeakMap<VariationFormRefs, SwatchGroup[]>();

/** The form's swatch lists, collected once (every paint reads them). */
function groups(refs: VariationFormRefs): SwatchGroup[] {
  const cached = cache.get(refs);
  if (cached) return cached;
  const out: SwatchGroup[] = [];
  for (const list of Array.from(refs.form.querySelectorAll<HTMLElement>("ul.cgkit-attribute-swatches[data-attribute]"))) {
    const attribute = refs.attributes.find((entry) => entry.name === list.getAttribute("data-attribute"));
    const swatches = Array.from(list.querySelectorAll<HTMLButtonElement>("button.cgkit-swatch[data-attribute-value]"));
    if (attribute && swatches.length > 0) out.push({ list, attribute, swatches });
  }
  cache.set(refs, out);
  return out;
}

const valueOf = (swatch: Element): string => swatch.getAttribute("data-attribute-value") ?? "";

function choose(refs: VariationFormRefs, attribute: AttributeControl, value: string): void {
  attribute.select.value = value;
  attribute.select.dispatchEvent(new Event("change", { bubbles: true }));
}

function onSwatchPress(refs: VariationFormRefs, group: SwatchGroup, swatch: HTMLButtonElement): void {
  const value = valueOf(swatch);
  if (group.attribute.select.value === value) {
    choose(refs, group.attribute, ""); // pressing the chosen swatch deselects it
    return;
  }
  if (swatch.getAttribute("aria-disabled") === "true") {
    // A value impossible with the other choices: start again from this one alone.
    for (const other of refs.attributes) if (other !== group.attribute) other.select.value = "";
  }
  choose(refs, group.attribute, value);
}

/** Arrow keys move through the group and choose, as in any radio group; Home/End jump. */
function onSwatchKey(event: KeyboardEvent, refs: VariationFormRefs, group: SwatchGroup): void {
  const index = group.swatches.findIndex((swatch) => swatch === event.target);
  if (index < 0) return;
  const next = rovingIndex(event.key, index, group.swatches.length);
  if (next === null) return;
  event.preventDefault();
  const target = group.swatches[next];
  if (!target) return;
  target.focus();
  onSwatchPress(refs, group, target);
}

export function enhanceSwatches(refs: VariationFormRefs, context: IslandContext): void {
  for (const group of groups(refs)) {
    const legend = group.list.closest("fieldset")?.querySelector("legend")?.textContent?.trim();
    group.list.setAttribute("role", "radiogroup");
    if (legend) group.list.setAttribute("aria-label", legend);
    for (const item of Array.from(group.list.children)) item.setAttribute("role", "none");
    for (const swatch of group.swatches) {
      swatch.setAttribute("role", "radio");
      swatch.addEventListener("click", () => onSwatchPress(refs, group, swatch), { signal: context.signal });
    }
    group.list.addEventListener("keydown", (event) => onSwatchKey(event, refs, group), { signal: context.signal });
  }
}

/** Sold out: every variation this value leads to (with the other choices) is out of stock. */
function isSoldOut(refs: VariationFormRefs, selection: Selection, name: string, value: string): boolean {
  if (!refs.variations) return false;
  const matching = findMatchingVariations(refs.variations, { ...selection, [name]: value });
  return matching.length > 0 && matching.every((variation) => !variation.isInStock);
}

function paintChosenLabel(refs: VariationFormRefs, name: string, value: string): void {
  const label = refs.form.querySelector<HTMLElement>(`.cgkit-chosen-attribute.${CSS.escape(name)}`);
  const list = refs.form.querySelector(`ul.cgkit-attribute-swatches[data-attribute="${CSS.escape(name)}"]`);
  if (!label) return;
  label.textContent = value || list?.getAttribute("data-no-selection") || "";
  label.classList.toggle("no-selection", value === "");
}

export function paintSwatches(refs: VariationFormRefs, selection: Selection, possible: Map<string, Set<string>>): void {
  for (const group of groups(refs)) {
    const name = group.attribute.name;
    const chosen = selection[name] ?? "";
    paintChosenLabel(refs, name, chosen);
    for (const swatch of group.swatches) {
      const value = valueOf(swatch);
      const selected = value === chosen;
      const disabled = !(possible.get(name)?.has(value) ?? true);
      const soldOut = !disabled && isSoldOut(refs, selection, name, value);
      swatch.classList.toggle(SELECTED_CLASS, selected);
      swatch.classList.toggle(DISABLED_CLASS, disabled);
      swatch.classList.toggle(SOLD_OUT_CLASS, soldOut);
      swatch.setAttribute("aria-checked", String(selected));
      if (disabled) swatch.setAttribute("aria-disabled", "true");
      else swatch.removeAttribute("aria-disabled");
      const label = swatch.getAttribute("data-attribute-text") ?? value;
      const oos = swatch.getAttribute("data-oos-text") ?? "Out of stock";
      swatch.setAttribute("aria-label", soldOut ? `${label} (${oos})` : label);
    }
    // Roving tabindex: Tab enters the group at the chosen swatch, or the first one.
    const focusable = group.swatches.find((swatch) => valueOf(swatch) === chosen) ?? group.swatches[0];
    for (const swatch of group.swatches) swatch.tabIndex = swatch === focusable ? 0 : -1;
  }
}
