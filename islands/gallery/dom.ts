/** The gallery's parts in CommerceKit's markup, collected once (and again after a swap). */

export const GALLERY_ROOT_SELECTOR = "#commercegurus-pdp-gallery";

export interface GalleryRefs {
  /** `#commercegurus-pdp-gallery`: carries the slug, the image ids and the layout classes. */
  root: HTMLElement;
  main: HTMLElement;
  /** The main `ul.swiper-wrapper`: the slides, and the keen-slider container. */
  slides: HTMLElement;
  thumbsBox: HTMLElement | null;
  thumbs: HTMLElement | null;
  next: HTMLButtonElement | null;
  prev: HTMLButtonElement | null;
}

export function readRefs(island: HTMLElement): GalleryRefs | null {
  const root = island.querySelector<HTMLElement>(GALLERY_ROOT_SELECTOR);
  const main = root?.querySelector<HTMLElement>(".cg-main-swiper");
  const slides = main?.querySelector<HTMLElement>("ul.swiper-wrapper");
  if (!root || !main || !slides) return null;
  const thumbsBox = root.querySelector<HTMLElement>(".cg-thumb-swiper");
  return {
    root,
    main,
    slides,
    thumbsBox,
    thumbs: thumbsBox?.querySelector<HTMLElement>("ul.swiper-wrapper") ?? null,
    next: main.querySelector<HTMLButtonElement>(".swiper-button-next"),
    prev: main.querySelector<HTMLButtonElement>(".swiper-button-prev"),
  };
}

export const slideItems = (refs: GalleryRefs): HTMLElement[] => Array.from(refs.slides.children).filter((node): node is HTMLElement => node instanceof HTMLElement);
export const thumbItems = (refs: GalleryRefs): HTMLElement[] =>
  refs.thumbs ? Array.from(refs.thumbs.children).filter((node): node is HTMLElement => node instanceof HTMLElement) : [];
