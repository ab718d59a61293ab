/**
 * The lightbox's mount (spec §2, §9): a delegated click on the gallery's main images (and its
 * zoom control), the hash check for shared links, and Back. It reads no items until an open and
 * loads PhotoSwipe only then (open.ts), so the product page pays a few hundred bytes for it.
 */
import type { IslandModule } from "../../src/runtime/types";
import { DRAGGED_ATTRIBUTE, GALLERY_CHANGE_EVENT } from "./constants";
import { parseLightboxHash } from "./hash";
import { startHashSession, type HashSession } from "./history";
import { itemIndexOf, readGallery, shownIndex } from "./items";
import type { LightboxHandle } from "./open";
import type { LightboxProps } from "./props";

interface Opened {
  session: HashSession;
  /** Null while PhotoSwipe's chunk loads. */
  handle: LightboxHandle | null;
}

interface OpenHow {
  animate: boolean;
  fromUrl: boolean;
}

const report = (error: unknown): void => console.error("[islet] lightbox: PhotoSwipe failed to load", error);

/** A plain left click: modified clicks keep the browser's own (open the image in a new tab). */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function createLightbox(root: Element, props: LightboxProps) {
  let opened: Opened | null = null;
  /** The last session, kept after closing to recognise the popstate its own Back causes. */
  let lastSession: HashSession | null = null;

  async function open(index: number, how: OpenHow): Promise<void> {
    if (opened) return;
    const gallery = readGallery(root, props.slides);
    if (gallery.items.length === 0) return;
    const start = index >= 0 && index < gallery.items.length ? index : 0;
    const session = startHashSession(props.gid, start, how.fromUrl);
    const mine: Opened = { session, handle: null };
    opened = mine;
    lastSession = session;
    let openLightbox: typeof import("./open").openLightbox;
    try {
      ({ openLightbox } = await import("./open"));
    } catch (error) {
      // PhotoSwipe did not load (offline, a deploy mid-visit): undo the hash, show the image
      // the way the page does without JavaScript.
      if (opened === mine) opened = null;
      session.close();
      const src = gallery.items[start]?.src;
      if (!how.fromUrl && src) location.assign(src);
      throw error;
    }
    if (opened !== mine) return; // Back (or teardown) came first
    mine.handle = openLightbox({
      items: gallery.items,
      index: start,
      animate: how.animate,
      strings: props.strings,
      caption: props.caption,
      onChange: (shown) => session.show(shown),
      // Closed by its own controls or a gallery swap: undo the hash. Back and teardown let go
      // of `opened` first, so their close leaves history alone.
      onClose: () => {
        if (opened !== mine) return;
        opened = null;
        session.close();
      },
    });
  }

  function onClick(event: MouseEvent): void {
    const target = event.target;
    if (!(target instanceof Element) || !plainClick(event)) return;
    const onZoom = props.zoom !== null && target.closest(props.zoom) !== null;
    const slide = target.closest(props.slides);
    const onImage = slide !== null && root.contains(slide) && target.closest("a[href], img") !== null;
    if (!onZoom && !onImage) return;
    event.preventDefault();
    // The gallery flags a click that ended a drag: that was a swipe, not a request to open.
    if (root.hasAttribute(DRAGGED_ATTRIBUTE)) {
      root.removeAttribute(DRAGGED_ATTRIBUTE);
      return;
    }
    const gallery = readGallery(root, props.slides);
    const index = onZoom ? shownIndex(gallery, root) : itemIndexOf(gallery, target);
    if (index >= 0) open(index, { animate: true, fromUrl: false }).catch(report);
  }

  /** A URL whose hash names this gallery and an item reopens it, without animation (spec §2). */
  function openFromHash(): void {
    const asked = parseLightboxHash(location.hash);
    if (asked && asked.gid === props.gid) open(asked.pid - 1, { animate: false, fromUrl: true }).catch(report);
  }

  function onPopState(): void {
    const kind = lastSession?.popped() ?? "none";
    if (kind === "own") return;
    if (kind === "close" && opened) {
      const closing = opened;
      opened = null;
      closing.handle?.close();
      return;
    }
    openFromHash(); // Forward, or a link to another item pasted into this tab
  }

  /** The gallery swapped its slides: the open lightbox shows a list that no longer exists. */
  function onGalleryChange(): void {
    opened?.handle?.close();
  }

  function destroy(): void {
    const closing = opened;
    opened = null;
    closing?.handle?.destroy();
  }

  return { open, onClick, openFromHash, onPopState, onGalleryChange, destroy, isOpen: () => opened !== null };
}

export const lightbox: IslandModule<LightboxProps> = {
  mount(_element, props, context) {
    if (!props.enabled) return;
    const root = document.querySelector(props.gallery);
    if (!root) return;
    const controller = createLightbox(root, props);
    const signal = context.signal;
    root.addEventListener("click", (event) => event instanceof MouseEvent && controller.onClick(event), { signal });
    root.addEventListener(GALLERY_CHANGE_EVENT, controller.onGalleryChange, { signal });
    window.addEventListener("popstate", controller.onPopState, { signal });
    signal?.addEventListener("abort", controller.destroy);
    controller.openFromHash();
  },
};
