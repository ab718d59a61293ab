// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LISTING_ADDED_MESSAGE, LISTING_REFUSED_MESSAGE } from "./ajax-listing-swatches";
import { AJAX_DIR } from "./paths";
import { asRecord, Client, demoStoreForFile } from "./test-helpers";

const storeUrl = demoStoreForFile();

const VARIATIONS = "/?commercekit-ajax=commercekit_get_ajax_as_variations";
const ADD = "/?commercekit-ajax=commercekit_ajax_as_add_to_cart";
const BLUE_L = { product_id: "25", variation_id: "47", "variations[attribute_colour]": "Blue", "variations[attribute_size]": "L" };
const WHITE_XXL = { product_id: "25", variation_id: "34", "variations[attribute_colour]": "White", "variations[attribute_size]": "XXL" };

async function nonceFor(client: Client): Promise<string> {
  return String(asRecord(await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce&v=1")).json()).nonce);
}

describe("commercekit_get_ajax_as_variations", () => {
  it("answers the listed variable products only, as JSON strings with this store's URLs (capture 23's shape)", async () => {
    const body = asRecord(await new Client(storeUrl()).postJson(VARIATIONS, { product_ids: "25,53,61,999" }));
    expect(body.status).toBe(1);
    const variations = asRecord(body.variations);
    const images = asRecord(body.images);
    expect(Object.keys(variations)).toEqual(["25", "53"]);
    expect(Object.keys(images)).toEqual(["25", "53"]);
    const hoodie: unknown = JSON.parse(String(variations["25"]));
    const captured = asRecord(JSON.parse(readFileSync(path.join(AJAX_DIR, "23-commercekit_get_ajax_as_variations.json"), "utf8")));
    const capturedHoodie: unknown = JSON.parse(String(asRecord(captured.variations)["25"]));
    expect(Array.isArray(hoodie) && hoodie.length).toBe(Array.isArray(capturedHoodie) && capturedHoodie.length);
    const hoodieImages = asRecord(JSON.parse(String(images["25"])));
    expect(String(asRecord(hoodieImages.img_20).src)).toBe(`${storeUrl().replace(/\/$/, "")}/wp-content/uploads/2026/11/hoodie-dark-gray-300x384.png`);
    expect(String(variations["25"])).not.toContain("127.0.0.1:8881");
  });

  it("answers an empty batch with empty maps", async () => {
    expect(await new Client(storeUrl()).postJson(VARIATIONS, { product_ids: "" })).toEqual({ status: 1, variations: [], images: [] });
  });
});

describe("commercekit_ajax_as_add_to_cart", () => {
  it("adds the variation: fragments with the new count, cart hash and cart cookies (capture 26's shape)", async () => {
    const client = new Client(storeUrl());
    const body = asRecord(await client.postJson(ADD, { ...BLUE_L, commercekit_nonce: await nonceFor(client) }));
    expect(Object.keys(body)).toEqual(["status", "notices", "message", "fragments", "cart_hash"]);
    expect(body).toMatchObject({ status: 1, notices: "", message: LISTING_ADDED_MESSAGE });
    expect(String(asRecord(body.fragments)["div.shoptimizer-cart"])).toContain('<span class="count">1</span>');
    expect(client.cookies.get("woocommerce_cart_hash")).toBe(body.cart_hash);
  });

  it("refuses an out-of-stock variation with WooCommerce's notice, word for word as capture 29", async () => {
    const client = new Client(storeUrl());
    const body = await client.postJson(ADD, { ...WHITE_XXL, commercekit_nonce: await nonceFor(client) });
    const captured: unknown = JSON.parse(readFileSync(path.join(AJAX_DIR, "29-commercekit_ajax_as_add_to_cart-outofstock.json"), "utf8"));
    expect(body).toEqual(captured);
    expect(client.cookies.has("woocommerce_cart_hash")).toBe(false);
  });

  it("refuses a wrong nonce and a variation of another product, without a notice and without adding", async () => {
    const client = new Client(storeUrl());
    expect(await client.postJson(ADD, { ...BLUE_L, commercekit_nonce: "nope" })).toEqual({ status: 0, notices: "", message: LISTING_REFUSED_MESSAGE });
    const nonce = await nonceFor(client);
    expect(await client.postJson(ADD, { ...BLUE_L, product_id: "53", commercekit_nonce: nonce })).toEqual({ status: 0, notices: "", message: LISTING_REFUSED_MESSAGE });
    expect(client.cookies.has("woocommerce_cart_hash")).toBe(false);
  });
});
