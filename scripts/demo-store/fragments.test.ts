// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addToCart, priceCart, type Cart } from "./cart";
import { loadCatalogue } from "./catalogue";
import { formatMoney, renderFragments, renderFreeShippingBar } from "./fragments";
import { AJAX_DIR, CAPTURE_ORIGIN } from "./paths";

const catalogue = loadCatalogue();
/** The remove-link nonce the captures carry. */
const ctx = { origin: CAPTURE_ORIGIN, removeNonce: "b35def98cc" };

function capture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(AJAX_DIR, name), "utf8")) as Record<string, unknown>;
}

function capturedFragments(name: string): Record<string, string> {
  return capture(name).fragments as Record<string, string>;
}

function cartWith(...adds: [number, string][]): Cart {
  const cart: Cart = { lines: [] };
  for (const [id, quantity] of adds) expect(addToCart(cart, catalogue, id, quantity).ok).toBe(true);
  return cart;
}

const FSN_BAR = /<div class="cgkit-fsn-bar[\s\S]*?<\/span><\/div>(?=\n)/;
const ORDER_BUMP_ROW = /<li><div class="commercekit-order-bump-wrap[\s\S]*?<\/li>/;

/** The captured mini cart without what CommerceKit injects (we serve those as mini cart blocks). */
const withoutCommerceKit = (html: string): string => html.replace(FSN_BAR, "").replace(ORDER_BUMP_ROW, "");

describe("fragments, byte for byte against the captures", () => {
  it.each([
    ["24-add_to_cart-simple.json", cartWith([61, "1"])],
    ["30-get_refreshed_fragments-with-items.json", cartWith([61, "1"], [46, "2"], [47, "1"])],
    ["35-remove_from_cart.json", cartWith([46, "2"], [47, "1"], [75, "1"])],
  ])("%s", (name, cart) => {
    const captured = capturedFragments(name);
    const ours = renderFragments(ctx, priceCart(cart, catalogue));
    expect(Object.keys(ours)).toEqual(Object.keys(captured));
    expect(ours["div.widget_shopping_cart_content"]).toBe(withoutCommerceKit(captured["div.widget_shopping_cart_content"] ?? ""));
    expect(ours["div.shoptimizer-cart"]).toBe(captured["div.shoptimizer-cart"]);
  });

  it("01: the empty cart", () => {
    expect(renderFragments(ctx, priceCart({ lines: [] }, catalogue))).toEqual(capturedFragments("01-get_refreshed_fragments-empty.json"));
  });

  it("the free-shipping bar below and above £50 (captures 24 and 31)", () => {
    const below = FSN_BAR.exec(capturedFragments("24-add_to_cart-simple.json")["div.widget_shopping_cart_content"] ?? "")?.[0];
    expect(renderFreeShippingBar(priceCart(cartWith([61, "1"]), catalogue))).toBe(below);
    const data = capture("31-commercekit_mini_cart_blocks.json").data as Record<string, string>;
    expect(renderFreeShippingBar(priceCart(cartWith([46, "2"]), catalogue))).toBe(data.before_cart);
  });
});

describe("formatMoney", () => {
  it("prints pence as pounds with two decimals and thousands separators", () => {
    expect(formatMoney(0)).toBe("0.00");
    expect(formatMoney(1410)).toBe("14.10");
    expect(formatMoney(123456789)).toBe("1,234,567.89");
  });
});
