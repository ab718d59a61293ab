/**
 * A listing card's server markup (CommerceKit's `form.cgkit-swatch-form` inside `li.product`,
 * captures pages/shop.html, category-hoodies.html, search-results.html), read once at mount: the
 * same form as the product page's (hidden selects, swatch lists, variation id) plus the card's
 * images (`data-images`) and the card's own picture, which follows the chosen colour.
 */
import { readCardImages, type CardImage } from "../../src/api/listing-swatches";
import { parseJson } from "../../src/contract/validate";
import { readVariations, type Selection, type Variation } from "../../src/stores/variation";
import { readSwatchGroups, type SwatchGroupData } from "../../src/swatches/swatches";
import { readCardExtras, type CardExtras } from "./card-extras";
import { CARD_FORM_SELECTOR } from "./card-selectors";

/** The card's own picture; Shoptimizer's flip image (`img.gallery-image`) may sit beside it. */
const CARD_IMAGE_SELECTOR = ".woocommerce-image__wrapper img:not(.gallery-image)";

export interface CardRefs {
  form: HTMLFormElement;
  productId: number;
  /** Null when the server left them out (`false` or absent): they are asked for in a batch. */
  variations: Variation[] | null;
  /** Image id → card image (`data-images`); empty until the batch answers, in ajax mode. */
  images: Map<number, CardImage>;
  /** `attribute_colour`, `attribute_size`, … in the form's order. */
  names: string[];
  /** The hidden selects, in the same order: they keep the choice (the arm's early presses too). */
  selects: HTMLSelectElement[];
  groups: SwatchGroupData[];
  /** The card's picture and what the server printed in it, to give back on deselect. */
  picture: { element: HTMLImageElement; server: CardImage } | null;
  /** The price, hover row and flip image around the form (card-extras.ts). */
  extras: CardExtras;
}

function readInlineVariations(form: HTMLFormElement): Variation[] | null {
  const parsed = parseJson(form.getAttribute("data-product_variations") ?? "false");
  return parsed.ok ? readVariations(parsed.value) : null;
}

function readPicture(form: HTMLFormElement): CardRefs["picture"] {
  const element = form.closest("li.product")?.querySelector<HTMLImageElement>(CARD_IMAGE_SELECTOR);
  if (!element) return null;
  const server = { src: element.getAttribute("src") ?? "", srcset: element.getAttribute("srcset") ?? "", sizes: element.getAttribute("sizes") ?? "" };
  return { element, server };
}

/** Null (the island leaves the card alone) without a swatch form, a product id or swatches. */
export function readCard(island: HTMLElement): CardRefs | null {
  const form = island.querySelector<HTMLFormElement>(CARD_FORM_SELECTOR);
  const productId = Number(form?.getAttribute("data-product_id"));
  if (!form || !Number.isInteger(productId) || productId <= 0) return null;
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>(".variations select"));
  const names = selects.map((select) => select.getAttribute("data-attribute_name") || select.name);
  // The attributes' own lists: not the hover row's copy of the first (islet_fill_hover_row).
  const groups = readSwatchGroups(form.querySelector("table.variations") ?? form, names);
  if (groups.length === 0) return null;
  return {
    form,
    productId,
    variations: readInlineVariations(form),
    images: readCardImages(form.getAttribute("data-images") ?? ""),
    names,
    selects,
    groups,
    picture: readPicture(form),
    extras: readCardExtras(form),
  };
}

/**
 * The selects' values by attribute name (the arm may have set them before the mount). The arm's
 * own reader is not imported: it sits in the first bundle, and sharing it would split that chunk.
 */
export function selectedOn(card: Pick<CardRefs, "names" | "selects">): Selection {
  return Object.fromEntries(card.names.map((name, index) => [name, card.selects[index]?.value ?? ""]));
}

/** Writes a selection to the selects (the form without JavaScript, other scripts read them). */
export function selectOn(card: Pick<CardRefs, "names" | "selects">, selection: Selection): void {
  card.names.forEach((name, index) => {
    const select = card.selects[index];
    if (select) select.value = selection[name] ?? "";
  });
}
