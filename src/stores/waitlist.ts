/**
 * The waitlist dialog's one shared state: the 'Get notified' button whose dialog is open, or
 * null. The waitlist's arm writes it when a button is pressed (before React has loaded as well
 * as after: the dialog opens when it mounts); the dialog clears it when it closes. No other
 * island needs to know more than `requestWaitlist`.
 */
import { atom } from "nanostores";

export const $waitlistOpener = atom<HTMLElement | null>(null);

export function requestWaitlist(opener: HTMLElement): void {
  $waitlistOpener.set(opener);
}

export function closeWaitlist(): void {
  $waitlistOpener.set(null);
}
