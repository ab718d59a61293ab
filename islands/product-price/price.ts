/**
 * The summary's price and Shoptimizer's sale badge follow the selected variation (the rules;
 * ProductPrice.tsx renders them).
 *
 * - Price: CommerceKit's `.cgkit-as-variation-price` shows the variation's `price_html` (empty
 *   when every variation costs the same: then the range stays), Discount Rules' price for the
 *   chosen quantity when it has one, and the server's range again once nothing is selected.
 * - Badge: `.sale-item.product-label` is hidden until `shoptimizer_get_sale_prices` answered and
 *   a variation is selected; then it shows that variation's label, or stays hidden if it has
 *   none. The call goes out on the first choice only (no request on page load), once.
 */
import type { Variation } from "../../src/stores/variation";
import { discountPriceMarkup } from "../../src/stores/discount-price";

import { BADGE_SELECTOR, PRICE_SELECTOR } from "./selectors";

/**
 * The price area's markup: Discount Rules' price for the chosen quantity wins (null when none
 * applies; it is reset whenever the variation changes, so it always belongs to this one), then
 * the variation's own price, then the server's range. All of it is the store's own HTML.
 */
export function priceMarkup(variation: Variation | null, discount: string | null, serverPrice: string): string {
  if (variation && discount !== null) return discountPriceMarkup(discount);
  return variation && variation.priceHtml.trim() !== "" ? inServerPriceElement(serverPrice, variation.priceHtml) : serverPrice;
}

/**
 * The variation's price inside the server's own `.price` element, as CommerceKit swaps it (the
 * element's contents, not the element): the theme floats `p.price`, so the sale badge after it
 * sits beside the price; the variation's `<span class="price">` would push it onto a line of
 * its own (docs/decisions/0029-real-store-parity.md).
 */
export function inServerPriceElement(serverPrice: string, chosen: string): string {
  const server = document.createElement("template");
  server.innerHTML = serverPrice;
  const element = server.content.querySelector(".price");
  if (!element) return chosen;
  const next = document.createElement("template");
  next.innerHTML = chosen.trim();
  const only = next.content.childElementCount === 1 && next.content.childNodes.length === 1 ? next.content.firstElementChild : null;
  element.innerHTML = only?.classList.contains("price") ? only.innerHTML : chosen;
  return server.innerHTML;
}

/** What the server printed, read once at mount: the component renders the same elements. */
export interface ServerPrice {
  price: HTMLElement | null;
  badge: HTMLElement | null;
}

export function readServerPrice(island: HTMLElement): ServerPrice {
  return { price: island.querySelector<HTMLElement>(PRICE_SELECTOR), badge: island.querySelector<HTMLElement>(BADGE_SELECTOR) };
}
