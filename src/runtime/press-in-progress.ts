/**
 * An island does not take the place of the server's markup under a press in progress
 * (docs/decisions/0001-island-runtime.md, addendum "a press across the swap"). A mouse press
 * that starts on a server button and ends on the island's rendered one is a click on neither:
 * the browser sends it to their common ancestor, and the shopper's choice is lost. Each runtime
 * follows presses from its start (in the first bundle), and a mount waits for the one on its
 * island to end, with the click that follows it, for at most PRESS_HOLDS_MOUNT_MS.
 */

/** How long a press may hold an island's mount (a held press is a drag or a long press, not a click). */
export const PRESS_HOLDS_MOUNT_MS = 1000;

export interface PressTracker {
  /** Resolves at once when no press is in progress on `element`, else once it ended (or after the cap). */
  endedOn(element: Element): Promise<void>;
}

/** Follows the page's presses until `signal` aborts; a mount still waiting then goes on. */
export function trackPresses(signal: AbortSignal): PressTracker {
  let pressed: EventTarget | null = null;
  let waiting: Array<() => void> = [];
  const onPressEnd = (): void => {
    pressed = null;
    const resumes = waiting;
    waiting = [];
    // The click follows the button's release in the same task: the mount goes after it.
    if (resumes.length > 0) setTimeout(() => resumes.forEach((resume) => resume()), 0);
  };
  const options = { capture: true, passive: true, signal };
  document.addEventListener("pointerdown", (event) => (pressed = event.target), options);
  for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, onPressEnd, options);
  signal.addEventListener("abort", onPressEnd, { once: true });
  return {
    endedOn(element) {
      if (!(pressed instanceof Node) || !element.contains(pressed)) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, PRESS_HOLDS_MOUNT_MS);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
