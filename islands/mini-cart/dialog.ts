/**
 * What a click or a key means for the drawer (docs/behaviour/cart.md#cart-drawer: it closes on
 * Escape, on its close button and on a click outside; the openers open it), shared by the arm
 * (before React) and the React shell, and whether the shell has taken over. Plain TypeScript: the
 * arm is in the first bundle.
 */
import { atom } from "nanostores";

export const DIALOG_SELECTOR = "[role=dialog]";
export const CLOSE_SELECTOR = ".close-drawer";

/**
 * True while the React shell is mounted: it then handles closing and focus itself, and the
 * arm only opens. False again if the shell is torn down, so the arm takes over again.
 */
export const $drawerShellMounted = atom(false);

/** The clicked element, if it is still in the page (a fragment may have replaced it). */
export function clickedElement(event: Event): Element | null {
  const target = event.target instanceof Element ? event.target : null;
  return target?.isConnected ? target : null;
}

export function isOpener(target: Element, openers: string): boolean {
  return target.closest(openers) !== null;
}

/** A click outside the dialog that is not on an opener closes the drawer. */
export function isOutside(target: Element, dialog: Element, openers: string): boolean {
  return !dialog.contains(target) && !isOpener(target, openers);
}

/**
 * A click outside closes the drawer, except the second click of a double click (`detail` counts
 * the clicks of one gesture): an add to cart answered between the two clicks opens the drawer,
 * and the rest of the gesture that opened it must not close it again. A shopper who double-clicks
 * outside an open drawer still closes it with the first click.
 */
export function closesFromOutside(event: MouseEvent, target: Element, dialog: Element, openers: string): boolean {
  return event.detail < 2 && isOutside(target, dialog, openers);
}

/** The theme's close button, or any other `.close-drawer` inside the dialog. */
export function isCloseControl(target: Element): boolean {
  return target.closest(CLOSE_SELECTOR) !== null;
}

function firstVisible(selector: string): HTMLElement | null {
  const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null;
}

/**
 * Where focus goes back to when the drawer closes: the element it came from, or, when fragments
 * replaced the header cart that opened the drawer, that opener's successor.
 */
export function focusReturnTarget(previous: HTMLElement | null, openers: string): HTMLElement | null {
  if (!previous) return null;
  if (previous.isConnected) return previous;
  return previous.matches(openers) ? firstVisible(openers) : null;
}
