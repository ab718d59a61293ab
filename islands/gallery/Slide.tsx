/**
 * One main slide, in the markup CommerceKit prints (the lightbox reads the link's `href` and
 * `data-size`): the server's own slide (its content kept), an image slide from the props, or a
 * video slide with its play/pause toggle.
 */
import { useRef, useState, version, type ReactNode } from "react";
import { ServerElement } from "../../src/runtime/ServerElement";
import type { ServerProps } from "../../src/runtime/server-props";
import { STRINGS } from "./constants";
import type { GalleryItem } from "./items";
import { imageLoading } from "./media";
import type { GalleryImage, GalleryVideo } from "./props";

/** Microdata every item of CommerceKit's lists carries. */
export const ITEM_PROPS = { itemProp: "associatedMedia", itemScope: true, itemType: "http://schema.org/ImageObject" } as const;

/**
 * The leading image's fetch priority under the name the page's React knows: React 19's
 * `fetchPriority`; React 18 (WordPress 6.8's, docs/decisions/0035-one-react.md) has no such prop
 * and takes the HTML attribute's own name without a warning.
 */
const FETCH_PRIORITY = Number.parseInt(version, 10) >= 19 ? "fetchPriority" : "fetchpriority";
const fetchPriority = (high: boolean): Record<string, string> => (high ? { [FETCH_PRIORITY]: "high" } : {});

/** Empty attributes are not printed (as CommerceKit leaves them out). */
export const present = (value: string): string | undefined => (value === "" ? undefined : value);

function ImageSlide({ image, index, active }: { image: GalleryImage; index: number; active: number }): ReactNode {
  const leading = index === 0;
  return (
    <li className="swiper-slide" {...ITEM_PROPS} data-image-id={image.id}>
      <a className="swiper-slide-imglink" title="click to zoom-in" href={image.src} itemProp="contentUrl" data-size={`${image.width}x${image.height}`}>
        <img
          width={image.width}
          height={image.height}
          src={image.src}
          srcSet={present(image.srcset)}
          sizes={present(image.sizes)}
          alt={present(image.alt)}
          title={present(image.title)}
          data-caption={present(image.caption)}
          loading={imageLoading(index, active)}
          {...fetchPriority(leading)}
          decoding="async"
          className="pdp-img wp-post-image"
        />
      </a>
    </li>
  );
}

/** A video slide: muted so autoplay is allowed; the toggle is its only control (play/pause by icon). */
function VideoSlide({ image, video, props }: { image: GalleryImage; video: GalleryVideo; props: ServerProps | null }): ReactNode {
  const player = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = (): void => {
    const element = player.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const item = props ?? { className: "swiper-slide cgkit-video-slide", ...ITEM_PROPS, "data-image-id": image.id, "data-video-src": video.src };
  return (
    <li {...item}>
      <div className="cgkit-video-wrap">
        <video
          ref={player}
          className={`cgkit-video${video.autoplay ? " cgkit-autoplay" : ""}`}
          src={video.src}
          poster={image.src}
          width={image.width}
          height={image.height}
          preload="metadata"
          playsInline
          loop
          muted
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
        <button
          type="button"
          className={`cgkit-video-toggle${playing ? " is-playing" : ""}`}
          aria-label={playing ? STRINGS.pauseVideo : STRINGS.playVideo}
          aria-pressed={playing}
          onClick={(event) => {
            event.preventDefault();
            toggle();
          }}
        />
      </div>
    </li>
  );
}

export function Slide({ item, index, active }: { item: GalleryItem; index: number; active: number }): ReactNode {
  const { image, slide } = item;
  if (image?.video) return <VideoSlide image={image} video={image.video} props={slide?.props ?? null} />;
  if (slide) return <ServerElement element={slide.element} />;
  return image ? <ImageSlide image={image} index={index} active={active} /> : null;
}
