/**
 * The quantity the product page's add-to-cart form would send. The quantity island writes it
 * (only for the product form, never for cart rows); Discount Rules' price-by-quantity and the
 * sticky bar read it. Null until a product form's quantity island has mounted.
 */
import { atom } from "nanostores";

export const $productQuantity = atom<number | null>(null);

/** True for the summary's add-to-cart form (simple or variable), false for cart rows and others. */
export function isProductFormInput(input: HTMLInputElement): boolean {
  const form = input.form;
  return form !== null && form.classList.contains("cart") && !form.classList.contains("woocommerce-cart-form");
}
