/**
 * The main slider on keen-slider, loaded on the first interaction only (issue 6): before it
 * exists, CSS shows the first slide at its final size, and keen-slider sizes slides the same.
 */
import type { KeenSliderInstance } from "keen-slider";
import { FADE_MS } from "./constants";

export interface SliderOptions {
  initial: number;
  perView: number;
  /** False for reduced-motion users: slides change without animation. */
  animate: boolean;
  onChange(index: number): void;
}

export interface MainSlider {
  readonly index: number;
  moveTo(index: number): void;
  next(): void;
  prev(): void;
  destroy(): void;
}

function wrap(instance: KeenSliderInstance): MainSlider {
  return {
    get index() {
      return instance.track.details?.rel ?? 0;
    },
    moveTo: (index) => instance.moveToIdx(index),
    next: () => instance.next(),
    prev: () => instance.prev(),
    destroy: () => instance.destroy(),
  };
}

/** Starts loading keen-slider; the browser's module map makes every call share one load. */
export function loadKeenSlider(): Promise<typeof import("keen-slider")> {
  return import("keen-slider");
}

interface TrackSlide {
  size: number;
  spacing: number;
  origin: number;
}

/**
 * Slides sized as Swiper sizes CommerceKit's: the container's whole-pixel width over the slides per
 * view (652 px in a 651.75 px container), so a slide sits where it sits on the legacy page
 * (docs/decisions/0029-real-store-parity.md). Sizes are shares of keen-slider's own measure of the
 * container (`measured`); with more than one slide in view, the last ones end at the right edge,
 * as keen-slider's own "auto" origin places them.
 */
export function wholePixelTrack(whole: number, measured: number, perView: number, count: number): TrackSlide[] {
  const size = measured > 0 && whole > 0 ? whole / perView / measured : 1 / perView;
  const total = size * count;
  return Array.from({ length: count }, (_, index) => {
    const rest = total - index * size;
    const origin = perView !== 1 && rest < 1 ? 1 - rest - (total > 1 ? 0 : 1 - total) : 0;
    return { size, spacing: 0, origin };
  });
}

export async function createMainSlider(container: HTMLElement, options: SliderOptions): Promise<MainSlider> {
  const { default: KeenSlider } = await loadKeenSlider();
  const instance = new KeenSlider(container, {
    // keen-slider accepts an array or a NodeList here, not an HTMLCollection.
    selector: (element: HTMLElement) => Array.from(element.children).filter((node): node is HTMLElement => node instanceof HTMLElement),
    initial: options.initial,
    slides: (measured: number, slides: HTMLElement[]) => wholePixelTrack(container.clientWidth, measured, options.perView, slides.length),
    // The slide animation CommerceKit calls its fade: 500 ms.
    defaultAnimation: { duration: options.animate ? FADE_MS : 0 },
    rubberband: false,
    slideChanged: (slider) => options.onChange(slider.track.details.rel),
  });
  return wrap(instance);
}
