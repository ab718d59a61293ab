/**
 * The popup's dialog behaviour on Popup Maker's own elements (they stay the server's: other
 * scripts hold them and bind Popup Maker's jQuery events on them). Plain DOM wiring, no React
 * (docs/decisions/0038-popup-dialog-without-react.md): each phase of the controller is painted
 * as it is set — `pum-active`, `aria-modal`, the phase the fade runs on — the container's place is
 * set once, the close controls are listened to while it is open, focus goes into the content on
 * open, stays inside on Tab and goes back where it was on close.
 */
import { trapTab } from "../../src/dom/focus";
import type { PopupController, PopupPhase } from "./controller";
import { CLOSE_SELECTOR, CONTENT_SELECTOR, keepsDefault, type DialogName } from "./dialog";
import { containerStyle } from "./layout";
import type { CloseSettings, DisplaySettings } from "./settings";

export interface DialogParts {
  overlay: HTMLElement;
  container: HTMLElement;
}

export interface DialogSettings {
  display: DisplaySettings;
  close: CloseSettings;
  name: DialogName;
}

const isModal = (phase: PopupPhase): boolean => phase === "opening" || phase === "open";

/** Keeps an element's attributes as the server printed them, to give them back on teardown. */
function keepAttributes(element: HTMLElement, names: readonly string[]): () => void {
  const kept = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of kept) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/** What does not change while wired: the name, the container's place, the z-index. */
function paintFrame({ overlay, container }: DialogParts, { display, name }: DialogSettings): () => void {
  const restore = [keepAttributes(overlay, ["aria-label", "aria-labelledby", "style", "class", "aria-modal", "data-islet-phase"]), keepAttributes(container, ["style"])];
  if ("labelledBy" in name) overlay.setAttribute("aria-labelledby", name.labelledBy);
  else overlay.setAttribute("aria-label", name.label);
  overlay.style.zIndex = String(display.zindex);
  Object.assign(container.style, containerStyle(display, document.body.classList.contains("admin-bar")));
  return () => restore.forEach((give) => give());
}

/** The phase on the overlay: `pum-active` while not closed, modal while opening or open. */
function paintPhase(overlay: HTMLElement, phase: PopupPhase, fadeInStepMs: number): void {
  overlay.classList.toggle("pum-active", phase !== "closed");
  overlay.setAttribute("aria-modal", String(isModal(phase)));
  if (phase === "closed") overlay.removeAttribute("data-islet-phase");
  else overlay.setAttribute("data-islet-phase", phase);
  overlay.style.setProperty("--islet-pum-fade", `${fadeInStepMs}ms`);
}

/** Focus into the content when it turns modal, back to where it came from when it stops. */
function focusKeeper({ overlay, container }: DialogParts): (modal: boolean) => void {
  let returnTo: HTMLElement | null = null;
  return (modal) => {
    if (modal) {
      if (overlay.contains(document.activeElement)) return;
      const active = document.activeElement;
      returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
      (container.querySelector<HTMLElement>(CONTENT_SELECTOR) ?? container).focus({ preventScroll: true });
      return;
    }
    const previous = returnTo;
    returnTo = null;
    if (previous?.isConnected && (overlay.contains(document.activeElement) || document.activeElement === document.body)) previous.focus({ preventScroll: true });
  };
}

/** Escape and F4 (on key up, as Popup Maker), a click on the overlay, the close buttons; Tab stays inside. */
function listenForClose({ overlay, container }: DialogParts, controller: PopupController, close: CloseSettings): () => void {
  const listening = new AbortController();
  const options = { signal: listening.signal };
  document.addEventListener(
    "keyup",
    (event) => {
      if ((event.key === "Escape" && close.escPress) || (event.key === "F4" && close.f4Press)) controller.close();
    },
    options,
  );
  document.addEventListener("keydown", (event) => trapTab(event, container), options);
  overlay.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest(CLOSE_SELECTOR);
      if (control && overlay.contains(control)) {
        if (!keepsDefault(control)) event.preventDefault();
        controller.close();
      } else if (target === overlay && close.overlayClick) {
        controller.close();
      }
    },
    options,
  );
  return () => listening.abort();
}

/**
 * A close button delay hides the close buttons from the open until the delay after it. Returns
 * what stops a pending show.
 */
function delayCloseButtons(overlay: HTMLElement, phase: PopupPhase, delayMs: number): () => void {
  if (delayMs <= 0) return () => undefined;
  const buttons = Array.from(overlay.querySelectorAll<HTMLElement>(CLOSE_SELECTOR));
  const show = (shown: boolean): void => buttons.forEach((button) => (button.style.visibility = shown ? "" : "hidden"));
  if (phase !== "open") {
    show(phase !== "opening");
    return () => undefined;
  }
  const timer = setTimeout(() => show(true), delayMs);
  return () => clearTimeout(timer);
}

/** Paints the controller's phases on the dialog from now on; returns the teardown (the server's attributes back). */
export function wireDialog(parts: DialogParts, controller: PopupController, settings: DialogSettings): () => void {
  const restoreFrame = paintFrame(parts, settings);
  const keepFocus = focusKeeper(parts);
  let wasModal = false;
  let stopControls: (() => void) | null = null;
  let stopButtonDelay = (): void => undefined;
  const stopWatching = controller.$phase.subscribe((phase) => {
    paintPhase(parts.overlay, phase, controller.fadeInStepMs());
    const modal = isModal(phase);
    if (modal !== wasModal) {
      wasModal = modal;
      keepFocus(modal);
      stopControls?.();
      stopControls = modal ? listenForClose(parts, controller, settings.close) : null;
    }
    stopButtonDelay();
    stopButtonDelay = delayCloseButtons(parts.overlay, phase, settings.close.buttonDelay);
  });
  return () => {
    stopWatching();
    stopControls?.();
    stopButtonDelay();
    restoreFrame();
  };
}
