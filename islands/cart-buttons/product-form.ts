/**
 * A simple product's own form, added by ajax where the store asks for it (`productFormAjax`:
 * Shoptimizer's "single product ajax add to cart" setting, whose script leaves the page with this
 * island, docs/decisions/0031-product-form-add.md). Variable products' forms are the variation-form
 * island's; grouped and other types keep posting, as does every form with the setting off.
 */
import type { IslandContext } from "../../src/runtime/types";
import { readQuantity } from "../../src/quantity/limits";
import { sendAddToCart } from "../../src/cart/add-to-cart";

/** The product's own form: the theme's ajax add takes `.summary form.cart`, and so do we. */
const PRODUCT_FORM_SELECTOR = ".summary form.cart";

/** The form of a simple product in the page's summary, or null for any other form. */
export function simpleProductForm(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof HTMLFormElement) || !target.matches(PRODUCT_FORM_SELECTOR)) return null;
  if (target.classList.contains("variations_form")) return null;
  return target.closest(".product.product-type-simple") ? target : null;
}

/**
 * The fields the form posts, for `?wc-ajax=add_to_cart`: `product_id` from the button's
 * `add-to-cart` value, and `add-to-cart` itself left out (WooCommerce's form handler acts on that
 * field on every request, ajax ones too, and would add the item a second time). Other fields
 * (a plugin's add-on options) go as they are; files cannot, so a form with one keeps posting.
 */
export function simpleFormAddBody(form: HTMLFormElement, button: HTMLButtonElement | null): Record<string, string> | null {
  const data = new FormData(form);
  const productId = button?.value || String(data.get("add-to-cart") ?? "");
  if (!/^\d+$/.test(productId)) return null;
  const body: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== "string") return null;
    if (name !== "add-to-cart") body[name] = value;
  }
  const quantity = form.querySelector<HTMLInputElement>("input[name=quantity]");
  // Never the raw text: a typed 1e309 must not reach the request (quantity rules).
  body.quantity = quantity ? String(readQuantity(quantity)) : "1";
  body.product_id = productId;
  return body;
}

/** The delegated submit handler: the form's own post unless the store adds by ajax. */
export function onProductFormSubmit(event: SubmitEvent, context: IslandContext): void {
  if (event.defaultPrevented || !context.config.productFormAjax) return;
  const form = simpleProductForm(event.target);
  if (!form) return;
  const button = form.querySelector<HTMLButtonElement>("button.single_add_to_cart_button");
  const body = simpleFormAddBody(form, button);
  if (!button || !body) return;
  event.preventDefault();
  if (button.classList.contains("loading")) return;
  void sendAddToCart(button, body, context);
}
