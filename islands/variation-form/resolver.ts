/**
 * From the selection to a `$variationState`: inline matching over the page's variations, or a
 * `get_variation` call in ajax mode (the earlier one aborted), and the options each attribute
 * can still take given the others (docs/behaviour/product-form.md#selection).
 */
import type { VariationSender } from "../../src/api/variation";
import { possibleOptions, resolveSelection, setVariationState, type Selection, type VariationState } from "../../src/stores/variation";
import { attributeNames, type VariationFormRefs } from "./form";

/** The values each attribute can still take with the other choices (all of them in ajax mode). */
export function possibleByName(refs: VariationFormRefs, selection: Selection): Map<string, Set<string>> {
  const possible = new Map<string, Set<string>>();
  for (const attribute of refs.attributes) {
    possible.set(
      attribute.name,
      refs.variations ? possibleOptions(refs.variations, selection, attribute.name, attribute.options) : new Set(attribute.options),
    );
  }
  return possible;
}

export interface Resolver {
  resolve(selection: Selection): void;
  /** Resolves once the state for the last selection is known. */
  settled(): Promise<void>;
}

export function createResolver(refs: VariationFormRefs, sender: VariationSender, signal?: AbortSignal): Resolver {
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
