/**
 * CommerceKit's main slider (`.cg-main-swiper`): the slide list keen-slider moves, and the
 * previous / next buttons, hidden when there is only one slide. While the slider is wanted the
 * container carries swiper's `swiper-container-initialized`, as on the legacy page: CommerceKit's
 * inline CSS shows the slides after the first only then, and Swiper's `swiper-container-autoheight`
 * (useLegacyHeights.ts sizes the list) (docs/decisions/0029-real-store-parity.md).
 */
import type { ReactNode, RefObject } from "react";
import { classNames } from "../../src/runtime/server-props";
import type { GalleryItem } from "./items";
import type { ServerMain } from "./server";
import { Slide } from "./Slide";
import type { DragHandlers } from "./useSlideEffects";

export interface MainSliderProps {
  server: ServerMain;
  items: readonly GalleryItem[];
  active: number;
  list: RefObject<HTMLUListElement>;
  drag: DragHandlers;
  onStep(direction: "next" | "prev"): void;
  /** The slider is wanted (created, or about to be): every slide must have its box. */
  live: boolean;
}

export const INITIALIZED_CLASS = "swiper-container-initialized";
/** Swiper's mark for its autoHeight, which the legacy slider has: the store's swiper CSS then tops the slides. */
export const AUTOHEIGHT_CLASS = "swiper-container-autoheight";
export const DISABLED_CLASS = "swiper-button-disabled";

export function MainSlider({ server, items, active, list, drag, onStep, live }: MainSliderProps): ReactNode {
  return (
    <div {...server.props} className={classNames(server.props.className, live && INITIALIZED_CLASS, live && AUTOHEIGHT_CLASS)}>
      <ul {...server.list} ref={list} onPointerDown={drag.onPointerDown} onClickCapture={drag.onClickCapture}>
        {items.map((item, index) => (
          <Slide key={item.key} item={item} index={index} active={active} />
        ))}
      </ul>
      {server.buttons.map(({ direction, props }) => {
        // Swiper's mark for an arrow with nowhere to go (CommerceKit's CSS hides it), as on the legacy page.
        const atEnd = direction === "prev" ? active === 0 : active === items.length - 1;
        return (
          <button
            key={direction}
            {...props}
            className={classNames(props.className, atEnd && DISABLED_CLASS)}
            aria-disabled={atEnd || undefined}
            hidden={items.length < 2}
            onClick={() => onStep(direction)}
          />
        );
      })}
    </div>
  );
}
