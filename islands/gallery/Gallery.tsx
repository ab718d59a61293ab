/**
 * CommerceKit's product gallery, rendered from the island's props and the server's markup: the
 * main slider, the grid's load-more toggle and the thumbnail strip, portalled into the server's
 * own `#commercegurus-pdp-gallery` (which stays: the lightbox listens on it) in place of the
 * server's parts. Layout rules, selection rules and media handling are plain modules.
 */
import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { prefersReducedMotion } from "../../src/dom/motion";
import { useTakeOver } from "../../src/runtime/adopt";
import { STRINGS } from "./constants";
import { createScrollLock } from "./grid";
import { galleryItems, imagesById } from "./items";
import { needsLoadMore, slidesPerView, thumbsPerView, thumbsVertical, usesSlider } from "./layout";
import { MainSlider } from "./MainSlider";
import type { GalleryProps } from "./props";
import { announceGalleryChange, paintRoot, snapshotRoot } from "./root";
import type { ServerGallery } from "./server";
import { galleryReducer, initialGalleryState, type GalleryState } from "./state";
import { createSwapDue } from "./swap-due";
import { ThumbStrip } from "./ThumbStrip";
import { useFollowSelection } from "./useFollowSelection";
import { useLegacyHeights } from "./useLegacyHeights";
import { useAutoplay, useMainSlider } from "./useMainSlider";
import { slidesIn, useActiveSlideEffects, useDragFlag, useGridObserver } from "./useSlideEffects";
import { useFirstInteraction, useWindowWidth } from "./useViewport";

export interface GalleryViewProps {
  props: GalleryProps;
  server: ServerGallery;
}

/** The root's attributes follow the state; the server's come back on unmount; a swap is announced. */
function usePaintedRoot(root: HTMLElement, state: GalleryState, view: { slider: boolean; thumbsVertical: boolean; thumbsPerView: number }): void {
  const { shown, expanded } = state;
  useLayoutEffect(() => snapshotRoot(root), [root]);
  useLayoutEffect(() => {
    paintRoot(root, { ...view, expanded, swapped: shown.fromServer ? null : shown });
  }, [root, view.slider, view.thumbsVertical, view.thumbsPerView, expanded, shown]);
  const first = useRef(shown);
  useLayoutEffect(() => {
    if (shown !== first.current) announceGalleryChange(root, shown.slug);
  }, [root, shown]);
}

function LoadMore({ expanded, onToggle }: { expanded: boolean; onToggle(): void }): ReactNode {
  return (
    <button type="button" className="islet-gallery-load-more" aria-expanded={expanded} onClick={onToggle}>
      {expanded ? STRINGS.showLess : STRINGS.loadMore}
    </button>
  );
}

export function Gallery({ props, server }: GalleryViewProps): ReactNode {
  const [state, dispatch] = useReducer(galleryReducer, undefined, () => initialGalleryState(server.slug, server.ids));
  const { shown, index, expanded } = state;
  const images = useMemo(() => imagesById(props.images), [props.images]);
  const items = useMemo(() => galleryItems(shown, server, images), [shown, server, images]);
  const width = useWindowWidth();
  const [interacted, interact] = useFirstInteraction();
  const [lock] = useState(createScrollLock);
  const [swapDue] = useState(createSwapDue);
  const list = useRef<HTMLUListElement>(null);
  const sliderMode = usesSlider(props.layout, width);
  const show = useCallback((to: number) => dispatch({ type: "show", index: to }), []);
  const live = interacted && sliderMode;
  const { slider, request } = useMainSlider({ list, wanted: live, perView: slidesPerView(props.mobileLayout, props.showEdge, width), width, shown, index, onChange: show, swapDue });
  useLegacyHeights(list, live, index, items);

  useTakeOver(useMemo(() => [server.main.element, ...(server.thumbs ? [server.thumbs.element] : [])], [server]));
  const view = { slider: sliderMode, thumbsVertical: thumbsVertical(props.layout, width), thumbsPerView: thumbsPerView(props.layout, props.thumbs, width) };
  usePaintedRoot(server.root, state, view);
  useFollowSelection(props.galleries, dispatch, swapDue);
  useActiveSlideEffects(list, index, shown);
  useGridObserver(list, !sliderMode, lock, show, shown);
  useAutoplay(slider, items.length, props.autoplay);
  const drag = useDragFlag(server.root);

  const goTo = (target: number): void => {
    if (sliderMode) {
      interact();
      request((main) => main.moveTo(target));
      return;
    }
    lock.lock();
    slidesIn(list.current)[target]?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    show(target);
  };
  const step = (direction: "next" | "prev"): void => {
    // In grid mode the arrows are hidden and there is no slider to move.
    if (!sliderMode) return;
    interact();
    request((main) => (direction === "next" ? main.next() : main.prev()));
  };

  return createPortal(
    <>
      <MainSlider server={server.main} items={items} active={index} list={list} drag={drag} onStep={step} live={live} />
      {needsLoadMore(props.layout, items.length, width) && <LoadMore expanded={expanded} onToggle={() => dispatch({ type: "toggle-expanded" })} />}
      {server.thumbs && <ThumbStrip server={server.thumbs} items={items} active={index} onPick={goTo} live={live} perView={view.thumbsVertical ? 0 : view.thumbsPerView} />}
    </>,
    server.root,
  );
}
