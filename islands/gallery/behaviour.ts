/**
 * The gallery behaviour (plain TypeScript): layout mode by width, thumbnails, the keen-slider
 * main slider created on the first interaction, grid load-more, variation swaps and videos.
 */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { $variationSelection, type Selection } from "../../src/stores/variation";
import { AUTOPLAY_DELAY_MS, DRAGGED_ATTRIBUTE, GALLERY_CHANGE_EVENT, MISSING_IMAGE_RELOAD_MS, SLIDER_INTERACTION_EVENTS, SWIPE_THRESHOLD_PX, VARIATION_SWAP_DELAY_MS, VIDEO_PAUSE_DELAY_MS } from "./constants";
import { readRefs, slideItems, type GalleryRefs } from "./dom";
import { createScrollLock, paintLoadMore } from "./grid";
import { needsLoadMore, slidesPerView, thumbsPerView, thumbsVertical, usesSlider } from "./layout";
import { loadNeighbours, reloadMissing, syncVideos, wireVideos } from "./media";
import type { GalleryImage, GalleryProps } from "./props";
import { galleryFor, needsRebuild, readImageIds } from "./select";
import { createMainSlider, type MainSlider } from "./slider";
import { renderGallery } from "./swap";
import { enhanceThumbs, paintActiveThumb, wireThumbs } from "./thumbs";

const reducedMotion = (): boolean => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export class GalleryController {
  index = 0;
  expanded = false;
  interacted = false;
  slider: MainSlider | null = null;
  private building: Promise<void> | null = null;
  private width = window.innerWidth;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly lock = createScrollLock();
  private readonly images: ReadonlyMap<number, GalleryImage>;
  private current: { slug: string; ids: number[] };

  constructor(
    readonly refs: GalleryRefs,
    readonly props: GalleryProps,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.images = new Map(props.images.map((image) => [image.id, image]));
    this.current = { slug: refs.root.getAttribute("data-gallery-slug") ?? "", ids: readImageIds(refs.root.getAttribute("data-image-ids")) };
    signal?.addEventListener("abort", () => this.stop());
  }

  get slug(): string {
    return this.current.slug;
  }

  isSliderMode(): boolean {
    return usesSlider(this.props.layout, this.width);
  }

  /** Mode, thumbnail count and the load-more toggle for the current width. */
  applyMode(): void {
    const { root } = this.refs;
    root.setAttribute("data-islet-mode", this.isSliderMode() ? "slider" : "grid");
    root.toggleAttribute("data-islet-thumbs-vertical", thumbsVertical(this.props.layout, this.width));
    root.style.setProperty("--islet-thumbs", String(thumbsPerView(this.props.layout, this.props.thumbs, this.width)));
    const total = slideItems(this.refs).length;
    // One image: nothing to go to.
    for (const button of [this.refs.next, this.refs.prev]) if (button) button.hidden = total < 2;
    paintLoadMore(this.refs, needsLoadMore(this.props.layout, total, this.width), this.expanded, () => this.toggleExpanded(), this.signal);
  }

  toggleExpanded(): void {
    this.expanded = !this.expanded;
    this.applyMode();
  }

  setActive(index: number): void {
    this.index = index;
    const slides = slideItems(this.refs);
    paintActiveThumb(this.refs, index);
    loadNeighbours(slides, index);
    this.later(MISSING_IMAGE_RELOAD_MS, () => reloadMissing(slideItems(this.refs)[this.index]));
    this.later(VIDEO_PAUSE_DELAY_MS, () => syncVideos(slideItems(this.refs), this.index));
  }

  /** The first interaction anywhere builds the slider (when this width uses one). */
  async interact(): Promise<void> {
    this.interacted = true;
    await this.ensureSlider();
  }

  async ensureSlider(): Promise<void> {
    if (this.building) return this.building;
    if (!this.interacted || !this.isSliderMode() || this.slider || this.signal?.aborted) return;
    this.building = createMainSlider(this.refs.slides, {
      initial: this.index,
      perView: slidesPerView(this.props.mobileLayout, this.props.showEdge, this.width),
      animate: !reducedMotion(),
      onChange: (index) => this.setActive(index),
    }).then((slider) => {
      this.building = null;
      if (this.signal?.aborted) slider.destroy();
      else this.slider = slider;
    });
    return this.building;
  }

  destroySlider(): void {
    this.slider?.destroy();
    this.slider = null;
  }

  /** A new window width: new mode, and a slider rebuilt for it (spec §4). */
  async onResize(): Promise<void> {
    if (window.innerWidth === this.width) return;
    this.width = window.innerWidth;
    await this.building;
    this.destroySlider();
    this.applyMode();
    await this.ensureSlider();
  }

  async goTo(index: number): Promise<void> {
    if (index < 0) return;
    if (!this.isSliderMode()) {
      this.lock.lock();
      slideItems(this.refs)[index]?.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
      this.setActive(index);
      return;
    }
    await this.interact();
    if (this.slider) this.slider.moveTo(index);
    else this.setActive(index);
  }

  /** Grid mode: the slide scrolled into view becomes active, except during the click lock. */
  onSlideVisible(index: number): void {
    if (!this.isSliderMode() && !this.lock.locked()) this.setActive(index);
  }

  /** Shows the gallery for `selection`; nothing when the slug or the image ids are unchanged. */
  async swapFor(selection: Selection): Promise<boolean> {
    const entry = galleryFor(this.props.galleries, selection);
    if (!entry || !needsRebuild(this.current, entry)) return false;
    await this.building;
    this.destroySlider();
    this.current = { slug: entry.slug, ids: [...entry.ids] };
    this.expanded = false;
    renderGallery(this.refs, entry, this.images);
    enhanceThumbs(this.refs);
    this.applyMode();
    this.setActive(0);
    await this.ensureSlider();
    return true;
  }

  startAutoplay(): void {
    if (!this.props.autoplay) return;
    const timer = setInterval(() => {
      if (!this.slider) return;
      const last = slideItems(this.refs).length - 1;
      if (this.slider.index >= last) this.slider.moveTo(0);
      else this.slider.next();
    }, AUTOPLAY_DELAY_MS);
    this.signal?.addEventListener("abort", () => clearInterval(timer));
  }

  later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.destroySlider();
  }
}

/** A press that moved more than the swipe threshold is a drag: the lightbox must ignore its click. */
function markDrags(refs: GalleryRefs, signal: AbortSignal | undefined): void {
  let start: { x: number; y: number } | null = null;
  refs.slides.addEventListener("pointerdown", (event) => (start = { x: event.clientX, y: event.clientY }), { signal });
  refs.root.addEventListener(
    "click",
    (event) => {
      const from = start;
      start = null;
      if (!from || !refs.slides.contains(event.target instanceof Node ? event.target : null)) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) <= SWIPE_THRESHOLD_PX) return;
      event.preventDefault();
      refs.root.setAttribute(DRAGGED_ATTRIBUTE, "");
      setTimeout(() => refs.root.removeAttribute(DRAGGED_ATTRIBUTE), 0);
    },
    { signal, capture: true },
  );
}

function observeSlides(controller: GalleryController, signal: AbortSignal | undefined): void {
  if (typeof IntersectionObserver !== "function") return;
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.find((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5);
      if (seen) controller.onSlideVisible(slideItems(controller.refs).indexOf(seen.target as HTMLElement));
    },
    { threshold: 0.5 },
  );
  const watch = (): void => {
    observer.disconnect();
    for (const slide of slideItems(controller.refs)) observer.observe(slide);
  };
  watch();
  controller.refs.root.addEventListener(GALLERY_CHANGE_EVENT, watch, { signal });
  signal?.addEventListener("abort", () => observer.disconnect());
}

function wire(controller: GalleryController, signal: AbortSignal | undefined): void {
  const { refs } = controller;
  const onInteraction = (): void => {
    for (const type of SLIDER_INTERACTION_EVENTS) window.removeEventListener(type, onInteraction);
    void controller.interact();
  };
  for (const type of SLIDER_INTERACTION_EVENTS) window.addEventListener(type, onInteraction, { signal, passive: true });
  window.addEventListener("resize", () => void controller.onResize(), { signal });
  wireThumbs(refs, (index) => void controller.goTo(index), signal);
  refs.next?.addEventListener("click", () => void controller.interact().then(() => controller.slider?.next()), { signal });
  refs.prev?.addEventListener("click", () => void controller.interact().then(() => controller.slider?.prev()), { signal });
  wireVideos(refs.slides, signal);
  markDrags(refs, signal);
  observeSlides(controller, signal);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const off = $variationSelection.listen((selection) => {
    clearTimeout(pending);
    pending = setTimeout(() => void controller.swapFor({ ...selection }), VARIATION_SWAP_DELAY_MS);
  });
  signal?.addEventListener("abort", () => {
    off();
    clearTimeout(pending);
  });
}

export function controlGallery(island: HTMLElement, props: GalleryProps, context: Pick<IslandContext, "signal">): GalleryController | null {
  const refs = readRefs(island);
  if (!refs) return null;
  const controller = new GalleryController(refs, props, context.signal);
  enhanceThumbs(refs);
  controller.applyMode();
  controller.setActive(0);
  wire(controller, context.signal);
  controller.startAutoplay();
  return controller;
}

export const gallery: IslandModule<GalleryProps> = {
  mount(island, props, context) {
    if (!controlGallery(island, props, context)) throw new Error("gallery: #commercegurus-pdp-gallery markup not found");
  },
};
