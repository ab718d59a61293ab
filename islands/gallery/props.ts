/**
 * The gallery island's props: CommerceKit's gallery page data (docs/behaviour/gallery.md#page-data)
 * turned into plain data by the server: every image once, and each gallery as a list of ids.
 */
import { booleanField, fail, isObject, numberField, ok, stringField, stringRecord, type JsonObject, type Result } from "../../src/contract/validate";
import {
  DEFAULT_LAYOUT,
  DEFAULT_LIGHTBOX,
  LAYOUTS,
  MOBILE_LAYOUTS,
  SHOW_EDGE_FACTOR,
  THUMBS_DESKTOP,
  THUMBS_MOBILE,
  THUMBS_VERTICAL,
  type GalleryLayout,
  type MobileLayout,
} from "./constants";

export interface GalleryThumb {
  src: string;
  width: number;
  height: number;
  srcset: string;
  sizes: string;
}

export interface GalleryVideo {
  src: string;
  /** CommerceKit's autoplay class: the video starts when its slide is active. */
  autoplay: boolean;
}

export interface GalleryImage {
  id: number;
  /** Full-size image: the slide's `src` and the link the lightbox opens. */
  src: string;
  width: number;
  height: number;
  srcset: string;
  sizes: string;
  alt: string;
  title: string;
  caption: string;
  thumb: GalleryThumb;
  video: GalleryVideo | null;
}

export interface GalleryEntry {
  slug: string;
  /** `attribute_colour` → value the selection must have; empty for the default gallery. */
  attributes: Record<string, string>;
  ids: number[];
}

export interface GalleryProps {
  layout: GalleryLayout;
  mobileLayout: MobileLayout;
  showEdge: number;
  thumbs: { desktop: number; mobile: number; vertical: number };
  lightbox: boolean;
  autoplay: boolean;
  images: GalleryImage[];
  /** The first one is the default gallery. */
  galleries: GalleryEntry[];
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

const positive = (obj: JsonObject, key: string, fallback: number): number => {
  const value = numberField(obj, key, fallback);
  return value > 0 ? value : fallback;
};

function parseThumb(raw: unknown): GalleryThumb | null {
  if (!isObject(raw)) return null;
  const src = stringField(raw, "src");
  if (!src) return null;
  return { src, width: positive(raw, "width", 150), height: positive(raw, "height", 192), srcset: stringField(raw, "srcset", "") ?? "", sizes: stringField(raw, "sizes", "") ?? "" };
}

function parseVideo(raw: unknown): GalleryVideo | null {
  if (!isObject(raw)) return null;
  const src = stringField(raw, "src");
  return src ? { src, autoplay: booleanField(raw, "autoplay", false) } : null;
}

export function parseImage(raw: unknown): GalleryImage | null {
  if (!isObject(raw)) return null;
  const id = numberField(raw, "id", 0);
  const src = stringField(raw, "src");
  const thumb = parseThumb(raw.thumb);
  if (id <= 0 || !src || !thumb) return null;
  const text = (key: string): string => stringField(raw, key, "") ?? "";
  return {
    id,
    src,
    width: positive(raw, "width", 800),
    height: positive(raw, "height", 1024),
    srcset: text("srcset"),
    sizes: text("sizes"),
    alt: text("alt"),
    title: text("title"),
    caption: text("caption"),
    thumb,
    video: parseVideo(raw.video),
  };
}

function parseEntry(raw: unknown, known: ReadonlySet<number>): GalleryEntry | null {
  if (!isObject(raw) || !Array.isArray(raw.ids)) return null;
  const slug = stringField(raw, "slug");
  const attributes = raw.attributes === undefined ? {} : stringRecord(raw.attributes);
  if (!slug || !attributes) return null;
  // An id without image data cannot be shown: drop it rather than print an empty slide.
  const ids = raw.ids.filter((id): id is number => typeof id === "number" && known.has(id));
  return { slug, attributes, ids };
}

function parseThumbCounts(raw: unknown): GalleryProps["thumbs"] {
  const obj = isObject(raw) ? raw : {};
  return { desktop: positive(obj, "desktop", THUMBS_DESKTOP), mobile: positive(obj, "mobile", THUMBS_MOBILE), vertical: positive(obj, "vertical", THUMBS_VERTICAL) };
}

export function parseGalleryProps(raw: unknown): Result<GalleryProps> {
  if (!isObject(raw)) return fail("props must be an object");
  if (!Array.isArray(raw.images) || !Array.isArray(raw.galleries)) return fail("images and galleries must be lists");
  const images = raw.images.map(parseImage).filter((image): image is GalleryImage => image !== null);
  const known = new Set(images.map((image) => image.id));
  const galleries = raw.galleries.map((entry) => parseEntry(entry, known)).filter((entry): entry is GalleryEntry => entry !== null);
  const [first] = galleries;
  if (!first || first.ids.length === 0) return fail("no default gallery with images");
  return ok({
    layout: isOneOf(LAYOUTS, raw.layout) ? raw.layout : DEFAULT_LAYOUT,
    mobileLayout: isOneOf(MOBILE_LAYOUTS, raw.mobileLayout) ? raw.mobileLayout : "default",
    showEdge: positive(raw, "showEdge", SHOW_EDGE_FACTOR),
    thumbs: parseThumbCounts(raw.thumbs),
    lightbox: booleanField(raw, "lightbox", DEFAULT_LIGHTBOX),
    autoplay: booleanField(raw, "autoplay", false),
    images,
    galleries,
  });
}
