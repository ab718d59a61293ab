/**
 * The cart form's "Update cart" button, usable only once a row's quantity changed, as
 * WooCommerce's cart.js keeps it (the server prints it usable, for a page without scripts). The
 * quantity stepper and the cart page both switch it, so it is said once, here.
 */

/** WooCommerce's cart form on the cart page. */
export const CART_FORM_SELECTOR = "form.woocommerce-cart-form";

/** The form's Update cart button (a `<button>`, or an `<input>` in older templates), or null. */
export function updateCartButton(root: ParentNode): HTMLButtonElement | HTMLInputElement | null {
  return root.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"]');
}

export function setUpdateCartUsable(root: ParentNode, usable: boolean): void {
  const button = updateCartButton(root);
  if (!button) return;
  button.disabled = !usable;
  button.setAttribute("aria-disabled", String(!usable));
}
