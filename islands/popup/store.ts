/**
 * The popups open on the page, shared by every popup island: a popup that is not stackable
 * closes the others when it opens, and `<html>` carries Popup Maker's open classes (which lock
 * the page's scroll behind the overlay) until the last one has closed.
 */
import { atom } from "nanostores";

export interface OpenPopup {
  close(): void;
  overlayDisabled: boolean;
  positionFixed: boolean;
}

export const $openPopups = atom<readonly OpenPopup[]>([]);

export function addOpenPopup(popup: OpenPopup): void {
  if (!$openPopups.get().includes(popup)) $openPopups.set([...$openPopups.get(), popup]);
}

export function removeOpenPopup(popup: OpenPopup): void {
  $openPopups.set($openPopups.get().filter((open) => open !== popup));
}

/** Every class Popup Maker puts on `<html>` while a popup is open. */
export const HTML_OPEN_CLASSES = ["pum-open", "pum-open-overlay", "pum-open-overlay-disabled", "pum-open-scrollable", "pum-open-fixed"] as const;

/** The classes `<html>` carries for these open popups (none when none is open). */
export function htmlClassesFor(open: readonly OpenPopup[]): string[] {
  if (open.length === 0) return [];
  const classes = new Set(["pum-open"]);
  for (const popup of open) {
    classes.add(popup.overlayDisabled ? "pum-open-overlay-disabled" : "pum-open-overlay");
    classes.add(popup.positionFixed ? "pum-open-fixed" : "pum-open-scrollable");
  }
  return [...classes];
}

/** The custom property popup.css pads `<html>` with while its scroll is locked. */
export const SCROLLBAR_PROPERTY = "--islet-pum-scrollbar";

/**
 * Keeps `<html>`'s classes in step with the open popups; returns the unsubscribe. Locking the
 * page's scroll takes its scrollbar away: the page is padded by the scrollbar's width, measured
 * as the lock starts, so nothing behind the overlay moves (none where scrollbars take no room).
 */
export function syncHtmlClasses(root: HTMLElement = document.documentElement): () => void {
  return $openPopups.subscribe((open) => {
    const wanted = htmlClassesFor(open);
    const locking = wanted.includes("pum-open-overlay") && !root.classList.contains("pum-open-overlay");
    if (locking) root.style.setProperty(SCROLLBAR_PROPERTY, `${Math.max(0, window.innerWidth - root.clientWidth)}px`);
    if (!wanted.includes("pum-open-overlay")) root.style.removeProperty(SCROLLBAR_PROPERTY);
    for (const name of HTML_OPEN_CLASSES) root.classList.toggle(name, wanted.includes(name));
  });
}
