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

export async function createMainSlider(container: HTMLElement, options: SliderOptions): Promise<MainSlider> {
  const { default: KeenSlider } = await loadKeenSlider();
  const instance = new KeenSlider(container, {
    // keen-slider accepts an array or a NodeList here, not an HTMLCollection.
    selector: (element: HTMLElement) => Array.from(element.children).filter((node): node is HTMLElement => node instanceof HTMLElement),
    initial: options.initial,
    slides: { perView: options.perView, spacing: 0 },
    // The slide animation CommerceKit calls its fade: 500 ms.
    defaultAnimation: { duration: options.animate ? FADE_MS : 0 },
    rubberband: false,
    slideChanged: (slider) => options.onChange(slider.track.details.rel),
  });
  return wrap(instance);
}
