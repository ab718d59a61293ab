/**
 * Shoptimizer's listing card carousel (its flip image setting): the card's pictures side by side
 * in `.shoptimizer-plp-carousel-container`, which the shopper swipes (CSS scroll snapping, no
 * script needed), and `.shoptimizer-plp-carousel--pagination` dots, which the plugin prints as
 * named buttons kept hidden until this runs. The dot of the picture in view is marked once
 * scrolling settles (a 50 ms debounce, docs/behaviour/constants.md#listing); a dot shows its
 * picture; the card's other pictures load once the card is within 200 px of the viewport (the lazy
 * background margin), so a swipe never shows a blank.
 */
import { prefersReducedMotion } from "../../src/dom/motion";

export const DOT_DEBOUNCE_MS = 50;
export const LAZY_MARGIN_PX = 200;

const ACTIVE_CLASS = "active";

interface Carousel {
  container: HTMLElement;
  dots: HTMLButtonElement[];
}

function readCarousel(wrapper: Element): Carousel | null {
  const container = wrapper.querySelector<HTMLElement>(".shoptimizer-plp-carousel-container");
  const dots = Array.from(wrapper.querySelectorAll<HTMLButtonElement>(".shoptimizer-plp-carousel--pagination button.shoptimizer-plp-carousel--dot"));
  return container && dots.length > 1 ? { container, dots } : null;
}

/** The picture in view: how many container widths the container is scrolled (right-to-left scrolls negative). */
export function pictureInView(scrollLeft: number, width: number, count: number): number {
  if (width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width)));
}

function markDot(carousel: Carousel, index: number): void {
  carousel.dots.forEach((dot, position) => {
    dot.classList.toggle(ACTIVE_CLASS, position === index);
    dot.setAttribute("aria-pressed", String(position === index));
  });
}

function showPicture(carousel: Carousel, index: number): void {
  const { container } = carousel;
  const direction = getComputedStyle(container).direction === "rtl" ? -1 : 1;
  const left = direction * index * container.clientWidth;
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  if (typeof container.scrollTo === "function") container.scrollTo({ left, behavior });
  else container.scrollLeft = left;
  markDot(carousel, index);
}

function wireCarousel(carousel: Carousel, signal: AbortSignal): void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  const follow = (): void => markDot(carousel, pictureInView(carousel.container.scrollLeft, carousel.container.clientWidth, carousel.dots.length));
  carousel.container.addEventListener(
    "scroll",
    () => {
      clearTimeout(settle);
      settle = setTimeout(follow, DOT_DEBOUNCE_MS);
    },
    { passive: true, signal },
  );
  signal.addEventListener("abort", () => clearTimeout(settle), { once: true });
  carousel.dots.forEach((dot, index) => dot.addEventListener("click", () => showPicture(carousel, index), { signal }));
  carousel.dots[0]?.closest(".shoptimizer-plp-carousel--pagination")?.removeAttribute("hidden");
  follow();
}

/** The card's lazy pictures load once it is near the viewport (not only when swiped into view). */
function loadNearViewport(carousels: readonly Carousel[], signal: AbortSignal): void {
  if (typeof IntersectionObserver !== "function") return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        for (const image of entry.target.querySelectorAll('img[loading="lazy"]')) image.setAttribute("loading", "eager");
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  );
  for (const carousel of carousels) observer.observe(carousel.container);
  signal.addEventListener("abort", () => observer.disconnect(), { once: true });
}

export function wireCarousels(root: ParentNode, signal: AbortSignal): void {
  const carousels = Array.from(root.querySelectorAll(".woocommerce-image__wrapper"), readCarousel).filter((carousel): carousel is Carousel => carousel !== null);
  for (const carousel of carousels) wireCarousel(carousel, signal);
  loadNearViewport(carousels, signal);
}
