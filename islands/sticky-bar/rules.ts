/**
 * The sticky bar's state rules, pure: what its button says and does for the page's variation
 * state, what it shows of the selection, and when it is shown. No DOM, no stores.
 */
import { isObject } from "../../src/contract/validate";
import { isSoldOut, shownVariation, type Selection, type Variation, type VariationState } from "../../src/stores/variation";
import { GET_NOTIFIED } from "../../src/waitlist/label";

export type ProductKind = "simple" | "variable";

/**
 * - `add`: press the main add-to-cart (the same path, the same body).
 * - `choose`: bring the shopper to the form's options (CommerceKit opens its copy of the form).
 * - `notify`: press the form's 'Get notified' (the waitlist island opens its dialog).
 * - `wait`: the store is being asked about the selection; nothing to do yet.
 */
export type BarAction = "add" | "choose" | "notify" | "wait";

export interface BarButton {
  label: string;
  action: BarAction;
  /** Mirrors the main button's disabled look (the `disabled` class). */
  disabled: boolean;
}

export function barButton(kind: ProductKind, state: VariationState, addToCart: string): BarButton {
  if (kind === "simple") return { label: addToCart, action: "add", disabled: false };
  switch (state.kind) {
    case "found":
      return { label: addToCart, action: "add", disabled: false };
    case "loading":
      return { label: addToCart, action: "wait", disabled: true };
    case "unavailable":
      return isSoldOut(state)
        ? { label: GET_NOTIFIED, action: "notify", disabled: false }
        : { label: addToCart, action: "choose", disabled: true };
    default:
      // none and no-match: the main button is disabled and the options need the shopper.
      return { label: addToCart, action: "choose", disabled: true };
  }
}

/** Option value → the text the shopper saw, per attribute (taxonomy attributes post slugs). */
export type OptionTexts = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** 'Gray, L': the chosen options in the form's order, empty when nothing is chosen. */
export function selectionText(selection: Selection, names: readonly string[], texts: OptionTexts = new Map()): string {
  return names
    .map((name) => {
      const value = selection[name] ?? "";
      return value === "" ? "" : (texts.get(name)?.get(value) ?? value);
    })
    .filter((text) => text !== "")
    .join(", ");
}

/** The selected variation's price, else the product's (a range for a variable product). */
export function barPriceHtml(state: VariationState, productPriceHtml: string): string {
  const variation = shownVariation(state);
  // WooCommerce leaves price_html empty when every variation costs the same.
  return variation && variation.priceHtml.trim() !== "" ? variation.priceHtml : productPriceHtml;
}

/** The selected variation's thumbnail (`image.gallery_thumbnail_src`), else null. */
export function variationThumbnail(variation: Variation | null): string | null {
  const image = variation?.raw.image;
  if (!isObject(image)) return null;
  const src = image.gallery_thumbnail_src;
  return typeof src === "string" && src !== "" ? src : null;
}

/** 'Quantity: 2', or null when the form shows no quantity control (sold individually). */
export function quantityText(quantity: number | null, shown: boolean, prefix: string): string | null {
  return quantity === null || !shown ? null : `${prefix} ${quantity}`;
}

export interface Visibility {
  scrolledPast: boolean;
  closed: boolean;
  /** Focus is inside the bar: hiding it would drop a keyboard user's focus. */
  hasFocus: boolean;
}

export function isBarShown({ scrolledPast, closed, hasFocus }: Visibility): boolean {
  return !closed && (scrolledPast || hasFocus);
}
