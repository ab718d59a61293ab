/**
 * Keeps Tab inside the open lightbox. PhotoSwipe 5 pulls focus back only when it lands on
 * another element of the page; Tab past its last button leaves the document instead (the
 * lightbox is the body's last child), so the cycle is closed here, as a modal dialog's is.
 */
const FOCUSABLE = 'button:not([disabled]), a[href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

/** The focusable elements in `root` a user can see, in document order. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[aria-hidden='true'], [hidden]") && element.getClientRects().length > 0,
  );
}

export function trapTab(root: HTMLElement, signal: AbortSignal): void {
  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
      const stops = tabStops(root);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    { signal },
  );
}
