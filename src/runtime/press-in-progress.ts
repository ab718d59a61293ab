/**
 * An island does not take the place of the server's markup under a press in progress
 * (docs/decisions/0001-island-runtime.md, addendum "a press across the swap"). A mouse press
 * that starts on a server button and ends on the island's rendered one is a click on neither:
 * the browser sends it to their common ancestor, and the shopper's choice is lost. The runtime
 * follows presses from the start (in the first bundle) and a mount waits for the one on its
 * island to end, with the click that follows it, for at most PRESS_HOLDS_MOUNT_MS.
 */

/** How long a press may hold an island's mount (a held press is a drag or a long press, not a click). */
export const PRESS_HOLDS_MOUNT_MS = 1000;

let pressed: EventTarget | null = null;
let ended: Array<() => void> = [];

const onPressStart = (event: Event): void => {
  pressed = event.target;
};

const onPressEnd = (): void => {
  pressed = null;
  const waiting = ended;
  ended = [];
  // The click follows the button's release in the same task: the mount goes after it.
  if (waiting.length > 0) setTimeout(() => waiting.forEach((resume) => resume()), 0);
};

/** Follows the page's presses until `signal` aborts (once per runtime). */
export function trackPresses(signal: AbortSignal): void {
  const options = { capture: true, passive: true, signal };
  document.addEventListener("pointerdown", onPressStart, options);
  for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, onPressEnd, options);
  signal.addEventListener("abort", onPressEnd, { once: true });
}

/** Resolves at once when no press is in progress on `element`, else once it ended (or after the cap). */
export function pressEndedOn(element: Element): Promise<void> {
  if (!(pressed instanceof Node) || !element.contains(pressed)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PRESS_HOLDS_MOUNT_MS);
    ended.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
