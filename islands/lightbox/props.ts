import { booleanField, isObject, numberField, stringField, type JsonObject, type Result } from "../../src/contract/validate";

/** Texts the lightbox shows; the server prints them translated. */
export interface LightboxStrings {
  /** 'The image could not be loaded.' (docs/behaviour/gallery.md#lightbox-failure) */
  error: string;
  /** The part of `error` that links to the image (PhotoSwipe 4's "The image"). */
  errorLink: string;
  /** The dialog's accessible name. */
  dialog: string;
  close: string;
  zoom: string;
  /** The fullscreen button's name (CommerceKit's lightbox has one). */
  fullscreen: string;
  previous: string;
  next: string;
}

export interface LightboxProps {
  /** The gallery root the lightbox reads its items from (`#commercegurus-pdp-gallery`). */
  gallery: string;
  /** The main slides inside the gallery root, in order (thumbnails excluded). */
  slides: string;
  /** A zoom control inside the gallery root that opens the current slide, when zoom is on. */
  zoom: string | null;
  /** Gallery number written to the hash as `gid`. */
  gid: number;
  /** The page's `pdp_lightbox`. */
  enabled: boolean;
  /** The page's `pdp_lightbox_cap`. */
  caption: boolean;
  strings: LightboxStrings;
}

export const DEFAULT_STRINGS: LightboxStrings = {
  error: "The image could not be loaded.",
  errorLink: "The image",
  dialog: "Product images",
  close: "Close (Esc)",
  zoom: "Zoom in/out",
  fullscreen: "Toggle fullscreen",
  previous: "Previous (arrow left)",
  next: "Next (arrow right)",
};

export const DEFAULT_SLIDES = ".cg-main-swiper .swiper-slide";

function parseStrings(raw: unknown): LightboxStrings {
  const source: JsonObject = isObject(raw) ? raw : {};
  const text = (key: keyof LightboxStrings): string => stringField(source, key) || DEFAULT_STRINGS[key];
  return {
    error: text("error"),
    errorLink: text("errorLink"),
    dialog: text("dialog"),
    close: text("close"),
    zoom: text("zoom"),
    fullscreen: text("fullscreen"),
    previous: text("previous"),
    next: text("next"),
  };
}

export function parseLightboxProps(raw: unknown): Result<LightboxProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const gallery = stringField(raw, "gallery");
  if (!gallery) return { ok: false, error: "gallery (the gallery root selector) is required" };
  const gid = numberField(raw, "gid", 1);
  if (!Number.isInteger(gid) || gid < 1) return { ok: false, error: "gid must be a positive integer" };
  return {
    ok: true,
    value: {
      gallery,
      slides: stringField(raw, "slides") || DEFAULT_SLIDES,
      zoom: stringField(raw, "zoom") || null,
      gid,
      enabled: booleanField(raw, "enabled", true),
      caption: booleanField(raw, "caption", false),
      strings: parseStrings(raw.strings),
    },
  };
}
