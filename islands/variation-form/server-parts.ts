/**
 * Everything the variation form writes into WooCommerce's form and the product page when the
 * selection or the variation changes, in the order it writes it. This is the one place to read
 * for "what changes in the server's markup": the painters live beside it, each with its tests.
 *
 * When the selection changes (a layout effect, before the browser paints):
 * 1. each hidden select's options: those that cannot lead to an active variation are disabled
 *    (`paintOptions`, server.ts; other scripts and the no-JavaScript post read the selects);
 * 2. CommerceKit's chosen-value text beside each label, "Colour: Blue" or its "No selection"
 *    (`paintChosenLabels`, server.ts);
 * 3. Shoptimizer's highlighted rows, `tr.selected-variation` and the span in each label
 *    (`paintSelectedRows`, highlight.ts).
 *
 * When the variation state changes (a layout effect, then the events):
 * 4. the add-to-cart button's classes, `variation_id` with its jQuery `change`,
 *    `.single_variation`'s price, stock and description from WooCommerce's template, and the
 *    quantity input's limits (`paintState`, render.ts; before React has mounted, early.ts paints
 *    the same with the same function);
 * 5. the SKU, weight and dimensions wherever the theme prints them (`paintProductMeta`, meta.ts);
 * 6. WooCommerce's events on the form, in its order: `wc_variation_form` and `check_variations`
 *    once, then `found_variation` and `show_variation` when a variation is shown, `reset_data`
 *    and `hide_variation` when none is (`fireFormReady`, `fireStateChange`, events.ts;
 *    docs/behaviour/product-form.md#events).
 *
 * The swatches, the "Clear" link and the no-match notice are React's own (VariationForm.tsx).
 */
import { useLayoutEffect, useRef } from "react";
import { inReactWork } from "../../src/runtime/render-now";
import { shownVariation, type Selection, type VariationState } from "../../src/stores/variation";
import type { SwatchGroupData } from "../../src/swatches/swatches";
import { fireFormReady, fireStateChange } from "./events";
import type { VariationFormRefs } from "./form";
import { paintSelectedRows } from "./highlight";
import { paintProductMeta } from "./meta";
import type { VariationStrings } from "./props";
import { paintState } from "./render";
import { paintChosenLabels, paintOptions } from "./server";

export interface ServerParts {
  refs: VariationFormRefs;
  groups: readonly SwatchGroupData[];
  strings: VariationStrings;
  selection: Selection;
  state: VariationState;
  possible: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The server's parts and WooCommerce's events follow the stores: paint first, then the events. */
export function useServerParts({ refs, groups, strings, selection, state, possible }: ServerParts): void {
  const previous = useRef<VariationState | null>(null);
  useLayoutEffect(() => {
    paintOptions(refs, possible);
    paintChosenLabels(refs, groups, selection);
    paintSelectedRows(refs, selection);
  }, [refs, groups, selection, possible]);
  useLayoutEffect(() => {
    // Painting sets `variation_id` with its `change`, and the events other scripts answer.
    inReactWork(() => {
      paintState(refs, state, strings);
      if (state.kind !== "loading") paintProductMeta(refs.form.closest(".product"), shownVariation(state));
      if (previous.current) fireStateChange(refs.form, previous.current, state);
      else fireFormReady(refs.form);
    });
    previous.current = state;
  }, [refs, state, strings]);
}
