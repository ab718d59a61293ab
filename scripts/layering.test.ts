import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./island-manifest";

/** Every TypeScript file under `dir`, by its path from the project's root. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** The islands' folders (islands/'s own files are boot, the registry parts, the load groups' modules and the manifest). */
const ISLAND_FOLDERS = new Set(
  readdirSync(path.join(ROOT, "islands"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** The island whose folder holds `file`, or is `file` (an import of its index); null for islands/'s own files. */
function islandOf(file: string): string | null {
  const folder = /^islands\/([^/]+)/.exec(file.split(path.sep).join("/"))?.[1];
  return folder !== undefined && ISLAND_FOLDERS.has(folder) ? folder : null;
}

/** What `file` (with `text`) imports, statically or lazily, by relative path: each target from the project's root. */
function relativeImports(file: string, text: string): string[] {
  const specifiers = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']*)["']/g);
  return [...specifiers].map(([, specifier = ""]) => path.posix.join(path.posix.dirname(file.split(path.sep).join("/")), specifier));
}

/** An island file's imports of another island's folder: `file → target` for each. */
function loansIn(file: string, text: string): string[] {
  const own = islandOf(file);
  if (own === null) return [];
  return relativeImports(file, text)
    .filter((target) => {
      const other = islandOf(target);
      return other !== null && other !== own;
    })
    .map((target) => `${file} → ${target}`);
}

describe("imports run one way: islands/ → src/", () => {
  it("no file in src/ imports from islands/ (the entry, islands/boot.ts, hands the runtime its registry)", () => {
    const crossing = sourcesUnder("src").filter((file) => /(from\s+|import\s*\(?\s*)["'](\.\.\/)+islands\//.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(crossing).toEqual([]);
  });

  it("no island imports another island's folder: code several islands use lives in src/ (docs/decisions/0033)", () => {
    const loans = sourcesUnder("islands").flatMap((file) => loansIn(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(loans).toEqual([]);
  });

  it("sees an island's static, lazy and re-exporting imports of another island, and lets boot, the registry and src/ be", () => {
    const text = [
      'import { a } from "../cart-buttons/add-to-cart";',
      'export { b } from "../waitlist";',
      'const c = () => import("../quantity/limits");',
      'import { d } from "./own";',
      'import { e } from "../../src/cart/add-to-cart";',
      'import { productIslands } from "../registry-product";',
    ].join("\n");
    expect(loansIn("islands/variation-form/add.ts", text)).toEqual([
      "islands/variation-form/add.ts → islands/cart-buttons/add-to-cart",
      "islands/variation-form/add.ts → islands/waitlist",
      "islands/variation-form/add.ts → islands/quantity/limits",
    ]);
    expect(loansIn("islands/registry-product.ts", 'import { waitlistIsland } from "./waitlist";')).toEqual([]);
    expect(loansIn("islands/boot.ts", 'import { islandRegistry } from "./registry";')).toEqual([]);
  });
});
