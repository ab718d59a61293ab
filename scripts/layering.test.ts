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

describe("imports run one way: islands/ → src/", () => {
  it("no file in src/ imports from islands/ (the entry, islands/boot.ts, hands the runtime its registry)", () => {
    const crossing = sourcesUnder("src").filter((file) => /(from\s+|import\s*\(?\s*)["'](\.\.\/)+islands\//.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(crossing).toEqual([]);
  });
});
