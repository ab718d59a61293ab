// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { findElementEnd } from "./islands";
import { addSummaryAccordions, detailsGroups, placeProductInfoIslands, REVIEWS_PROPS, SUMMARY_ACCORDIONS } from "./islands-product-info";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const count = (html: string, text: string): number => html.split(text).length - 1;

const TABS_ISLAND = '<div data-island="product-tabs" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script><div class="woocommerce-tabs wc-tabs-wrapper">';
const REVIEWS_ISLAND = `<div data-island="reviews" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>${JSON.stringify(REVIEWS_PROPS)}</script><div id="reviews" class="woocommerce-Reviews">`;
const ACCORDION_ISLAND = '<div data-island="accordions" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>{}</script><details';

describe("placeProductInfoIslands", () => {
  it("wraps the hoodie's tabs and its reviews (inside the tabs), not the Quick add details of its listing cards", () => {
    const raw = page("product-variable-hoodie.html");
    const html = placeProductInfoIslands(raw);
    expect(count(html, TABS_ISLAND)).toBe(1);
    expect(count(html, REVIEWS_ISLAND)).toBe(1);
    expect(count(html, ACCORDION_ISLAND)).toBe(0);
    expect(html.indexOf(TABS_ISLAND)).toBeLessThan(html.indexOf(REVIEWS_ISLAND));
    // The reviews element sits whole in its island, and the tabs island closes right after the tabs.
    const reviewsStart = raw.indexOf('<div id="reviews" class="woocommerce-Reviews">');
    const reviews = raw.slice(reviewsStart, findElementEnd(raw, reviewsStart, "div"));
    expect(html).toContain(`${REVIEWS_ISLAND.slice(0, -'<div id="reviews" class="woocommerce-Reviews">'.length)}${reviews}</div>`);
    const tabsEnd = findElementEnd(html, html.indexOf(TABS_ISLAND) + TABS_ISLAND.indexOf('<div class="woocommerce-tabs'), "div");
    expect(findElementEnd(html, html.indexOf(TABS_ISLAND), "div")).toBe(tabsEnd + "</div>".length);
    // Nothing but the two wrappers was added.
    const wrapper = (opener: string, inner: string): number => opener.length - inner.length + "</div>".length;
    expect(html.length).toBe(
      raw.length + wrapper(TABS_ISLAND, '<div class="woocommerce-tabs wc-tabs-wrapper">') + wrapper(REVIEWS_ISLAND, '<div id="reviews" class="woocommerce-Reviews">'),
    );
  });

  it.each([
    ["product-simple-t-shirt.html", 1, 0],
    ["product-variable-zip-hoodie.html", 1, 0],
    ["product-sold-individually-gift-card.html", 1, 0],
    ["product-simple-out-of-stock-beanie.html", 1, 0],
    ["shop.html", 0, 0],
    ["category-hoodies.html", 0, 0],
  ])("%s: %i tabs island(s), %i accordion island(s)", (name, tabs, accordions) => {
    const html = placeProductInfoIslands(page(name));
    expect(count(html, 'data-island="product-tabs"')).toBe(tabs);
    expect(count(html, 'data-island="reviews"')).toBe(tabs);
    expect(count(html, 'data-island="accordions"')).toBe(accordions);
  });

  it.each(["cart-with-items.html", "home.html", "checkout-with-items.html"])("leaves %s unchanged", (name) => {
    expect(placeProductInfoIslands(page(name))).toBe(page(name));
  });

  it("groups sibling details separated by whitespace only", () => {
    const html = '<div><details><summary>A</summary></details>\n  <details open><summary>B</summary><details><summary>C</summary></details></details></div><p></p><details></details>';
    const spans = detailsGroups(html).map((span) => html.slice(span.start, span.end));
    expect(spans).toEqual([
      '<details><summary>A</summary></details>\n  <details open><summary>B</summary><details><summary>C</summary></details></details>',
      "<details></details>",
    ]);
    const placed = placeProductInfoIslands(html);
    expect(count(placed, 'data-island="accordions"')).toBe(2);
  });

  it("leaves details inside a listing card's quick-add form alone", () => {
    const card = '<form class="cgkit-swatch-form variations_form cart"><details open><summary>Quick add</summary></details></form>';
    const html = `<div class="summary"><details><summary>Care</summary></details></div>${card}`;
    expect(detailsGroups(html).map((span) => html.slice(span.start, span.end))).toEqual(["<details><summary>Care</summary></details>"]);
  });

  it("?accordions=1 adds a summary accordion group to the hoodie, in its island", () => {
    const html = addSummaryAccordions(placeProductInfoIslands(page("product-variable-hoodie.html")));
    expect(count(html, ACCORDION_ISLAND)).toBe(1);
    const start = html.indexOf(ACCORDION_ISLAND);
    expect(html.lastIndexOf('<div class="summary entry-summary">', start)).toBeGreaterThan(0);
    expect(count(html.slice(start, findElementEnd(html, start, "div")), "<details")).toBe(SUMMARY_ACCORDIONS.length);
    expect(addSummaryAccordions(page("shop.html"))).toBe(page("shop.html"));
  });
});
