/**
 * `discount-price`: a simple product's summary price area (`div.cgkit-as-variation-price`) shows
 * Discount Rules' price for the chosen quantity, and the server's price again when none applies.
 */
import type { IslandModule } from "../../src/runtime/types";
import type { DiscountPriceProps } from "./props";
import { $discountPriceHtml, discountPriceMarkup } from "./store";

export const PRICE_AREA_SELECTOR = ".cgkit-as-variation-price";

export function paintDiscountPrice(island: HTMLElement, signal?: AbortSignal): void {
  const area = island.querySelector<HTMLElement>(PRICE_AREA_SELECTOR);
  if (!area) return;
  const serverPrice = area.innerHTML;
  const stop = $discountPriceHtml.subscribe((html) => {
    // The answer is the store's own price HTML (trusted, as WooCommerce's templates print it).
    const next = html === null ? serverPrice : discountPriceMarkup(html);
    if (area.innerHTML !== next) area.innerHTML = next;
  });
  signal?.addEventListener(
    "abort",
    () => {
      stop();
      area.innerHTML = serverPrice;
    },
    { once: true },
  );
}

export const discountPrice: IslandModule<DiscountPriceProps> = {
  mount(element, _props, context) {
    paintDiscountPrice(element, context.signal);
  },
};
