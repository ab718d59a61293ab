// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteUiProps } from "../../islands/site-ui/props";
import { DEFAULT_SEARCH_LABEL, DEFAULT_SUB_MENU_LABEL, readSiteUiStrings } from "../../islands/site-ui/strings";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeIslands } from "./islands";
import { placeSiteUiIsland, SITE_UI_STRINGS, THEME_DOTS } from "./islands-site-ui";
import { applyLegacyRule, pageTypeOf, printedScriptsOf } from "./legacy";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const count = (html: string, text: string): number => html.split(text).length - 1;
const pages = readdirSync(PAGES_DIR).filter((name) => name.endsWith(".html")).sort();
const placed = (name: string): string => placeIslands(page(name), { page: name, source: page(name) });

function siteUiPropsIn(html: string): unknown {
  const start = html.indexOf('<div data-island="site-ui"');
  const json = /data-island-props>(.*?)<\/script>/.exec(html.slice(start))?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
}

/** A product page whose related cards have Shoptimizer's flip image on (its carousel dots). */
const withDots = (html: string): string =>
  html.replace('<div class="shoptimizer-plp-image-wrapper">', `${THEME_DOTS}<span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div><div class="shoptimizer-plp-image-wrapper">`);

describe("placeSiteUiIsland", () => {
  it("prints one site-ui island before </body> on every page where the theme printed its main script", () => {
    const withIsland = pages.filter((name) => count(placeSiteUiIsland(page(name)), '<div data-island="site-ui"') === 1);
    const expected = pages.filter((name) => page(name).includes('id="shoptimizer-main-js"') && page(name).includes("</body>"));
    expect(withIsland).toEqual(expected);
    expect(withIsland.length).toBeGreaterThan(15);
    const home = placed("home.html");
    expect(home).toMatch(/\n<div data-island="site-ui" data-island-v="1" data-island-when="interaction">[^\n]*<\/div>\n/);
    expect(home.indexOf('<div data-island="site-ui"')).toBeGreaterThan(home.indexOf('id="page"'));
  });

  it("gives it the reply form where no reviews island runs it", () => {
    const props = (name: string): unknown => siteUiPropsIn(placed(name));
    expect(props("home.html")).toEqual({ ...SITE_UI_STRINGS, replies: true });
    expect(props("product-variable-hoodie.html")).toEqual({ ...SITE_UI_STRINGS, replies: false });
    const parsed = parseSiteUiProps(props("shop.html"));
    expect(parsed.ok && parsed.value.replies).toBe(true);
    expect(parsed.ok && readSiteUiStrings(parsed.value.printed)).toEqual(SITE_UI_STRINGS);
    expect(SITE_UI_STRINGS).toEqual({ subMenuLabel: DEFAULT_SUB_MENU_LABEL, searchLabel: DEFAULT_SEARCH_LABEL });
  });

  it("places it once, and not without the theme's script", () => {
    const home = placed("home.html");
    expect(placeSiteUiIsland(home, page("home.html"))).toBe(home);
    const withoutMain = page("home.html").replace('id="shoptimizer-main-js"', 'id="other-js"');
    expect(placeSiteUiIsland(withoutMain)).toBe(withoutMain);
  });

  it("brings the listing-page island to cards with carousel dots, or stays away when it may not", () => {
    const product = withDots(page("product-simple-t-shirt.html"));
    const both = placeSiteUiIsland(product);
    expect(count(both, '<div data-island="listing-page"')).toBe(1);
    expect(count(both, '<div data-island="site-ui"')).toBe(1);
    expect(both).not.toContain(THEME_DOTS);
    expect(both.indexOf('data-island="listing-page"')).toBeLessThan(both.indexOf('data-island="site-ui"'));
    expect(placeSiteUiIsland(product, product, { listingPage: false })).toBe(product);
  });
});

describe("the legacy scripts the site-ui island takes off", () => {
  const outcome = (name: string, html = placed(name)) => applyLegacyRule(html, pageTypeOf(page(name)), printedScriptsOf(page(name)));

  it("takes Shoptimizer's main script and its inline part off wherever it and the drawer are printed", () => {
    for (const name of ["home.html", "shop.html", "product-variable-hoodie.html", "cart-empty.html", "checkout-with-items.html", "wishlist-with-items.html"]) {
      const result = outcome(name);
      expect(result.handles, name).toContain("shoptimizer-main");
      expect(result.html, name).not.toMatch(/id="shoptimizer-main-js(-after)?"/);
    }
  });

  it("keeps it without the drawer's island (its Escape and Tab were the theme's) or without the site-ui island", () => {
    const noDrawer = placed("home.html").replace(/<div data-island="mini-cart"[^>]*>/, "<div>");
    expect(outcome("home.html", noDrawer).handles).not.toContain("shoptimizer-main");
    const noSiteUi = placed("home.html").replace(/<div data-island="site-ui"[^\n]*<\/div>\n/, "");
    expect(outcome("home.html", noSiteUi).handles).not.toContain("shoptimizer-main");
  });

  it("takes WordPress's comment-reply off a page where it runs the reply form", () => {
    const post = page("home.html").replace("</body>", '<script type="text/javascript" src="/wp-includes/js/comment-reply.min.js" id="comment-reply-js" async data-wp-strategy="async"></script>\n</body>');
    const result = applyLegacyRule(placeIslands(post, { page: "post", source: post }), "other", printedScriptsOf(post));
    expect(result.handles).toContain("comment-reply");
  });
});
