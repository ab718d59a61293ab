/**
 * The lightbox's link to the gallery, armed at scan time in plain TypeScript (no React): the
 * gallery's DOM contract — a plain click on a main image or on its zoom control, the flag it
 * sets on the click that ends a drag, the event it fires after a swap — becomes the island's
 * stores, which the component (Lightbox.tsx) follows. A click before React has loaded is
 * therefore not lost to the browser (it would open the image file): its request waits in
 * `$requested` until the component mounts. Only the click's target travels: which item it
 * names is read when the lightbox opens (items.ts, in the lazily loaded part), so this stays
 * small in every page's first bundle.
 */
import { atom, type WritableAtom } from "nanostores";
import { HASH_MIN_LENGTH } from "./constants";
import type { GalleryClick } from "./items";
import type { LightboxProps } from "./props";
import { GalleryMark, PageEvent } from "../../src/contract/page-names";

export interface GalleryBridge {
  /** The gallery root the props name. */
  root: Element;
  /** A click that asked to open, until the component honours it. */
  $requested: WritableAtom<GalleryClick | null>;
  /** How many times the gallery has swapped its slides since the bridge was armed. */
  $swaps: WritableAtom<number>;
}

/** One bridge per lightbox island element, for its mount (mount.tsx) to pick up. */
const bridges = new WeakMap<Element, GalleryBridge>();

export function galleryBridgeOf(island: Element): GalleryBridge | null {
  return bridges.get(island) ?? null;
}

/** A plain left click: modified clicks keep the browser's own (open the image in a new tab). */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** What a click on the gallery asks to open, null when it is not a click that opens. */
function galleryClick(root: Element, props: LightboxProps, event: MouseEvent): GalleryClick | null {
  const target = event.target;
  if (!(target instanceof Element) || !plainClick(event)) return null;
  const onZoom = props.zoom !== null && target.closest(props.zoom) !== null;
  const slide = target.closest(props.slides);
  const onImage = slide !== null && root.contains(slide) && target.closest("a[href], img") !== null;
  if (!onZoom && !onImage) return null;
  event.preventDefault();
  // The gallery flags a click that ended a drag: that was a swipe, not a request to open.
  if (root.hasAttribute(GalleryMark.Dragged)) {
    root.removeAttribute(GalleryMark.Dragged);
    return null;
  }
  return { target, zoom: onZoom };
}

/** Wires the gallery named in the props to a new bridge; null when the lightbox is off. */
export function armGalleryBridge(island: Element, props: LightboxProps, signal?: AbortSignal): GalleryBridge | null {
  if (!props.enabled) return null;
  const root = document.querySelector(props.gallery);
  if (!root) return null;
  const bridge: GalleryBridge = { root, $requested: atom<GalleryClick | null>(null), $swaps: atom(0) };
  bridges.set(island, bridge);
  root.addEventListener(
    "click",
    (event) => {
      const click = event instanceof MouseEvent ? galleryClick(root, props, event) : null;
      if (click) bridge.$requested.set(click);
    },
    { signal },
  );
  root.addEventListener(PageEvent.GalleryChange, () => bridge.$swaps.set(bridge.$swaps.get() + 1), { signal });
  signal?.addEventListener("abort", () => bridges.delete(island));
  return bridge;
}

/** A hash that names a lightbox item, roughly: the component reads it exactly (hash.ts). */
const namesAnItem = (hash: string): boolean =>
  hash.replace(/^#/, "").length >= HASH_MIN_LENGTH && /(^|[#&])gid=\d/.test(hash) && /(^|[#&])pid=\d/.test(hash);

/**
 * Resolves once the shopper asks for the lightbox before its code has loaded: a click on the
 * gallery, or a URL whose hash names an item (on arrival, or after Back or Forward). The island
 * then mounts at once; otherwise it waits for the first intent on the gallery.
 */
export function whenOpenAsked(bridge: GalleryBridge, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (namesAnItem(location.hash)) {
      resolve();
      return;
    }
    // One stop for every listener: the answer came, or the island was torn down.
    const listening = new AbortController();
    signal?.addEventListener("abort", () => listening.abort());
    const done = (): void => {
      listening.abort();
      resolve();
    };
    listening.signal.addEventListener("abort", bridge.$requested.listen((click) => click && done()));
    const onHash = (): void => void (namesAnItem(location.hash) && done());
    for (const type of ["hashchange", "popstate"]) window.addEventListener(type, onHash, { signal: listening.signal });
  });
}
