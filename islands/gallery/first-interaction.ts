/**
 * The shopper's first interaction, noted from scan time (the island's `arm`): the gallery island
 * mounts when the browser is idle, and CommerceKit's gallery starts its slider on the first of
 * these events from its footer script, so one that came before the mount must still count
 * (docs/decisions/0029-real-store-parity.md). One set of listeners serves the page.
 */
import { SLIDER_INTERACTION_EVENTS } from "./constants";

let interacted = false;
let listening = false;
const waiting = new Set<() => void>();

function onFirst(): void {
  interacted = true;
  for (const type of SLIDER_INTERACTION_EVENTS) window.removeEventListener(type, onFirst);
  for (const callback of Array.from(waiting)) callback();
  waiting.clear();
}

/** Starts noting (once per page). */
export function noteFirstInteraction(): void {
  if (listening || interacted) return;
  listening = true;
  for (const type of SLIDER_INTERACTION_EVENTS) window.addEventListener(type, onFirst, { passive: true });
}

/** Whether one of the events has come since noting started. */
export function hasInteracted(): boolean {
  return interacted;
}

/** Calls `callback` once, at the first interaction (noting starts if it had not); returns the unsubscribe. */
export function onFirstInteraction(callback: () => void): () => void {
  noteFirstInteraction();
  if (interacted) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Back to a page that has seen nothing (tests start each fixture afresh). */
export function forgetInteraction(): void {
  onFirst();
  interacted = false;
  listening = false;
}
