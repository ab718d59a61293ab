/**
 * What follows the active slide outside React's own rendering (docs/behaviour/gallery.md#videos):
 * images CommerceKit printed load around it, a missing image is asked for again after 2 s, videos
 * off it pause 200 ms after the change; in grid mode, the slide scrolled into view becomes the
 * active one.
 */
import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from "react";
import { MISSING_IMAGE_RELOAD_MS, SWIPE_THRESHOLD_PX, VIDEO_PAUSE_DELAY_MS } from "./constants";
import { createScrollLock } from "./grid";
import { loadNeighbours, reloadMissing, syncVideos } from "./media";
import { flagDraggedClick } from "./root";
import type { ShownGallery } from "./state";

export const slidesIn = (list: HTMLElement | null): HTMLElement[] =>
  list ? Array.from(list.children).filter((node): node is HTMLElement => node instanceof HTMLElement) : [];

export function useActiveSlideEffects(list: RefObject<HTMLElement | null>, index: number, shown: ShownGallery): void {
  useEffect(() => {
    loadNeighbours(slidesIn(list.current), index);
    const reload = setTimeout(() => reloadMissing(slidesIn(list.current)[index]), MISSING_IMAGE_RELOAD_MS);
    const videos = setTimeout(() => syncVideos(slidesIn(list.current), index), VIDEO_PAUSE_DELAY_MS);
    return () => {
      clearTimeout(reload);
      clearTimeout(videos);
    };
  }, [list, index, shown]);
}

export type ScrollLock = ReturnType<typeof createScrollLock>;

/** Grid mode: the slide at least half in view becomes active, except during the click lock. */
export function useGridObserver(list: RefObject<HTMLElement | null>, enabled: boolean, lock: ScrollLock, onVisible: (index: number) => void, shown: ShownGallery): void {
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver !== "function") return undefined;
    const slides = slidesIn(list.current);
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.find((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5);
        if (seen && !lock.locked()) onVisible(slides.findIndex((slide) => slide === seen.target));
      },
      { threshold: 0.5 },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [list, enabled, lock, onVisible, shown]);
}

export interface DragHandlers {
  onPointerDown(event: PointerEvent): void;
  onClickCapture(event: MouseEvent): void;
}

/** A press that moved more than the swipe threshold is a drag: its click is flagged for the lightbox and cancelled. */
export function useDragFlag(root: HTMLElement): DragHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onClickCapture: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || Math.hypot(event.clientX - from.x, event.clientY - from.y) <= SWIPE_THRESHOLD_PX) return;
      event.preventDefault();
      flagDraggedClick(root);
    },
  };
}
