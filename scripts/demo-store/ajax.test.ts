// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "./cookies";
import { asRecord, Client, startTestStore, type TestStore } from "./test-helpers";

let t: TestStore;
let base: string;
beforeAll(async () => {
  t = await startTestStore();
  base = t.store.url;
});
afterAll(() => t.stop());

const origin = (): string => base.replace(/\/$/, "");
const T_SHIRT_KEY = "7f39f8317fbdb1988ef4c628eba02591";
const JSON_TYPE = "application/json; charset=UTF-8";

function fragmentsOf(body: unknown): Record<string, string> {
  const fragments = asRecord(asRecord(body).fragments);
  return Object.fromEntries(Object.entries(fragments).map(([key, value]) => [key, String(value)]));
}

describe("POST ?wc-ajax=add_to_cart", () => {
  it("adds a simple product: fragments, cart hash, cart and session cookies", async () => {
    const client = new Client(base);
    const res = await client.post("/?wc-ajax=add_to_cart", { product_sku: "TSHIRT", product_id: "61", quantity: "1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(JSON_TYPE);
    expect(res.headers.get("cache-control")).toBe("no-cache, must-revalidate, max-age=0, no-store, private");
    const body = asRecord(await res.json());
    expect(Object.keys(body)).toEqual(["fragments", "cart_hash"]);
    const fragments = fragmentsOf(body);
    expect(Object.keys(fragments)).toEqual(["div.widget_shopping_cart_content", "div.shoptimizer-cart"]);
    const miniCart = fragments["div.widget_shopping_cart_content"] ?? "";
    expect(miniCart).toContain(`data-cart_item_key="${T_SHIRT_KEY}"`);
    expect(miniCart).toContain(`href="${origin()}/cart/?remove_item=${T_SHIRT_KEY}&#038;_wpnonce=`);
    expect(miniCart).toContain('<span class="quantity">1 &times; <span class="woocommerce-Price-amount amount"><bdi>');
    expect(miniCart).not.toContain("cgkit-fsn-bar");
    expect(miniCart).not.toContain("commercekit-order-bump");
    expect(fragments["div.shoptimizer-cart"]).toContain('<span class="count">1</span>');
    expect(fragments["div.shoptimizer-cart"]).toContain("</span>14.00</span>");
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toBe("woocommerce_items_in_cart=1; path=/");
    expect(cookies[1]).toBe(`woocommerce_cart_hash=${String(body.cart_hash)}; path=/`);
    expect(cookies[2]).toMatch(new RegExp(`^${SESSION_COOKIE}=t_[0-9a-f]{30}%7C\\d+%7C\\d+%7C.+; expires=.+ GMT; Max-Age=172800; path=/; HttpOnly$`));
    expect(String(body.cart_hash)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends only the cookies whose value changed on a second add", async () => {
    const client = new Client(base);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    const res = await client.post("/?wc-ajax=add_to_cart", { product_id: "46", quantity: "2" });
    const body = asRecord(await res.json());
    expect(res.headers.getSetCookie()).toEqual([`woocommerce_cart_hash=${String(body.cart_hash)}; path=/`]);
  });

  it("answers a variable parent with error and the product URL on the same origin", async () => {
    const client = new Client(base);
    const res = await client.post("/?wc-ajax=add_to_cart", { product_sku: "HOODIE", product_id: "25", quantity: "1" });
    expect(res.headers.get("content-type")).toBe(JSON_TYPE);
    expect(await res.text()).toBe(`{"error":true,"product_url":"${origin().replace(/\//g, "\\/")}\\/product\\/hoodie\\/"}`);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "53" })).toEqual({ error: true, product_url: `${origin()}/product/zip-hoodie/` });
  });

  it("refuses out-of-stock products and variations without starting a session", async () => {
    const client = new Client(base);
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "69" })).toEqual({ error: true, product_url: `${origin()}/product/wool-beanie/` });
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "34" })).toEqual({ error: true, product_url: `${origin()}/product/hoodie/` });
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "59" })).toEqual({ error: true, product_url: `${origin()}/product/zip-hoodie/` });
    expect(client.cookies.size).toBe(0);
  });

  it("refuses unknown products with the shop URL", async () => {
    const client = new Client(base);
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "9999" })).toEqual({ error: true, product_url: `${origin()}/shop/` });
  });

  it("refuses more than the visitor's remaining stock", async () => {
    const client = new Client(base);
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "73", quantity: "6" })).toEqual({ error: true, product_url: `${origin()}/product/striped-socks/` });
    expect(asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "73", quantity: "4" })).fragments).toBeDefined();
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "73", quantity: "2" })).toEqual({ error: true, product_url: `${origin()}/product/striped-socks/` });
    expect(asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "26", quantity: "3" })).fragments).toBeDefined();
    expect(asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "26" })).error).toBe(true);
    expect(asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "47", quantity: "3" })).error).toBe(true);
  });

  it("answers a missing product_id with an empty body", async () => {
    const res = await new Client(base).post("/?wc-ajax=add_to_cart", { quantity: "1" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("accepts a variation id: the row names the variation, data-product_id is the parent", async () => {
    const client = new Client(base);
    const body = await client.postJson("/?wc-ajax=add_to_cart", { product_id: "46", quantity: "2" });
    const miniCart = fragmentsOf(body)["div.widget_shopping_cart_content"] ?? "";
    expect(miniCart).toContain('aria-label="Remove Hoodie - Blue, M from cart" data-product_id="25" data-cart_item_key="81b896c3bf2e253d26d9ab4809f9a9ee" data-product_sku="HOODIE-BLUE-M"');
    expect(miniCart).toContain(`<a href="${origin()}/product/hoodie/?attribute_colour=Blue&#038;attribute_size=M">`);
    expect(miniCart).toContain("<span class=\"quantity\">2 &times; ");
    expect(miniCart).toContain("</span>90.00</bdi>");
  });

  it("adds a sold-individually product once, with quantity 1", async () => {
    const client = new Client(base);
    const body = await client.postJson("/?wc-ajax=add_to_cart", { product_id: "79", quantity: "3" });
    expect(fragmentsOf(body)["div.shoptimizer-cart"]).toContain('<span class="count">1</span>');
    expect(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "79" })).toEqual({ error: true, product_url: `${origin()}/product/gift-card/` });
  });
});

describe("POST ?wc-ajax=remove_from_cart", () => {
  it("removes a known key, and expires the cart cookies when the cart empties", async () => {
    const client = new Client(base);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    expect(client.cookies.get("woocommerce_items_in_cart")).toBe("1");
    const res = await client.post("/?wc-ajax=remove_from_cart", { cart_item_key: T_SHIRT_KEY });
    const body = asRecord(await res.json());
    expect(body.cart_hash).toBe("");
    expect(fragmentsOf(body)["div.widget_shopping_cart_content"]).toContain("No products in the cart.");
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^woocommerce_items_in_cart=0; expires=.+ GMT; Max-Age=0; path=\/$/);
    expect(cookies[1]).toMatch(/^woocommerce_cart_hash=0; expires=.+ GMT; Max-Age=0; path=\/$/);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('answers an unknown key with {"success":false}', async () => {
    const client = new Client(base);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    const res = await client.post("/?wc-ajax=remove_from_cart", { cart_item_key: "doesnotexist" });
    expect(res.headers.get("content-type")).toBe(JSON_TYPE);
    expect(await res.text()).toBe('{"success":false}');
  });
});

describe("POST ?wc-ajax=get_refreshed_fragments", () => {
  it('answers an empty cart with cart_hash ""', async () => {
    const res = await new Client(base).post("/?wc-ajax=get_refreshed_fragments", { time: String(Date.now()) });
    const body = asRecord(await res.json());
    expect(body.cart_hash).toBe("");
    expect(fragmentsOf(body)["div.widget_shopping_cart_content"]).toBe(
      '<div class="widget_shopping_cart_content">\n\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n</div>',
    );
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("keeps one cart per visitor", async () => {
    const alice = new Client(base);
    const bob = new Client(base);
    await alice.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    await bob.post("/?wc-ajax=add_to_cart", { product_id: "75", quantity: "2" });
    const aliceCart = fragmentsOf(await alice.postJson("/?wc-ajax=get_refreshed_fragments", { time: "1" }));
    const bobCart = fragmentsOf(await bob.postJson("/?wc-ajax=get_refreshed_fragments", { time: "1" }));
    expect(aliceCart["div.widget_shopping_cart_content"]).toContain("Classic T-Shirt");
    expect(aliceCart["div.widget_shopping_cart_content"]).not.toContain("Tote Bag");
    expect(bobCart["div.widget_shopping_cart_content"]).toContain("Tote Bag");
    expect(bobCart["div.shoptimizer-cart"]).toContain('<span class="count">2</span>');
    expect(alice.cookies.get(SESSION_COOKIE)).not.toBe(bob.cookies.get(SESSION_COOKIE));
  });

  it("answers an unknown wc-ajax endpoint with an empty 200", async () => {
    const res = await new Client(base).post("/?wc-ajax=no_such_endpoint", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(await res.text()).toBe("");
  });
});

describe("CommerceKit", () => {
  it("gives a 10-hex nonce per visitor, at both URLs", async () => {
    const client = new Client(base);
    const first = asRecord(await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce&v=1")).json());
    expect(first).toEqual({ status: 1, nonce: expect.stringMatching(/^[0-9a-f]{10}$/), state: 0 });
    const viaAdmin = await client.fetch("/wp-admin/admin-ajax.php?action=commercekit_get_nonce&v=2");
    expect(viaAdmin.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(asRecord(await viaAdmin.json()).nonce).toBe(first.nonce);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    const other = new Client(base);
    await other.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    const mine = asRecord(await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce&v=3")).json()).nonce;
    const theirs = asRecord(await (await other.fetch("/?commercekit-ajax=commercekit_get_nonce&v=3")).json()).nonce;
    expect(mine).not.toBe(theirs);
  });

  it("gives empty mini cart blocks for an empty cart", async () => {
    const res = await new Client(base).fetch("/?commercekit-ajax=commercekit_mini_cart_blocks&v=1");
    expect(res.headers.get("content-type")).toBe(JSON_TYPE);
    expect(await res.json()).toEqual({ success: true, data: { before_cart: "", after_cart: "" } });
  });

  it("gives the free-shipping bar and the order bump for a cart", async () => {
    const client = new Client(base);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    const small = asRecord(asRecord(await (await client.fetch("/?commercekit-ajax=commercekit_mini_cart_blocks&v=1")).json()).data);
    expect(small.before_cart).toContain('style="width:28%;"');
    expect(small.before_cart).toContain("Get &lt;strong&gt;free shipping&lt;/strong&gt; for orders over");
    expect(small.after_cart).toContain('id="ckobp-minicart-67"');
    expect(small.after_cart).toContain('id="ckobp-minicart-71"');
    expect(small.after_cart).toContain(`href="${origin()}/product/baseball-cap/"`);
    expect(small.after_cart).not.toContain("8881");
    await client.post("/?wc-ajax=add_to_cart", { product_id: "65" });
    const big = asRecord(asRecord(await (await client.fetch("/wp-admin/admin-ajax.php?action=commercekit_mini_cart_blocks&v=2")).json()).data);
    expect(big.before_cart).toContain("Your order qualifies for free shipping!");
  });

  it("answers other actions as admin-ajax does: 400 and 0", async () => {
    for (const path of ["/?commercekit-ajax=commercekit_unknown", "/wp-admin/admin-ajax.php?action=nope", "/wp-admin/admin-ajax.php"]) {
      const res = await new Client(base).fetch(path);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("0");
    }
  });
});
