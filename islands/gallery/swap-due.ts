/**
 * Whether a variation swap is waiting out its 200 ms. keen-slider measures and styles the slides
 * it is given; created for the old gallery while a swap is due, it is thrown away at the swap and
 * its work lands in the swap's frame. Its creation waits for the swap instead.
 */
export interface SwapDue {
  /** A choice was made: a swap is due (or a check that may swap). */
  start(): void;
  /** The due swap has been dispatched (or found not needed): run what waited, a task later. */
  finish(): void;
  /** Runs `run` when no swap is due (a task after the due one otherwise); returns a cancel. */
  afterSwap(run: () => void): () => void;
}

export function createSwapDue(): SwapDue {
  let due = false;
  const waiting = new Set<() => void>();
  return {
    start: () => void (due = true),
    finish: () => {
      due = false;
      // A task later: the swap's own render (React's scheduler task) goes first.
      setTimeout(() => {
        if (due) return;
        const runs = [...waiting];
        waiting.clear();
        for (const run of runs) run();
      }, 0);
    },
    afterSwap: (run) => {
      if (!due) {
        run();
        return () => undefined;
      }
      waiting.add(run);
      return () => void waiting.delete(run);
    },
  };
}
