/**
 * What a selection on a card means (docs/behaviour/product-form.md#swatches, the product page's
 * rules, whose `selectionAfterPress` gives the selection after a press): the variation to add once
 * every attribute is chosen, and the picture to show.
 */
import type { CardImage } from "../../src/api/listing-swatches";
import { findMatchingVariations, isComplete, type Selection, type Variation } from "../../src/stores/variation";
import type { SwatchGroupData } from "../../src/swatches/swatches";

export type PressResult =
  /** Not every attribute is chosen yet. */
  | { kind: "choosing"; selection: Selection }
  /**
   * Every attribute chosen and a variation matches: add it. One out of stock is sent too, so the
   * shopper reads the store's own refusal (capture 29); CommerceKit's script sends nothing for it
   * and shows nothing, which the issue rules out ("never a silent nothing").
   */
  | { kind: "add"; selection: Selection; variation: Variation }
  /** Every attribute chosen and nothing matches. */
  | { kind: "no-match"; selection: Selection };

type CardChoices = { names: readonly string[]; variations: readonly Variation[] };

/** What a selection leads to on a card whose variations are known. */
export function outcomeFor(card: CardChoices, selection: Selection): PressResult {
  if (!isComplete(selection, card.names)) return { kind: "choosing", selection };
  const [variation] = findMatchingVariations(card.variations, selection);
  return variation ? { kind: "add", selection, variation } : { kind: "no-match", selection };
}

/** No attribute chosen (the card after an add, or given back to the server). */
export const emptySelection = (names: readonly string[]): Selection => Object.fromEntries(names.map((name) => [name, ""]));

/** The picture for the chosen swatches: the first chosen one with an image (the colour), else null. */
export function pictureFor(groups: readonly SwatchGroupData[], selection: Selection, images: ReadonlyMap<number, CardImage>): CardImage | null {
  for (const group of groups) {
    const chosen = group.items.find((item) => item.value === (selection[group.name] ?? "") && item.value !== "");
    const image = chosen?.imageId ? images.get(Number(chosen.imageId)) : undefined;
    if (image) return image;
  }
  return null;
}

/** Shows `image` in the card's picture, or the server's own when null. */
export function paintPicture(picture: { element: HTMLImageElement; server: CardImage }, image: CardImage | null): void {
  const shown = image ?? picture.server;
  const { element } = picture;
  if (element.getAttribute("src") === shown.src) return;
  // srcset and sizes first: the browser picks its candidate when src changes.
  element.setAttribute("srcset", shown.srcset);
  element.setAttribute("sizes", shown.sizes);
  element.setAttribute("src", shown.src);
}
