/**
 * The waitlist popup's dialog behaviour while open, as hooks with clean-up: the body's
 * `commercekit-stop-scroll`, focus on the email field (the popup once the form has gone), Tab
 * kept inside, Escape closes, and focus back on 'Get notified' when it closes.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";
import { closeWaitlist } from "../../src/stores/waitlist";
import { holdDialogKeys } from "../../src/dom/focus";
import { STOP_SCROLL_CLASS } from "./popup";

export function useModal(dialog: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, open: boolean, opener: HTMLElement): void {
  const wasOpen = useRef(false);
  // A layout effect: the focus moves and the keys are caught in the commit that shows the dialog.
  useLayoutEffect(() => {
    const popup = dialog.current;
    if (!open || !popup) {
      // Here, not in the clean-up: React puts focus back on the field it had during its commit.
      if (wasOpen.current && opener.isConnected) opener.focus({ preventScroll: true });
      wasOpen.current = false;
      return undefined;
    }
    wasOpen.current = true;
    document.body.classList.add(STOP_SCROLL_CLASS);
    (first.current ?? popup).focus({ preventScroll: true });
    const release = holdDialogKeys(popup, closeWaitlist);
    return () => {
      release();
      document.body.classList.remove(STOP_SCROLL_CLASS);
    };
  }, [dialog, first, open, opener]);
}

/**
 * The native `change` event (the field was left after an edit): React's `onChange` is the
 * input event, and CommerceKit's rule shows the email error only on the native one.
 */
export function useNativeChange(target: RefObject<HTMLElement | null>, listener: () => void): void {
  // In the commit: a change right after the dialog shows must not be missed.
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    element.addEventListener("change", listener);
    return () => element.removeEventListener("change", listener);
  }, [target, listener]);
}
