/**
 * WooCommerce's variation form events (docs/behaviour/product-form.md#events), fired on the form
 * through jQuery where jQuery is on the page, so third-party plugins that listen for them (price
 * tables, gallery add-ons, analytics) keep working; and the ones they fire at us honoured. No
 * jQuery: no-op.
 */
import { fireEvent, onForeignEvent } from "../../src/bridge/jquery";
import { shownVariation, type VariationState } from "../../src/stores/variation";

/** Fired once the form is ready (WooCommerce: 100 ms after init; we are ready at once). */
export function fireFormReady(form: HTMLFormElement): void {
  fireEvent(form, "wc_variation_form");
  fireEvent(form, "check_variations");
}

/** Fired after a select's value changed, in WooCommerce's order. */
export function fireSelectionChanged(form: HTMLFormElement): void {
  fireEvent(form, "woocommerce_variation_select_change");
  fireEvent(form, "check_variations");
  fireEvent(form, "update_variation_values");
  fireEvent(form, "woocommerce_update_variation_values");
  fireEvent(form, "woocommerce_variation_has_changed");
}

/**
 * found_variation + show_variation when a variation is shown; reset_data + hide_variation when
 * a shown one goes away. `loading` is a pause, not a change: nothing fires for it.
 */
export function fireStateChange(form: HTMLFormElement, previous: VariationState, next: VariationState): void {
  if (next.kind === "loading") return;
  const shown = shownVariation(next);
  if (shown) {
    fireEvent(form, "found_variation", [shown.raw]);
    fireEvent(form, "show_variation", [shown.raw, next.kind === "found"]);
    return;
  }
  if (shownVariation(previous) !== null || previous.kind === "loading") {
    fireEvent(form, "reset_data");
    fireEvent(form, "hide_variation");
  }
}

/**
 * `change` on each variation id field whose value changed, as WooCommerce's
 * `.val(id).trigger("change")` does: themes (Shoptimizer's sale badge) follow the id through it.
 * fireEvent marks `change` as ours while it bubbles, so the form's own jQuery `change` listener
 * does not take it for a select changed by someone else.
 */
export function fireVariationIdChange(inputs: readonly HTMLInputElement[]): void {
  for (const input of inputs) fireEvent(input, "change");
}

export interface ForeignFormEvents {
  /** Someone changed a select through jQuery (`$(select).val(x).trigger("change")`). */
  onSelectChange(): void;
  /** `reload_product_variations`: the form's data-product_variations was replaced. */
  onReloadVariations(): void;
}

/**
 * jQuery's `.trigger("change")` runs jQuery handlers only, never our native listeners, so the
 * form also listens through jQuery. Returns an unsubscribe function.
 */
export function honourForeignFormEvents(form: HTMLFormElement, handlers: ForeignFormEvents): () => void {
  const offs = [
    onForeignEvent(form, "change", handlers.onSelectChange),
    onForeignEvent(form, "check_variations", handlers.onSelectChange),
    onForeignEvent(form, "reload_product_variations", handlers.onReloadVariations),
  ];
  return () => offs.forEach((off) => off());
}
