/**
 * The cheap part, armed at scan time (plain TypeScript, in the first bundle, no React): a press
 * on 'Get notified' is caught at once and queued in `$waitlistOpener` (src/stores/waitlist.ts),
 * and the island is woken early when the shopper starts choosing options or lands on a sold-out
 * variation, so React has the 'Get notified' swap painted by the time it is needed.
 */
import { $hasSelection, $selectedVariation, $variationState, isSoldOut } from "../../src/stores/variation";
import { closeWaitlist, requestWaitlist } from "../../src/stores/waitlist";
import type { WaitlistProps } from "./props";

/** CommerceKit's buttons: the availability's and listing's `.ckwtl-button2`, the form's `#ckwtl-button3`. */
export const OPENER_SELECTOR = ".ckwtl-button2,#ckwtl-button3";

/** The product the entry is for: the chosen variation, else the page's product. */
export function waitlistProductId(props: WaitlistProps): number {
  return $selectedVariation.get()?.id ?? props.productId;
}

/** Calls `wake` once, at the first choice or sold-out state (now, if there is one already). */
function wakeOnChoice(wake: () => void): () => void {
  const stops: (() => void)[] = [];
  const stop = (): void => stops.splice(0).forEach((unsubscribe) => unsubscribe());
  let woken = false;
  const check = (): void => {
    if (woken || !($hasSelection.get() || isSoldOut($variationState.get()))) return;
    woken = true;
    wake();
    // Not from inside the subscription that called us: nanostores is still iterating it.
    queueMicrotask(stop);
  };
  stops.push($variationState.subscribe(check), $hasSelection.subscribe(check));
  return stop;
}

/** Resolves when the island should mount before its `interaction` condition (runtime `arm`). */
export function armWaitlist(island: HTMLElement, signal?: AbortSignal): Promise<void> {
  // The footer copy is CommerceKit's template for its own script: never a second button.
  for (const copy of Array.from(island.querySelectorAll<HTMLElement>(OPENER_SELECTOR))) copy.style.display = "none";
  return new Promise((wake) => {
    document.addEventListener(
      "click",
      (event) => {
        const target = event.target instanceof Element ? event.target.closest<HTMLElement>(OPENER_SELECTOR) : null;
        if (!target || island.contains(target)) return;
        event.preventDefault();
        requestWaitlist(target);
        wake();
      },
      { signal },
    );
    const stop = wakeOnChoice(() => wake());
    signal?.addEventListener("abort", () => {
      stop();
      // A torn-down page leaves no dialog asked for.
      closeWaitlist();
    });
  });
}
