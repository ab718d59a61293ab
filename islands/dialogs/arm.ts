/**
 * The cheap part that runs at once: a press on a dialog's trigger before the island's code is
 * here is held and replayed once it is (the code loads on the first intent on a trigger).
 */
export const TRIGGER_SELECTOR = "[data-trigger]";

let held: HTMLElement | null = null;
let moduleListening = false;

export function takeHeldTrigger(): HTMLElement | null {
  const trigger = held;
  held = null;
  return trigger;
}

/** The module listens from now on, until the runtime is torn down (its listeners go with it). */
export function handOverTriggers(signal?: AbortSignal): void {
  moduleListening = true;
  signal?.addEventListener("abort", () => (moduleListening = false), { once: true });
}

export function armDialogs(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    document.addEventListener(
      "click",
      (event) => {
        const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER_SELECTOR) : null;
        if (!trigger || moduleListening) return;
        held = trigger;
        resolve();
      },
      { signal },
    );
  });
}
