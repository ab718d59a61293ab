/**
 * The variation form: the selects (or swatches) write `$variationSelection`, the selection
 * resolves to a `$variationState` (inline matching, or `get_variation` in ajax mode), and the
 * state is painted into WooCommerce's markup. Plain TypeScript: it only toggles classes,
 * attributes and server HTML.
 *
 * Timings (spec §9): WooCommerce waits 100 ms before its first check and CommerceKit 300 ms
 * before showing a found variation. Both are dropped: the state is known at once, and waiting
 * would only leave the button enabled-looking, or the price stale, for longer than the legacy page.
 */
import { createVariationSender, type VariationSender } from "../../src/api/variation";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import {
  $hasSelection,
  $variationSelection,
  $variationState,
  possibleOptions,
  resolveSelection,
  setVariationState,
  shownVariation,
  type Selection,
  type VariationState,
} from "../../src/stores/variation";
import { showButtonNotice, clearButtonNotice } from "../cart-buttons/notice";
import { addVariationToCart } from "./add";
import { fireFormReady, fireSelectionChanged, fireStateChange, honourForeignFormEvents } from "./events";
import { attributeNames, readForm, readSelection, readVariationData, type VariationFormRefs } from "./form";
import { paintSelectedRows, wrapLabels } from "./highlight";
import { paintProductMeta } from "./meta";
import type { VariationFormProps } from "./props";
import { paintState } from "./render";
import { enhanceSwatches, paintSwatches } from "./swatches";

export interface VariationFormController {
  refs: VariationFormRefs;
  /** Resolves once the state for the current selection is known (ajax mode waits for the store). */
  settled(): Promise<void>;
}

/** Disables the options that cannot lead to an active variation given the other choices. */
function paintOptions(refs: VariationFormRefs, selection: Selection): Map<string, Set<string>> {
  const possibleByName = new Map<string, Set<string>>();
  for (const attribute of refs.attributes) {
    const possible = refs.variations
      ? possibleOptions(refs.variations, selection, attribute.name, attribute.options)
      : new Set(attribute.options);
    possibleByName.set(attribute.name, possible);
    for (const option of Array.from(attribute.select.options)) {
      option.disabled = option.value !== "" && !possible.has(option.value);
    }
  }
  return possibleByName;
}

function createResolver(refs: VariationFormRefs, sender: VariationSender, signal?: AbortSignal) {
  const names = attributeNames(refs);
  let pending: Promise<void> = Promise.resolve();
  const resolve = (selection: Selection): void => {
    const inline = refs.variations ? resolveSelection(refs.variations, selection, names) : null;
    if (inline || names.some((name) => (selection[name] ?? "") === "")) {
      sender.abort();
      setVariationState(inline ?? { kind: "none" });
      pending = Promise.resolve();
      return;
    }
    setVariationState({ kind: "loading" });
    const attributes: Record<string, string> = {};
    for (const name of names) attributes[name] = selection[name] ?? "";
    const request = { productId: refs.productId, attributes, customData: refs.customData };
    pending = sender.fetch(request, signal).then((answer) => {
      if (answer.kind === "aborted") return;
      const state: VariationState =
        answer.kind === "no-match"
          ? { kind: "no-match" }
          : answer.kind === "failed"
            ? { kind: "unavailable", variation: null }
            : resolveSelection([answer.variation], selection, names);
      setVariationState(state);
    });
  };
  return { resolve, settled: () => pending };
}

function onButtonClick(event: MouseEvent, refs: VariationFormRefs, props: VariationFormProps): void {
  const button = refs.button;
  if (!button || !button.classList.contains("disabled")) return;
  // WooCommerce alerts; an inline alert next to the button says the same without a modal.
  event.preventDefault();
  const unavailable = button.classList.contains("wc-variation-is-unavailable");
  showButtonNotice(button, unavailable ? props.i18n.unavailable : props.i18n.makeSelection);
}

function resetAll(refs: VariationFormRefs, props: VariationFormProps): void {
  for (const { select } of refs.attributes) select.value = "";
  $variationSelection.set(readSelection(refs));
  if (refs.resetAlert) refs.resetAlert.textContent = props.i18n.resetAlert;
  // reset_focus: back to the first control the shopper can reach.
  const first = refs.form.querySelector<HTMLElement>(".cgkit-swatch[tabindex='0'], .variations select");
  first?.focus();
}

const sameSelection = (a: Selection, b: Selection): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/** Reads the selects into the store, once per real change (native and jQuery events both come). */
function selectionChanged(refs: VariationFormRefs): void {
  const selection = readSelection(refs);
  if (sameSelection(selection, $variationSelection.get())) return;
  if (refs.resetAlert) refs.resetAlert.textContent = "";
  if (refs.button) clearButtonNotice(refs.button);
  $variationSelection.set(selection);
  fireSelectionChanged(refs.form);
}

/** What the rest of the product shows for the state: SKU, weight, dimensions, jQuery events. */
function followState(refs: VariationFormRefs, signal?: AbortSignal): void {
  const product = refs.form.closest(".product");
  let previous = $variationState.get();
  const off = $variationState.listen((next) => {
    if (next.kind !== "loading") paintProductMeta(product, shownVariation(next));
    fireStateChange(refs.form, previous, next);
    previous = next;
  });
  const offForeign = honourForeignFormEvents(refs.form, {
    onSelectChange: () => selectionChanged(refs),
    onReloadVariations: () => {
      const reloaded = readVariationData(refs.form);
      if (reloaded === undefined) return;
      refs.variations = reloaded;
      $variationSelection.set(readSelection(refs));
    },
  });
  signal?.addEventListener("abort", () => {
    off();
    offForeign();
  });
}

function listen(refs: VariationFormRefs, props: VariationFormProps, context: IslandContext): void {
  const { signal } = context;
  refs.form.addEventListener(
    "change",
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement) || !refs.attributes.some((a) => a.select === target)) return;
      selectionChanged(refs);
    },
    { signal },
  );
  refs.resetLink?.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      resetAll(refs, props);
    },
    { signal },
  );
  refs.button?.addEventListener("click", (event) => onButtonClick(event, refs, props), { signal });
  refs.form.addEventListener(
    "submit",
    (event) => {
      const state = $variationState.get();
      event.preventDefault();
      if (state.kind !== "found" || !refs.button) return;
      void addVariationToCart(refs, state.variation, refs.button, context);
    },
    { signal },
  );
}

export function controlVariationForm(
  island: HTMLElement,
  props: VariationFormProps,
  context: IslandContext,
  sender: VariationSender = createVariationSender(context),
): VariationFormController | null {
  const refs = readForm(island);
  if (!refs) return null;
  const { signal } = context;
  const resolver = createResolver(refs, sender, signal);
  // WooCommerce shows no "no match" on its first check, only after the shopper chose.
  let first = true;
  const paint = (): void => {
    const selection = $variationSelection.get();
    const possible = paintOptions(refs, selection);
    paintSwatches(refs, selection, possible);
    paintSelectedRows(refs, selection);
    paintState(refs, $variationState.get(), {
      strings: props.i18n,
      announceNoMatch: !first,
      hasSelection: $hasSelection.get(),
    });
  };
  // The first check, before listening: the server may have preselected default attributes.
  const initial = readSelection(refs);
  $variationSelection.set(initial);
  resolver.resolve(initial);
  const offState = $variationState.listen(paint);
  const offSelection = $variationSelection.listen((selection) => {
    first = false;
    resolver.resolve(selection);
    paint();
  });
  signal?.addEventListener("abort", () => {
    offSelection();
    offState();
    sender.abort();
  });
  wrapLabels(refs.form);
  enhanceSwatches(refs, context);
  listen(refs, props, context);
  followState(refs, signal);
  paint();
  fireFormReady(refs.form);
  return { refs, settled: () => resolver.settled() };
}

export const variationForm: IslandModule<VariationFormProps> = {
  mount(element, props, context) {
    controlVariationForm(element, props, context);
  },
};
