/** CommerceKit's listing swatch form: what the arm (first bundle) and the mount both look for. */
export const CARD_FORM_SELECTOR = "form.cgkit-swatch-form";

/** The island's swatch form and its product, or null when it has no such form with a product id. */
export function cardFormOf(island: Element): { form: HTMLFormElement; productId: number } | null {
  const form = island.querySelector<HTMLFormElement>(CARD_FORM_SELECTOR);
  const productId = Number(form?.getAttribute("data-product_id"));
  if (!form || !Number.isInteger(productId) || productId <= 0) return null;
  return { form, productId };
}

/**
 * Whether the card's variations are in the page (CommerceKit prints `false` when it leaves them
 * to its ajax call). Cheap, for the arm: a page whose cards all carry theirs (a product page's
 * related cards, the wishlist) then loads none of the batch code before the cards mount.
 */
export function cardVariationsInPage(island: Element): boolean {
  const form = island.querySelector(CARD_FORM_SELECTOR);
  return form !== null && formCarriesVariations(form);
}

/** Whether a swatch form carries its variations (see cardVariationsInPage). */
export function formCarriesVariations(form: Element): boolean {
  const inline = form.getAttribute("data-product_variations");
  return inline !== null && inline.trim() !== "false";
}
