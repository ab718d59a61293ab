/**
 * What CommerceKit printed, read once at mount: the gallery root (which stays the server's: the
 * lightbox listens on it), and the elements the React tree renders again in their place — the
 * main slider with its list, slides and previous / next buttons, and the thumbnail strip.
 */
import { propsOf, type ServerProps } from "../../src/runtime/server-props";
import { readImageIds } from "./select";

export const GALLERY_ROOT_SELECTOR = "#commercegurus-pdp-gallery";

/** A slide or thumbnail `<li>` the server printed: its props, and the element whose content stays. */
export interface ServerItem {
  props: ServerProps;
  element: HTMLElement;
}

export interface ServerThumb extends ServerItem {
  /** The thumbnail image's alt text, for the button's name. */
  alt: string;
}

export interface ServerButton {
  direction: "next" | "prev";
  props: ServerProps;
}

export interface ServerMain {
  element: HTMLElement;
  props: ServerProps;
  /** The `ul.swiper-wrapper` (keen-slider's container). */
  list: ServerProps;
  slides: ServerItem[];
  /** Previous / next, in the server's order. */
  buttons: ServerButton[];
}

export interface ServerThumbs {
  element: HTMLElement;
  props: ServerProps;
  list: ServerProps;
  items: ServerThumb[];
}

export interface ServerGallery {
  /** `#commercegurus-pdp-gallery`: carries the slug, the image ids and the layout classes. */
  root: HTMLElement;
  slug: string;
  ids: number[];
  main: ServerMain;
  thumbs: ServerThumbs | null;
}

const childElements = (parent: Element): HTMLElement[] => Array.from(parent.children).filter((node): node is HTMLElement => node instanceof HTMLElement);

const item = (element: HTMLElement): ServerItem => ({ props: propsOf(element), element });

function readButtons(main: HTMLElement): ServerButton[] {
  const buttons: ServerButton[] = [];
  for (const child of childElements(main)) {
    if (child.classList.contains("swiper-button-next")) buttons.push({ direction: "next", props: propsOf(child) });
    else if (child.classList.contains("swiper-button-prev")) buttons.push({ direction: "prev", props: propsOf(child) });
  }
  return buttons;
}

function readThumbs(root: HTMLElement): ServerThumbs | null {
  const element = root.querySelector<HTMLElement>(".cg-thumb-swiper");
  const list = element?.querySelector<HTMLElement>("ul.swiper-wrapper");
  if (!element || !list) return null;
  const items = childElements(list).map((thumb) => ({ ...item(thumb), alt: thumb.querySelector("img")?.getAttribute("alt") ?? "" }));
  return { element, props: propsOf(element), list: propsOf(list), items };
}

/** The gallery inside `island`, or null when CommerceKit's markup is not there. */
export function readServerGallery(island: HTMLElement): ServerGallery | null {
  const root = island.querySelector<HTMLElement>(GALLERY_ROOT_SELECTOR);
  const main = root?.querySelector<HTMLElement>(".cg-main-swiper");
  const list = main?.querySelector<HTMLElement>("ul.swiper-wrapper");
  if (!root || !main || !list) return null;
  return {
    root,
    slug: root.getAttribute("data-gallery-slug") ?? "",
    ids: readImageIds(root.getAttribute("data-image-ids")),
    main: { element: main, props: propsOf(main), list: propsOf(list), slides: childElements(list).map(item), buttons: readButtons(main) },
    thumbs: readThumbs(root),
  };
}
