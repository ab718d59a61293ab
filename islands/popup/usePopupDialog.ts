/**
 * The popup's dialog behaviour on Popup Maker's own elements (they stay the server's: other
 * scripts hold them and bind Popup Maker's jQuery events on them). Layout effects paint the
 * state before the browser does: `pum-active`, `aria-modal`, the phase the fade runs on, the
 * container's place; effects listen for the close controls while it is open; focus goes into the
 * content on open, stays inside on Tab and goes back where it was on close.
 */
import { useLayoutEffect, useRef } from "react";
import { trapTab } from "../../src/dom/focus";
import type { PopupController, PopupPhase } from "./controller";
import { CLOSE_SELECTOR, CONTENT_SELECTOR, keepsDefault, type DialogName } from "./dialog";
import { containerStyle } from "./layout";
import type { CloseSettings, DisplaySettings } from "./settings";

export interface DialogParts {
  overlay: HTMLElement;
  container: HTMLElement;
}

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

/** What does not change while mounted: the name, the container's place, the z-index. */
export function useDialogFrame({ overlay, container }: DialogParts, display: DisplaySettings, name: DialogName): void {
  useLayoutEffect(() => {
    const restore = [keepAttributes(overlay, ["aria-label", "aria-labelledby", "style", "class", "aria-modal", "data-islet-phase"]), keepAttributes(container, ["style"])];
    if ("labelledBy" in name) overlay.setAttribute("aria-labelledby", name.labelledBy);
    else overlay.setAttribute("aria-label", name.label);
    overlay.style.zIndex = String(display.zindex);
    Object.assign(container.style, containerStyle(display, document.body.classList.contains("admin-bar")));
    return () => restore.forEach((give) => give());
  }, [overlay, container, display, name]);
}

/** The phase on the overlay: `pum-active` while not closed, modal while opening or open. */
export function usePhasePaint({ overlay }: DialogParts, phase: PopupPhase, fadeInStepMs: number): void {
  useLayoutEffect(() => {
    overlay.classList.toggle("pum-active", phase !== "closed");
    overlay.setAttribute("aria-modal", String(phase === "opening" || phase === "open"));
    if (phase === "closed") overlay.removeAttribute("data-islet-phase");
    else overlay.setAttribute("data-islet-phase", phase);
    overlay.style.setProperty("--islet-pum-fade", `${fadeInStepMs}ms`);
  }, [overlay, phase, fadeInStepMs]);
}

/** Focus into the content when it opens, back to where it came from when it starts closing. */
export function useDialogFocus({ overlay, container }: DialogParts, phase: PopupPhase): void {
  const returnTo = useRef<HTMLElement | null>(null);
  const modal = phase === "opening" || phase === "open";
  useLayoutEffect(() => {
    if (modal) {
      if (overlay.contains(document.activeElement)) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      (container.querySelector<HTMLElement>(CONTENT_SELECTOR) ?? container).focus({ preventScroll: true });
      return;
    }
    const previous = returnTo.current;
    returnTo.current = null;
    if (previous?.isConnected && (overlay.contains(document.activeElement) || document.activeElement === document.body)) previous.focus({ preventScroll: true });
  }, [overlay, container, modal]);
}

/** Escape and F4 (on key up, as Popup Maker), a click on the overlay, the close buttons; Tab stays inside. */
export function useCloseControls({ overlay, container }: DialogParts, controller: PopupController, close: CloseSettings, modal: boolean): void {
  useLayoutEffect(() => {
    if (!modal) return undefined;
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
  }, [overlay, container, controller, close, modal]);
}

/** A close button delay hides the close buttons from the open until the delay after it. */
export function useCloseButtonDelay({ overlay }: DialogParts, phase: PopupPhase, delayMs: number): void {
  useLayoutEffect(() => {
    if (delayMs <= 0) return undefined;
    const buttons = Array.from(overlay.querySelectorAll<HTMLElement>(CLOSE_SELECTOR));
    const show = (shown: boolean): void => buttons.forEach((button) => (button.style.visibility = shown ? "" : "hidden"));
    if (phase !== "open") {
      show(phase !== "opening");
      return undefined;
    }
    const timer = setTimeout(() => show(true), delayMs);
    return () => clearTimeout(timer);
  }, [overlay, phase, delayMs]);
}
