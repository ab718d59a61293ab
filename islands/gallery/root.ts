/**
 * The gallery root (`#commercegurus-pdp-gallery`) stays the server's element: the lightbox island
 * listens on it and reads its flags. The component paints the root's state onto it from layout
 * effects (these functions), and gives the server's attributes back when it unmounts.
 */
import { GalleryMark, PageEvent } from "../../src/contract/page-names";

export const EXPANDED_CLASS = "islet-gallery-expanded";
const THUMBS_PROPERTY = "--islet-thumbs";
const THUMB_COUNT_CLASS = /(^|\s)cg-thumbs-count-\d+(?=\s|$)/g;

export interface GalleryChangeDetail {
  slug: string;
}

export interface RootView {
  slider: boolean;
  thumbsVertical: boolean;
  thumbsPerView: number;
  expanded: boolean;
  /** The shown gallery, when it is not the one the server printed (whose attributes stay). */
  swapped: { slug: string; ids: readonly number[] } | null;
}

/** Mode, thumbnail column and count, the load-more state, and the shown gallery's slug and ids. */
export function paintRoot(root: HTMLElement, view: RootView): void {
  root.setAttribute("data-islet-mode", view.slider ? "slider" : "grid");
  root.toggleAttribute("data-islet-thumbs-vertical", view.thumbsVertical);
  root.style.setProperty(THUMBS_PROPERTY, String(view.thumbsPerView));
  root.classList.toggle(EXPANDED_CLASS, view.expanded);
  if (!view.swapped) return;
  root.setAttribute("data-gallery-slug", view.swapped.slug);
  root.setAttribute("data-image-ids", view.swapped.ids.join(","));
}

const PAINTED_ATTRIBUTES = ["class", "style", "data-islet-mode", "data-islet-thumbs-vertical", "data-gallery-slug", "data-image-ids", GalleryMark.Dragged] as const;

/** Remembers the attributes `paintRoot` changes; the returned function puts them back. */
export function snapshotRoot(root: HTMLElement): () => void {
  const saved = PAINTED_ATTRIBUTES.map((name) => [name, root.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
  };
}

/** Tells the lightbox (and anyone else) that the slides changed: bubbling, with the new slug. */
export function announceGalleryChange(root: HTMLElement, slug: string): void {
  root.dispatchEvent(new CustomEvent<GalleryChangeDetail>(PageEvent.GalleryChange, { bubbles: true, detail: { slug } }));
}

/** Flags the click that ends a drag until the click has been handled (the lightbox ignores it). */
export function flagDraggedClick(root: HTMLElement): void {
  root.setAttribute(GalleryMark.Dragged, "");
  setTimeout(() => root.removeAttribute(GalleryMark.Dragged), 0);
}

/** The thumbnail strip's class with CommerceKit's `cg-thumbs-count-N` for `count` thumbnails. */
export function withThumbCount(className: string, count: number): string {
  const counted = `cg-thumbs-count-${count}`;
  if (!className.match(THUMB_COUNT_CLASS)) return `${className.trimEnd()} ${counted}`.trim();
  let first = true;
  return className.replace(THUMB_COUNT_CLASS, (_, space: string) => {
    const replacement = first ? `${space}${counted}` : "";
    first = false;
    return replacement;
  });
}
