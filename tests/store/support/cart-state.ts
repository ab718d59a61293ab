/**
 * What a shopper's cart holds on the real store, read the same way on both sides: the drawer's
 * rows, the header's count, the classic cart page's rows and totals (WooCommerce's markup, which
 * Islet keeps), and adding by WooCommerce's own `?add-to-cart=` link in the side's context.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** Shoptimizer's cart drawer. */
export const drawer = (page: Page): Locator => page.locator("#shoptimizerCartDrawer");
export const miniCartItems = (page: Page): Locator => drawer(page).locator(".woocommerce-mini-cart-item");

/** The header's item count (Shoptimizer prints the header cart twice: desktop and phone). */
export const headerCount = (page: Page): Locator => page.locator(".shoptimizer-cart .cart-contents .count").first();

/** WooCommerce's notices on the page (the product page's, the cart page's). */
export const messages = (page: Page): Locator => page.locator(".woocommerce-message").filter({ visible: true });
export const errors = (page: Page): Locator => page.locator(".woocommerce-error").filter({ visible: true });

/**
 * Adds through WooCommerce's no-script link with the context's cookies (its own cart), without
 * loading a page: a page's own ajax calls racing the next add would lose items on either side.
 */
export async function addByLink(page: Page, productId: number, quantity = 1): Promise<void> {
  const answer = await page.context().request.get(`/?add-to-cart=${String(productId)}&quantity=${String(quantity)}`);
  expect(answer.ok(), `GET /?add-to-cart=${String(productId)}`).toBe(true);
}

export interface CartLine {
  name: string;
  quantity: number;
  price: string;
  subtotal: string;
}

export const cartForm = (page: Page): Locator => page.locator("form.woocommerce-cart-form");
export const cartRow = (page: Page, name: string): Locator => cartForm(page).locator("tr.cart_item").filter({ hasText: name });

/** The cart page's rows as the store prints them (name, quantity field, price and subtotal cells). */
export async function cartLines(page: Page): Promise<CartLine[]> {
  return cartForm(page)
    .locator("tr.cart_item")
    .evaluateAll((rows) =>
      rows.map((row) => {
        const text = (selector: string): string => (row.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim();
        const input = row.querySelector<HTMLInputElement>("input.qty");
        return { name: text(".product-name"), quantity: Number(input?.value ?? "0"), price: text(".product-price"), subtotal: text(".product-subtotal") };
      }),
    );
}

/** Opens the cart page and reads its rows. */
export async function cartPageLines(page: Page): Promise<CartLine[]> {
  await page.goto("/cart/", { waitUntil: "domcontentloaded" });
  return cartLines(page);
}

/** The cart totals' subtotal and total cells, as the shopper reads them. */
export const totalsCell = (page: Page, row: "cart-subtotal" | "order-total"): Locator => page.locator(`.cart_totals tr.${row} td`);

/**
 * WooCommerce's cart cookies in the context, for a failure's message: a cart the session lost
 * shows as `woocommerce_items_in_cart` and `woocommerce_cart_hash` gone while the session cookie stays.
 */
export async function cartCookies(page: Page): Promise<string> {
  const names = ["woocommerce_items_in_cart", "woocommerce_cart_hash", "wp_woocommerce_session_"];
  const cookies = await page.context().cookies();
  const kept = cookies.filter((cookie) => names.some((name) => cookie.name.startsWith(name)));
  return `cart cookies: ${kept.map((cookie) => `${cookie.name.replace(/_[0-9a-f]{32}$/, "_…")}=${cookie.value.slice(0, 12)}`).join(", ") || "(none)"}`;
}
