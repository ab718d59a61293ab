// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { findElementEnd } from "./elements";
import { placeCountdownIslands, TIMER_WRAP_START } from "./islands-countdown";
import { placeIslands } from "./islands";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const OPEN = '<div data-island="countdown" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>{}</script>';
const count = (html: string, text: string): number => html.split(text).length - 1;

/** `html` with the timer at `start` wrapped by hand: what the placement must print. */
function wrappedByHand(html: string, start: number): string {
  const end = findElementEnd(html, start, "div");
  return `${html.slice(0, start)}${OPEN}${html.slice(start, end)}</div>${html.slice(end)}`;
}

describe("placeCountdownIslands", () => {
  it.each(["product-variable-hoodie.html", "product-simple-t-shirt.html", "product-variable-zip-hoodie.html", "checkout-with-items.html"])(
    "wraps the timer of %s, whole, and changes nothing else",
    (name) => {
      const html = page(name);
      const placed = placeCountdownIslands(html);
      expect(count(placed, 'data-island="countdown"')).toBe(1);
      expect(placed).toBe(wrappedByHand(html, html.indexOf(TIMER_WRAP_START)));
      const inner = placed.slice(placed.indexOf(OPEN) + OPEN.length);
      expect(inner).toMatch(/^<div id="commercekit-timer-wrap" >\n<div id="commercekit-timer" class="[^"]+" data-timer="\d+"/);
    },
  );

  it.each(["shop.html", "cart-with-items.html", "home.html", "product-simple-out-of-stock-beanie.html", "product-sold-individually-gift-card.html"])(
    "leaves %s unchanged (no timer)",
    (name) => {
      const html = page(name);
      expect(placeCountdownIslands(html)).toBe(html);
    },
  );

  it("wraps every timer of a page with several, each in its own island", () => {
    const timer = (name: string): string => {
      const html = page(name);
      const start = html.indexOf(TIMER_WRAP_START);
      return html.slice(start, findElementEnd(html, start, "div"));
    };
    const html = `<body>${timer("product-variable-hoodie.html")}<p>x</p>${timer("checkout-with-items.html")}${timer("product-variable-hoodie.html")}</body>`;
    const placed = placeCountdownIslands(html);
    expect(count(placed, OPEN)).toBe(3);
    expect(placed.replaceAll(OPEN, "").replace(/<\/div><\/div>(?=<p>|<div id="commercekit-timer-wrap"|<\/body>)/g, "</div>")).toBe(html);
  });

  it("leaves a timer cut short as printed", () => {
    const html = page("product-variable-hoodie.html");
    const start = html.indexOf(TIMER_WRAP_START);
    const cut = html.slice(0, start + 200);
    expect(placeCountdownIslands(cut)).toBe(cut);
  });

  it("is part of every page's placement (a product page and the checkout)", () => {
    for (const name of ["product-variable-zip-hoodie.html", "checkout-with-items.html"]) {
      expect(count(placeIslands(page(name), { page: name }), 'data-island="countdown"')).toBe(1);
    }
  });
});
