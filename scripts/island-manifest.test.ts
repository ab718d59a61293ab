import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RegisteredIsland } from "../src/runtime/types";
import { exportName, formatJson, parseManifest, readLegacyTable, readManifest, readManifestLoadGroups, renderAll, ROOT } from "./island-manifest";

const manifest = readManifest();
const legacy = readLegacyTable();

describe("islands/manifest.json", () => {
  it("is what the registry parts, the load groups' modules, the plugin's islands.php and its legacy-scripts table were written from (`npm run manifest`)", () => {
    const files = renderAll(manifest, legacy, readManifestLoadGroups());
    expect(Object.keys(files)).toContain("islands/load-group-product.ts");
    expect(Object.keys(files)).toContain("wp-plugin/includes/legacy-scripts.json");
    for (const [file, content] of Object.entries(files)) {
      expect(readFileSync(path.join(ROOT, file), "utf8"), `${file} is stale: run npm run manifest`).toBe(content);
    }
  });

  it("has an entry for every island folder, and each entry's folder exports that island, which reads the version the plugin prints", async () => {
    const folders = readdirSync(path.join(ROOT, "islands"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, "islands", entry.name, "index.ts")))
      .map((entry) => entry.name);
    expect([...new Set(manifest.map((entry) => entry.folder))].sort()).toEqual(folders.sort());
    for (const entry of manifest) {
      const module = (await import(`../islands/${entry.folder}/index.ts`)) as Record<string, RegisteredIsland | undefined>;
      const island = module[exportName(entry.name)];
      expect(island?.name, `islands/${entry.folder}/index.ts exports ${exportName(entry.name)}`).toBe(entry.name);
      expect(island?.versions ?? [1], `${entry.name} reads version ${entry.version}`).toContain(entry.version);
    }
  });

  it("names every island its legacy-scripts table waits for", () => {
    const table = legacy;
    const named = new Set<string>();
    const collect = (value: unknown, key?: string): void => {
      if (key === "islands" && Array.isArray(value)) for (const name of value) named.add(String(name));
      else if (Array.isArray(value)) value.forEach((item) => collect(item));
      else if (typeof value === "object" && value !== null) for (const [inner, item] of Object.entries(value)) collect(item, inner);
    };
    collect(table);
    const known = new Set(manifest.map((entry) => entry.name));
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(10);
  });

  it("refuses a name listed twice, an unknown part, a label and a setting together, and a setting no checkbox has", () => {
    const of = (islands: unknown[]): string => JSON.stringify({ islands });
    const one = { name: "gallery", version: 1, when: "idle", part: "product", label: "Gallery" };
    expect(() => parseManifest(of([one, one]))).toThrow(/listed twice/);
    expect(() => parseManifest(of([{ ...one, part: "checkout" }]))).toThrow(/"part" must be one of boot, product, pages/);
    expect(() => parseManifest(of([{ ...one, setting: "gallery" }]))).toThrow(/either "label" or "setting"/);
    expect(() => parseManifest(of([{ name: "lightbox", version: 1, when: "interaction", part: "product", setting: "gallery" }]))).toThrow(/no island with a label/);
    expect(() => parseManifest(of([{ ...one, name: "Gallery!" }]))).toThrow(/lower-case words/);
    expect(() => parseManifest(of([{ ...one, when: "soon" }]))).toThrow(/"when" must be one of load, idle, visible, interaction/);
    expect(() => parseManifest(of([{ ...one, version: 0 }]))).toThrow(/"version" must be a whole number/);
    expect(() => parseManifest(of([{ ...one, place: { wrap: "<div>" } }]))).toThrow(/"place" needs "pages"/);
    expect(() => parseManifest(of([{ ...one, place: { wrap: "<div>", pages: ["checkout-page"] } }]))).toThrow(/"place" needs "pages"/);
    expect(() => parseManifest(of([{ ...one, place: { wrap: "<div>", end: true, pages: ["*"] } }]))).toThrow(/either \{ "wrap"/);
  });

  it("writes each folder's islands as one import, labels as literal __() calls, and quotes a label's apostrophe for PHP", () => {
    const entries = parseManifest(
      JSON.stringify({
        islands: [
          { name: "discount-rules", version: 1, when: "idle", part: "product", label: "Price by quantity (Discount Rules)" },
          { name: "discount-price", version: 2, when: "idle", folder: "discount-rules", part: "product", setting: "discount-rules" },
          { name: "notices", version: 1, when: "interaction", part: "pages", label: "Store notice (WooCommerce's woocommerce.js)" },
        ],
      }),
    );
    const files = renderAll(entries);
    expect(files["islands/registry-product.ts"]).toContain('import { discountPriceIsland, discountRulesIsland } from "./discount-rules";');
    const php = files["wp-plugin/includes/islands.php"] ?? "";
    expect(php).toContain("'notices'        => __( 'Store notice (WooCommerce\\'s woocommerce.js)', 'islet' ),");
    // Switched by discount-rules' checkbox: no name or label of its own on the settings page.
    expect(php.slice(0, php.indexOf("function islet_island_placements"))).not.toContain("'discount-price'");
    expect(php).toContain("'discount-price' => array( 2, 'idle' ),");
  });

  it("writes each place rule for the plugin, quoting its text for PHP", () => {
    const entries = parseManifest(
      JSON.stringify({
        islands: [
          { name: "product-tabs", version: 1, when: "load", part: "product", label: "Tabs", place: { wrap: "<div class='tabs'>", pages: ["product"] } },
          { name: "dialogs", version: 1, when: "interaction", part: "pages", label: "Dialogs", place: { end: true, pages: ["*"] } },
        ],
      }),
    );
    const php = renderAll(entries)["wp-plugin/includes/islands.php"] ?? "";
    expect(php).toContain("'product-tabs' => array( 'wrap' => '<div class=\\'tabs\\'>', 'pages' => array( 'product' ) ),");
    expect(php).toContain("'dialogs' => array( 'end' => true, 'pages' => array( '*' ) ),");
  });

  it("writes the legacy table with lists of plain values on one line, and says it is written", () => {
    expect(formatJson({ a: ["x", "y"], b: [{ c: [1] }], d: "e" })).toBe('{\n  "a": ["x", "y"],\n  "b": [\n    {\n      "c": [1]\n    }\n  ],\n  "d": "e"\n}');
    const table = renderAll(manifest, { $comment: "The table.", handles: {} })["wp-plugin/includes/legacy-scripts.json"] ?? "";
    expect(JSON.parse(table)).toEqual({ $comment: "Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file. The table.", handles: {} });
  });
});
