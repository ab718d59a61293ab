/**
 * Runs work after the browser has painted the current change: a frame, then a task. What a
 * press shows (a price, a button) paints first; work that can wait (a request, a busy state)
 * then costs the press nothing. A hidden tab produces no frames: a timeout runs it then.
 */
export const AFTER_PAINT_FALLBACK_MS = 100;

/** Schedules `run` once; returns a function that cancels it. */
export function afterNextPaint(run: () => void): () => void {
  let pending = true;
  let task: ReturnType<typeof setTimeout> | undefined;
  const go = (): void => {
    if (!pending) return;
    cancel();
    run();
  };
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => (task = setTimeout(go, 0))) : undefined;
  const fallback = setTimeout(go, AFTER_PAINT_FALLBACK_MS);
  function cancel(): void {
    pending = false;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  }
  return cancel;
}
