/**
 * keen-slider's life in effects (docs/behaviour/gallery.md#slider): created once the shopper has
 * interacted and the width uses a slider, destroyed and created again when the width or the shown
 * gallery changes, and destroyed on unmount. Presses that need the slider before it exists wait for
 * it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { AUTOPLAY_DELAY_MS } from "./constants";
import { prefersReducedMotion } from "../../src/dom/motion";
import { createMainSlider, loadKeenSlider, type MainSlider } from "./slider";
import type { ShownGallery } from "./state";
import type { SwapDue } from "./swap-due";

type SliderAction = (slider: MainSlider) => void;

export interface SliderOptions {
  list: RefObject<HTMLElement | null>;
  /** The shopper interacted and the width uses a slider. */
  wanted: boolean;
  perView: number;
  width: number;
  shown: ShownGallery;
  /** The active slide: where a (re)created slider starts. */
  index: number;
  onChange(index: number): void;
  /** A swap waiting out its delay: the slider is created after it, for the slides it shows. */
  swapDue: SwapDue;
}

export interface SliderHandle {
  /** The live slider, once created (state: effects that need it re-run when it comes and goes). */
  slider: MainSlider | null;
  /** Runs `action` on the slider now, or as soon as it has been created. */
  request(action: SliderAction): void;
}

const report = (error: unknown): void => console.error("[islet] gallery: keen-slider failed to load", error);

export function useMainSlider({ list, wanted, perView, width, shown, index, onChange, swapDue }: SliderOptions): SliderHandle {
  const [slider, setSlider] = useState<MainSlider | null>(null);
  const live = useRef<MainSlider | null>(null);
  const pending = useRef<SliderAction | null>(null);
  const start = useRef(index);
  const latestShown = useRef(shown);
  useLayoutEffect(() => {
    start.current = index;
    latestShown.current = shown;
  }, [index, shown]);

  // `width` and `shown` are here to rebuild: keen-slider measures once, and holds the old slides.
  useEffect(() => {
    const container = list.current;
    if (!wanted || !container) return undefined;
    let mounted = true;
    let created: MainSlider | null = null;
    const create = (): void => {
      // The swap it waited for changed the gallery: this effect's next run creates the slider.
      if (!mounted || latestShown.current !== shown) return;
      createMainSlider(container, { initial: start.current, perView, animate: !prefersReducedMotion(), onChange }).then((made) => {
        if (!mounted) return made.destroy();
        created = made;
        live.current = made;
        setSlider(made);
        const action = pending.current;
        pending.current = null;
        action?.(made);
      }, report);
    };
    // A task after the commit: a swapped gallery's new slides paint first (CSS shows the first
    // at its final size), and keen-slider's measuring and styling cost a task of its own.
    // Loaded now even when a due swap delays the creation: the module's evaluation then lands
    // in the swap's wait, not in its frame.
    loadKeenSlider().catch(() => undefined);
    let stopWaiting = (): void => undefined;
    const timer = setTimeout(() => (stopWaiting = swapDue.afterSwap(create)), 0);
    return () => {
      mounted = false;
      clearTimeout(timer);
      stopWaiting();
      created?.destroy();
      if (live.current === created) live.current = null;
      setSlider(null);
    };
  }, [list, wanted, perView, width, shown, onChange, swapDue]);

  const request = useCallback((action: SliderAction) => {
    if (live.current) action(live.current);
    else pending.current = action;
  }, []);
  return { slider, request };
}

/** Autoplay (off unless the props say so): the next slide every 3 s, the first after the last. */
export function useAutoplay(slider: MainSlider | null, count: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !slider) return undefined;
    const timer = setInterval(() => {
      if (slider.index >= count - 1) slider.moveTo(0);
      else slider.next();
    }, AUTOPLAY_DELAY_MS);
    return () => clearInterval(timer);
  }, [slider, count, enabled]);
}
