/**
 * The classic cart page's changing parts, printed per visitor in the captured page's markup
 * (fixtures/reference-store/pages/cart-with-items.html): the cart form's rows and actions, the
 * `.cart_totals` block (coupons, shipping methods, the calculator as captured) and the notices
 * wrapper. URLs are site-relative, as the page transform leaves the rest of the page. The form is
 * printed as WooCommerce prints it: the plugin places the rows' quantity islands (routes-pages.ts).
 */
import { escapeAttribute } from "../../src/contract/markup";
import type { CartSummary, PricedLine } from "./cart";
import { FREE_SHIPPING_THRESHOLD, itemLink, priceHtml, quantityPrice, thumbnail } from "./fragments";
import type { CartPageState } from "./visitors";

/** The demo store's coupon: 10% off the subtotal (WooCommerce stores codes lower-cased). */
export const DEMO_COUPON = { code: "save10", percent: 10 };
export const FLAT_RATE = { id: "flat_rate:1", label: "Flat rate", cost: 495 };
export const FREE_SHIPPING = { id: "free_shipping:2", label: "Free shipping", cost: 0 };

export interface CartPageNonces {
  /** `woocommerce-cart`: the form's `woocommerce-cart-nonce` and the links' `_wpnonce`. */
  cart: string;
}

export interface CartTotals {
  subtotal: number;
  discounts: { code: string; amount: number }[];
  methods: (typeof FLAT_RATE)[];
  chosen: typeof FLAT_RATE;
  total: number;
}

export function cartTotals(summary: CartSummary, state: CartPageState): CartTotals {
  const discounts = state.coupons.map((code) => ({ code, amount: Math.round((summary.subtotal * DEMO_COUPON.percent) / 100) }));
  const discounted = summary.subtotal - discounts.reduce((sum, discount) => sum + discount.amount, 0);
  // WooCommerce's free shipping here needs £50 before the coupon's discount is taken off.
  const methods = summary.subtotal >= FREE_SHIPPING_THRESHOLD ? [FLAT_RATE, FREE_SHIPPING] : [FLAT_RATE];
  const chosen = methods.find((method) => method.id === state.shipping) ?? FLAT_RATE;
  return { subtotal: summary.subtotal, discounts, methods, chosen, total: discounted + chosen.cost };
}

export const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** wc_print_notices(): WooCommerce's success, error and info templates. */
export function renderNotices(notices: CartPageState["notices"]): string {
  const errors = notices.filter((notice) => notice.type === "error");
  const out = errors.length ? [`<ul class="woocommerce-error" role="alert">\n${errors.map((notice) => `\t\t\t<li>\n\t\t\t${notice.text}\t\t</li>\n`).join("")}\t</ul>\n`] : [];
  for (const notice of notices) {
    if (notice.type === "success") out.push(`<div class="woocommerce-message" role="alert">\n\t\t${notice.text}\t</div>\n`);
    if (notice.type === "notice") out.push(`<div class="woocommerce-info" role="status">\n\t\t${notice.text}\t</div>\n`);
  }
  return out.join("");
}

function cartRow(priced: PricedLine, nonces: CartPageNonces): string {
  const { line, product } = priced;
  const name = escapeHtml(product.name);
  const link = itemLink("", product);
  const max = product.stock === null ? "" : String(product.stock);
  const quantity =
    `<div class="quantity">\n\t\t<label class="screen-reader-text" for="quantity_${line.key.slice(0, 13)}">${name} quantity</label>\n\t<input\n\t\ttype="number"\n\t\t\t\tid="quantity_${line.key.slice(0, 13)}"\n\t\tclass="input-text qty text"\n` +
    `\t\tname="cart[${line.key}][qty]"\n\t\tvalue="${line.quantity}"\n\t\taria-label="Product quantity"\n\t\t\t\tmin="0"\n\t\t\t\t\tmax="${max}"\n\t\t\t\t\t\t\tstep="1"\n\t\t\tplaceholder=""\n\t\t\tinputmode="numeric"\n\t\t\tautocomplete="off"\n\t\t\t/>\n\t</div>`;
  return `
					<tr class="woocommerce-cart-form__cart-item cart_item">
						<td class="product-remove">
							<a role="button" href="/cart/?remove_item=${line.key}&#038;_wpnonce=${nonces.cart}" class="remove" aria-label="Remove ${escapeAttribute(product.name)} from cart" data-product_id="${line.productId}" data-product_sku="${escapeAttribute(product.sku)}">&times;</a>						</td>
						<td class="product-thumbnail">
						<a href="${link}">${thumbnail("", product)}</a>						</td>
						<td scope="row" role="rowheader" class="product-name" data-title="Product">
						<a href="${link}">${name}</a>						</td>
						<td class="product-price" data-title="Price">
							${quantityPrice(priced)}						</td>
						<td class="product-quantity" data-title="Quantity">
						${quantity}
						</td>
						<td class="product-subtotal" data-title="Subtotal">
							${priceHtml(priced.lineTotal)}						</td>
					</tr>`;
}

/** The cart form (WooCommerce's cart/cart.php): rows, coupon, Update cart and the nonce. */
export function renderCartForm(summary: CartSummary, nonces: CartPageNonces): string {
  return `<form class="woocommerce-cart-form" action="/cart/" method="post">
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text">Remove item</span></th>
				<th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>
				<th scope="col" class="product-name">Product</th>
				<th scope="col" class="product-price">Price</th>
				<th scope="col" class="product-quantity">Quantity</th>
				<th scope="col" class="product-subtotal">Subtotal</th>
			</tr>
		</thead>
		<tbody>${summary.lines.map((priced) => cartRow(priced, nonces)).join("")}
			<tr>
				<td colspan="6" class="actions">
											<div class="coupon">
							<label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code" /> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
													</div>
					<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${nonces.cart}" /><input type="hidden" name="_wp_http_referer" value="/cart/" />				</td>
			</tr>
		</tbody>
	</table>
	</form>`;
}

function shippingMethod(method: typeof FLAT_RATE, chosen: boolean, only: boolean): string {
  const id = `shipping_method_0_${method.id.replace(/[^a-z0-9]/g, "")}`;
  const label = method.cost ? `${method.label}: ${priceHtml(method.cost)}` : method.label;
  const input = only
    ? `<input type="hidden" name="shipping_method[0]" data-index="0" id="${id}" value="${method.id}" class="shipping_method" />`
    : `<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${method.id}" class="shipping_method" ${chosen ? " checked='checked'" : ""} />`;
  return `\n\t\t\t\t\t<li>\n\t\t\t\t\t\t${input}<label for="${id}">${label}</label>\t\t\t\t\t</li>`;
}

function destinationText(state: CartPageState): string {
  const place = state.destination;
  if (!place) return "Shipping options will be updated during checkout.";
  const parts = [place.city, place.state, place.postcode, place.country].filter((part) => part !== "").map(escapeHtml);
  return `Shipping to <strong>${parts.join(", ")}</strong>. `;
}

/** woocommerce_cart_totals(): the `.cart_totals` block with the calculator as the page printed it. */
export function renderCartTotals(summary: CartSummary, state: CartPageState, calculator: string): string {
  const totals = cartTotals(summary, state);
  const discounts = totals.discounts
    .map(
      ({ code, amount }) =>
        `\n\t\t\t<tr class="cart-discount coupon-${code}">\n\t\t\t\t<th>Coupon: ${code}</th>\n\t\t\t\t<td data-title="Coupon: ${code}">-${priceHtml(amount)} <a href="/cart/?remove_coupon=${code}" class="woocommerce-remove-coupon" data-coupon="${code}">[Remove]</a></td>\n\t\t\t</tr>`,
    )
    .join("");
  const methods = totals.methods.map((method) => shippingMethod(method, method.id === totals.chosen.id, totals.methods.length === 1)).join("");
  return `<div class="cart_totals ">
	<h2>Cart totals</h2>
	<table cellspacing="0" class="shop_table shop_table_responsive">
		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td data-title="Subtotal">${priceHtml(totals.subtotal)}</td>
		</tr>${discounts}
			<tr class="woocommerce-shipping-totals shipping">
	<th>Shipping</th>
	<td data-title="Shipping">
					<ul id="shipping_method" class="woocommerce-shipping-methods">${methods}
							</ul>
							<p class="woocommerce-shipping-destination">
					${destinationText(state)}				</p>
${calculator}
			</td>
</tr>
		<tr class="order-total">
			<th>Total</th>
			<td data-title="Total"><strong>${priceHtml(totals.total)}</strong> </td>
		</tr>
	</table>
	<div class="wc-proceed-to-checkout">
<a href="/checkout/" class="checkout-button button alt wc-forward">
	Proceed to checkout</a>
	</div>
</div>`;
}
