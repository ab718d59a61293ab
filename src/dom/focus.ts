/** Focus management for dialogs (the drawer, the waitlist popup, listing notices): trap Tab inside. */

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[hidden], [inert]") && element.getAttribute("aria-hidden") !== "true",
  );
}

/** Keeps Tab and Shift+Tab cycling inside `container`. Returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== "Tab") return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * While a modal dialog is open: Escape calls `onEscape`, Tab and Shift+Tab stay inside
 * `container`. Listens on the document (focus may still be outside); returns the removal.
 */
export function holdDialogKeys(container: HTMLElement, onEscape: () => void): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === "Escape") onEscape();
    else trapTab(event, container);
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}

