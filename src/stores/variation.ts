/**
 * The product page's one variation state (nanostores, no React): the chosen attribute values,
 * the variation they resolve to, and the pure matching WooCommerce's add-to-cart-variation.js
 * does in inline mode (docs/behaviour/product-form.md#selection). Gallery, price, badge, waitlist
 * and sticky-bar islands read these stores; only the variation form writes them.
 */
import { atom, computed, map } from "nanostores";
import { isObject, numberField, stringField, stringRecord, type JsonObject } from "../contract/validate";

/** A variation object (docs/behaviour/product-form.md#variation-object) where we read it; `raw` keeps the rest. */
export interface Variation {
  id: number;
  /** `attribute_<name>` → value; `""` means "any value". */
  attributes: Record<string, string>;
  isInStock: boolean;
  isPurchasable: boolean;
  isVisible: boolean;
  isActive: boolean;
  isSoldIndividually: boolean;
  minQty: number;
  /** Null when there is no limit (`max_qty: ""`). */
  maxQty: number | null;
  priceHtml: string;
  availabilityHtml: string;
  description: string;
  sku: string;
  raw: JsonObject;
}

/** Attribute name (`attribute_colour`) → chosen value, `""` when nothing is chosen. */
export type Selection = Record<string, string>;

export type VariationState =
  /** Not every attribute is chosen yet: add-to-cart needs a selection. */
  | { kind: "none" }
  /** Ajax mode: the store is being asked. */
  | { kind: "loading" }
  /** Every attribute chosen, nothing matches. */
  | { kind: "no-match" }
  /** A variation that can be bought. */
  | { kind: "found"; variation: Variation }
  /** A variation that cannot be bought, or (variation null) the store could not say which. */
  | { kind: "unavailable"; variation: Variation | null };

const flag = (value: unknown): boolean => value === true || value === 1 || value === "1" || value === "yes";

export function readVariation(raw: unknown): Variation | null {
  if (!isObject(raw)) return null;
  const id = numberField(raw, "variation_id", 0);
  const attributes = stringRecord(raw.attributes);
  if (id <= 0 || !attributes) return null;
  const maxQty = numberField(raw, "max_qty", Number.NaN);
  return {
    id,
    attributes,
    isInStock: flag(raw.is_in_stock),
    isPurchasable: flag(raw.is_purchasable),
    isVisible: flag(raw.variation_is_visible),
    // Absent in some filtered answers: WooCommerce treats a missing flag as active.
    isActive: raw.variation_is_active === undefined ? true : flag(raw.variation_is_active),
    isSoldIndividually: flag(raw.is_sold_individually),
    minQty: numberField(raw, "min_qty", 1),
    maxQty: Number.isFinite(maxQty) && maxQty > 0 ? maxQty : null,
    priceHtml: stringField(raw, "price_html", "") ?? "",
    availabilityHtml: stringField(raw, "availability_html", "") ?? "",
    description: stringField(raw, "variation_description", "") ?? "",
    sku: stringField(raw, "sku", "") ?? "",
    raw,
  };
}

/** The form's `data-product_variations` list; entries that are not variations are dropped. */
export function readVariations(raw: unknown): Variation[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map(readVariation).filter((variation): variation is Variation => variation !== null);
}

/** WooCommerce's isMatch: an empty value on either side matches anything. */
export function isMatch(variationAttributes: Record<string, string>, selection: Selection): boolean {
  for (const [name, wanted] of Object.entries(variationAttributes)) {
    const chosen = selection[name];
    if (chosen !== undefined && chosen !== "" && wanted !== "" && chosen !== wanted) return false;
  }
  return true;
}

export function findMatchingVariations(variations: readonly Variation[], selection: Selection): Variation[] {
  return variations.filter((variation) => isMatch(variation.attributes, selection));
}

export function isComplete(selection: Selection, names: readonly string[]): boolean {
  return names.every((name) => (selection[name] ?? "") !== "");
}

/** Purchasable, in stock, visible: the only variations add-to-cart accepts (docs/behaviour/product-form.md#selection). */
export function isBuyable(variation: Variation): boolean {
  return variation.isPurchasable && variation.isInStock && variation.isVisible;
}

/** The state a complete selection resolves to in inline mode: the first match wins. */
export function resolveSelection(variations: readonly Variation[], selection: Selection, names: readonly string[]): VariationState {
  if (!isComplete(selection, names)) return { kind: "none" };
  const [variation] = findMatchingVariations(variations, selection);
  if (!variation) return { kind: "no-match" };
  return isBuyable(variation) ? { kind: "found", variation } : { kind: "unavailable", variation };
}

/**
 * The options of `name` that can still lead to an active variation given the other choices
 * (update_variation_values). A variation with "any" for `name` makes every option possible.
 */
export function possibleOptions(
  variations: readonly Variation[],
  selection: Selection,
  name: string,
  options: readonly string[],
): Set<string> {
  const others: Selection = { ...selection, [name]: "" };
  const possible = new Set<string>();
  for (const variation of findMatchingVariations(variations, others)) {
    if (!variation.isActive) continue;
    const value = variation.attributes[name] ?? "";
    if (value === "") return new Set(options);
    possible.add(value);
  }
  return possible;
}

export const $variationSelection = map<Selection>({});
export const $variationState = atom<VariationState>({ kind: "none" });

/** The variation a state names (buyable or not), else null. */
export function shownVariation(state: VariationState): Variation | null {
  return state.kind === "found" || state.kind === "unavailable" ? state.variation : null;
}

/**
 * The chosen variation when it is out of stock, else null: the waitlist's case, which the
 * waitlist island swaps add-to-cart for and the sticky bar offers too.
 */
export function soldOutVariation(state: VariationState): Variation | null {
  return state.kind === "unavailable" && state.variation !== null && !state.variation.isInStock ? state.variation : null;
}

export function isSoldOut(state: VariationState): boolean {
  return soldOutVariation(state) !== null;
}

/** The variation the shopper picked (buyable or not), else null: what the gallery and price follow. */
export const $selectedVariation = computed($variationState, shownVariation);
/** True only when add-to-cart may post. */
export const $canAddVariation = computed($variationState, (state) => state.kind === "found");
/** True once any attribute has a value (the "Clear" link shows only then). */
export const $hasSelection = computed($variationSelection, (selection) =>
  Object.values(selection).some((value) => value !== ""),
);

export function setVariationState(state: VariationState): void {
  $variationState.set(state);
}

export function chooseAttribute(name: string, value: string): void {
  $variationSelection.setKey(name, value);
}

/** Clears every choice, keeping the attribute names known. */
export function resetVariationSelection(): void {
  const cleared: Selection = {};
  for (const name of Object.keys($variationSelection.get())) cleared[name] = "";
  $variationSelection.set(cleared);
  $variationState.set({ kind: "none" });
}

/** Calls `listener` with the selected variation's id as a key (null without one), now and on every change. */
export function subscribeSelectedVariationKey(listener: (key: string | null) => void): () => void {
  return $selectedVariation.subscribe((variation) => listener(variation ? String(variation.id) : null));
}
