import { describe, expect, it } from "vitest";
import { capturedJson, htmlResponse, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { createClient } from "./client";
import { encodeForm } from "./http";
import { addListingVariation, getListingVariations, listingAddBody, listingVariationsBody, readCardImages, readListingAdd, readListingVariations } from "./listing-swatches";

describe("readListingVariations", () => {
  it("reads capture 23: both products' variations and card images, from the strings they come as", () => {
    const cards = readListingVariations(capturedJson("23-commercekit_get_ajax_as_variations"));
    expect([...(cards?.keys() ?? [])]).toEqual([25, 53]);
    const hoodie = cards?.get(25);
    expect(hoodie?.variations[0]).toMatchObject({ id: 26, attributes: { attribute_colour: "Dark Gray", attribute_size: "M" }, isInStock: true });
    expect(hoodie?.variations.find((variation) => variation.sku === "HOODIE-DARKGRAY-3XL")?.isInStock).toBe(false);
    expect(hoodie?.images.get(20)?.src).toMatch(/hoodie-dark-gray-300x384\.png$/);
    expect(hoodie?.images.get(20)?.sizes).toBe("(max-width: 300px) 100vw, 300px");
    expect(cards?.get(53)?.images.size).toBeGreaterThan(0);
  });

  it("keeps the products it can read and drops the ones it cannot", () => {
    const good = '[{"variation_id":7,"attributes":{"attribute_size":"M"}}]';
    const cards = readListingVariations({ status: 1, variations: { "1": good, "2": "{not json", "3": "[]", x: good, "4": 5 }, images: { "1": "nope" } });
    expect([...(cards?.keys() ?? [])]).toEqual([1]);
    expect(cards?.get(1)?.images.size).toBe(0);
  });

  it("reads variations sent as arrays rather than strings", () => {
    const cards = readListingVariations({ status: "1", variations: { "9": [{ variation_id: 10, attributes: { attribute_size: "S" } }] } });
    expect(cards?.get(9)?.variations[0]?.id).toBe(10);
  });

  it("reads PHP's empty array as no products", () => {
    expect(readListingVariations({ status: 1, variations: [], images: [] })?.size).toBe(0);
  });

  it.each([[null], ["<html>"], [[]], [{}], [{ status: 0, variations: {} }], [{ status: 1 }], [{ status: 1, variations: "[]" }], [{ status: 1, variations: ["[]"] }]])("rejects %j", (data) => {
    expect(readListingVariations(data)).toBeNull();
  });
});

describe("readCardImages", () => {
  it("reads img_<id> entries with a src, from a string or an object", () => {
    const images = readCardImages('{"img_20":{"src":"/a.png","srcset":"/a.png 300w","sizes":"300px"},"img_x":{"src":"/b.png"},"img_21":{"srcset":"/c.png"},"img_22":{"src":"/d.png"}}');
    expect(Object.fromEntries(images)).toEqual({ 20: { src: "/a.png", srcset: "/a.png 300w", sizes: "300px" }, 22: { src: "/d.png", srcset: "", sizes: "" } });
    expect(readCardImages({ img_5: { src: "/e.png" } }).get(5)?.src).toBe("/e.png");
    expect(readCardImages("][").size).toBe(0);
  });
});

describe("readListingAdd", () => {
  it("reads capture 26: added, with the fragments and the new cart hash", () => {
    const answer = readListingAdd(capturedJson("26-commercekit_ajax_as_add_to_cart"));
    expect(answer?.kind).toBe("added");
    if (answer?.kind !== "added") return;
    expect(answer.message).toBe("Sucessfully added to cart.");
    expect(answer.cartHash).toBe("7767f08c7f51fb837f74d987e023ca4b");
    expect(Object.keys(answer.fragments)).toEqual(["div.widget_shopping_cart_content", "div.shoptimizer-cart"]);
  });

  it("reads capture 29: refused, with the server's notice", () => {
    const answer = readListingAdd(capturedJson("29-commercekit_ajax_as_add_to_cart-outofstock"));
    expect(answer).toEqual({
      kind: "refused",
      noticesHtml: expect.stringContaining("You cannot add &quot;Hoodie - White, XXL&quot; to the cart because the product is out of stock."),
      message: "Error on adding to cart.",
    });
  });

  it.each([[null], ["ok"], [{}], [{ status: 1 }], [{ status: 1, fragments: "x" }], [{ status: 2, fragments: {} }]])("rejects %j", (data) => {
    expect(readListingAdd(data)).toBeNull();
  });
});

describe("request bodies", () => {
  it("asks for a batch of products as one comma list (capture 23)", () => {
    expect(encodeForm(listingVariationsBody([25, 53]))).toBe("product_ids=25%2C53");
  });

  it("adds with CommerceKit's field names (capture 26)", () => {
    const body = listingAddBody({ productId: 25, variationId: 47, nonce: "d99608d53e", attributes: { attribute_colour: "Blue", attribute_size: "L" } });
    expect(new URLSearchParams(encodeForm(body)).toString()).toBe(
      new URLSearchParams([
        ["product_id", "25"],
        ["variation_id", "47"],
        ["commercekit_nonce", "d99608d53e"],
        ["variations[attribute_colour]", "Blue"],
        ["variations[attribute_size]", "L"],
      ]).toString(),
    );
  });
});

describe("the listing calls through the client", () => {
  it("POSTs the listing swatches' calls to CommerceKit; the add waits in the cart queue", async () => {
    const order: string[] = [];
    let releaseAdd: () => void = () => undefined;
    const { fetch, calls } = routedFetch({
      add_to_cart: () =>
        new Promise((resolve) => {
          releaseAdd = () => {
            order.push("simple add answered");
            resolve(jsonResponse(capturedJson("24-add_to_cart-simple")));
          };
        }),
      commercekit_get_ajax_as_variations: () => jsonResponse(capturedJson("23-commercekit_get_ajax_as_variations")),
      commercekit_ajax_as_add_to_cart: () => {
        order.push("listing add sent");
        return jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart"));
      },
    });
    const client = createClient(testConfig(), { fetch });
    const simpleAdd = client.addToCart({ product_id: "61" });
    const listingAdd = addListingVariation(client, { productId: 25, variationId: 47, nonce: "n", attributes: { attribute_colour: "Blue" } });
    const variations = await getListingVariations(client, [25, 53]);
    expect(variations?.ok && [...variations.value.keys()]).toEqual([25, 53]);
    expect(order).toEqual([]);
    releaseAdd();
    const added = await listingAdd;
    await simpleAdd;
    expect(added?.ok && added.value.kind).toBe("added");
    expect(order).toEqual(["simple add answered", "listing add sent"]);
    // The variations are a read: not queued behind the cart's add.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /?commercekit-ajax=commercekit_get_ajax_as_variations",
      "POST /?wc-ajax=add_to_cart",
      "POST /?commercekit-ajax=commercekit_ajax_as_add_to_cart",
    ]);
  });

  it("reports a listing add's garbled answer as unexpected, and an HTML error page as not JSON", async () => {
    const { fetch } = routedFetch({
      commercekit_ajax_as_add_to_cart: () => jsonResponse({ status: 1 }),
      commercekit_get_ajax_as_variations: () => htmlResponse("<html>error</html>", 200),
    });
    const client = createClient(testConfig(), { fetch });
    await expect(addListingVariation(client, { productId: 25, variationId: 47, nonce: "n", attributes: {} })).resolves.toEqual({ ok: false, failure: { kind: "unexpected" } });
    const variations = await getListingVariations(client, [25]);
    expect(variations?.ok === false && variations.failure.kind).toBe("not-json");
  });

  it("makes no call on a store without CommerceKit", () => {
    const { fetch } = routedFetch({});
    const client = createClient(testConfig({ ckAjaxUrl: "" }), { fetch });
    expect(getListingVariations(client, [25])).toBeNull();
    expect(addListingVariation(client, { productId: 25, variationId: 47, nonce: "n", attributes: {} })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
