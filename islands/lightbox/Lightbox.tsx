/**
 * The lightbox (docs/behaviour/gallery.md#lightbox): opens on the gallery's requests
 * (gallery-bridge.ts) and on a hash naming this gallery (at mount, and on Forward or a pasted
 * link), closes on Back and when the gallery swaps its slides, and renders a Viewer (PhotoSwipe)
 * for each opening. Nothing shows until an opening: the island's element stays empty.
 */
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import type { GalleryBridge } from "./gallery-bridge";
import { parseLightboxHash } from "./hash";
import type { PopKind } from "./history";
import type { GallerySource } from "./items";
import type { LightboxStrings } from "./props";
import { useOpenings, type OpenHow } from "./useOpenings";
import { Viewer } from "./Viewer";

export interface LightboxViewProps {
  gid: number;
  caption: boolean;
  strings: LightboxStrings;
  bridge: GalleryBridge;
  gallery: GallerySource;
}

type Open = (index: number, how: OpenHow) => void;

/** Honours the gallery's click (one made before mounting too) and closes on its swaps. */
function useGalleryRequests(bridge: GalleryBridge, gallery: GallerySource, open: Open, closeOpen: () => void): void {
  const requested = useStore(bridge.$requested);
  useEffect(() => {
    if (requested === null) return;
    bridge.$requested.set(null);
    const index = gallery.indexOf(requested);
    if (index >= 0) open(index, { animate: true, fromUrl: false });
  }, [bridge, gallery, requested, open]);
  // A swap is an event, not something to render: close at once.
  useEffect(() => bridge.$swaps.listen(closeOpen), [bridge, closeOpen]);
}

/** A URL whose hash names this gallery and an item opens it unanimated (docs/behaviour/gallery.md#lightbox-hash). */
function useHashRequests(gid: number, open: Open, popped: () => PopKind): void {
  useEffect(() => {
    const openFromHash = (): void => {
      const asked = parseLightboxHash(location.hash);
      if (asked && asked.gid === gid) open(asked.pid - 1, { animate: false, fromUrl: true });
    };
    // Back closes the open lightbox; Forward, or a link to another item pasted into this tab, opens.
    const onPopState = (): void => {
      if (popped() === "none") openFromHash();
    };
    openFromHash();
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [gid, open, popped]);
}

export function Lightbox({ gid, caption, strings, bridge, gallery }: LightboxViewProps): ReactNode {
  const { openings, open, events, popped, closeOpen } = useOpenings(gid, gallery.items);
  useHashRequests(gid, open, popped);
  useGalleryRequests(bridge, gallery, open, closeOpen);
  return openings.map((opening) => <Viewer key={opening.id} opening={opening} caption={caption} strings={strings} events={events} />);
}
