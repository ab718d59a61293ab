/**
 * Server side (demo store, and the reference for the PHP plugin): CommerceKit's gallery page
 * data — `commercekit_pdp`, `cgkit_attr_gallery`, `cgkit_variations`, `cgkit_glob_gallery` —
 * turned into the island's props. CommerceKit prints every gallery as `<li>` HTML strings; we keep only the data.
 */
import { DEFAULT_GALLERY_SLUG } from "./constants";
import type { GalleryEntry, GalleryImage, GalleryThumb } from "./props";
import { galleryFor } from "./select";

export interface CommerceKitGallery {
  images?: Record<string, string>;
  thumbs?: Record<string, string>;
}
export interface CommerceKitGalleryData {
  pdp: Record<string, unknown>;
  attrGallery: { attributes: Record<string, unknown>; gallery: CommerceKitGallery }[];
  variations: { attributes: Record<string, string>; gallery: CommerceKitGallery }[];
  /** `cgkit_glob_gallery`: the images CommerceKit shows after any attribute or variation gallery. */
  global?: CommerceKitGallery;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#039;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (value: string): string => value.replace(/&(?:amp|quot|#0?39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** Attributes of the first `tag` element in `html` (CommerceKit's strings escape `<img` as `&lt;img`). */
export function tagAttributes(html: string, tag: string): Record<string, string> {
  const match = new RegExp(`(?:<|&lt;)${tag}\\b([^>]*)>`, "i").exec(html);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of (match?.[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (name && value !== undefined) attributes[name.toLowerCase()] = decode(value);
  }
  return attributes;
}

const num = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

function readThumb(html: string | undefined, fallback: GalleryThumb): GalleryThumb {
  if (!html) return fallback;
  const img = tagAttributes(html, "img");
  return { src: img.src ?? fallback.src, width: num(img.width, 150), height: num(img.height, 192), srcset: img.srcset ?? "", sizes: img.sizes ?? "" };
}

/** One image from its slide and thumbnail HTML. */
export function readImage(id: number, slideHtml: string, thumbHtml: string | undefined): GalleryImage | null {
  const img = tagAttributes(slideHtml, "img");
  const link = tagAttributes(slideHtml, "a");
  const src = link.href ?? img.src;
  if (!src) return null;
  const [sizeW, sizeH] = (link["data-size"] ?? "").split("x");
  const width = num(img.width, num(sizeW, 800));
  const height = num(img.height, num(sizeH, 1024));
  return {
    id,
    src,
    width,
    height,
    srcset: img.srcset ?? img["data-srcset"] ?? "",
    sizes: img.sizes ?? "",
    alt: img.alt ?? "",
    title: img.title ?? "",
    caption: img["data-caption"] ?? "",
    thumb: readThumb(thumbHtml, { src, width: 150, height: 192, srcset: "", sizes: "" }),
    video: null,
  };
}

const idOf = (key: string): number => Number(/^img_(\d+)$/.exec(key)?.[1] ?? "0");

/** Image ids of a gallery, in CommerceKit's order; new images are added to `images`. */
function collect(gallery: CommerceKitGallery, images: Map<number, GalleryImage>): number[] {
  const ids: number[] = [];
  for (const [key, html] of Object.entries(gallery.images ?? {})) {
    const id = idOf(key);
    if (id <= 0) continue;
    const image = images.get(id) ?? readImage(id, html, gallery.thumbs?.[key]);
    if (!image) continue;
    images.set(id, image);
    ids.push(id);
  }
  return ids;
}

/** A readable, stable slug: `colour-blue`, `colour-blue_size-m`. */
export function slugFor(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name.replace(/^attribute_(pa_)?/, "")}-${value}`)
    .join("_")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-");
}

const stringValues = (raw: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

interface SourceGallery {
  attributes: Record<string, string>;
  ids: number[];
}

/** Every gallery whose attributes `attributes` has, as CommerceKit tests them (cgkitIsSubset). */
const within = (gallery: SourceGallery, attributes: Record<string, string>): boolean =>
  Object.entries(gallery.attributes).every(([name, value]) => attributes[name] === value);

/**
 * What CommerceKit shows for a choice of `attributes`: the images of every variation gallery,
 * then every attribute gallery, within the choice, each image once, then the global gallery's.
 */
function shownFor(attributes: Record<string, string>, sources: readonly SourceGallery[], global: readonly number[]): number[] {
  const ids = sources.filter((source) => within(source, attributes)).flatMap((source) => source.ids);
  return [...new Set([...ids, ...global])];
}

/**
 * The default gallery first, then attribute galleries, then the variation galleries that differ
 * from what their attributes already show (CommerceKit repeats the colour's gallery per size).
 * Each but the default holds all CommerceKit shows for its attributes (shownFor()).
 */
export function galleriesFrom(data: CommerceKitGalleryData): { images: GalleryImage[]; galleries: GalleryEntry[] } {
  const images = new Map<number, GalleryImage>();
  const defaultEntry = data.attrGallery.find((entry) => entry.attributes.default_gallery !== undefined);
  const galleries: GalleryEntry[] = [{ slug: DEFAULT_GALLERY_SLUG, attributes: {}, ids: defaultEntry ? collect(defaultEntry.gallery, images) : [] }];
  for (const entry of data.attrGallery) {
    if (entry === defaultEntry) continue;
    const attributes = stringValues(entry.attributes);
    galleries.push({ slug: slugFor(attributes), attributes, ids: collect(entry.gallery, images) });
  }
  const byAttributes = [...galleries];
  const variations: SourceGallery[] = [];
  for (const variation of data.variations) {
    const ids = collect(variation.gallery, images);
    variations.push({ attributes: variation.attributes, ids });
    const shown = galleryFor(byAttributes, variation.attributes);
    if (ids.length > 0 && shown?.ids.join(",") !== ids.join(",")) {
      galleries.push({ slug: `variation_${slugFor(variation.attributes)}`, attributes: variation.attributes, ids });
    }
  }
  const global = collect(data.global ?? {}, images);
  const sources = [...variations, ...byAttributes.slice(1)];
  const shown = galleries.map((entry, index) => (index === 0 ? entry : { ...entry, ids: shownFor(entry.attributes, sources, global) }));
  return { images: [...images.values()], galleries: shown };
}

/** `commercekit_pdp` → the layout part of the props (docs/behaviour/gallery.md#page-data). */
export function layoutFrom(pdp: Record<string, unknown>): Record<string, unknown> {
  return {
    layout: pdp.pdp_gallery_layout,
    mobileLayout: pdp.pdp_mobile_layout,
    showEdge: Number(pdp.pdp_showedge_percent),
    thumbs: { desktop: pdp.pdp_thumbnails, mobile: pdp.pdp_m_thumbs, vertical: pdp.pdp_v_thumbs },
    lightbox: pdp.pdp_lightbox,
  };
}
