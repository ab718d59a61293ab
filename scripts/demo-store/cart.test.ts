// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addToCart, cartHash, cartItemKey, parseQuantity, priceCart, removeFromCart, type Cart } from "./cart";
import { loadCatalogue } from "./catalogue";

const catalogue = loadCatalogue();
const empty = (): Cart => ({ lines: [] });

describe("catalogue", () => {
  it("reads the variations from the captured pages", () => {
    const blueL = catalogue.get(47);
    expect(blueL).toMatchObject({ type: "variation", parentId: 25, name: "Hoodie - Blue, L", sku: "HOODIE-BLUE-L", price: 2900, regularPrice: 4500, stock: 2, image: "hoodie-blue", imageAlt: "Hoodie Blue" });
    expect(catalogue.get(26)).toMatchObject({ stock: 3, inStock: true });
    for (const id of [30, 34, 35, 36, 44, 50, 59]) expect(catalogue.get(id)?.inStock, String(id)).toBe(false);
    expect(catalogue.get(41)?.price).toBe(3600);
    expect(catalogue.get(54)).toMatchObject({ name: "Zip Hoodie - Black, M", price: 5500, stock: 8 });
    const hoodie = catalogue.get(25);
    expect(hoodie?.type === "variable" ? hoodie.variationIds : []).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
    expect(catalogue.get(61)).toMatchObject({ type: "simple", price: 1400, regularPrice: 1800 });
  });
});

describe("cart", () => {
  it("uses WooCommerce's cart item keys", () => {
    expect(cartItemKey(61, 0, [])).toBe("7f39f8317fbdb1988ef4c628eba02591");
    expect(cartItemKey(25, 46, [["attribute_colour", "Blue"], ["attribute_size", "M"]])).toBe("81b896c3bf2e253d26d9ab4809f9a9ee");
  });

  it("reads quantities like WooCommerce", () => {
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity("")).toBe(1);
    expect(parseQuantity("0")).toBe(1);
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("-2")).toBe(-2);
    expect(parseQuantity("abc")).toBe(0);
  });

  it("merges repeated adds into one line", () => {
    const cart = empty();
    addToCart(cart, catalogue, 61, "1");
    addToCart(cart, catalogue, 61, "2");
    expect(cart.lines).toEqual([{ key: "7f39f8317fbdb1988ef4c628eba02591", productId: 61, variationId: 0, quantity: 3 }]);
  });

  it("refuses variable parents, unknown ids, bad quantities, out of stock and over stock", () => {
    const cart = empty();
    expect(addToCart(cart, catalogue, 25, "1")).toEqual({ ok: false, productId: 25 });
    expect(addToCart(cart, catalogue, 404, "1")).toEqual({ ok: false, productId: null });
    expect(addToCart(cart, catalogue, 61, "-1")).toEqual({ ok: false, productId: 61 });
    expect(addToCart(cart, catalogue, 69, "1")).toEqual({ ok: false, productId: 69 });
    expect(addToCart(cart, catalogue, 50, "1")).toEqual({ ok: false, productId: 25 });
    expect(addToCart(cart, catalogue, 47, "2").ok).toBe(true);
    expect(addToCart(cart, catalogue, 47, "1")).toEqual({ ok: false, productId: 25 });
    expect(cart.lines).toHaveLength(1);
  });

  it("keeps sold-individually products at one", () => {
    const cart = empty();
    expect(addToCart(cart, catalogue, 79, "5").ok).toBe(true);
    expect(cart.lines[0]?.quantity).toBe(1);
    expect(addToCart(cart, catalogue, 79, "1")).toEqual({ ok: false, productId: 79 });
  });

  it("applies the Hoodie bulk discount over all its variations (10% from 3, 15% from 6)", () => {
    const cart = empty();
    addToCart(cart, catalogue, 46, "2");
    expect(priceCart(cart, catalogue).subtotal).toBe(9000);
    addToCart(cart, catalogue, 47, "1");
    const summary = priceCart(cart, catalogue);
    expect(summary.lines.map((line) => line.discountedPrice)).toEqual([4050, 2610]);
    expect(summary.subtotal).toBe(10710);
    addToCart(cart, catalogue, 41, "3");
    expect(priceCart(cart, catalogue).lines.map((line) => line.discountedPrice)).toEqual([3825, 2465, 3060]);
    addToCart(cart, catalogue, 54, "3");
    expect(priceCart(cart, catalogue).lines[3]?.discountedPrice).toBeNull();
  });

  it("hashes the contents: empty is '', changes change it", () => {
    const cart = empty();
    expect(cartHash(priceCart(cart, catalogue))).toBe("");
    addToCart(cart, catalogue, 61, "1");
    const one = cartHash(priceCart(cart, catalogue));
    addToCart(cart, catalogue, 61, "1");
    expect(cartHash(priceCart(cart, catalogue))).not.toBe(one);
    expect(removeFromCart(cart, "7f39f8317fbdb1988ef4c628eba02591")).toBe(true);
    expect(removeFromCart(cart, "7f39f8317fbdb1988ef4c628eba02591")).toBe(false);
    expect(cartHash(priceCart(cart, catalogue))).toBe("");
  });
});
