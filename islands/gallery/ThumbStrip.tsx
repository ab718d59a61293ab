/**
 * CommerceKit's thumbnail strip: one named button per slide inside each `<li>`, the active one
 * marked (class and `aria-current`) and scrolled into the strip.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useAdoptedChildren } from "../../src/runtime/adopt";
import { classNames } from "../../src/runtime/server-props";
import { STRINGS } from "./constants";
import { thumbAlt, type GalleryItem } from "./items";
import type { GalleryImage } from "./props";
import { withThumbCount } from "./root";
import type { ServerThumbs, ServerThumb } from "./server";
import { ITEM_PROPS, present } from "./Slide";
import { ACTIVE_THUMB_CLASS, scrollStripTo, THUMB_BUTTON_CLASS } from "./thumbs";
import { useLegacyThumbs } from "./useLegacyThumbs";

interface ButtonProps {
  label: string;
  active: boolean;
  onPress(): void;
}

const buttonProps = ({ label, active, onPress }: ButtonProps) => ({
  type: "button" as const,
  className: THUMB_BUTTON_CLASS,
  "aria-label": label,
  "aria-current": active ? ("true" as const) : undefined,
  onClick: onPress,
});

/** The server's thumbnail: its image moves into the button. */
function ServerThumbItem({ thumb, button }: { thumb: ServerThumb; button: ButtonProps }): ReactNode {
  const element = useRef<HTMLButtonElement>(null);
  useAdoptedChildren(element, thumb.element);
  return (
    <li {...thumb.props} className={classNames(thumb.props.className, button.active && ACTIVE_THUMB_CLASS)}>
      <button {...buttonProps(button)} ref={element} />
    </li>
  );
}

function ImageThumbItem({ image, index, button }: { image: GalleryImage; index: number; button: ButtonProps }): ReactNode {
  const { src, width, height, srcset, sizes } = image.thumb;
  return (
    <li className={classNames("swiper-slide", image.video && "cgkit-video-thumb", button.active && ACTIVE_THUMB_CLASS)} {...ITEM_PROPS} data-variation-id={image.id} data-index={index}>
      <button {...buttonProps(button)}>
        <img width={width} height={height} src={src} srcSet={present(srcset)} sizes={present(sizes)} alt={present(image.alt)} title={present(image.title)} loading="lazy" decoding="async" className="wp-post-image" />
      </button>
    </li>
  );
}

export interface ThumbStripProps {
  server: ServerThumbs;
  items: readonly GalleryItem[];
  active: number;
  onPick(index: number): void;
  /** The slider is live: the strip takes Swiper's geometry (horizontal strips; 0 per view otherwise). */
  live: boolean;
  perView: number;
}

export function ThumbStrip({ server, items, active, onPick, live, perView }: ThumbStripProps): ReactNode {
  const strip = useRef<HTMLUListElement>(null);
  useLegacyThumbs(strip, live && perView > 0, perView, items);
  useEffect(() => {
    const list = strip.current;
    const thumb = list?.children[active];
    if (list && thumb instanceof HTMLElement) scrollStripTo(list, thumb);
  }, [active, items]);
  return (
    <div {...server.props} className={withThumbCount(server.props.className ?? "", items.length)}>
      <ul {...server.list} ref={strip}>
        {/* One image needs no strip: CommerceKit prints the list empty then (it takes no room). */}
        {items.length > 1 && items.map((item, index) => {
          const button = { label: STRINGS.thumbLabel(index + 1, thumbAlt(item)), active: index === active, onPress: () => onPick(index) };
          if (item.thumb) return <ServerThumbItem key={item.key} thumb={item.thumb} button={button} />;
          return item.image ? <ImageThumbItem key={item.key} image={item.image} index={index} button={button} /> : null;
        })}
      </ul>
    </div>
  );
}
