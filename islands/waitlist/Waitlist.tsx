/**
 * The waitlist island's tree: the 'Get notified' swap on the variation form (SoldOut.tsx) and
 * the dialog of the last 'Get notified' pressed (`$waitlistOpener`, written by the arm, so a
 * press before React loaded opens it on mount). A closed dialog stays rendered, hidden, with
 * what was typed, until a button with another popup is pressed.
 */
import { useStore } from "@nanostores/react";
import { useState, type ReactNode } from "react";
import { $waitlistOpener } from "../../src/stores/waitlist";
import { popupFor, POPUP_WRAP_ID } from "./popup";
import { SoldOut } from "./SoldOut";
import type { WaitlistOutcome } from "./submit";
import { WaitlistDialog } from "./WaitlistDialog";

export interface WaitlistViewProps {
  /** The island's footer copy of the popup: for a button printed without its own. */
  fallbackPopup: HTMLElement | null;
  send(email: string): Promise<WaitlistOutcome>;
}

interface Shown {
  opener: HTMLElement;
  popup: HTMLElement;
}

/** One dialog (and its state) per server popup: a variation's new popup starts a fresh form. */
const popupKeys = new WeakMap<HTMLElement, number>();
let nextKey = 0;
function keyOf(popup: HTMLElement): number {
  let key = popupKeys.get(popup);
  if (key === undefined) {
    key = ++nextKey;
    popupKeys.set(popup, key);
  }
  return key;
}

/** The dialog asked for, remembered after it closes. */
function useShownDialog(fallback: HTMLElement | null): { shown: Shown | null; open: boolean } {
  const opener = useStore($waitlistOpener);
  const [shown, setShown] = useState<Shown | null>(null);
  if (opener && opener !== shown?.opener) {
    const popup = popupFor(opener, fallback);
    // Adjusting state while rendering: React renders again at once, before committing.
    if (popup) setShown({ opener, popup });
  }
  return { shown, open: opener !== null && opener === shown?.opener };
}

export function Waitlist({ fallbackPopup, send }: WaitlistViewProps): ReactNode {
  const { shown, open } = useShownDialog(fallbackPopup);
  return (
    <>
      <SoldOut />
      {shown && (
        // A wrap of our own, as CommerceKit's: out of the variations form (its inputs must not
        // reach the form's handlers) and out of the footer copy (hidden by themes).
        <div id={POPUP_WRAP_ID}>
          <WaitlistDialog key={keyOf(shown.popup)} popup={shown.popup} opener={shown.opener} open={open} send={send} />
        </div>
      )}
    </>
  );
}
