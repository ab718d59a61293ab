/**
 * The loading overlay over an element a request is working on
 * (docs/behaviour/site-ui.md#loading-overlay: fade in 200 ms, fade out 400 ms): what WooCommerce's
 * scripts draw with jQuery BlockUI, whose defaults these are, over a mini-cart row, the cart form
 * or the checkout. The documented message ('Please wait...', config `i18n.loading`, translated by
 * the plugin) is written on the veil from `data-islet-loading`, and the element says `aria-busy`.
 * The veil is the stylesheet's (`.islet-blocked::after`, islands.css); blocking swaps classes, and
 * the fade-out keeps a class of its own for its 400 ms, so the element is usable again at once.
 * Reduced motion: no fades.
 */
import { prefersReducedMotion } from "./motion";

export const OVERLAY_FADE_IN_MS = 200;
export const OVERLAY_FADE_OUT_MS = 400;
export const BLOCKED_CLASS = "islet-blocked";
/** The veil fading out after the element was unblocked. */
export const UNBLOCKING_CLASS = "islet-unblocking";
/** The veil's text: CSS shows it with `attr()`, so it is never parsed as markup. */
export const LOADING_TEXT_ATTRIBUTE = "data-islet-loading";

const fadingOut = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function stopFadeOut(element: Element): void {
  clearTimeout(fadingOut.get(element));
  fadingOut.delete(element);
  element.classList.remove(UNBLOCKING_CLASS);
  element.removeAttribute(LOADING_TEXT_ATTRIBUTE);
}

/** Veils `element` with `message` (fading in over 200 ms) and marks it busy. */
export function blockElement(element: Element, message: string): void {
  stopFadeOut(element);
  if (message !== "") element.setAttribute(LOADING_TEXT_ATTRIBUTE, message);
  element.classList.add(BLOCKED_CLASS);
  element.setAttribute("aria-busy", "true");
}

/** Usable again at once; the veil fades out over 400 ms (at once with reduced motion). */
export function unblockElement(element: Element): void {
  if (!element.classList.contains(BLOCKED_CLASS)) return;
  element.classList.remove(BLOCKED_CLASS);
  element.removeAttribute("aria-busy");
  if (prefersReducedMotion()) {
    element.removeAttribute(LOADING_TEXT_ATTRIBUTE);
    return;
  }
  element.classList.add(UNBLOCKING_CLASS);
  fadingOut.set(
    element,
    setTimeout(() => stopFadeOut(element), OVERLAY_FADE_OUT_MS),
  );
}
