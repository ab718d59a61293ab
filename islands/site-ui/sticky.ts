/**
 * Shoptimizer's sticky navigation bar (docs/behaviour/site-ui.md#sticky-navigation: `is_stuck` set
 * when the sentinel element is fully out of view, removed when fully visible; the 992 px
 * breakpoint). The theme prints the sentinel (`div.s-observer`, the last child of the header) and
 * styles `.col-full-nav.is_stuck`; its body classes say where the bar sticks: `sticky-d` on windows
 * wider than 992 px, `sticky-m` up to 992 px. One IntersectionObserver, no scroll handler; it runs
 * from the arm (first bundle), because the bar must stick from the first scroll, before any intent
 * loads the island's code. When the bar first sticks, Shoptimizer's logo mark in it
 * (`img.lazy[data-src]`) loads.
 */
import { ThemeMarkup } from "../../src/contract/page-names";

export function watchStickyNav(signal?: AbortSignal): void {
  const sentinel = document.querySelector(".s-observer");
  const nav = document.querySelector(ThemeMarkup.StickyNav);
  const body = document.body.classList;
  if (!sentinel || !nav || !/\bsticky-[dm]\b/.test(document.body.className) || typeof IntersectionObserver !== "function") return;
  const desktop = matchMedia(ThemeMarkup.DesktopQuery);
  let stuck = false;
  const paint = (): void => {
    const on = stuck && body.contains(desktop.matches ? "sticky-d" : "sticky-m");
    nav.classList.toggle(ThemeMarkup.StuckClass, on);
    for (const image of on ? nav.querySelectorAll<HTMLImageElement>("img.lazy[data-src]") : []) {
      image.src = image.dataset.src ?? "";
      image.classList.remove("lazy");
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      // None of the sentinel in view: stuck; all of it: not; partly: as it was (no flicker at the edge).
      for (const { intersectionRatio: ratio } of entries) stuck = ratio <= 0 || (ratio < 1 && stuck);
      paint();
    },
    { threshold: [0, 1] },
  );
  observer.observe(sentinel);
  desktop.addEventListener("change", paint, { signal });
  signal?.addEventListener("abort", () => observer.disconnect(), { once: true });
}
