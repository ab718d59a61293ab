/** What happens to images and videos around a slide change (spec §4 "Videos", §9). */
import { LAZY_NEIGHBOURS, STRINGS } from "./constants";

/** The active slide's neighbours load now, so a swipe never shows an empty slide. */
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

function paintToggle(video: HTMLVideoElement): void {
  const toggle = video.parentElement?.querySelector(".cgkit-video-toggle");
  if (!toggle) return;
  const playing = !video.paused;
  toggle.setAttribute("aria-label", playing ? STRINGS.pauseVideo : STRINGS.playVideo);
  toggle.setAttribute("aria-pressed", String(playing));
  toggle.classList.toggle("is-playing", playing);
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

/** Play/pause by the icon; the button's name follows the video's state. */
export function wireVideos(container: HTMLElement, signal: AbortSignal | undefined): void {
  container.addEventListener(
    "click",
    (event) => {
      const toggle = event.target instanceof Element ? event.target.closest(".cgkit-video-toggle") : null;
      const video = toggle?.parentElement?.querySelector("video");
      if (!video) return;
      event.preventDefault();
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
    },
    { signal },
  );
  for (const type of ["play", "pause"]) {
    container.addEventListener(type, (event) => event.target instanceof HTMLVideoElement && paintToggle(event.target), { signal, capture: true });
  }
}
