// @vitest-environment node
/**
 * Pages with no jQuery (issue 15): idle scripts (`worksOn`), libraries that leave where nothing
 * left needs them, inline scripts that still name them, and WordPress's `jquery` alias; then the
 * captured pages, as a store with only WooCommerce, Shoptimizer and CommerceKit would serve them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeIslands } from "./islands";
import { applyLegacyRule, legacyReport, pageTypeOf, printedScriptsOf, stripScriptHandles } from "./legacy";
import { busyInline, classesIn, idleHandles, inlineLibraries, legacyRemovals, LEGACY_TABLE, type LegacyTable, type PrintedScripts } from "./legacy-rule";

const TABLE: LegacyTable = {
  handles: {
    forms: { islands: ["variation-form"], pages: ["product"], worksOn: ["variations_form"], work: "" },
    quantity: { islands: ["quantity"], pages: ["product"], worksOn: ["qty"], work: "" },
  },
  inline: {},
  parts: {},
  libraries: { jquery: "jQuery", "jquery-core": "jQuery", "jquery-migrate": "jQuery", "js-cookie": "Cookies" },
};

/** jQuery as WordPress prints it (core, migrate, the `jquery` alias), a form script on it, and another script. */
function printed(extra: Record<string, string[]> = {}, queue: string[] = ["forms", "other"]): PrintedScripts {
  const deps: Record<string, string[]> = { "jquery-core": [], "jquery-migrate": [], jquery: ["jquery-core", "jquery-migrate"], "js-cookie": [], forms: ["jquery"], other: [], ...extra };
  return { printed: Object.keys(deps), queue, deps };
}

describe("classesIn and idleHandles", () => {
  it("read classes from class attributes only, not from code or other attributes", () => {
    const html = `<form class="cart variations_form" data-x='a'><p class='qty  text'></p></form><script>var c = "class=\\"fake\\"";</script><i data-class="nope"></i>`;
    expect([...classesIn(html)]).toEqual(["cart", "variations_form", "qty", "text"]);
  });

  it("name the scripts whose markup is absent, where their islands are switched on", () => {
    expect(idleHandles('<div class="x"></div>', TABLE)).toEqual(["forms", "quantity"]);
    expect(idleHandles('<form class="variations_form cart"></form>', TABLE)).toEqual(["quantity"]);
    expect(idleHandles('<div class="x"></div>', TABLE, (island) => island !== "quantity")).toEqual(["forms"]);
  });
});

describe("busyInline", () => {
  it("names the inline scripts whose staysWith markup is on the page (CommerceKit's blocks with a block mini cart)", () => {
    expect(busyInline('<div class="shoptimizer-cart"></div>')).toEqual([]);
    expect(busyInline('<div class="wp-block-woocommerce-mini-cart wc-block-mini-cart"></div>')).toEqual(["commercekit_mini_cart_blocks_script"]);
    expect(LEGACY_TABLE.inline.commercekit_mini_cart_blocks_script?.staysWith).toEqual(["wc-block-mini-cart"]);
  });

  it("keeps such a script on the page in the demo store's rule too", () => {
    const html = '<div data-island="mini-cart"></div><div class="wc-block-mini-cart"></div>';
    expect(applyLegacyRule(html, "product", printed()).inline).not.toContain("commercekit_mini_cart_blocks_script");
    expect(applyLegacyRule('<div data-island="mini-cart"></div>', "product", printed()).inline).toContain("commercekit_mini_cart_blocks_script");
  });
});

describe("inlineLibraries", () => {
  const names = (html: string): string[] => inlineLibraries(html, ["forms"], TABLE);

  it("names the libraries an inline script a hook printed uses", () => {
    expect(names("<script>jQuery(function ($) { $('.x').hide(); });</script>")).toEqual(["jquery", "jquery-core", "jquery-migrate"]);
    expect(names('<script type="text/javascript">window.jQuery && Cookies.get("a");</script>')).toEqual(["jquery", "jquery-core", "jquery-migrate", "js-cookie"]);
  });

  it("ignores data blocks, files, a printed handle's own inline parts, and names inside longer words", () => {
    expect(names('<script type="application/json">{"a":"jQuery"}</script>')).toEqual([]);
    expect(names('<script src="/x.js">jQuery</script>')).toEqual([]);
    expect(names('<script id="forms-js-after">jQuery(".x")</script>')).toEqual([]);
    expect(names("<script>var myjQuery = 1, jQueryUI = 2;</script>")).toEqual([]);
    // An inline part of a handle that was not printed is nobody's: it counts.
    expect(names('<script id="gone-js-after">jQuery(".x")</script>')).toEqual(["jquery", "jquery-core", "jquery-migrate"]);
  });
});

describe("legacyRemovals with libraries", () => {
  it("takes jQuery off with the last script that needed it, even when a theme queued it directly", () => {
    expect(legacyRemovals(["variation-form"], "home", printed(), TABLE, ["forms"])).toEqual(["jquery-core", "jquery-migrate", "jquery", "js-cookie", "forms"]);
    const queued = printed({}, ["jquery", "js-cookie", "forms", "other"]);
    expect(legacyRemovals(["variation-form"], "home", queued, TABLE, ["forms"])).toEqual(["jquery-core", "jquery-migrate", "jquery", "js-cookie", "forms"]);
  });

  it("keeps jQuery for a kept script that depends on it, and for an inline script that names it", () => {
    expect(legacyRemovals(["variation-form"], "home", printed({ other: ["jquery"] }), TABLE, ["forms"])).toEqual(["js-cookie", "forms"]);
    expect(legacyRemovals(["variation-form"], "home", printed(), TABLE, ["forms"], ["jquery"])).toEqual(["js-cookie", "forms"]);
  });

  it("leaves every library alone on a page without islands", () => {
    expect(legacyRemovals([], "home", printed(), TABLE)).toEqual([]);
  });
});

describe("printedScriptsOf", () => {
  it("counts WordPress's jquery alias as printed after jquery-core and jquery-migrate, as WordPress does", () => {
    const scripts = printedScriptsOf('<script id="jquery-core-js"></script><script id="jquery-migrate-js"></script><script id="wc-add-to-cart-js"></script>');
    expect(scripts.printed).toEqual(["jquery-core", "jquery-migrate", "jquery", "wc-add-to-cart"]);
    expect(scripts.deps.jquery).toEqual(["jquery-core", "jquery-migrate"]);
  });
});

describe("the captured pages with every island on", () => {
  /** The reference store's plugins beside the stack this product replaces. */
  const OTHER_PLUGINS = ["awdr-main", "awdr-dynamic-price", "wpced-frontend"];

  function served(file: string, without: readonly string[]): { kept: string[]; note: string } {
    const raw = stripScriptHandles(readFileSync(path.join(PAGES_DIR, file), "utf8"), without);
    const scripts = printedScriptsOf(raw);
    const outcome = applyLegacyRule(placeIslands(raw, { page: `/${file}`, source: raw }), pageTypeOf(raw), scripts);
    return { kept: scripts.printed.filter((handle) => !outcome.handles.includes(handle)), note: legacyReport(outcome, scripts) };
  }

  it.each([
    "home.html",
    "shop.html",
    "category-hoodies.html",
    "search-results.html",
    "product-variable-hoodie.html",
    "product-simple-out-of-stock-beanie.html",
    "product-sold-individually-gift-card.html",
    "wishlist-empty.html",
    // The listing-swatches island runs the related cards and the wishlist's saved cards.
    "product-simple-t-shirt.html",
    "wishlist-with-items.html",
    "cart-blocks-with-items.html",
    "cart-with-items.html",
    "cart-empty.html",
  ])("%s needs no jQuery on a store with only WooCommerce, Shoptimizer and CommerceKit", (file) => {
    const page = served(file, OTHER_PLUGINS);
    expect(page.kept.filter((handle) => handle.startsWith("jquery"))).toEqual([]);
    expect(page.note).toContain("jQuery leaves: nothing left needs it");
  });

  it.each([
    ["checkout-with-items.html", "jquery-blockui, selectWoo, woocommerce, wc-country-select, wc-address-i18n, wc-checkout"],
  ])("%s keeps jQuery for what still needs it", (file, needs) => {
    const page = served(file, OTHER_PLUGINS);
    expect(page.kept).toContain("jquery-core");
    expect(page.note).toContain(`jQuery stays for ${needs} -->`);
  });

  it("the reference store keeps jQuery on every page for Discount Rules' script", () => {
    expect(served("home.html", []).note).toMatch(/jQuery stays for [^>]*awdr-main/);
    expect(served("shop.html", []).kept).toContain("jquery-core");
  });

  it.each(["cart-with-items.html", "cart-empty.html"])("the reference store's classic cart (%s) keeps exactly jQuery and the third-party scripts that need it", (file) => {
    const cart = served(file, []);
    // cart.js, country-select, address-i18n, selectWoo, woocommerce.js, blockUI and js-cookie leave with the
    // cart-page and notices islands; Discount Rules' and WPC's scripts (their rows are the product page's) keep jQuery.
    expect(cart.kept).toEqual(["jquery-core", "jquery-migrate", "jquery", "awdr-main", "awdr-dynamic-price", "wpced-frontend"]);
    expect(cart.note).toContain("jQuery stays for awdr-main, awdr-dynamic-price, wpced-frontend -->");
  });

  it.each(["cart-with-items.html", "cart-empty.html"])("%s keeps nothing of the stack on a store with only WooCommerce, Shoptimizer and CommerceKit", (file) => {
    expect(served(file, OTHER_PLUGINS).kept).toEqual([]);
  });
});
