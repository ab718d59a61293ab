/**
 * Scrolling to notices as WooCommerce's `$.scroll_to_notices` does
 * (docs/behaviour/site-ui.md#notices): the page moves so the notice sits 100 px below the top of
 * the window, over 1000 ms with jQuery's default `swing` easing; at once for a shopper who prefers
 * reduced motion. A new scroll replaces one still running.
 */
import { prefersReducedMotion } from "./motion";

export const NOTICE_SCROLL_MS = 1000;
export const NOTICE_SCROLL_OFFSET_PX = 100;

/** jQuery's `swing`: slow at both ends. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

let running: number | null = null;

/** Where the window must scroll to for `element` to sit `NOTICE_SCROLL_OFFSET_PX` below its top. */
export function noticeScrollTarget(element: Element): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - NOTICE_SCROLL_OFFSET_PX);
}

export function scrollToNotices(element: Element): void {
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  const to = noticeScrollTarget(element);
  const from = window.scrollY;
  if (prefersReducedMotion() || from === to) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number): void => {
    const progress = Math.min(1, (now - start) / NOTICE_SCROLL_MS);
    window.scrollTo(0, from + (to - from) * swing(progress));
    running = progress < 1 ? requestAnimationFrame(step) : null;
  };
  running = requestAnimationFrame(step);
}
