import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RegisteredIsland } from "../src/runtime/types";
import { exportName, parseManifest, readManifest, renderAll, ROOT } from "./island-manifest";

const manifest = readManifest();

describe("islands/manifest.json", () => {
  it("is what the registry parts and the plugin's islands.php were written from (`npm run manifest`)", () => {
    for (const [file, content] of Object.entries(renderAll(manifest))) {
      expect(readFileSync(path.join(ROOT, file), "utf8"), `${file} is stale: run npm run manifest`).toBe(content);
    }
  });

  it("has an entry for every island folder, and each entry's folder exports that island", async () => {
    const folders = readdirSync(path.join(ROOT, "islands"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, "islands", entry.name, "index.ts")))
      .map((entry) => entry.name);
    expect([...new Set(manifest.map((entry) => entry.folder))].sort()).toEqual(folders.sort());
    for (const entry of manifest) {
      const module = (await import(`../islands/${entry.folder}/index.ts`)) as Record<string, RegisteredIsland | undefined>;
      expect(module[exportName(entry.name)]?.name, `islands/${entry.folder}/index.ts exports ${exportName(entry.name)}`).toBe(entry.name);
    }
  });

  it("names every island the legacy-scripts table waits for", () => {
    const table = JSON.parse(readFileSync(path.join(ROOT, "wp-plugin/includes/legacy-scripts.json"), "utf8")) as Record<string, unknown>;
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
    const one = { name: "gallery", part: "product", label: "Gallery" };
    expect(() => parseManifest(of([one, one]))).toThrow(/listed twice/);
    expect(() => parseManifest(of([{ ...one, part: "checkout" }]))).toThrow(/"part" must be one of boot, product, pages/);
    expect(() => parseManifest(of([{ ...one, setting: "gallery" }]))).toThrow(/either "label" or "setting"/);
    expect(() => parseManifest(of([{ name: "lightbox", part: "product", setting: "gallery" }]))).toThrow(/no island with a label/);
    expect(() => parseManifest(of([{ ...one, name: "Gallery!" }]))).toThrow(/lower-case words/);
  });

  it("writes each folder's islands as one import, labels as literal __() calls, and quotes a label's apostrophe for PHP", () => {
    const entries = parseManifest(
      JSON.stringify({
        islands: [
          { name: "discount-rules", part: "product", label: "Price by quantity (Discount Rules)" },
          { name: "discount-price", folder: "discount-rules", part: "product", setting: "discount-rules" },
          { name: "notices", part: "pages", label: "Store notice (WooCommerce's woocommerce.js)" },
        ],
      }),
    );
    const files = renderAll(entries);
    expect(files["islands/registry-product.ts"]).toContain('import { discountPriceIsland, discountRulesIsland } from "./discount-rules";');
    const php = files["wp-plugin/includes/islands.php"] ?? "";
    expect(php).toContain("'notices'        => __( 'Store notice (WooCommerce\\'s woocommerce.js)', 'islet' ),");
    expect(php).not.toContain("'discount-price'");
  });
});
