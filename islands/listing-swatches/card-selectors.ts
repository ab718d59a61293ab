/** CommerceKit's listing swatch form: what the arm (first bundle) and the mount both look for. */
export const CARD_FORM_SELECTOR = "form.cgkit-swatch-form";

/**
 * Whether the card's variations are in the page (CommerceKit prints `false` when it leaves them
 * to its ajax call). Cheap, for the arm: a page whose cards all carry theirs (a product page's
 * related cards, the wishlist) then loads none of the batch code before the cards mount.
 */
export function cardVariationsInPage(island: Element): boolean {
  const inline = island.querySelector(CARD_FORM_SELECTOR)?.getAttribute("data-product_variations");
  return inline !== null && inline !== undefined && inline.trim() !== "false";
}
