/**
 * The lightbox's open state (docs/behaviour/gallery.md#lightbox). An opening is one look at the
 * images, from the request to PhotoSwipe being gone; it is "the open one" until it starts closing
 * (its own controls, Back, a gallery swap) or the island is torn down, and it keeps the
 * browser-history entry that carries gid/pid (history.ts). A closing opening stays listed until
 * PhotoSwipe has finished its animation, so a new one may open meanwhile, as before. PhotoSwipe
 * itself lives in Viewer.tsx, which reports back through `ViewerEvents`.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { startHashSession, type HashSession, type PopKind } from "./history";
import type { LightboxItem } from "./items";
import type { LightboxHandle } from "./open";
import { navigateSameOrigin } from "../../src/bridge/navigate";

export interface OpenHow {
  animate: boolean;
  /** A pasted URL (or Forward) asked for it: no history entry of its own, no image fallback. */
  fromUrl: boolean;
}

export interface Opening extends OpenHow {
  id: number;
  items: LightboxItem[];
  /** The item shown first (0-based). */
  index: number;
  session: HashSession;
}

/** What a Viewer reports about its PhotoSwipe. */
export interface ViewerEvents {
  /** Is `opening` still the open one? (Back or teardown may come while PhotoSwipe loads.) */
  wanted(opening: Opening): boolean;
  ready(opening: Opening, handle: LightboxHandle): void;
  /** PhotoSwipe started closing, whatever closed it. */
  closing(opening: Opening): void;
  /** PhotoSwipe is gone (or never came): the viewer leaves. */
  gone(opening: Opening): void;
  /** PhotoSwipe's chunk did not load. */
  failed(opening: Opening, error: unknown): void;
}

interface Current {
  opening: Opening;
  /** Null while PhotoSwipe's chunk loads. */
  handle: LightboxHandle | null;
}

/**
 * PhotoSwipe did not load (offline, a deploy mid-visit): show the image as the page would without
 * JavaScript, when it is on this site (docs/decisions/0028).
 */
function fallBack(opening: Opening, error: unknown): void {
  console.error("[islet] lightbox: PhotoSwipe failed to load", error);
  const src = opening.items[opening.index]?.src;
  if (!opening.fromUrl && src) navigateSameOrigin(src);
}

let lastId = 0;

export function useOpenings(gid: number, readItems: () => LightboxItem[]) {
  const [openings, setOpenings] = useState<readonly Opening[]>([]);
  const current = useRef<Current | null>(null);
  /** The last session, kept after closing to recognise the popstate its own Back causes. */
  const lastSession = useRef<HashSession | null>(null);

  const open = useCallback(
    (index: number, how: OpenHow): void => {
      if (current.current) return;
      const items = readItems();
      if (items.length === 0) return;
      const start = index >= 0 && index < items.length ? index : 0;
      lastId += 1;
      const opening: Opening = { id: lastId, items, index: start, ...how, session: startHashSession(gid, start, how.fromUrl) };
      current.current = { opening, handle: null };
      lastSession.current = opening.session;
      setOpenings((list) => [...list, opening]);
    },
    [gid, readItems],
  );

  const events = useMemo<ViewerEvents>(() => {
    /** Lets go of `opening` as the open one; true when it was. */
    const release = (opening: Opening): boolean => {
      if (current.current?.opening !== opening) return false;
      current.current = null;
      return true;
    };
    const remove = (opening: Opening): void => setOpenings((list) => list.filter((item) => item !== opening));
    return {
      wanted: (opening) => current.current?.opening === opening,
      ready(opening, handle) {
        if (current.current?.opening === opening) current.current.handle = handle;
      },
      // Closed by its own controls or a gallery swap: undo the hash. Back and teardown let go
      // of it first, so their close leaves history alone.
      closing(opening) {
        if (release(opening)) opening.session.close();
      },
      gone(opening) {
        release(opening);
        remove(opening);
      },
      failed(opening, error) {
        release(opening);
        opening.session.close();
        remove(opening);
        fallBack(opening, error);
      },
    };
  }, []);

  /** A popstate arrived: the user's Back closes the open one (history already moved). */
  const popped = useCallback((): PopKind => {
    const kind = lastSession.current?.popped() ?? "none";
    if (kind === "own") return "own";
    const closing = current.current;
    if (kind !== "close" || !closing) return "none";
    current.current = null;
    closing.handle?.close();
    return "close";
  }, []);

  /** The gallery swapped its slides: the open one shows a list that no longer exists. */
  const closeOpen = useCallback((): void => current.current?.handle?.close(), []);

  // Teardown: nothing is open any more, so the viewers' destroy leaves history alone.
  useEffect(
    () => () => {
      current.current = null;
    },
    [],
  );

  return { openings, open, events, popped, closeOpen };
}
