/**
 * The thumbnail strip's geometry once the legacy gallery's slider starts, so the row sits where it
 * sits there (docs/decisions/0029-real-store-parity.md): Swiper sizes each thumbnail to the strip's
 * whole-pixel width over the thumbnails per view (165.5 px in a 661.75 px strip, not CSS's
 * 165.44), and centres a row shorter than the strip by moving the list by half the room left
 * (where the store's CSS centres it).
 * Horizontal strips only; kept while the slider is live, across resizes; taken off when it is not.
 */
import type { RefObject } from "react";
import { useListGeometry } from "./useListGeometry";

/** Each thumbnail's width and the list's offset for `count` thumbnails in a strip `stripWidth` wide. */
export function thumbGeometry(stripWidth: number, perView: number, count: number): { width: number; offset: number } {
  const width = stripWidth / perView;
  return { width, offset: Math.max(0, (stripWidth - width * count) / 2) };
}

/**
 * Sizes the thumbnails; a row the store's CSS centres (CommerceKit's does) is then centred by
 * Swiper's offset instead. A row the CSS does not centre stays where it is: moving it when the
 * slider starts would move the thumbnails under the pointer that started it.
 */
export function applyThumbGeometry(list: HTMLUListElement, perView: number): void {
  const strip = list.parentElement;
  if (!strip || perView <= 0) return;
  const thumbs = Array.from(list.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
  const { width, offset } = thumbGeometry(strip.clientWidth, perView, thumbs.length);
  for (const thumb of thumbs) thumb.style.flex = `0 0 ${String(width)}px`;
  list.style.justifyContent = "";
  list.style.transform = "";
  if (offset === 0 || getComputedStyle(list).justifyContent !== "center") return;
  list.style.justifyContent = "flex-start";
  list.style.transform = `translateX(${String(offset)}px)`;
}

export function clearThumbGeometry(list: HTMLUListElement): void {
  for (const thumb of Array.from(list.children)) if (thumb instanceof HTMLElement) thumb.style.flex = "";
  list.style.justifyContent = "";
  list.style.transform = "";
}

/** `thumbs` is the rendered thumbnail list, by identity: new thumbnails are sized before they paint. */
export function useLegacyThumbs(list: RefObject<HTMLUListElement | null>, live: boolean, perView: number, thumbs: unknown): void {
  useListGeometry(list, live, { apply: (element) => applyThumbGeometry(element, perView), clear: clearThumbGeometry }, [perView, thumbs]);
}
