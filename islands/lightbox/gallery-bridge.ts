/**
 * The lightbox's link to the gallery, armed at scan time in plain TypeScript (no React): the
 * gallery's DOM contract — a plain click on a main image or on its zoom control, the flag it
 * sets on the click that ends a drag, the event it fires after a swap — becomes the island's
 * stores, which the component (Lightbox.tsx) follows. A click before React has loaded is
 * therefore not lost to the browser (it would open the image file): its request waits in
 * `$requested` until the component mounts. The component never touches the gallery's nodes;
 * it reads the items through `items()` when it opens.
 */
import { atom, type WritableAtom } from "nanostores";
import { DRAGGED_ATTRIBUTE, GALLERY_CHANGE_EVENT } from "./constants";
import { itemIndexOf, readGallery, shownIndex, type LightboxItem } from "./items";
import type { LightboxProps } from "./props";

export interface GalleryBridge {
  /** The item (0-based) a click asked to open, until the component honours it. */
  $requested: WritableAtom<number | null>;
  /** How many times the gallery has swapped its slides since the bridge was armed. */
  $swaps: WritableAtom<number>;
  /** The gallery's items as they are now: the gallery swaps slides for variations. */
  items(): LightboxItem[];
}

/** One bridge per lightbox island element, for its mount (mount.tsx) to pick up. */
const bridges = new WeakMap<Element, GalleryBridge>();

export function galleryBridgeOf(island: Element): GalleryBridge | null {
  return bridges.get(island) ?? null;
}

/** A plain left click: modified clicks keep the browser's own (open the image in a new tab). */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The item a click on the gallery opens, null when it is not a click that opens one. */
function clickedIndex(root: Element, props: LightboxProps, event: MouseEvent): number | null {
  const target = event.target;
  if (!(target instanceof Element) || !plainClick(event)) return null;
  const onZoom = props.zoom !== null && target.closest(props.zoom) !== null;
  const slide = target.closest(props.slides);
  const onImage = slide !== null && root.contains(slide) && target.closest("a[href], img") !== null;
  if (!onZoom && !onImage) return null;
  event.preventDefault();
  // The gallery flags a click that ended a drag: that was a swipe, not a request to open.
  if (root.hasAttribute(DRAGGED_ATTRIBUTE)) {
    root.removeAttribute(DRAGGED_ATTRIBUTE);
    return null;
  }
  const gallery = readGallery(root, props.slides);
  const index = onZoom ? shownIndex(gallery, root) : itemIndexOf(gallery, target);
  return index >= 0 ? index : null;
}

/** Wires the gallery named in the props to a new bridge; nothing when the lightbox is off. */
export function armGalleryBridge(island: Element, props: LightboxProps, signal?: AbortSignal): void {
  if (!props.enabled) return;
  const root = document.querySelector(props.gallery);
  if (!root) return;
  const bridge: GalleryBridge = {
    $requested: atom<number | null>(null),
    $swaps: atom(0),
    items: () => readGallery(root, props.slides).items,
  };
  bridges.set(island, bridge);
  root.addEventListener(
    "click",
    (event) => {
      const index = event instanceof MouseEvent ? clickedIndex(root, props, event) : null;
      if (index !== null) bridge.$requested.set(index);
    },
    { signal },
  );
  root.addEventListener(GALLERY_CHANGE_EVENT, () => bridge.$swaps.set(bridge.$swaps.get() + 1), { signal });
  signal?.addEventListener("abort", () => bridges.delete(island));
}
