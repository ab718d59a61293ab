/**
 * CommerceKit's main slider (`.cg-main-swiper`): the slide list keen-slider moves, and the
 * previous / next buttons, hidden when there is only one slide.
 */
import type { ReactNode, RefObject } from "react";
import type { GalleryItem } from "./items";
import type { ServerMain } from "./server";
import { Slide } from "./Slide";
import type { DragHandlers } from "./useSlideEffects";

export interface MainSliderProps {
  server: ServerMain;
  items: readonly GalleryItem[];
  active: number;
  list: RefObject<HTMLUListElement | null>;
  drag: DragHandlers;
  onStep(direction: "next" | "prev"): void;
}

export function MainSlider({ server, items, active, list, drag, onStep }: MainSliderProps): ReactNode {
  return (
    <div {...server.props}>
      <ul {...server.list} ref={list} onPointerDown={drag.onPointerDown} onClickCapture={drag.onClickCapture}>
        {items.map((item, index) => (
          <Slide key={item.key} item={item} index={index} active={active} />
        ))}
      </ul>
      {server.buttons.map(({ direction, props }) => (
        <button key={direction} {...props} hidden={items.length < 2} onClick={() => onStep(direction)} />
      ))}
    </div>
  );
}
