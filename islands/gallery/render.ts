/**
 * Slides and thumbnails built from image data, in the markup CommerceKit prints (the lightbox
 * reads the links' `href` and `data-size`): built with the DOM, never from HTML strings.
 */
import { STRINGS } from "./constants";
import type { GalleryImage } from "./props";

type Attributes = Record<string, string | number | undefined>;

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attributes: Attributes, className = ""): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== "") node.setAttribute(name, String(value));
  }
  return node;
}

const ITEM_ATTRIBUTES: Attributes = { itemprop: "associatedMedia", itemscope: "", itemtype: "http://schema.org/ImageObject" };

function mainImage(doc: Document, image: GalleryImage, eager: boolean): HTMLImageElement {
  // Only the leading image loads at once; the others wait for the slider's lazy loading.
  return element(
    doc,
    "img",
    {
      width: image.width,
      height: image.height,
      src: image.src,
      srcset: image.srcset,
      sizes: image.sizes,
      alt: image.alt,
      title: image.title,
      "data-caption": image.caption,
      loading: eager ? undefined : "lazy",
      fetchpriority: eager ? "high" : undefined,
      decoding: "async",
    },
    "pdp-img wp-post-image",
  );
}

function videoBody(doc: Document, image: GalleryImage): HTMLElement {
  const wrap = element(doc, "div", {}, "cgkit-video-wrap");
  const video = image.video;
  if (!video) return wrap;
  const player = element(doc, "video", { src: video.src, poster: image.src, width: image.width, height: image.height, preload: "metadata", playsinline: "", loop: "" }, `cgkit-video${video.autoplay ? " cgkit-autoplay" : ""}`);
  // Muted so autoplay is allowed; the toggle is the only control (spec: play/pause by icon).
  player.muted = true;
  player.setAttribute("muted", "");
  const toggle = element(doc, "button", { type: "button", "aria-label": STRINGS.playVideo, "aria-pressed": "false" }, "cgkit-video-toggle");
  wrap.append(player, toggle);
  return wrap;
}

export function buildSlide(doc: Document, image: GalleryImage, index: number): HTMLLIElement {
  const slide = element(doc, "li", { ...ITEM_ATTRIBUTES, "data-image-id": image.id }, "swiper-slide");
  if (image.video) {
    slide.classList.add("cgkit-video-slide");
    slide.setAttribute("data-video-src", image.video.src);
    slide.append(videoBody(doc, image));
    return slide;
  }
  const link = element(doc, "a", { title: "click to zoom-in", href: image.src, itemprop: "contentUrl", "data-size": `${image.width}x${image.height}` }, "swiper-slide-imglink");
  link.append(mainImage(doc, image, index === 0));
  slide.append(link);
  return slide;
}

export function buildThumb(doc: Document, image: GalleryImage, index: number): HTMLLIElement {
  const thumb = element(doc, "li", { ...ITEM_ATTRIBUTES, "data-variation-id": image.id, "data-index": index }, "swiper-slide");
  const { src, width, height, srcset, sizes } = image.thumb;
  thumb.append(element(doc, "img", { width, height, src, srcset, sizes, alt: image.alt, title: image.title, loading: "lazy", decoding: "async" }, "wp-post-image"));
  if (image.video) thumb.classList.add("cgkit-video-thumb");
  return thumb;
}
