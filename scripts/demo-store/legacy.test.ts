// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { dependencyClosure, LEGACY_TABLE, legacyInlineRemovals, legacyRemovals, type LegacyTable, type PrintedScripts } from "./legacy-rule";
import { legacyReport, pageTypeOf, printedScriptsOf, REFERENCE_DEPS, settleListingCards, stripScriptHandles } from "./legacy";

const pages = readdirSync(PAGES_DIR).filter((file) => file.endsWith(".html")).sort();
const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");

describe("the reference store's script graph (fixtures/demo-store/script-graph.json)", () => {
  it.each(pages)("names every script %s prints, each printed after what it needs", (name) => {
    const printed = printedScriptsOf(page(name)).printed;
    expect(printed.length).toBeGreaterThan(5);
    // `jquery` is an alias WordPress prints as jquery-core and jquery-migrate.
    const seen = new Set<string>();
    for (const handle of printed) {
      expect(REFERENCE_DEPS[handle], handle).toBeDefined();
      for (const dep of REFERENCE_DEPS[handle] ?? []) {
        const deps = dep === "jquery" ? ["jquery-core", "jquery-migrate"] : [dep];
        for (const needed of deps) expect(seen.has(needed), `${name}: ${handle} needs ${needed}`).toBe(true);
      }
      seen.add(handle);
    }
  });
});

describe("pageTypeOf", () => {
  it.each([
    ["home.html", "home"],
    ["shop.html", "shop"],
    ["popup-shop.html", "shop"],
    ["category-hoodies.html", "product-taxonomy"],
    ["search-results.html", "search"],
    ["product-variable-hoodie.html", "product"],
    ["product-sold-individually-gift-card.html", "product"],
    ["cart-empty.html", "cart"],
    ["cart-blocks-with-items.html", "page"],
    ["checkout-with-items.html", "checkout"],
    ["wishlist-with-items.html", "page"],
  ])("%s is a %s page", (name, type) => {
    expect(pageTypeOf(page(name))).toBe(type);
  });

  it("reads whole class names (page-template-default is no page)", () => {
    expect(pageTypeOf('<body class="page-template-default single-post">')).toBe("other");
  });
});

describe("legacyRemovals", () => {
  const scripts = (printed: string[], deps: Record<string, string[]>, queue = printed): PrintedScripts => ({ printed, queue, deps });
  const table: LegacyTable = {
    handles: {
      legacy: { islands: ["a", "b"], pages: ["product"], work: "" },
      anywhere: { islands: ["a"], pages: ["*"], work: "" },
    },
    inline: { cb: { islands: ["b"], pages: ["product"], work: "", hook: "wp_footer" } },
    parts: {},
  };

  it("needs every island of the row printed, on a page of its type", () => {
    const printed = scripts(["legacy", "anywhere"], {});
    expect(legacyRemovals(["a", "b"], "product", printed, table)).toEqual(["legacy", "anywhere"]);
    expect(legacyRemovals(["a"], "product", printed, table)).toEqual(["anywhere"]);
    expect(legacyRemovals(["a", "b"], "shop", printed, table)).toEqual(["anywhere"]);
    expect(legacyRemovals([], "product", printed, table)).toEqual([]);
    expect(legacyInlineRemovals(["b"], "product", table)).toEqual(["cb"]);
    expect(legacyInlineRemovals(["b"], "shop", table)).toEqual([]);
  });

  it("takes the dependencies only removed scripts needed, and keeps what anything staying needs", () => {
    const deps = { util: ["base"], legacy: ["util", "shared"], theme: ["shared"] };
    const printed = scripts(["base", "util", "shared", "legacy", "theme"], deps, ["legacy", "theme"]);
    expect(legacyRemovals(["a", "b"], "product", printed, table)).toEqual(["base", "util", "legacy"]);
    const needing = scripts(["base", "util", "shared", "legacy", "theme", "table"], { ...deps, table: ["legacy"] }, ["legacy", "theme", "table"]);
    expect(legacyRemovals(["a", "b"], "product", needing, table)).toEqual([]);
    const queuedUtil = scripts(["base", "util", "shared", "legacy", "theme"], deps, ["legacy", "theme", "util"]);
    expect(legacyRemovals(["a", "b"], "product", queuedUtil, table)).toEqual(["legacy"]);
  });

  it("never removes a script a kept one needs, nor anything that is neither a candidate nor its dependency (property)", () => {
    const handles = ["h0", "h1", "h2", "h3", "h4", "h5", "h6", "h7"];
    const islands = ["x", "y", "z"];
    const arbitraryCase = fc.record({
      // Dependencies only on earlier handles: a graph WordPress can print.
      deps: fc.tuple(...handles.map((_, i) => fc.subarray(handles.slice(0, i)))),
      printed: fc.subarray(handles),
      queued: fc.subarray(handles),
      rows: fc.dictionary(fc.constantFrom(...handles), fc.record({ islands: fc.subarray(islands, { minLength: 1 }), pages: fc.subarray(["*", "product", "shop"], { minLength: 1 }) })),
      printedIslands: fc.subarray(islands),
      page: fc.constantFrom("product", "shop", "home"),
    });
    fc.assert(
      fc.property(arbitraryCase, (input) => {
        const deps = Object.fromEntries(handles.map((handle, i) => [handle, input.deps[i] ?? []]));
        const closed = [...dependencyClosure(input.printed, deps)].sort((a, b) => handles.indexOf(a) - handles.indexOf(b));
        const rowTable: LegacyTable = { handles: Object.fromEntries(Object.entries(input.rows).map(([h, row]) => [h, { ...row, work: "" }])), inline: {}, parts: {} };
        const state = scripts(closed, deps, input.queued.filter((h) => closed.includes(h)));
        const removed = legacyRemovals(input.printedIslands, input.page, state, rowTable);
        const candidates = closed.filter((h) => {
          const row = rowTable.handles[h];
          return row && row.islands.every((i) => input.printedIslands.includes(i)) && (row.pages.includes("*") || row.pages.includes(input.page));
        });
        const reach = dependencyClosure(candidates, deps);
        const kept = closed.filter((h) => !removed.includes(h));
        for (const handle of removed) {
          expect(reach.has(handle)).toBe(true);
          expect(state.queue.includes(handle) && !candidates.includes(handle)).toBe(false);
        }
        for (const handle of kept) for (const needed of dependencyClosure([handle], deps)) expect(removed).not.toContain(needed);
      }),
    );
  });
});

describe("stripScriptHandles", () => {
  it("takes a script and its inline parts, in WordPress 6.1's and 6.8's quoting", () => {
    const html = [
      "<script id='wc-cart-js-extra'>var wc_cart_params = {};</script>",
      "<script src='/cart.js' id='wc-cart-js'></script>",
      '<script type="text/javascript" id="wc-cart-js-after">after()</script>',
      '<script type="text/javascript" src="/fragments.js" id="wc-cart-fragments-js" defer="defer"></script>',
      '<script type="text/template" id="tmpl-variation-template">{{ x }}</script>',
      "",
    ].join("\n");
    expect(stripScriptHandles(html, ["wc-cart"])).toBe(
      '<script type="text/javascript" src="/fragments.js" id="wc-cart-fragments-js" defer="defer"></script>\n<script type="text/template" id="tmpl-variation-template">{{ x }}</script>\n',
    );
    expect(stripScriptHandles(html, [])).toBe(html);
  });

  it("leaves the hoodie page without exactly the removed handles' elements", () => {
    const raw = page("product-variable-hoodie.html");
    const stripped = stripScriptHandles(raw, ["wp-util", "wc-add-to-cart-variation"]);
    expect(stripped).not.toMatch(/id="(?:wp-util|wc-add-to-cart-variation)-js(?:-extra)?"/);
    expect(printedScriptsOf(stripped).printed).toEqual(printedScriptsOf(raw).printed.filter((h) => h !== "wp-util" && h !== "wc-add-to-cart-variation"));
    expect(stripped).toContain('id="tmpl-variation-template"');
  });
});

describe("settleListingCards", () => {
  it("turns the hoodie page's related Zip Hoodie card into a plain card, once", () => {
    const settled = settleListingCards(page("product-variable-hoodie.html"));
    expect(settled).not.toMatch(/<li class="[^"]*cgkit-swatch-loading/);
    expect(settled).toContain('<li class="product type-product post-53 status-publish first instock product_cat-clothing product_cat-hoodies has-post-thumbnail shipping-taxable purchasable product-type-variable cgkit-swatch-hover">');
    expect(settled).toContain('<form hidden style="display: none;" class="cgkit-swatch-form variations_form cart"');
    expect(settleListingCards(settled)).toBe(settled);
  });
});

describe("the demo store's note", () => {
  it("says what a real store's shop page loses and keeps", () => {
    const raw = page("shop.html");
    const scripts = printedScriptsOf(raw);
    const note = legacyReport({ html: "", handles: ["wc-add-to-cart", "wc-cart-fragments"], inline: [], parts: ["shoptimizer-main-js-after"] }, scripts);
    expect(note).toBe(
      "<!-- islet: on a real store this page loses the legacy scripts wc-add-to-cart, wc-cart-fragments and the inline scripts of none and shoptimizer-main-js-after;" +
        " it keeps woocommerce, commercekit-wishlist, commercekit-ajax-search, wc-add-to-cart-variation, commercekit-attribute-swatches-js, awdr-dynamic-price, wpced-frontend, shoptimizer-main, sourcebuster-js, wc-order-attribution;" +
        " jQuery stays for wp-util, jquery-blockui, woocommerce, wc-add-to-cart-variation, awdr-main, awdr-dynamic-price, wpced-frontend -->",
    );
    expect(Object.keys(LEGACY_TABLE.handles)).toContain("commercekit-attribute-swatches-js");
  });
});
