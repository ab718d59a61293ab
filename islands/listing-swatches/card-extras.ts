/**
 * The parts of a listing card around its swatch form that CommerceKit's listing script kept in
 * step with the choice, read once at mount: the card's price (`.cgkit-as-variation-price
 * .price`, which shows the chosen variation's price and the server's again without one), the
 * hover row (`.cgkit-as-swatches-clone`, a copy of the first attribute's swatches), and the
 * theme's second picture (`img.gallery-image`, Shoptimizer's flip image), hidden while a
 * swatch's picture shows.
 */
import type { Variation } from "../../src/stores/variation";

/** One of the card's price elements and what the server printed in it. */
export interface CardPrice {
  element: HTMLElement;
  serverHtml: string;
}

export interface CardExtras {
  prices: CardPrice[];
  /** Where the copy of the first attribute's swatches goes, when CommerceKit printed one. */
  clone: HTMLElement | null;
  /** The copy the plugin printed in it (islet_fill_hover_row), which the island's copy replaces. */
  cloneList: HTMLElement | null;
  flipImage: HTMLElement | null;
}

export function readCardExtras(form: HTMLFormElement): CardExtras {
  const card = form.closest("li.product");
  const prices = Array.from(card?.querySelectorAll<HTMLElement>(".cgkit-as-variation-price .price") ?? []);
  return {
    prices: prices.map((element) => ({ element, serverHtml: element.innerHTML })),
    clone: form.querySelector<HTMLElement>(".cgkit-as-swatches-clone"),
    cloneList: form.querySelector<HTMLElement>(".cgkit-as-swatches-clone > ul.cgkit-attribute-swatches"),
    flipImage: card?.querySelector<HTMLElement>(".woocommerce-image__wrapper img.gallery-image") ?? null,
  };
}

/**
 * What goes inside the card's price for a variation: its `price_html`'s `.price` contents
 * (server HTML, as the product page shows it). Null when there is none — WooCommerce leaves
 * `price_html` empty when every variation costs the same — and the server's price stays.
 */
export function variationPriceInner(variation: Pick<Variation, "priceHtml"> | null): string | null {
  if (!variation || variation.priceHtml.trim() === "") return null;
  const template = document.createElement("template");
  template.innerHTML = variation.priceHtml;
  const price = template.content.querySelector(".price");
  return price ? price.innerHTML : template.innerHTML;
}

/** Shows `inner` in each of the card's prices, or what the server printed when null. */
export function paintPrices(prices: readonly CardPrice[], inner: string | null): void {
  for (const price of prices) {
    const html = inner ?? price.serverHtml;
    if (price.element.innerHTML !== html) price.element.innerHTML = html;
  }
}

/** The flip image hides while a swatch's picture shows, so the card does not flip back to another colour. */
export function showFlipImage(flipImage: HTMLElement | null, show: boolean): void {
  if (flipImage) flipImage.style.display = show ? "" : "none";
}
