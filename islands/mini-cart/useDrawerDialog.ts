/**
 * The dialog's behaviour while the React shell is mounted (docs/behaviour/cart.md#cart-drawer):
 * focus moves into the dialog when it opens and back when it closes, Tab stays inside, Escape and a
 * click outside close it.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";
import { $cartDrawerOpen, closeCartDrawer } from "../../src/stores/drawer";
import { $drawerShellMounted, clickedElement, closesFromOutside, focusReturnTarget } from "./dialog";
import { trapTab } from "../../src/dom/focus";

/**
 * Focus into the dialog when it opens (the body class that shows it is set as the store changes,
 * before React renders), back where it came from when it closes. A shell mounting open takes
 * focus from wherever the arm left it: the opener.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, open: boolean, openers: string): void {
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
      dialog.focus({ preventScroll: true });
      return;
    }
    const previous = returnFocus.current;
    returnFocus.current = null;
    focusReturnTarget(previous, openers)?.focus({ preventScroll: true });
  }, [dialogRef, open, openers]);
}

/**
 * Escape, Tab and clicks outside, on the document (focus may still be outside the dialog), for
 * as long as the shell is mounted: it takes over from the arm in the same commit that shows it.
 * The store is read when the event comes, so a key right after a click is never missed.
 */
export function useDialogTakeover(dialogRef: RefObject<HTMLElement | null>, openers: string): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const listening = new AbortController();
    const onKey = (event: KeyboardEvent): void => {
      if (!$cartDrawerOpen.get()) return;
      if (event.key === "Escape") closeCartDrawer();
      else trapTab(event, dialog);
    };
    const onClick = (event: MouseEvent): void => {
      const target = clickedElement(event);
      if (target && $cartDrawerOpen.get() && closesFromOutside(event, target, dialog, openers)) closeCartDrawer();
    };
    document.addEventListener("keydown", onKey, { signal: listening.signal });
    document.addEventListener("click", onClick, { signal: listening.signal });
    $drawerShellMounted.set(true);
    return () => {
      listening.abort();
      $drawerShellMounted.set(false);
    };
  }, [dialogRef, openers]);
}
