// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderedForKey } from "../../islands/wishlist/rendered-for";
import { renderPage, rewriteUrls, transformPage, type PageTemplate } from "./page-transform";
import { CAPTURE_ORIGIN, PAGES_DIR } from "./paths";
import { serveThroughPlugin } from "./plugin-render";
import { visitorWishlist, withWishlistList } from "./routes-pages";
import { asRecord, Client, demoStoreForFile, FAKE_MANIFEST } from "./test-helpers";
import { WISHLIST_COOKIE } from "./visitors";
import { productCards, renderWishlistList, renderWishlistShortcode, shortcodeInnerSpan, storeCards } from "./wishlist-page";

const read = (file: string): string => readFileSync(path.join(PAGES_DIR, file), "utf8");
/** The captured inner markup of `#commercekit-wishlist-shortcode`, with the page transform's URLs. */
function capturedShortcode(file: string): string {
  const html = rewriteUrls(read(file));
  const span = shortcodeInnerSpan(html);
  if (!span) throw new Error(`${file}: no wishlist shortcode`);
  return html.slice(span.start, span.end);
}
const VALUES = { origin: "http://o", originEncoded: "http%3A%2F%2Fo", headerCart: "" };
const FAKE_ASSETS = { version: "1", boot: "boot.js", css: "islands.css", productPreload: [], pagesPreload: [], react: { version: "18.3.1", react: "vendor/react.js", reactDom: "vendor/react-dom.js" } };
const rowIds = (html: string): string[] => [...html.matchAll(/<li class="product type-product post-(\d+) /g)].map((match) => match[1] ?? "");
const classesOf = (html: string, id: number): string[] =>
  (new RegExp(`<li class="([^"]*\\bpost-${id}\\b[^"]*)"`).exec(html)?.[1] ?? "").split(" ");

describe("the wishlist list", () => {
  it("prints the captured page's list for the T-Shirt then the Hoodie saved (newest first)", () => {
    expect(renderWishlistShortcode([61, 25], "")).toBe(capturedShortcode("wishlist-with-items.html"));
  });

  it("prints wishlist-empty.html's list for an empty wishlist, and capture 44's html on an origin", () => {
    expect(renderWishlistShortcode([], "")).toBe(capturedShortcode("wishlist-empty.html"));
    const capture44 = asRecord(JSON.parse(readFileSync(path.join(PAGES_DIR, "..", "ajax", "44-commercekit_remove_wishlist-list-page.json"), "utf8")));
    expect(renderWishlistList([], CAPTURE_ORIGIN)).toBe(capture44.html);
  });

  it("builds other products' rows from their shop card, as the wishlist changes the captured ones", () => {
    const html = renderWishlistList([67], "http://o");
    const [row = ""] = productCards(html).values();
    expect(rowIds(html)).toEqual(["67"]);
    expect(row).toMatch(
      /^<li class="product type-product post-67 status-publish first instock product_cat-accessories has-post-thumbnail shipping-taxable purchasable product-type-simple cgkit-wishlist-product" data-product-id="67">\n\t<div class="commercekit-wishlist mini no-wsl-update"><a href="#" class="commercekit-remove-wishlist2 wsl-remove" data-product-id="67" title="Wishlist" data-wpage="1">x<\/a><\/div><div class="woocommerce-image__wrapper">/,
    );
    expect(row).not.toContain("commercekit-save-wishlist");
    expect(row).toContain('href="/wishlist/?add-to-cart=67"');
    expect(row).toContain('href="http://o/product/baseball-cap/"');
    expect(html).toContain('<span class="displaying-num">1 item</span>');
  });

  it("keeps a variable product's quick add and puts the class after its type (Zip Hoodie)", () => {
    const html = renderWishlistList([53], "");
    expect(classesOf(html, 53).slice(-5)).toEqual(["product-type-variable", "cgkit-wishlist-product", "ckit-hide-cta", "cgkit-swatch-hover", "cgkit-swatch-loading"]);
    expect(html).toContain('<form class="cgkit-swatch-form variations_form cart" action="/product/zip-hoodie/"');
  });

  it("gives WooCommerce's loop classes by place in four columns, and skips ids the store does not list", () => {
    const saved = [77, 9999, 75, 73, 71, 25, 61];
    const html = renderWishlistList(saved, "");
    expect(rowIds(html)).toEqual(["61", "25", "71", "73", "75", "77"]);
    const place = (id: number): string => classesOf(html, id).filter((name) => name === "first" || name === "last").join();
    expect([61, 25, 71, 73, 75, 77].map(place)).toEqual(["first", "", "", "last", "first", ""]);
    expect(html).toContain('<span class="displaying-num">6 items</span>');
    expect(storeCards().size).toBe(12);
  });
});

describe("the wishlist holes of the pages", () => {
  const templates = new Map<string, PageTemplate>();
  const served = (raw: string, file: string): PageTemplate => transformPage(raw, serveThroughPlugin([raw], { assets: FAKE_ASSETS })[0] ?? "", file);
  const template = (file: string): PageTemplate => {
    const made = templates.get(file) ?? served(read(file), file);
    templates.set(file, made);
    return made;
  };
  const fullButton = (html: string, id: number): string =>
    new RegExp(`<div class="commercekit-wishlist full " data-product-id="${id}">(<a [\\s\\S]*?</a>)</div>`).exec(html)?.[1] ?? "";
  const miniButton = (html: string, id: number): string =>
    new RegExp(`<div class="commercekit-wishlist mini" data-product-id="${id}">(<a [\\s\\S]*?</a>)</div>`).exec(html)?.[1] ?? "";

  it.each(["product-variable-hoodie.html", "product-simple-t-shirt.html", "shop.html", "category-hoodies.html", "search-results.html", "cart-with-items.html", "wishlist-with-items.html"])(
    "%s: the captured buttons without a visitor, and no hole marker left",
    (file) => {
      const page = renderPage(template(file), VALUES);
      expect(page).not.toMatch(/\u0000|\\u0000/);
      const raw = read(file);
      const links = (html: string): number => html.split('class="commercekit-save-wishlist"').length;
      expect(links(page)).toBe(links(raw));
      expect(renderPage(template(file), VALUES, visitorWishlist([]))).toBe(page);
    },
  );

  it("prints a saved product's buttons as CommerceKit does server-side: full with its text, mini without", () => {
    const product = renderPage(template("product-variable-hoodie.html"), VALUES, visitorWishlist([25, 61]));
    expect(fullButton(product, 25)).toBe('<a href="/wishlist/" class="commercekit-browse-wishlist" title="Wishlist"><em class="cg-wishlist"></em><span>Browse wishlist</span></a>');
    expect(miniButton(product, 61)).toBe('<a href="/wishlist/" class="commercekit-browse-wishlist" title="Wishlist"><em class="cg-wishlist-t"></em><span></span></a>');
    expect(miniButton(product, 53)).toContain('class="commercekit-save-wishlist" data-product-id="53" data-type="list"');
    const shop = renderPage(template("shop.html"), VALUES, visitorWishlist([25]));
    expect(shop.split("commercekit-browse-wishlist").length - 1).toBe(1);
    expect(miniButton(shop, 25)).toContain('<em class="cg-wishlist-t"></em><span></span>');
    const tShirt = renderPage(template("product-simple-t-shirt.html"), VALUES, visitorWishlist([25]));
    expect(fullButton(tShirt, 61)).toBe('<a href="#" class="commercekit-save-wishlist" data-product-id="61" data-type="page" title="Wishlist"><em class="cg-wishlist"></em><span>Add to wishlist</span></a>');
  });

  it("prints the visitor's list on the wishlist page, its cards' islands placed by the plugin", () => {
    const page = renderPage(served(withWishlistList(read("wishlist-with-items.html"), [67, 25]), "wishlist-with-items.html"), VALUES, visitorWishlist([67, 25]));
    expect(rowIds(page)).toEqual(["25", "67"]);
    expect(page).toContain('<li class="product type-product post-25 ');
    expect(page.split('<div data-island="listing-swatches"')).toHaveLength(2);
  });
});

describe("through the demo store", () => {
  const base = demoStoreForFile();

  it("prints each visitor's wishlist on the product, listing and wishlist pages; ?cached=1 as a page cache would", async () => {
    const client = new Client(base());
    const stranger = new Client(base());
    const nonce = String(asRecord(await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce")).json()).nonce);
    const emptyList = await (await client.fetch("/wishlist/")).text();
    expect(emptyList).toContain('<h2 class="wsl-no-title">This wishlist is empty</h2>');
    expect(rowIds(emptyList)).toEqual([]);
    await client.postJson("/?commercekit-ajax=commercekit_save_wishlist", { product_id: "25", type: "page", commercekit_nonce: nonce });
    expect(client.cookies.get(WISHLIST_COOKIE)).toMatch(/^[0-9a-f]{32}$/);
    const product = await (await client.fetch("/product/hoodie/")).text();
    expect(product).toContain('<div class="commercekit-wishlist full " data-product-id="25"><a href="/wishlist/" class="commercekit-browse-wishlist" title="Wishlist"><em class="cg-wishlist"></em><span>Browse wishlist</span></a></div>');
    const cached = await (await client.fetch("/product/hoodie/?cached=1")).text();
    expect(cached).toContain('data-product-id="25" data-type="page" title="Wishlist"><em class="cg-wishlist"></em><span>Add to wishlist</span></a>');
    expect(cached).not.toContain("commercekit-browse-wishlist");
    const shop = await (await client.fetch("/shop/")).text();
    expect(shop).toContain('<div class="commercekit-wishlist mini" data-product-id="25"><a href="/wishlist/" class="commercekit-browse-wishlist" title="Wishlist"><em class="cg-wishlist-t"></em><span></span></a></div>');
    expect(rowIds(await (await client.fetch("/wishlist/")).text())).toEqual(["25"]);
    expect(rowIds(await (await client.fetch("/wishlist/?cached=1")).text())).toEqual([]);
    expect(await (await stranger.fetch("/product/hoodie/")).text()).not.toContain("commercekit-browse-wishlist");
    // Whom the buttons were printed for, as the plugin says it: the cookie's key, never the cookie.
    const renderedFor = (html: string): unknown => JSON.parse(/"renderedFor":("[^"]*")/.exec(html)?.[1] ?? "null");
    const cookie = client.cookies.get(WISHLIST_COOKIE) ?? "";
    expect(renderedFor(product)).toBe(renderedForKey(cookie));
    expect(product).not.toContain(cookie);
    expect(renderedFor(cached)).toBe("");
    expect(renderedFor(await (await stranger.fetch("/shop/")).text())).toBe("");
  });
});
