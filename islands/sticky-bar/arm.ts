/**
 * The part in the first bundle: one IntersectionObserver on the main add-to-cart. The bar's code
 * loads only once the shopper has scrolled past it, so the bar costs the first load nothing.
 */
export interface WatchEntry {
  isIntersecting: boolean;
  boundingClientRect: { bottom: number };
  rootBounds: { top: number } | null;
}

/**
 * Past the main add-to-cart: out of view above the viewport. Below the viewport (a phone before
 * any scroll) does not count: the shopper has not reached the button yet.
 */
export function isScrolledPast(entry: WatchEntry): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
}

/**
 * The viewport stretched far downward: the main button then counts as "in view" anywhere below
 * the viewport's top, so leaving upward is always a crossing the observer reports, even when a
 * jump (a fragment link, a restored scroll) goes from below the viewport straight to above it.
 */
export const WATCH_OPTIONS: IntersectionObserverInit = { rootMargin: "0px 0px 1000000px 0px" };

/** Resolves the first time `target` is out of view above the viewport. */
export function whenScrolledPast(target: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== "function") {
      resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some(isScrolledPast)) return;
      observer.disconnect();
      resolve();
    }, WATCH_OPTIONS);
    observer.observe(target);
    signal?.addEventListener("abort", () => observer.disconnect());
  });
}
