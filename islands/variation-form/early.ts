/**
 * Before React (loaded by the arm at the first press, without React): the pressed selection is
 * resolved and the server's parts the shopper waits for — the button, the variation id with its
 * `change`, `.single_variation`'s price and stock — are painted with the component's own
 * functions (resolver.ts, render.ts). The component paints them from the same stores once it
 * has mounted; this stops then.
 */
import { createVariationSender } from "../../src/api/variation";
import type { IslandContext } from "../../src/runtime/types";
import { untilMounted } from "../../src/runtime/until-mounted";
import { $variationSelection, $variationState } from "../../src/stores/variation";
import { readForm } from "./form";
import type { VariationFormProps } from "./props";
import { paintState } from "./render";
import { createResolver } from "./resolver";

export function paintFormBeforeMount(island: HTMLElement, props: VariationFormProps, context: IslandContext): void {
  const done = untilMounted(island, context.signal);
  const refs = done.aborted ? null : readForm(island);
  if (!refs) return;
  const sender = createVariationSender(context);
  const resolver = createResolver(refs, sender, done);
  // `listen` calls back only when the state changes (nanostores compares with Object.is).
  const stopState = $variationState.listen((state) => paintState(refs, state, props.i18n));
  const stopSelection = $variationSelection.subscribe((selection) => resolver.resolve(selection));
  done.addEventListener(
    "abort",
    () => {
      stopState();
      stopSelection();
      sender.abort();
    },
    { once: true },
  );
}
