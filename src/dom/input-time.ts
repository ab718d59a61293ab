/**
 * When the shopper's latest press happened: the hardware time of the last click, key press or
 * change they made (trusted events only), as the browser stamped it. Delays documented as counted
 * from a choice ("200 ms after the selection changes", docs/behaviour/gallery.md#variation-swap)
 * count from the press itself, not from when our handlers got to run: on a busy phone that is tens
 * of milliseconds later.
 */
const INPUT_EVENTS = ["click", "keydown", "change"] as const;
/** A press older than this is not the one that changed anything now. */
const RECENT_MS = 1000;

let latest = Number.NEGATIVE_INFINITY;
let listening = false;

const note = (event: Event): void => {
  // Only the shopper's own input: the `change` a script dispatches on a select (our swatches
  // do, to tell WooCommerce's listeners) is stamped when the script ran, not when they pressed.
  if (!event.isTrusted) return;
  latest = Math.max(latest, event.timeStamp);
};

/** Starts noting presses (once per page); `signal` is not taken: one listener serves every island. */
export function watchInputTime(): void {
  if (listening) return;
  listening = true;
  for (const type of INPUT_EVENTS) document.addEventListener(type, note, { capture: true, passive: true });
}

/** How long ago the press behind the current change happened (0 when none is recent). */
export function sinceInput(now = performance.now()): number {
  const elapsed = now - latest;
  return elapsed >= 0 && elapsed <= RECENT_MS ? elapsed : 0;
}
