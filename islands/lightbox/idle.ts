/**
 * Controls go idle (hidden) after 4 s without activity, and 1 s after the pointer leaves the
 * window (docs/behaviour/constants.md#lightbox; PhotoSwipe 4's timeToIdle and timeToIdleOutside,
 * which 5 dropped). Any pointer, key or focus activity shows them again, so keyboard users never
 * lose the buttons.
 */
import { LIGHTBOX } from "./constants";

export const IDLE_CLASS = "islet-lightbox--idle";

/** Starts the idle timer on the lightbox root; abort `signal` when the lightbox closes. */
export function watchIdle(root: HTMLElement, signal: AbortSignal): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay: number): void => {
    clearTimeout(timer);
    timer = setTimeout(() => root.classList.add(IDLE_CLASS), delay);
  };
  const wake = (): void => {
    root.classList.remove(IDLE_CLASS);
    schedule(LIGHTBOX.idleMs);
  };
  for (const type of ["pointermove", "pointerdown", "keydown", "focusin", "wheel"]) {
    root.addEventListener(type, wake, { signal, passive: true });
  }
  // The pointer left the window: mouseout to nowhere.
  document.addEventListener(
    "mouseout",
    (event) => {
      if (event.relatedTarget === null) schedule(LIGHTBOX.idleOutsideMs);
    },
    { signal },
  );
  signal.addEventListener("abort", () => {
    clearTimeout(timer);
    root.classList.remove(IDLE_CLASS);
  });
  schedule(LIGHTBOX.idleMs);
}
