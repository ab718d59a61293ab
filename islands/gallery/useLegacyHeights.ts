/**
 * The heights the legacy gallery takes once its slider starts, so the page below sits where it
 * sits there (docs/decisions/0029-real-store-parity.md): CommerceKit sets each main image to its
 * width and height attributes' ratio across the slider (not the loaded copy's own, which
 * WordPress's resized files round: 441.6 px against 441.22 on a phone), and Swiper's autoHeight
 * sets the slide list to the shown slide's whole-pixel height. Kept while the slider is live,
 * across resizes and slide changes; taken off when it is not.
 */
import { useEffect, type RefObject } from "react";
import { useListGeometry } from "./useListGeometry";

/** An image's height at `width` by its attributes' ratio; null without both attributes. */
export function attributeHeight(image: HTMLImageElement, width: number): number | null {
  const ratioWidth = Number(image.getAttribute("width"));
  const ratioHeight = Number(image.getAttribute("height"));
  return ratioWidth > 0 && ratioHeight > 0 && width > 0 ? (width / ratioWidth) * ratioHeight : null;
}

const mainImages = (list: HTMLUListElement): HTMLImageElement[] => Array.from(list.querySelectorAll<HTMLImageElement>(":scope > li img"));

/** Each main image at its attributes' ratio across the slider, and the list at the shown slide's whole-pixel height. */
export function applyHeights(list: HTMLUListElement, active: number): void {
  const width = list.parentElement?.clientWidth ?? 0;
  for (const image of mainImages(list)) {
    const height = attributeHeight(image, width);
    image.style.height = height === null ? "" : `${String(height)}px`;
  }
  fitList(list, active);
}

function fitList(list: HTMLUListElement, active: number): void {
  const shown = list.children[active];
  list.style.height = shown instanceof HTMLElement ? `${String(shown.offsetHeight)}px` : "";
}

export function clearHeights(list: HTMLUListElement): void {
  for (const image of mainImages(list)) image.style.height = "";
  list.style.height = "";
}

/**
 * Heights set once the slider goes live, again on each resize and whenever the slides are new (a
 * chosen option's gallery), before they paint; a slide change refits only the list (the images'
 * heights do not depend on which slide is shown). `slides` is the rendered slide list, by identity.
 */
export function useLegacyHeights(list: RefObject<HTMLUListElement | null>, live: boolean, active: number, slides: unknown): void {
  useListGeometry(list, live, { apply: (element) => applyHeights(element, active), clear: clearHeights }, [slides]);
  useEffect(() => {
    if (live && list.current) fitList(list.current, active);
  }, [list, live, active]);
}
