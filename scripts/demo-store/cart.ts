/**
 * The cart model: one visitor's lines, WooCommerce's add-to-cart rules (stock, sold
 * individually, variable parents), pricing (sale prices and the Discount Rules bulk
 * discount) and the cart hash.
 */
import { createHash } from "node:crypto";
import type { Catalogue, Product } from "./catalogue";

export interface CartLine {
  /** WooCommerce's cart item key (see cartItemKey). */
  key: string;
  /** The parent product for a variation, as WooCommerce stores it. */
  productId: number;
  variationId: number;
  quantity: number;
}

export interface Cart {
  lines: CartLine[];
}

export type AddResult =
  | { ok: true; line: CartLine }
  /** productId: the product whose page to send the shopper to; null when unknown. */
  | { ok: false; productId: number | null };

export interface PricedLine {
  line: CartLine;
  product: Product;
  /** Unit price in pence (the sale price when on sale). */
  unitPrice: number;
  /** Unit price after a bulk discount, or null when no discount applies. */
  discountedPrice: number | null;
  lineTotal: number;
}

export interface CartSummary {
  lines: PricedLine[];
  /** Number of items (sum of quantities). */
  count: number;
  /** Subtotal in pence. */
  subtotal: number;
}

const md5 = (text: string): string => createHash("md5").update(text).digest("hex");

/**
 * WooCommerce's generate_cart_id(): md5 of `product_variation_attributes` joined by "_", so the
 * same product gets the same key as on the real store (e.g. md5("61") for the T-shirt).
 */
export function cartItemKey(productId: number, variationId: number, attributes: [string, string][]): string {
  const parts = [String(productId)];
  if (variationId) parts.push(String(variationId));
  if (attributes.length) parts.push(attributes.map(([key, value]) => `${key.trim()}${value.trim()}`).join(""));
  return md5(parts.join("_"));
}

/** WooCommerce reads `empty($quantity) ? 1 : intval($quantity)`. */
export function parseQuantity(raw: string | undefined): number {
  if (raw === undefined || raw === "" || raw === "0") return 1;
  const parsed = Number.parseInt(raw, 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

function quantityInCart(cart: Cart, product: Product): number {
  return cart.lines
    .filter((line) => (product.type === "variation" ? line.variationId === product.id : line.productId === product.id && !line.variationId))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** Adds `id` (a simple product or a variation id) the way WC_AJAX::add_to_cart does. */
export function addToCart(cart: Cart, catalogue: Catalogue, id: number, rawQuantity: string | undefined): AddResult {
  const product = catalogue.get(id);
  if (!product) return { ok: false, productId: null };
  const fail: AddResult = { ok: false, productId: catalogue.parentOf(product)?.id ?? product.id };
  let quantity = parseQuantity(rawQuantity);
  if (product.type === "variable" || quantity <= 0 || !product.inStock) return fail;
  const inCart = quantityInCart(cart, product);
  if (product.soldIndividually) {
    if (inCart > 0) return fail;
    quantity = 1;
  }
  if (product.stock !== null && inCart + quantity > product.stock) return fail;
  const productId = product.type === "variation" ? product.parentId : product.id;
  const variationId = product.type === "variation" ? product.id : 0;
  const key = cartItemKey(productId, variationId, product.type === "variation" ? product.attributes : []);
  const existing = cart.lines.find((line) => line.key === key);
  if (existing) {
    existing.quantity += quantity;
    return { ok: true, line: existing };
  }
  const line: CartLine = { key, productId, variationId, quantity };
  cart.lines.push(line);
  return { ok: true, line };
}

export function removeFromCart(cart: Cart, key: string): boolean {
  const index = cart.lines.findIndex((line) => line.key === key);
  if (index < 0) return false;
  cart.lines.splice(index, 1);
  return true;
}

function bulkPercent(catalogue: Catalogue, cart: Cart, productId: number): number {
  const rule = catalogue.bulkDiscounts.find((entry) => entry.productId === productId);
  if (!rule) return 0;
  const quantity = cart.lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
  return rule.tiers.filter((tier) => quantity >= tier.minQuantity).reduce((best, tier) => Math.max(best, tier.percent), 0);
}

/** Prices every line: the product's current price, less the Discount Rules bulk discount. */
export function priceCart(cart: Cart, catalogue: Catalogue): CartSummary {
  const lines: PricedLine[] = [];
  for (const line of cart.lines) {
    const product = catalogue.get(line.variationId || line.productId);
    if (!product) continue;
    const percent = bulkPercent(catalogue, cart, line.productId);
    const discountedPrice = percent ? Math.round((product.price * (100 - percent)) / 100) : null;
    const lineTotal = (discountedPrice ?? product.price) * line.quantity;
    lines.push({ line, product, unitPrice: product.price, discountedPrice, lineTotal });
  }
  return {
    lines,
    count: lines.reduce((sum, priced) => sum + priced.line.quantity, 0),
    subtotal: lines.reduce((sum, priced) => sum + priced.lineTotal, 0),
  };
}

/** Like WC_Cart::get_cart_hash(): md5 of the cart contents and total; "" when empty. */
export function cartHash(summary: CartSummary): string {
  if (!summary.lines.length) return "";
  const contents = summary.lines.map(({ line, lineTotal }) => [line.key, line.productId, line.variationId, line.quantity, lineTotal]);
  return md5(JSON.stringify(contents) + (summary.subtotal / 100).toFixed(2));
}
