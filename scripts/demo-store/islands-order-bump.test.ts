// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { capturedJson, PAGES_DIR } from "../../src/testing/fixtures";
import { encodeScriptJson } from "../../src/contract/markup";
import { parseOrderBumpProps } from "../../islands/order-bump/props";
import { DEFAULT_TEXTS, readTexts } from "../../islands/order-bump/texts";
import { findElementEnd } from "./elements";
import { placeIslands } from "./islands";
import { ORDER_BUMP_FORM, ORDER_BUMP_PROPS, ORDER_BUMP_WRAP_START, placeOrderBumpIslands, withoutInlineHandlers } from "./islands-order-bump";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const OPEN = `<div data-island="order-bump" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>${encodeScriptJson(ORDER_BUMP_PROPS)}</script>`;
const count = (html: string, text: string): number => html.split(text).length - 1;
const afterCart = (): string => String((capturedJson("31-commercekit_mini_cart_blocks") as { data: { after_cart: string } }).data.after_cart);

describe("withoutInlineHandlers", () => {
  it("makes 'Click to add' a submit of add-to-cart for the bumps' own form, and drops the onclick", () => {
    const checkout = page("checkout-with-items.html");
    const start = checkout.indexOf(ORDER_BUMP_WRAP_START);
    const bump = withoutInlineHandlers(checkout.slice(start, findElementEnd(checkout, start, "div")));
    expect(bump).toContain('<div class="ckobp-button"><button type="submit" form="islet-order-bump" name="add-to-cart" value="73">Click to add</button></div>');
    expect(bump).not.toContain("onclick");
  });

  it("leaves the arrows without a role or a tab stop, their names kept, their box hidden; the rest as printed", () => {
    const bump = withoutInlineHandlers(afterCart());
    expect(bump).toContain('<div class="ckobp-prevnext" aria-hidden="true"><div class="ckobp-prev ckobp-disabled" data-islet-label="Previous"><svg');
    expect(bump).toContain('<div class="ckobp-next" data-islet-label="Next"><svg');
    expect(bump).not.toMatch(/role="button"|tabindex|onclick|aria-label=/);
    expect(bump.replace(/ data-islet-label="/g, ' role="button" tabindex="0" aria-label="')).toBe(
      afterCart()
        .replace(/<button type="button" onclick="commercekitOrderBumpAdd\((\d+), this, 'minicart'\);">/g, '<button type="submit" form="islet-order-bump" name="add-to-cart" value="$1">')
        .replace('<div class="ckobp-prevnext">', '<div class="ckobp-prevnext" aria-hidden="true">'),
    );
  });
});

describe("placeOrderBumpIslands", () => {
  it("wraps the checkout's bump (capture: Striped Socks), whole, and prints the form once before </body>", () => {
    const html = page("checkout-with-items.html");
    const placed = placeOrderBumpIslands(html);
    const start = html.indexOf(ORDER_BUMP_WRAP_START);
    const end = findElementEnd(html, start, "div");
    expect(count(placed, 'data-island="order-bump"')).toBe(1);
    const body = html.lastIndexOf("</body>");
    expect(placed).toBe(`${html.slice(0, start)}${OPEN}${withoutInlineHandlers(html.slice(start, end))}</div>${html.slice(end, body)}${ORDER_BUMP_FORM}\n${html.slice(body)}`);
  });

  it("wraps the drawer blocks' bumps (capture 31), with no form (no </body> in an answer)", () => {
    expect(placeOrderBumpIslands(afterCart())).toBe(`${OPEN}${withoutInlineHandlers(afterCart())}</div>`);
  });

  it("wraps each of several, and leaves markup that has order-bump islands alone", () => {
    const html = `<body>${afterCart()}<p>x</p>${afterCart()}</body>`;
    const placed = placeOrderBumpIslands(html);
    expect(count(placed, OPEN)).toBe(2);
    expect(count(placed, ORDER_BUMP_FORM)).toBe(1);
    expect(placeOrderBumpIslands(placed)).toBe(placed);
  });

  it.each(["shop.html", "cart-with-items.html", "home.html", "product-variable-hoodie.html"])("leaves %s unchanged (no bump)", (name) => {
    const html = page(name);
    expect(placeOrderBumpIslands(html)).toBe(html);
  });

  it("leaves a bump cut short as printed", () => {
    const cut = afterCart().slice(0, 400);
    expect(placeOrderBumpIslands(cut)).toBe(cut);
  });

  it("prints the plugin's texts, which the island reads back", () => {
    expect(ORDER_BUMP_PROPS).toEqual(DEFAULT_TEXTS);
    const parsed = parseOrderBumpProps(JSON.parse(encodeScriptJson(ORDER_BUMP_PROPS)));
    expect(parsed.ok && readTexts(parsed.value)).toEqual(DEFAULT_TEXTS);
  });
});

describe("the demo store's checkout", () => {
  it("carries the bump in its island, beside the countdown's, with the fallback form outside the checkout form", () => {
    const html = page("checkout-with-items.html");
    const placed = placeIslands(html, { page: "checkout-with-items.html" });
    expect(count(placed, OPEN)).toBe(1);
    expect(count(placed, 'data-island="countdown"')).toBe(1);
    const formEnd = placed.indexOf("</form>", placed.indexOf('<form name="checkout"'));
    expect(placed.indexOf(OPEN)).toBeLessThan(formEnd);
    expect(placed.indexOf(ORDER_BUMP_FORM)).toBeGreaterThan(formEnd);
  });
});
