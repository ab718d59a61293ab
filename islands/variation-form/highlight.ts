/**
 * Shoptimizer's `shoptimizer_highlight_selected_variation`, which the plugin removes where this
 * island runs: the theme's CSS styles a span inside each attribute label and the row of every
 * chosen attribute (`tr.selected-variation`), so the markup must be exactly the theme's.
 */
import type { Selection } from "../../src/stores/variation";
import type { VariationFormRefs } from "./form";

export const SELECTED_ROW_CLASS = "selected-variation";

/** What the wrap leaves behind (a bare span as the only child): seen again, it is left alone. */
function isWrapped(label: Element): boolean {
  const only = label.firstChild;
  return label.childNodes.length === 1 && only instanceof HTMLSpanElement && only.attributes.length === 0;
}

/**
 * Wraps each label's contents in one `<span>`, as the theme does on DOMContentLoaded. The nodes
 * are moved, not re-parsed from innerHTML, so the chosen-value span CommerceKit and we write to
 * keeps its identity and listeners.
 */
export function wrapLabels(form: HTMLFormElement): void {
  for (const label of Array.from(form.querySelectorAll(".variations .label label"))) {
    if (isWrapped(label)) continue;
    const span = document.createElement("span");
    span.append(...Array.from(label.childNodes));
    label.append(span);
  }
}

/**
 * Marks each chosen attribute's row from the store, not from select events as the theme did, so
 * swatch presses, jQuery changes and the reset link are all reflected.
 */
export function paintSelectedRows(refs: VariationFormRefs, selection: Selection): void {
  for (const { name, select } of refs.attributes) {
    select.closest("tr")?.classList.toggle(SELECTED_ROW_CLASS, (selection[name] ?? "") !== "");
  }
}
