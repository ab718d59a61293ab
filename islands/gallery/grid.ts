/** Grid mode (grid and scroll layouts above 770 px): the scroll-click lock. */
import { SCROLL_CLICK_LOCK_MS } from "./constants";

/** After a thumbnail click scrolls the page, the scroll position may not pick the slide for 1 s. */
export function createScrollLock(now: () => number = () => Date.now()): { lock(): void; locked(): boolean } {
  let until = 0;
  return {
    lock: () => {
      until = now() + SCROLL_CLICK_LOCK_MS;
    },
    locked: () => now() < until,
  };
}
