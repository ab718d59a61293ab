/**
 * The form's wiring to the stores (loaded with React, in mount.tsx): the selects carry the
 * choice, every change of them (a swatch press, the shopper's select, another script's jQuery
 * `change`) becomes `$variationSelection`, and each selection is resolved to a `$variationState`.
 * A change from outside React is rendered at once (flushSync), as WooCommerce's form updates
 * synchronously: a script that sets a select and reads `variation_id` right after sees the id.
 */
import { renderNow } from "../../src/runtime/render-now";
import type { IslandContext } from "../../src/runtime/types";
import { $variationSelection, $variationState, type Selection } from "../../src/stores/variation";
import { clearButtonNotice, showButtonNotice } from "../../src/cart/notice";
import { addVariationToCart } from "./add";
import { fireSelectionChanged, honourForeignFormEvents } from "./events";
import { readSelection, readVariationData, type AttributeControl, type VariationFormRefs } from "./form";
import type { VariationFormProps } from "./props";
import type { Resolver } from "./resolver";
import { selectionAfterPress } from "../../src/swatches/swatches";

export interface FormWiring {
  /** Whether the selection changed since mount (WooCommerce's first check shows no "no match"). */
  hasChanged(): boolean;
  /** A swatch pressed: through its select's `change`, as the shopper's own select would. */
  press(name: string, value: string, disabled: boolean): void;
  /** The "Clear" link. */
  reset(): void;
}

const sameSelection = (a: Selection, b: Selection): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

function chooseThroughSelect(attribute: AttributeControl, value: string): void {
  attribute.select.value = value;
  attribute.select.dispatchEvent(new Event("change", { bubbles: true }));
}

function onButtonClick(event: MouseEvent, refs: VariationFormRefs, props: VariationFormProps): void {
  const button = refs.button;
  if (!button || !button.classList.contains("disabled")) return;
  // WooCommerce alerts; an inline alert next to the button says the same without a modal.
  event.preventDefault();
  const unavailable = button.classList.contains("wc-variation-is-unavailable");
  showButtonNotice(button, unavailable ? props.i18n.unavailable : props.i18n.makeSelection);
}

function listenToServerForm(refs: VariationFormRefs, props: VariationFormProps, context: IslandContext, onSelectChange: () => void): void {
  const { signal } = context;
  refs.form.addEventListener(
    "change",
    (event) => {
      if (event.target instanceof HTMLSelectElement && refs.attributes.some((attribute) => attribute.select === event.target)) onSelectChange();
    },
    { signal },
  );
  refs.button?.addEventListener("click", (event) => onButtonClick(event, refs, props), { signal });
  refs.form.addEventListener(
    "submit",
    (event) => {
      const state = $variationState.get();
      // A chosen variation posts with the form, as the theme does unless its ajax add is on.
      if (state.kind === "found" && !context.config.productFormAjax) return;
      event.preventDefault();
      if (state.kind !== "found" || !refs.button) return;
      void addVariationToCart(refs, state.variation, refs.button, context);
    },
    { signal },
  );
}

export function wireForm(refs: VariationFormRefs, props: VariationFormProps, context: IslandContext, resolver: Resolver): FormWiring {
  let changed = false;
  /** Reads the selects into the store, once per real change (native and jQuery events both come). */
  const selectionChanged = (): void => {
    const selection = readSelection(refs);
    if (sameSelection(selection, $variationSelection.get())) return;
    if (refs.resetAlert) refs.resetAlert.textContent = "";
    if (refs.button) clearButtonNotice(refs.button);
    renderNow(() => $variationSelection.set(selection));
    fireSelectionChanged(refs.form);
  };
  // The first check: the server may have preselected default attributes.
  const initial = readSelection(refs);
  $variationSelection.set(initial);
  resolver.resolve(initial);
  const offSelection = $variationSelection.listen((selection) => {
    changed = true;
    resolver.resolve(selection);
  });
  const offForeign = honourForeignFormEvents(refs.form, {
    onSelectChange: selectionChanged,
    onReloadVariations: () => {
      const reloaded = readVariationData(refs.form);
      if (reloaded === undefined) return;
      refs.variations = reloaded;
      renderNow(() => $variationSelection.set(readSelection(refs)));
    },
  });
  listenToServerForm(refs, props, context, selectionChanged);
  context.signal?.addEventListener("abort", () => {
    offSelection();
    offForeign();
  });
  return {
    hasChanged: () => changed,
    press(name, value, disabled) {
      const attribute = refs.attributes.find((entry) => entry.name === name);
      if (!attribute) return;
      const next = selectionAfterPress(readSelection(refs), name, value, disabled);
      // A value impossible with the other choices: start again from this one alone.
      for (const other of refs.attributes) if (other !== attribute) other.select.value = next[other.name] ?? "";
      chooseThroughSelect(attribute, next[name] ?? "");
    },
    reset() {
      for (const { select } of refs.attributes) select.value = "";
      renderNow(() => $variationSelection.set(readSelection(refs)));
      if (refs.resetAlert) refs.resetAlert.textContent = props.i18n.resetAlert;
      // reset_focus: back to the first control the shopper can reach.
      refs.form.querySelector<HTMLElement>(".cgkit-swatch[tabindex='0'], .variations select")?.focus();
    },
  };
}
