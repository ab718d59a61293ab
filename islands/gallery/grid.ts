/** Grid mode (grid and scroll layouts above 770 px): the load-more toggle and the scroll-click lock. */
import { SCROLL_CLICK_LOCK_MS, STRINGS } from "./constants";
import type { GalleryRefs } from "./dom";

export const EXPANDED_CLASS = "islet-gallery-expanded";
const TOGGLE_CLASS = "islet-gallery-load-more";

/** Shows, hides or relabels the toggle; `onToggle` flips the expanded state. */
export function paintLoadMore(refs: GalleryRefs, needed: boolean, expanded: boolean, onToggle: () => void, signal: AbortSignal | undefined): void {
  let button = refs.root.querySelector<HTMLButtonElement>(`.${TOGGLE_CLASS}`);
  refs.root.classList.toggle(EXPANDED_CLASS, expanded);
  if (!needed) {
    button?.remove();
    return;
  }
  if (!button) {
    button = refs.root.ownerDocument.createElement("button");
    button.type = "button";
    button.className = TOGGLE_CLASS;
    button.addEventListener("click", onToggle, { signal });
    refs.main.after(button);
  }
  button.textContent = expanded ? STRINGS.showLess : STRINGS.loadMore;
  button.setAttribute("aria-expanded", String(expanded));
}

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
