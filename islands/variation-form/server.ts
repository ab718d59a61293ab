/**
 * The server's own parts of the form that follow the selection but stay the server's: the hidden
 * selects' options (other scripts and the no-JS post read them) and CommerceKit's chosen-value
 * text beside each label. VariationForm.tsx calls these from layout effects.
 */
import type { Selection } from "../../src/stores/variation";
import type { VariationFormRefs } from "./form";
import type { SwatchGroupData } from "../../src/swatches/swatches";

/** Disables the options that cannot lead to an active variation given the other choices. */
export function paintOptions(refs: VariationFormRefs, possible: ReadonlyMap<string, ReadonlySet<string>>): void {
  for (const attribute of refs.attributes) {
    const values = possible.get(attribute.name);
    for (const option of Array.from(attribute.select.options)) {
      option.disabled = option.value !== "" && values !== undefined && !values.has(option.value);
    }
  }
}

/** CommerceKit's "Colour: Blue" (or its "No selection") beside each attribute's label. */
export function paintChosenLabels(refs: VariationFormRefs, groups: readonly SwatchGroupData[], selection: Selection): void {
  for (const { name } of refs.attributes) {
    const label = refs.form.querySelector<HTMLElement>(`.cgkit-chosen-attribute.${CSS.escape(name)}`);
    if (!label) continue;
    const value = selection[name] ?? "";
    label.textContent = value || groups.find((group) => group.name === name)?.noSelection || "";
    label.classList.toggle("no-selection", value === "");
  }
}
