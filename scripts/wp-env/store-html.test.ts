// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readFragments } from "../../src/api/answers";
import { renderConfigScript, renderIsland } from "../../src/contract/markup";
import { closeHtmlParser } from "./html";
import {
  cartItemKeys,
  fragmentsShowEmptyCart,
  printedIslands,
  readCreatedProduct,
  readPageConfig,
  replacedScriptsPresent,
  wcAjaxPath,
} from "./store-html";

afterAll(closeHtmlParser);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = (name: string): string => readFileSync(path.join(root, "fixtures/reference-store", name), "utf8");
const fragmentsOf = (name: string): Record<string, string> => readFragments(JSON.parse(fixture(`ajax/${name}`)))?.fragments ?? {};

const CONFIG = { v: 1, wcAjaxUrl: "/?wc-ajax=%%endpoint%%", ajaxUrl: "/wp-admin/admin-ajax.php", cartUrl: "/cart/" };

describe("store pages", () => {
  it("reads #islet-config with the bundle's own parser", () => {
    const result = readPageConfig(`<head>${renderConfigScript(CONFIG)}</head>`);
    expect(result.ok && result.value.wcAjaxUrl).toBe("/?wc-ajax=%%endpoint%%");
  });

  it("rejects a missing, doubled, wrongly typed or invalid config", () => {
    expect(readPageConfig("<p></p>").ok).toBe(false);
    expect(readPageConfig(renderConfigScript(CONFIG) + renderConfigScript(CONFIG)).ok).toBe(false);
    expect(readPageConfig('<script id="islet-config">{"v":1}</script>').ok).toBe(false);
    expect(readPageConfig('<script type="application/json" id="islet-config">{"v":1,</script>').ok).toBe(false);
    expect(readPageConfig('<script type="application/json" id="islet-config">{"v":2,"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>').ok).toBe(false);
  });

  it("lists the islands printed by the contract's printer, with props that parse", () => {
    const html =
      renderIsland({ name: "cart-buttons", version: 1, when: "load", props: {} }) +
      renderIsland({ name: "mini-cart", version: 1, when: "interaction", props: { openers: "a.cart-contents", blocks: true } }) +
      '<div data-island="broken" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{oops</script></div>';
    expect(printedIslands(html)).toEqual([
      { name: "cart-buttons", version: "1", when: "load", propsParse: true },
      { name: "mini-cart", version: "1", when: "interaction", propsParse: true },
      { name: "broken", version: "1", when: "load", propsParse: false },
    ]);
  });

  it("sees WooCommerce's cart scripts on the captured store page, and not once removed", () => {
    expect(replacedScriptsPresent(fixture("pages/home.html"))).toEqual(["wc-add-to-cart", "wc-cart-fragments"]);
    expect(replacedScriptsPresent('<script id="wc-add-to-cart-variation-js" src="/x/add-to-cart-variation.min.js"></script>')).toEqual([]);
  });
});

describe("cart answers", () => {
  it("finds the cart item keys in the captured mini-cart fragment", () => {
    expect(cartItemKeys(fragmentsOf("30-get_refreshed_fragments-with-items.json")).sort()).toEqual([
      "749b95458c9a0afe3cb3fbaa43a60d66",
      "7f39f8317fbdb1988ef4c628eba02591",
      "81b896c3bf2e253d26d9ab4809f9a9ee",
    ]);
  });

  it("tells an empty mini-cart from a full one", () => {
    expect(fragmentsShowEmptyCart(fragmentsOf("01-get_refreshed_fragments-empty.json"))).toBe(true);
    expect(fragmentsShowEmptyCart(fragmentsOf("30-get_refreshed_fragments-with-items.json"))).toBe(false);
    expect(cartItemKeys(fragmentsOf("01-get_refreshed_fragments-empty.json"))).toEqual([]);
  });

  it("fills the wc-ajax endpoint", () => {
    expect(wcAjaxPath("/?wc-ajax=%%endpoint%%", "add_to_cart")).toBe("/?wc-ajax=add_to_cart");
    expect(wcAjaxPath("http://localhost:8895/shop/?wc-ajax=%%endpoint%%", "remove_from_cart")).toBe(
      "http://localhost:8895/shop/?wc-ajax=remove_from_cart",
    );
  });
});

describe("readCreatedProduct", () => {
  it("reads the id and permalink of wc/v3/products' answer", () => {
    expect(readCreatedProduct({ id: 12, permalink: "http://localhost:8895/?product=islet-test-tee", name: "x" })).toEqual({
      id: 12,
      permalink: "http://localhost:8895/?product=islet-test-tee",
    });
    expect(readCreatedProduct({ id: 12 })).toEqual({ id: 12, permalink: "/?p=12" });
  });

  it("rejects error answers", () => {
    expect(readCreatedProduct({ code: "woocommerce_rest_cannot_create", message: "Sorry", data: { status: 401 } })).toBeNull();
    expect(readCreatedProduct(null)).toBeNull();
    expect(readCreatedProduct({ id: "12" })).toBeNull();
  });
});
