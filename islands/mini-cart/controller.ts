/**
 * The drawer as a dialog, in plain TypeScript so it works from the first click, before React
 * has loaded and even if it never does: opening from the openers, closing on Escape, the close
 * button and a click outside (spec §2), the focus trap, and focus restored on close.
 */
import { $cartDrawerOpen, closeCartDrawer, openCartDrawer } from "../../src/stores/drawer";
import { trapTab } from "./focus";

export const DIALOG_SELECTOR = "[role=dialog]";
export const CLOSE_SELECTOR = ".close-drawer";

function firstVisible(selector: string): HTMLElement | null {
  const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null;
}

export interface DrawerController {
  dialog: HTMLElement;
}

/** Wires the dialog to `$cartDrawerOpen`; everything ends when `signal` aborts. */
export function controlDrawer(island: HTMLElement, openers: string, signal?: AbortSignal): DrawerController | null {
  const dialog = island.querySelector<HTMLElement>(DIALOG_SELECTOR);
  if (!dialog) return null;
  if (!dialog.hasAttribute("tabindex")) dialog.tabIndex = -1;
  let returnFocus: HTMLElement | null = null;

  const onOpen = (): void => {
    const active = document.activeElement;
    returnFocus = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    dialog.setAttribute("aria-modal", "true");
    // After every listener of the store has run: the body class that makes the dialog visible
    // (and so focusable) may be set by a listener subscribed after this one.
    queueMicrotask(() => {
      if ($cartDrawerOpen.get()) dialog.focus({ preventScroll: true });
    });
  };
  const onClose = (): void => {
    dialog.removeAttribute("aria-modal");
    const target = returnFocus;
    returnFocus = null;
    // Fragments may have replaced the header cart that opened the drawer: use its successor.
    const successor = target?.isConnected ? target : target?.matches(openers) ? firstVisible(openers) : null;
    successor?.focus({ preventScroll: true });
  };

  const unsubscribe = $cartDrawerOpen.listen((open) => (open ? onOpen() : onClose()));
  signal?.addEventListener("abort", unsubscribe);
  if ($cartDrawerOpen.get()) onOpen();

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.isConnected) return;
      if (target.closest(openers)) {
        event.preventDefault();
        openCartDrawer();
      } else if (!$cartDrawerOpen.get()) {
        return;
      } else if (dialog.contains(target)) {
        if (target.closest(CLOSE_SELECTOR)) closeCartDrawer();
      } else {
        closeCartDrawer();
      }
    },
    { signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (!$cartDrawerOpen.get()) return;
      if (event.key === "Escape") closeCartDrawer();
      else trapTab(event, dialog);
    },
    { signal },
  );
  return { dialog };
}
