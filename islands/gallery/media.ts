/** What happens to images and videos around a slide change (docs/behaviour/gallery.md#videos). */
import { LAZY_NEIGHBOURS } from "./constants";

/**
 * How a slide's image the tree renders loads: the leading one at once (as CommerceKit prints
 * it), the active slide's neighbours eagerly, the others when the browser gets to them.
 */
export function imageLoading(index: number, active: number): "eager" | "lazy" | undefined {
  if (index === 0) return undefined;
  return Math.abs(index - active) <= LAZY_NEIGHBOURS ? "eager" : "lazy";
}

/**
 * The active slide's neighbours load now, so a swipe never shows an empty slide: the images
 * CommerceKit printed (`loading="lazy"`, some with `data-src`); the tree's own already do.
 */
export function loadNeighbours(slides: readonly HTMLElement[], index: number): void {
  for (let offset = -LAZY_NEIGHBOURS; offset <= LAZY_NEIGHBOURS; offset += 1) {
    const slide = slides[index + offset];
    for (const img of slide?.querySelectorAll("img") ?? []) {
      const deferred = img.getAttribute("data-src");
      if (deferred && img.getAttribute("src") !== deferred) img.setAttribute("src", deferred);
      if (img.loading === "lazy" || img.getAttribute("loading") === "lazy") img.setAttribute("loading", "eager");
    }
  }
}

/** Images that finished without pixels (a failed request) are asked for again. */
export function reloadMissing(slide: HTMLElement | undefined): number {
  let reloaded = 0;
  for (const img of slide?.querySelectorAll("img") ?? []) {
    if (!img.complete || img.naturalWidth > 0) continue;
    const src = img.getAttribute("src");
    if (!src) continue;
    img.removeAttribute("src");
    img.setAttribute("src", src);
    reloaded += 1;
  }
  return reloaded;
}

/** Pauses every video off the active slide; starts the active one if it has the autoplay class. */
export function syncVideos(slides: readonly HTMLElement[], index: number): void {
  slides.forEach((slide, position) => {
    for (const video of slide.querySelectorAll("video")) {
      if (position !== index) video.pause();
      else if (video.classList.contains("cgkit-autoplay") && video.paused) void video.play().catch(() => undefined);
    }
  });
}
