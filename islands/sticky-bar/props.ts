import { isObject, stringField, type JsonObject, type Result } from "../../src/contract/validate";

/** The product's thumbnail as the server printed it (CommerceKit's `.cgkit-sticky-atc-image img`). */
export interface StickyThumbnail {
  src: string;
  alt: string;
}

export interface StickyBarStrings {
  /** The bar's accessible name: CommerceKit's own title for it ('Add to Cart'). */
  region: string;
  /** CommerceKit's close button label. */
  close: string;
  addToCart: string;
  /** Text before the mirrored quantity ('Quantity: 2'). */
  quantity: string;
}

export interface StickyBarProps {
  title: string;
  thumbnail: StickyThumbnail | null;
  /** The element whose scrolling out of view (above) shows the bar: the main add-to-cart. */
  watch: string;
  strings: StickyBarStrings;
}

/** CommerceKit's markup: the main form's add-to-cart row, wrapped at woocommerce_before_add_to_cart_button. */
export const DEFAULT_WATCH = "form.cart .commercekit-sticky-atc-intersector";
export const DEFAULT_STRINGS: StickyBarStrings = {
  region: "Add to Cart",
  close: "Close sticky add to cart",
  addToCart: "Add to cart",
  quantity: "Quantity:",
};

function readThumbnail(raw: unknown): Result<StickyThumbnail | null> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  if (!isObject(raw)) return { ok: false, error: "thumbnail must be an object" };
  const src = stringField(raw, "src");
  if (!src) return { ok: false, error: "thumbnail.src must be a non-empty string" };
  return { ok: true, value: { src, alt: stringField(raw, "alt", "") ?? "" } };
}

function readStrings(raw: unknown): Result<StickyBarStrings> {
  if (raw === undefined) return { ok: true, value: DEFAULT_STRINGS };
  if (!isObject(raw)) return { ok: false, error: "strings must be an object" };
  const strings: StickyBarStrings = { ...DEFAULT_STRINGS };
  for (const key of Object.keys(DEFAULT_STRINGS) as (keyof StickyBarStrings)[]) {
    const value = stringField(raw, key, DEFAULT_STRINGS[key]);
    if (!value?.trim()) return { ok: false, error: `strings.${key} must be a non-empty string` };
    strings[key] = value;
  }
  return { ok: true, value: strings };
}

function readWatch(raw: JsonObject): Result<string> {
  const watch = stringField(raw, "watch", DEFAULT_WATCH);
  if (!watch?.trim()) return { ok: false, error: "watch must be a non-empty selector" };
  return { ok: true, value: watch };
}

export function parseStickyBarProps(raw: unknown): Result<StickyBarProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const title = stringField(raw, "title");
  if (!title?.trim()) return { ok: false, error: "title must be a non-empty string" };
  const thumbnail = readThumbnail(raw.thumbnail);
  if (!thumbnail.ok) return thumbnail;
  const strings = readStrings(raw.strings);
  if (!strings.ok) return strings;
  const watch = readWatch(raw);
  if (!watch.ok) return watch;
  return { ok: true, value: { title, thumbnail: thumbnail.value, watch: watch.value, strings: strings.value } };
}
