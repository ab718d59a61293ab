// @vitest-environment node
import { describe, expect, it } from "vitest";
import { capturedJson } from "../../src/testing/fixtures";
import { readMiniCartBumps, renderMiniCartBumps } from "./ajax-order-bump-blocks";
import { idList } from "./ajax-order-bump";
import { placeWithPlugin } from "./plugin-render";
import { asRecord, Client, demoStoreForFile } from "./test-helpers";

const ORDER_BUMP_WRAP_START = '<div class="commercekit-order-bump-wrap';

const base = demoStoreForFile();

const ADD = "/?commercekit-ajax=commercekit_order_bump_add";
const VIEWS = "/?commercekit-ajax=commercekit_orderbump_views";
const capturedAfterCart = (): string => String((capturedJson("31-commercekit_mini_cart_blocks") as { data: { after_cart: string } }).data.after_cart);

async function nonceOf(client: Client): Promise<string> {
  return String(asRecord(await (await client.fetch(`/?commercekit-ajax=commercekit_get_nonce&v=${Date.now()}`)).json()).nonce);
}

/** A visitor with a cart (the T-Shirt), and the nonce of its session. */
async function shopper(): Promise<{ client: Client; nonce: string }> {
  const client = new Client(base());
  await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
  return { client, nonce: await nonceOf(client) };
}

async function blocksOf(client: Client): Promise<string> {
  const body = asRecord(await (await client.fetch(`/?commercekit-ajax=commercekit_mini_cart_blocks&v=${Date.now()}`)).json());
  return String(asRecord(body.data).after_cart);
}

describe("commercekit_order_bump_add", () => {
  it("adds the product and answers capture 32, with the click-ids cookie and the new cart hash", async () => {
    const { client, nonce } = await shopper();
    const res = await client.post(ADD, { product_id: "75", commercekit_nonce: nonce });
    expect(res.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(res.headers.get("cache-control")).toBe("no-cache, must-revalidate, max-age=0, no-store, private");
    expect(await res.json()).toEqual(capturedJson("32-commercekit_order_bump_add"));
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^commercekit_obp_click_ids=75; expires=.+ GMT; Max-Age=86400; path=\/$/);
    expect(cookies[1]).toMatch(/^woocommerce_cart_hash=[0-9a-f]{32}; path=\/$/);
    const fragments = asRecord(asRecord(await client.postJson("/?wc-ajax=get_refreshed_fragments", { time: "1" })).fragments);
    expect(String(fragments["div.shoptimizer-cart"])).toContain('<span class="count">2</span>');
  });

  it("refuses (status 0, HTTP 200) a bad nonce, a product already in the cart and one WooCommerce will not add, changing nothing", async () => {
    const { client, nonce } = await shopper();
    const refused = { status: 0, message: "Error on adding to cart." };
    const attempts: Record<string, string>[] = [
      { product_id: "75", commercekit_nonce: "bad" },
      { product_id: "75" },
      { product_id: "61", commercekit_nonce: nonce },
      { product_id: "69", commercekit_nonce: nonce },
      { product_id: "0", commercekit_nonce: nonce },
    ];
    for (const fields of attempts) {
      const res = await client.post(ADD, fields);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(refused);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(client.cookies.has("commercekit_obp_click_ids")).toBe(false);
  });

  it("refuses the nonce a visitor was given before the cart's session began (CommerceKit's nonce follows the session)", async () => {
    const client = new Client(base());
    const early = await nonceOf(client);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    expect(await client.postJson(ADD, { product_id: "73", commercekit_nonce: early })).toMatchObject({ status: 0 });
    expect(await client.postJson(ADD, { product_id: "73", commercekit_nonce: await nonceOf(client) })).toMatchObject({ status: 1 });
  });
});

describe("commercekit_orderbump_views", () => {
  it("answers capture 33 and adds the ids new to its cookie", async () => {
    const { client, nonce } = await shopper();
    const res = await client.post(VIEWS, { product_ids: "75,73", commercekit_nonce: nonce });
    expect(await res.json()).toEqual(capturedJson("33-commercekit_orderbump_views"));
    expect(res.headers.getSetCookie()[0]).toMatch(/^commercekit_obp_view_ids=75%2C73; expires=.+; Max-Age=86400; path=\/$/);
    const again = await client.post(VIEWS, { product_ids: "73,67", commercekit_nonce: nonce });
    expect(again.headers.getSetCookie()[0]).toMatch(/^commercekit_obp_view_ids=75%2C73%2C67;/);
    const same = await client.post(VIEWS, { product_ids: "67", commercekit_nonce: nonce });
    expect(same.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a bad nonce or no ids", async () => {
    const { client, nonce } = await shopper();
    for (const fields of [{ product_ids: "73", commercekit_nonce: "bad" }, { product_ids: "", commercekit_nonce: nonce }, { product_ids: "x,-1", commercekit_nonce: nonce }]) {
      expect(await client.postJson(VIEWS, fields)).toEqual({ status: 0, message: "Error on updating order bump views." });
    }
  });

  it("reads CommerceKit's comma lists", () => {
    expect(idList("75,73, 75,,x,-2,0")).toEqual([75, 73]);
    expect(idList(undefined)).toEqual([]);
  });
});

describe("the drawer's bumps (the blocks' after_cart)", () => {
  it("renders capture 31 exactly from its parts when no bump is in the cart", () => {
    const parts = readMiniCartBumps(capturedAfterCart());
    expect(parts.bumps.map((bump) => bump.productId)).toEqual([67, 71]);
    expect(renderMiniCartBumps(parts, parts.bumps)).toBe(capturedAfterCart());
    expect(renderMiniCartBumps(parts, [])).toBe("");
  });

  it("answers the capture's bumps in their island, then leaves out each one added, as CommerceKit does", async () => {
    const { client, nonce } = await shopper();
    const both = await blocksOf(client);
    expect(both).toBe(placeWithPlugin("order-bumps", capturedAfterCart().split("http://127.0.0.1:8881").join(base().replace(/\/$/, ""))));
    await client.post(ADD, { product_id: "67", commercekit_nonce: nonce });
    const one = await blocksOf(client);
    expect(one.startsWith('<div data-island="order-bump"')).toBe(true);
    expect(one).toContain(`${ORDER_BUMP_WRAP_START} cgkit-minicart multiple-order-bumps cgkit-single-order-bump">`);
    expect(one).toContain('<div class="commercekit-order-bump active" data-index="1" id="ckobp-minicart-71" data-product-id="71">');
    expect(one).not.toContain("ckobp-minicart-67");
    expect(one).not.toContain("ckobp-nav");
    await client.post(ADD, { product_id: "71", commercekit_nonce: nonce });
    expect(await blocksOf(client)).toBe("");
  });

  it("can be faulted like every other action", async () => {
    const { client, nonce } = await shopper();
    client.cookies.set("islet_demo_fault", "commercekit_order_bump_add%3A500");
    const res = await client.post(ADD, { product_id: "75", commercekit_nonce: nonce });
    expect(res.status).toBe(500);
    client.cookies.delete("islet_demo_fault");
    expect(await client.postJson(ADD, { product_id: "75", commercekit_nonce: nonce })).toMatchObject({ status: 1 });
  });
});
