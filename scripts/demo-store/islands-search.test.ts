// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeIslands, placeSiteIslands } from "./islands";
import { placeSearchIslands, readCommerceKitAjs, searchPropsFrom, searchPropsOf, searchWidgets, type SearchProps } from "./islands-search";
import { renderPage, transformPage } from "./page-transform";
import { FAKE_MANIFEST } from "./test-helpers";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const PAGES = readdirSync(PAGES_DIR).filter((name) => name.endsWith(".html")).sort();
const WIDGET = '<div class="widget woocommerce widget_product_search">';

/** The values of commercekit_ajs on every captured page. */
const REFERENCE_PROPS: SearchProps = {
  minChars: 3,
  otherResults: true,
  showTotals: true,
  texts: {
    noResults: "No product suggestions",
    otherResults: "Other results",
    viewAll: "View all product results",
    noOther: "No other results",
    otherAll: "View all other results",
  },
};
const OPEN =
  '<div data-island="search" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>' +
  '{"minChars":3,"otherResults":true,"showTotals":true,"texts":{"noResults":"No product suggestions","otherResults":"Other results",' +
  '"viewAll":"View all product results","noOther":"No other results","otherAll":"View all other results"}}</script>';

describe("search island props", () => {
  it("are CommerceKit's settings as the captured pages' commercekit_ajs prints them", () => {
    expect(searchPropsOf(page("product-variable-hoodie.html"))).toEqual(REFERENCE_PROPS);
    expect(searchPropsOf(page("shop.html"))).toEqual(REFERENCE_PROPS);
    expect((readCommerceKitAjs(page("shop.html")) as Record<string, unknown>).ajax_url_product).toBe("http://127.0.0.1:8881/?cgkit_ajax_search_product=1");
  });

  it("follow CommerceKit's flags: fast search shows no totals, other results only when asked", () => {
    const props = searchPropsFrom({ ajax_search: "1", char_count: "5", ajs_other_results: 0, fast_ajax_search: 1, no_results_text: "Nothing" });
    expect(props).toEqual({ minChars: 5, otherResults: false, showTotals: false, texts: { noResults: "Nothing", otherResults: "", viewAll: "", noOther: "", otherAll: "" } });
    expect(searchPropsFrom({ ajax_search: 1, char_count: "x" })?.minChars).toBe(3);
  });

  it("are null where CommerceKit's live search is off or its object is missing", () => {
    for (const off of [null, "x", [], [1], { ajax_search: 0 }, { char_count: 3 }]) expect(searchPropsFrom(off), JSON.stringify(off)).toBeNull();
    expect(searchPropsOf("<p>no object</p>")).toBeNull();
  });
});

describe("placeSearchIslands", () => {
  it("puts each of the Hoodie page's two widgets (header, navigation) in its own island, and changes nothing else", () => {
    const raw = page("product-variable-hoodie.html");
    const placed = placeSearchIslands(raw, REFERENCE_PROPS);
    expect(searchWidgets(raw)).toHaveLength(2);
    expect(placed.split(OPEN + WIDGET)).toHaveLength(3);
    expect(placed.split(`</form>\n</div></div>`)).toHaveLength(3);
    expect(placed.split(OPEN).join("").replace(/(<\/form>\n<\/div>)<\/div>/g, "$1")).toBe(raw);
    expect(placeSearchIslands(placed, REFERENCE_PROPS)).toBe(placed);
    expect(placeSearchIslands(raw, null)).toBe(raw);
  });

  it("wraps a sidebar's widget, whose div carries an id", () => {
    const widget = '<div id="woocommerce_product_search-3" class="widget woocommerce widget_product_search"><form><input name="s"></form></div>';
    const props = searchPropsFrom({ ajax_search: 1 })!;
    expect(placeSearchIslands(`<aside>${widget}</aside>`, props)).toBe(
      `<aside><div data-island="search" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>${JSON.stringify(props)}</script>${widget}</div></aside>`,
    );
  });

  it("keeps hostile texts inside the props JSON", () => {
    const hostile = "</script><script>alert(1)</script><!-- & '\"";
    const placed = placeSearchIslands(`<body>${WIDGET}</div></body>`, searchPropsFrom({ ajax_search: 1, no_results_text: hostile })!);
    const json = /data-island-props>(.*?)<\/script>/.exec(placed)?.[1] ?? "";
    expect(json).toContain("\\u003C/script\\u003E\\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E\\u003C!-- \\u0026");
    expect(json).not.toContain("<");
    expect((JSON.parse(json) as SearchProps).texts.noResults).toBe(hostile);
  });
});

describe("which pages get which site islands", () => {
  const count = (html: string, name: string): number => html.split(`<div data-island="${name}"`).length - 1;

  it.each(PAGES)("%s", (name) => {
    const raw = page(name);
    const placed = placeSiteIslands(raw);
    expect(count(placed, "search")).toBe(searchWidgets(raw).length);
    expect(count(placed, "wishlist")).toBe(raw.includes('id="commercekit-wishlist-js"') && raw.includes("</body>") ? 1 : 0);
    expect(count(placed, "dialogs")).toBe(raw.includes("data-shoptimizermodal-id") ? 1 : 0);
  });

  it("on the served shop page, from the captured page's objects the transform strips", () => {
    const template = transformPage(page("shop.html"), "shop.html", FAKE_MANIFEST);
    const html = renderPage(template, { origin: "http://x", originEncoded: "", headerCart: "", config: "", nonce: "n", removeNonce: "r" });
    expect(html).not.toContain("var commercekit_ajs");
    expect(html.split(OPEN + WIDGET)).toHaveLength(3);
    expect(count(html, "wishlist")).toBe(1);
    expect(count(html, "dialogs")).toBe(0);
    expect(html).toMatch(/<!-- islet: on a real store this page loses the legacy scripts [^>]*commercekit-wishlist, commercekit-ajax-search[^>]*commercekit_nonce_footer_script/);
  });

  it("not without the captured page's commercekit_ajs", () => {
    const body = `<body><div tabindex="-1" id="shoptimizerCartDrawer"></div>${WIDGET}</div></body>`;
    expect(placeIslands(body, { page: "t" })).not.toContain('data-island="search"');
    expect(placeIslands(body, { page: "t", source: page("shop.html") })).toContain(OPEN + WIDGET);
  });
});
