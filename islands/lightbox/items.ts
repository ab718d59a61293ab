/**
 * Lightbox items (docs/behaviour/gallery.md#lightbox-items: src, width, height, alt, title/caption,
 * small preview src, or html for video), read from the gallery's DOM each time the lightbox opens:
 * the gallery island swaps slides for variations, so a list taken earlier would go stale.
 */

export interface LightboxItem {
  src?: string;
  width?: number;
  height?: number;
  alt?: string;
  caption?: string;
  /** Small preview shown while the large image loads (the image already on the page). */
  msrc?: string;
  /** Markup for a video slide. */
  html?: string;
  /** The page element the opening zoom animation starts from. */
  element?: HTMLElement;
}

export interface GallerySlides {
  items: LightboxItem[];
  /** The slide each item came from, same order: a click maps to its item through this. */
  slides: Element[];
}

const positive = (value: string | null | undefined): number | undefined => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
};

/** CommerceKit prints `data-size="800x1024"` on the anchor; WooCommerce prints large-image data. */
function sizeOf(anchor: Element | null, img: HTMLImageElement | null): { width?: number; height?: number } {
  const size = /^(\d+)x(\d+)$/.exec(anchor?.getAttribute("data-size") ?? "");
  if (size) return { width: positive(size[1]), height: positive(size[2]) };
  const width = positive(img?.getAttribute("data-large_image_width")) ?? positive(img?.getAttribute("width"));
  const height = positive(img?.getAttribute("data-large_image_height")) ?? positive(img?.getAttribute("height"));
  return { width, height };
}

/** A video slide: an html item, a copy of its player with controls (docs/behaviour/gallery.md#lightbox-items). */
function videoItem(slide: Element): LightboxItem | null {
  const player = slide.querySelector("video, iframe");
  if (!player) return null;
  const copy = player.cloneNode(true);
  if (!(copy instanceof Element)) return null;
  copy.removeAttribute("id");
  if (copy.tagName === "VIDEO") {
    copy.setAttribute("controls", "");
    copy.setAttribute("playsinline", "");
    copy.removeAttribute("autoplay");
  }
  return { html: `<div class="islet-lightbox-video">${copy.outerHTML}</div>` };
}

function imageItem(slide: Element): LightboxItem | null {
  const anchor = slide.querySelector("a[href]");
  const img = slide.querySelector("img");
  const src = anchor?.getAttribute("href") || img?.getAttribute("data-large_image") || img?.getAttribute("src");
  if (!src) return null;
  const preview = img?.currentSrc || img?.getAttribute("src") || undefined;
  const element = anchor instanceof HTMLElement ? anchor : img instanceof HTMLElement ? img : undefined;
  return {
    src: new URL(src, document.baseURI).href,
    ...sizeOf(anchor, img),
    alt: img?.getAttribute("alt") ?? "",
    caption: img?.getAttribute("data-caption") || img?.getAttribute("title") || "",
    msrc: preview,
    element,
  };
}

export function readGallery(root: Element, slideSelector: string): GallerySlides {
  const items: LightboxItem[] = [];
  const slides: Element[] = [];
  for (const slide of root.querySelectorAll(slideSelector)) {
    const item = videoItem(slide) ?? imageItem(slide);
    if (!item) continue;
    items.push(item);
    slides.push(slide);
  }
  return { items, slides };
}

/** The item a click inside `target` opens, or -1 when it is not on a slide. */
export function itemIndexOf(gallery: GallerySlides, target: Element): number {
  return gallery.slides.findIndex((slide) => slide.contains(target));
}

/**
 * The slide the gallery shows now, for its zoom control: the one nearest the gallery's left
 * edge among those with a box (the slider moves slides sideways), else the first.
 */
export function shownIndex(gallery: GallerySlides, root: Element): number {
  const left = root.getBoundingClientRect().left;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  gallery.slides.forEach((slide, index) => {
    const box = slide.getBoundingClientRect();
    const distance = Math.abs(box.left - left);
    if (box.width > 0 && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** A click on the gallery that asks to open: on a main image (inside `target`) or on the zoom control. */
export interface GalleryClick {
  target: Element;
  zoom: boolean;
}

/** The gallery as the lightbox reads it when it opens (the component never queries it itself). */
export interface GallerySource {
  /** The items as they are now. */
  items(): LightboxItem[];
  /** The item a click names now, or -1 (its slide has gone). */
  indexOf(click: GalleryClick): number;
}

export function gallerySource(root: Element, slideSelector: string): GallerySource {
  return {
    items: () => readGallery(root, slideSelector).items,
    indexOf(click) {
      const gallery = readGallery(root, slideSelector);
      return click.zoom ? shownIndex(gallery, root) : itemIndexOf(gallery, click.target);
    },
  };
}
