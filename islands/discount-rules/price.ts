/**
 * `discount-price`: a simple product's summary price area (`div.cgkit-as-variation-price`) shows
 * Discount Rules' price for the chosen quantity, and the server's price again when none applies
 * (DiscountPrice.tsx).
 */
export const PRICE_AREA_SELECTOR = ".cgkit-as-variation-price";
