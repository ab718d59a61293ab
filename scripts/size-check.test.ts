// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AssetManifest } from "../esbuild.config";
import type { ScriptFile } from "./bench/network";
import { BUDGETS, budgetFor, evaluate, formatReport, fullClosure, main, overBudgetMessage, SIZE_PAGES } from "./size-check";
import type { FileKinds } from "./size/file-kinds";
import type { Measurements, PageScripts } from "./size/measure";

const KB = 1024;
const reachable = { files: 3, raw: 300 * KB, gzip: 100 * KB };
/** React is `react*.js` (file-kinds.test.ts reads a manifest). */
const kinds: FileKinds = { isReact: (url) => /\/react[^/]*\.js$/.test(url) };
const attribution = { raw: 6 * KB, gzip: 2.9 * KB };

function file(name: string, gzip: number): ScriptFile {
  return { url: `http://127.0.0.1:1/build/${name}`, raw: gzip * 3, transferred: gzip * 3, gzip };
}

function page(path: string, gzips: number[], islands: Record<string, string> = {}): PageScripts {
  return { path, files: gzips.map((gzip, index) => file(`f${index}.js`, gzip)), islands };
}

function measured(overrides: Partial<Measurements> = {}): Measurements {
  return {
    pages: [page("/shop/", [10 * KB, 2 * KB]), page("/product/hoodie/", [10 * KB, 40 * KB], { waitlist: "pending", quantity: "mounted" })],
    scrolled: page("/shop/", [10 * KB, 2 * KB, 3 * KB], { "listing-swatches": "pending" }),
    drawerOpen: page("/shop/", [10 * KB, 2 * KB, 60 * KB]),
    ...overrides,
  };
}

describe("budgets", () => {
  it("are the issues' figures as decision 0007 amends them: 35 KB per page, 121 KB on product pages, 98 KB after the first drawer open, the checkout and attribution lines", () => {
    expect(BUDGETS).toEqual({ page: 35 * KB, productPage: 121 * KB, afterDrawerOpen: 98 * KB, checkoutBesidesReact: 20 * KB, attributionCode: 3 * KB });
    expect(budgetFor("/shop/")).toBe(35 * KB);
    expect(budgetFor("/cart/")).toBe(35 * KB);
    expect(budgetFor("/product/hoodie/")).toBe(121 * KB);
  });

  it("measure the shop, the cart, the checkout and every demo product page", () => {
    expect(SIZE_PAGES).toEqual(
      expect.arrayContaining(["/shop/", "/cart/", "/checkout/", "/product/hoodie/", "/product/gift-card/", "/product/wool-beanie/"]),
    );
  });
});

describe("evaluate", () => {
  it("sums each page's gzip against its own budget and names the islands not loaded yet", () => {
    const report = evaluate(measured(), reachable, kinds, attribution);
    expect(report.ok).toBe(true);
    expect(report.lines.map((entry) => [entry.label, entry.gzip, entry.budget, entry.ok])).toEqual([
      ["/shop/ before interaction", 12 * KB, 35 * KB, true],
      ["/product/hoodie/ before interaction", 50 * KB, 121 * KB, true],
      ["/shop/ scrolled to its end, before interaction", 15 * KB, 35 * KB, true],
      ["/shop/ after drawer open", 72 * KB, 98 * KB, true],
      ["attribution's every-page code, bundled alone", 2.9 * KB, 3 * KB, true],
    ]);
    expect(report.lines[1]?.deferred).toEqual(["waitlist"]);
  });

  it("fails a non-product page over 35 KB even though a product page may load 121 KB", () => {
    const report = evaluate(measured({ pages: [page("/cart/", [36 * KB])] }), reachable, kinds, attribution);
    expect(report.ok).toBe(false);
    expect(overBudgetMessage(report)).toBe("/cart/ before interaction: 36.0 KB gzip is over its budget of 35.0 KB by 1.0 KB.");
  });

  it("weighs the checkout without React, and attribution's code on its own", () => {
    const checkout: PageScripts = { path: "/checkout/", files: [file("boot.js", 16 * KB), file("react-dom.js", 58 * KB), file("attribution-checkout.js", 3 * KB)], islands: {} };
    const report = evaluate(measured({ pages: [page("/shop/", [10 * KB]), checkout] }), reachable, kinds, attribution);
    expect(report.lines.map((entry) => [entry.label, entry.gzip, entry.budget])).toEqual([
      ["/shop/ before interaction", 10 * KB, 35 * KB],
      ["/checkout/ before interaction, besides React", 19 * KB, 20 * KB],
      ["/shop/ scrolled to its end, before interaction", 15 * KB, 35 * KB],
      ["/shop/ after drawer open", 72 * KB, 98 * KB],
      ["attribution's every-page code, bundled alone", 2.9 * KB, 3 * KB],
    ]);
    const over = evaluate(measured(), reachable, kinds, { raw: 7 * KB, gzip: 3.5 * KB });
    expect(overBudgetMessage(over)).toBe("attribution's every-page code, bundled alone: 3.5 KB gzip is over its budget of 3.0 KB by 0.5 KB.");
  });

  it("fails the scrolled shop on the page budget when what its cards carry loads before a press (React and the cards' view)", () => {
    const report = evaluate(measured({ scrolled: page("/shop/", [24 * KB, 46 * KB, 4 * KB], { "listing-swatches": "mounted" }) }), reachable, kinds, attribution);
    expect(overBudgetMessage(report)).toBe("/shop/ scrolled to its end, before interaction: 74.0 KB gzip is over its budget of 35.0 KB by 39.0 KB.");
  });

  it("fails the drawer budget on its own", () => {
    const report = evaluate(measured({ drawerOpen: page("/shop/", [99 * KB]) }), reachable, kinds, attribution);
    expect(report.lines.filter((entry) => !entry.ok).map((entry) => entry.label)).toEqual(["/shop/ after drawer open"]);
  });

  it("refuses a page that loaded none of the bundle (it did not boot, so 0 KB proves nothing)", () => {
    expect(() => evaluate(measured({ pages: [page("/shop/", [])] }), reachable, kinds, attribution)).toThrow(/did not boot/);
  });

  it("prints every line with its budget and the reachable total", () => {
    const text = formatReport(evaluate(measured(), reachable, kinds, attribution));
    expect(text).toMatch(/\/product\/hoodie\/ before interaction +50\.0 KB gzip .* budget 121\.0 KB {2}ok {2}\(not loaded yet: waitlist\)/);
    expect(text).toMatch(/everything boot can reach: 100\.0 KB gzip/);
  });
});

describe("fullClosure", () => {
  const files: AssetManifest["files"] = {
    "boot.js": { bytes: 0, imports: ["a.js"], dynamicImports: ["b.js"] },
    "a.js": { bytes: 0, imports: [], dynamicImports: [] },
    "b.js": { bytes: 0, imports: ["a.js"], dynamicImports: ["c.js"] },
    "c.js": { bytes: 0, imports: [], dynamicImports: [] },
  };

  it("follows static and dynamic imports once each", () => {
    expect(fullClosure(files, "boot.js").sort()).toEqual(["a.js", "b.js", "boot.js", "c.js"]);
  });

  it("throws on a file the manifest does not list", () => {
    expect(() => fullClosure({ "boot.js": { bytes: 0, imports: ["gone.js"], dynamicImports: [] } }, "boot.js")).toThrow(/gone\.js/);
  });
});

describe("main", () => {
  it("exits 1 and tells to run the build when there is no manifest", async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: unknown) => void errors.push(String(message));
    try {
      expect(await main("/nonexistent/islet-build")).toBe(1);
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toMatch(/npm run build/);
  });
});
