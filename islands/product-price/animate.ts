/**
 * The inventory bar's entrance (docs/behaviour/product-page.md#inventory-bar: it animates when it
 * enters view). CommerceKit prints each `.progress-bar` with `full-bar` and the real level as the
 * inner span's inline width; when the bar first comes into view the span runs from full to that
 * level. With reduced motion the bar simply shows its level.
 */
import { prefersReducedMotion } from "../../src/dom/motion";

/** Ours: no duration is documented for the bar. */
export const BAR_ANIMATION_MS = 1000;
export const ANIMATED_ATTRIBUTE = "data-islet-animated";

export interface MotionEnv {
  /** Calls `onVisible` once, when `element` first intersects the viewport; returns a canceller. */
  whenVisible(element: Element, onVisible: () => void): () => void;
  reducedMotion(): boolean;
}

export const browserMotion: MotionEnv = {
  whenVisible(element, onVisible) {
    if (typeof IntersectionObserver !== "function") {
      onVisible();
      return () => undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  },
  reducedMotion: prefersReducedMotion,
};

/** Plays the entrance of one bar: drops `full-bar`, then animates the span unless motion is reduced. */
export function animateBar(bar: HTMLElement, reducedMotion: boolean): void {
  const level = bar.querySelector<HTMLElement>(":scope > span");
  bar.classList.remove("full-bar");
  bar.setAttribute(ANIMATED_ATTRIBUTE, reducedMotion ? "reduced" : "animated");
  if (reducedMotion || !level || typeof level.animate !== "function") return;
  const width = level.style.width || "0%";
  level.animate([{ width: "100%" }, { width }], { duration: BAR_ANIMATION_MS, easing: "ease-out" });
}
