/**
 * HTML of the cart fragments, in exactly the structure (and whitespace) the reference store
 * prints: WooCommerce's mini-cart template, Shoptimizer's header cart and CommerceKit's
 * free-shipping bar. See fixtures/reference-store/ajax/24, 30, 31, 35.
 *
 * Unlike the captures, the `div.widget_shopping_cart_content` fragment carries neither the
 * free-shipping bar nor the mini-cart order bump: on the real store CommerceKit injects both
 * into the fragment *and* serves them from commercekit_mini_cart_blocks; our mini-cart island
 * renders the latter, so keeping them in the fragment would show them twice.
 */
import { escapeAttribute } from "../../src/contract/markup";
import { phpUrlencode } from "./wp-functions";
import type { Product } from "./catalogue";
import { productPath } from "./catalogue";
import type { CartSummary, PricedLine } from "./cart";

export interface FragmentContext {
  /** The request's own origin, e.g. `http://127.0.0.1:8080` (WordPress prints absolute URLs). */
  origin: string;
  /** The visitor's `_wpnonce` for cart remove links. */
  removeNonce: string;
}

export const FREE_SHIPPING_THRESHOLD = 5000;

const tabs = (count: number): string => "\t".repeat(count);

/** 1234.5 pounds in pence → `1,234.50`, as wc_price formats GBP. */
export function formatMoney(amount: number): string {
  const [whole = "0", fraction = "00"] = (amount / 100).toFixed(2).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

const SYMBOL = '<span class="woocommerce-Price-currencySymbol">&pound;</span>';

/** wc_price(): the amount inside `<bdi>`. */
export const priceHtml = (amount: number): string =>
  `<span class="woocommerce-Price-amount amount"><bdi>${SYMBOL}${formatMoney(amount)}</bdi></span>`;

/** The header cart and the free-shipping notice print the price without `<bdi>`. */
export const plainPriceHtml = (amount: number): string =>
  `<span class="woocommerce-Price-amount amount">${SYMBOL}${formatMoney(amount)}</span>`;


export function itemLink(origin: string, product: Product): string {
  const base = `${origin}${productPath(product)}`;
  if (product.type !== "variation") return base;
  return `${base}?${product.attributes.map(([key, value]) => `${key}=${phpUrlencode(value)}`).join("&#038;")}`;
}

export function thumbnail(origin: string, product: Product): string {
  const file = (size: string): string => `${origin}/wp-content/uploads/2026/11/${product.image}${size}.png`;
  const srcset = [
    `${file("-300x384")} 300w`,
    `${file("-234x300")} 234w`,
    `${file("-768x983")} 768w`,
    `${file("-441x564")} 441w`,
    `${file("-150x192")} 150w`,
    `${file("")} 800w`,
  ].join(", ");
  return (
    `<img width="300" height="384" src="${file("-300x384")}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" ` +
    `alt="${escapeAttribute(product.imageAlt)}" decoding="async" loading="lazy" srcset="${srcset}" ` +
    `sizes="(max-width: 360px) 147px, auto, (max-width: 300px) 100vw, 300px" />`
  );
}

/** The price after "Q ×": the plain price, or Discount Rules' strike-out when a bulk discount applies. */
export function quantityPrice(priced: PricedLine): string {
  if (priced.discountedPrice === null) return priceHtml(priced.unitPrice);
  return `<div class="awdr_cart_strikeout_line"><del>${priceHtml(priced.unitPrice)}</del>&nbsp;<ins>${priceHtml(priced.discountedPrice)}</ins></div>`;
}

function removeLink(ctx: FragmentContext, priced: PricedLine): string {
  const { line, product } = priced;
  const name = escapeAttribute(product.name);
  return (
    `<a role="button" href="${ctx.origin}/cart/?remove_item=${line.key}&#038;_wpnonce=${ctx.removeNonce}" ` +
    `class="remove remove_from_cart_button" aria-label="Remove ${name} from cart" data-product_id="${line.productId}" ` +
    `data-cart_item_key="${line.key}" data-product_sku="${escapeAttribute(product.sku)}" ` +
    `data-success_message="&ldquo;${name}&rdquo; has been removed from your cart">&times;</a>`
  );
}

function miniCartItem(ctx: FragmentContext, priced: PricedLine): string {
  const { product } = priced;
  return (
    `${tabs(4)}<li class="woocommerce-mini-cart-item mini_cart_item">\n${tabs(5)}${removeLink(ctx, priced)}${tabs(11)}` +
    `<a href="${itemLink(ctx.origin, product)}">\n${tabs(7)}${thumbnail(ctx.origin, product)}${escapeAttribute(product.name)}${tabs(6)}</a>\n` +
    `${tabs(15)}<span class="quantity">${priced.line.quantity} &times; ${quantityPrice(priced)}</span>${tabs(4)}</li>\n${tabs(4)}`
  );
}

/** The `div.widget_shopping_cart_content` fragment (WooCommerce's cart/mini-cart.php). */
export function renderMiniCart(ctx: FragmentContext, cart: CartSummary): string {
  if (!cart.lines.length) {
    return '<div class="widget_shopping_cart_content">\n\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n</div>';
  }
  const items = cart.lines.map((priced) => miniCartItem(ctx, priced)).join("");
  return (
    `<div class="widget_shopping_cart_content">\n\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\n${tabs(2)}${items}\t</ul>\n\n` +
    `\t<p class="woocommerce-mini-cart__total total">\n\t\t<strong>Subtotal:</strong> ${priceHtml(cart.subtotal)}\t</p>\n\n\t\n` +
    `\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${ctx.origin}/cart/" class="button wc-forward">View cart</a>` +
    `<a href="${ctx.origin}/checkout/" class="button checkout wc-forward">Checkout</a></p>\n\n\t\n\n</div>`
  );
}

/** The `div.shoptimizer-cart` fragment: Shoptimizer's header cart (total and item count). */
export function renderHeaderCart(cart: CartSummary): string {
  return (
    `\t\t\t\n\t<div class="shoptimizer-cart">\n${tabs(5)}<a class="cart-contents" role="button" href="#" title="View your shopping cart">\n\t\t\n` +
    `\t\t<span class="amount">${plainPriceHtml(cart.subtotal)}</span>\n\n\t\t\n\t\t<span class="count">${cart.count}</span>\n` +
    `\t\t\n\t\t\n\t\t\n\t\t</a>\n\t</div>\t\n\t\t`
  );
}

/** The fragments object of get_refreshed_fragments, add_to_cart and remove_from_cart. */
export function renderFragments(ctx: FragmentContext, cart: CartSummary): Record<string, string> {
  return {
    "div.widget_shopping_cart_content": renderMiniCart(ctx, cart),
    "div.shoptimizer-cart": renderHeaderCart(cart),
  };
}

/**
 * CommerceKit's free-shipping bar for the mini cart (free shipping over £50). The notice keeps
 * the store's escaped `&lt;strong&gt;` (a known quirk of the real store).
 */
export function renderFreeShippingBar(cart: CartSummary): string {
  if (cart.subtotal >= FREE_SHIPPING_THRESHOLD) {
    return (
      '<div class="cgkit-fsn-bar ckit-fsn-bar-active cgkit-fsn-bar-mini-cart"><div class="cgkit-fsn-progress-bar">' +
      '<span class="cgkit-fsn-amount" style="width:100%;"></span></div>' +
      '<span class="cgkit-fsn-title">Your order qualifies for free shipping!</span></div>'
    );
  }
  const percent = Math.floor((cart.subtotal / FREE_SHIPPING_THRESHOLD) * 100);
  return (
    '<div class="cgkit-fsn-bar cgkit-fsn-bar-mini-cart"><div class="cgkit-fsn-progress-bar">' +
    `<span class="cgkit-fsn-amount" style="width:${percent}%;"></span></div>` +
    `<span class="cgkit-fsn-notice">Get &lt;strong&gt;free shipping&lt;/strong&gt; for orders over ${plainPriceHtml(FREE_SHIPPING_THRESHOLD)}</span></div>`
  );
}
