/** Where the server prints the summary's price and Shoptimizer's sale badge (in the island). */
export const PRICE_SELECTOR = ".cgkit-as-variation-price";
export const BADGE_SELECTOR = ".sale-item.product-label";
