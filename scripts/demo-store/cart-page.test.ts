// @vitest-environment node
/** The demo store's classic cart page: what WooCommerce answers to cart.js's calls (cart-page-actions.ts). */
import { describe, expect, it } from "vitest";
import { Client, demoStoreForFile } from "./test-helpers";

const storeUrl = demoStoreForFile();

async function visitorWithCart(...ids: number[]): Promise<{ client: Client; page: () => Promise<string> }> {
  const client = new Client(storeUrl());
  for (const id of ids) await client.post("/?wc-ajax=add_to_cart", { product_id: String(id), quantity: "1" });
  return { client, page: async () => (await client.fetch("/cart/")).text() };
}
const field = (html: string, pattern: RegExp): string => pattern.exec(html)?.[1] ?? "";
const cartNonce = (html: string) => field(html, /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/);
const islandNonce = (html: string, name: string) => field(html, new RegExp(`"${name}":"([0-9a-f]+)"`));
const orderTotal = (html: string) => field(html, /<tr class="order-total">[\s\S]*?<\/span>([\d.,]+)<\/bdi>/);
const T_SHIRT = "7f39f8317fbdb1988ef4c628eba02591";

describe("the cart page per visitor", () => {
  it("lists the visitor's rows and totals, with the cart-page island's nonces", async () => {
    const { page } = await visitorWithCart(61, 75);
    const html = await page();
    expect(html.match(/class="woocommerce-cart-form__cart-item cart_item"/g)).toHaveLength(2);
    expect(orderTotal(html)).toBe("28.95");
    expect(islandNonce(html, "applyCouponNonce")).toMatch(/^[0-9a-f]{10}$/);
    expect(html).toContain('<div data-island="cart-page"');
  });

  it("update_cart sets quantities (0 removes) with the cart nonce, then redirects to a page saying so; a wrong nonce changes nothing", async () => {
    const { client, page } = await visitorWithCart(61, 75);
    const nonce = cartNonce(await page());
    const wrong = await client.post("/cart/", { [`cart[${T_SHIRT}][qty]`]: "3", "woocommerce-cart-nonce": "0000000000", update_cart: "Update cart" });
    expect(wrong.status).toBe(200);
    expect(orderTotal(await page())).toBe("28.95");
    const right = await client.post("/cart/", { [`cart[${T_SHIRT}][qty]`]: "0", "woocommerce-cart-nonce": nonce, update_cart: "Update cart" });
    expect(right.status).toBe(302);
    const after = await page();
    // The notice, not the config's own "Cart updated." string.
    const notice = /<div class="woocommerce-message" role="alert">\s*Cart updated\./;
    expect(after).toMatch(notice);
    expect(after).not.toContain("Remove Classic T-Shirt from cart");
    expect(await page()).not.toMatch(notice); // printed once
  });

  it("remove_item says 'removed. Undo?' and the undo link brings the row back", async () => {
    const { client, page } = await visitorWithCart(61, 75);
    const nonce = cartNonce(await page());
    expect((await client.fetch(`/cart/?remove_item=${T_SHIRT}&_wpnonce=${nonce}`)).status).toBe(302);
    const removed = await page();
    expect(removed).toContain("&ldquo;Classic T-Shirt&rdquo; removed.");
    const undo = field(removed, /href="([^"]*undo_item[^"]*)" class="restore-item"/).replace("&#038;", "&");
    expect((await client.fetch(undo)).status).toBe(302);
    expect(await page()).toContain("Remove Classic T-Shirt from cart");
  });

  it("apply_coupon and remove_coupon answer notices, and 403 -1 with a wrong security", async () => {
    const { client, page } = await visitorWithCart(61, 75);
    const html = await page();
    const apply = islandNonce(html, "applyCouponNonce");
    expect((await client.post("/?wc-ajax=apply_coupon", { security: "bad", coupon_code: "save10" })).status).toBe(403);
    const unknown = await (await client.post("/?wc-ajax=apply_coupon", { security: apply, coupon_code: "nope" })).text();
    expect(unknown).toContain('<ul class="woocommerce-error" role="alert">');
    expect(unknown).toContain("Coupon &quot;nope&quot; cannot be applied because it does not exist.");
    expect(await (await client.post("/?wc-ajax=apply_coupon", { security: apply, coupon_code: "SAVE10" })).text()).toContain("Coupon code applied successfully.");
    expect(orderTotal(await page())).toBe("26.55");
    const remove = islandNonce(html, "removeCouponNonce");
    expect(await (await client.post("/?wc-ajax=remove_coupon", { security: remove, coupon: "save10" })).text()).toContain("Coupon has been removed.");
    expect(orderTotal(await page())).toBe("28.95");
  });

  it("update_shipping_method and get_cart_totals answer the .cart_totals block", async () => {
    const { client, page } = await visitorWithCart(65);
    const nonce = islandNonce(await page(), "updateShippingMethodNonce");
    const totals = await (await client.post("/?wc-ajax=update_shipping_method", { security: nonce, "shipping_method[0]": "free_shipping:2" })).text();
    expect(totals.startsWith('<div class="cart_totals ">')).toBe(true);
    expect(orderTotal(totals)).toBe("59.00");
    expect(orderTotal(await (await client.fetch("/?wc-ajax=get_cart_totals")).text())).toBe("59.00");
  });

  it("calc_shipping keeps the destination and says 'Shipping costs updated.'", async () => {
    const { client, page } = await visitorWithCart(61);
    const nonce = field(await page(), /name="woocommerce-shipping-calculator-nonce" value="([0-9a-f]+)"/);
    const answer = await client.post("/cart/", { calc_shipping_country: "GB", calc_shipping_postcode: "sw1a 1aa", calc_shipping: "x", "woocommerce-shipping-calculator-nonce": nonce });
    const html = await answer.text();
    expect(html).toContain("Shipping costs updated.");
    expect(html).toContain("Shipping to <strong>SW1A 1AA, GB</strong>");
  });
});
