/**
 * The drawer's arm, set at scan time in plain TypeScript: the first click on an opener opens the
 * drawer before React has loaded (the bridge turns `$cartDrawerOpen` into the body class that
 * shows it), and until the React shell has mounted — or if it never does — Escape, the close
 * button and a click outside close it again. Focus handling waits for the shell: it moves focus
 * into the dialog when it mounts open, from wherever focus still is (the opener).
 */
import { $cartDrawerOpen, closeCartDrawer, openCartDrawer } from "../../src/stores/drawer";
import { $drawerShellMounted, DIALOG_SELECTOR, clickedElement, closesFromOutside, isCloseControl, isOpener } from "./dialog";

/** Listens until `signal` aborts; throws without a dialog in the island (the island errs). */
export function armDrawer(island: HTMLElement, openers: string, signal?: AbortSignal): void {
  const dialog = island.querySelector(DIALOG_SELECTOR);
  if (!dialog) throw new Error("mini-cart: no [role=dialog] inside the island");
  const closesBeforeShell = (event: MouseEvent, target: Element): boolean =>
    !$drawerShellMounted.get() &&
    (closesFromOutside(event, target, dialog, openers) || (dialog.contains(target) && isCloseControl(target)));
  document.addEventListener(
    "click",
    (event) => {
      const target = clickedElement(event);
      if (!target) return;
      if (isOpener(target, openers)) {
        event.preventDefault();
        openCartDrawer();
      } else if (closesBeforeShell(event, target)) {
        closeCartDrawer();
      }
    },
    { signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && !$drawerShellMounted.get()) closeCartDrawer();
    },
    { signal },
  );
}

/** Resolves when the drawer first opens: the island mounts then at the latest. */
export function whenFirstOpened(signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const unsubscribe = $cartDrawerOpen.subscribe((open) => {
      if (!open) return;
      resolve();
      queueMicrotask(() => unsubscribe());
    });
    signal?.addEventListener("abort", () => unsubscribe());
  });
}
