import type { Metafile } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BOOT_SOURCE, bundleOptions, EAGER_ENTRIES } from "../../esbuild.config";
import { namesImported } from "./imports";
import { buildOneSpine, entriesUsingSpine, firstLoadOutputs, spineModules } from "./one-spine";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("namesImported", () => {
  it("reads named, aliased and default imports of one specifier", () => {
    const source = `import Cookies from "js-cookie";\nimport { atom, map as createMap } from "nanostores";\nimport { other } from "./other";\n`;
    expect([...namesImported(source, "nanostores")]).toEqual(["atom", "map"]);
    expect([...namesImported(source, "js-cookie")]).toEqual(["default"]);
  });

  it("reads an import over several lines, with a default beside the braces", () => {
    const source = `import React, {\n  useEffect,\n  useState,\n} from "react";`;
    expect([...namesImported(source, "react")].sort()).toEqual(["default", "useEffect", "useState"]);
  });

  it("leaves type-only imports out", () => {
    const source = `import type { Config } from "./config";\nimport { readConfig, type ConfigError } from "./config";`;
    expect([...namesImported(source, "./config")]).toEqual(["readConfig"]);
  });

  it("says * for a namespace import or export *, and reads export … from", () => {
    expect([...namesImported(`import * as cart from "./cart";`, "./cart")]).toEqual(["*"]);
    expect([...namesImported(`export * from "./cart";`, "./cart")]).toEqual(["*"]);
    expect([...namesImported(`export { cartStore as store } from "./cart";`, "./cart")]).toEqual(["cartStore"]);
  });

  it("does not match a specifier that only starts the same", () => {
    expect(namesImported(`import { a } from "./cart-lock";`, "./cart").size).toBe(0);
  });
});

/** A metafile with only what these functions read. */
function metafile(outputs: Record<string, { entryPoint?: string; imports?: string[]; inputs: Record<string, number> }>): Metafile {
  const built: Metafile["outputs"] = {};
  for (const [file, output] of Object.entries(outputs)) {
    built[file] = {
      bytes: 0,
      exports: [],
      imports: (output.imports ?? []).map((imported) => ({ path: imported, kind: imported.includes("lazy") ? "dynamic-import" : "import-statement" })),
      inputs: Object.fromEntries(Object.entries(output.inputs).map(([input, bytesInOutput]) => [input, { bytesInOutput }])),
      ...(output.entryPoint ? { entryPoint: output.entryPoint } : {}),
    };
  }
  return { inputs: {}, outputs: built };
}

describe("the first load and the spine", () => {
  const meta = metafile({
    "out/boot.js": { entryPoint: "src/boot.ts", imports: ["out/chunk-a.js", "out/lazy-mount.js"], inputs: { "src/boot.ts": 100, "src/config.ts": 50 } },
    "out/chunk-a.js": { imports: ["out/chunk-b.js"], inputs: { "src/stores/cart.ts": 80, "src/unused.ts": 0 } },
    "out/chunk-b.js": { inputs: { "node_modules/nanostores/atom/index.js": 40 } },
    "out/lazy-mount.js": { entryPoint: "islands/gallery/mount.tsx", inputs: { "islands/gallery/mount.tsx": 300 } },
    "out/lazy-behaviour.js": { entryPoint: "islands/wishlist/behaviour.ts", imports: ["out/chunk-shared.js"], inputs: { "islands/wishlist/behaviour.ts": 200 } },
    "out/chunk-shared.js": { imports: ["out/chunk-b.js"], inputs: { "islands/wishlist/shared.ts": 60 } },
    "out/islands.css": { entryPoint: "src/styles/islands.css", inputs: {} },
  });

  it("follows boot's static imports, not its dynamic ones", () => {
    expect(firstLoadOutputs(meta, "src/boot.ts")).toEqual(["out/boot.js", "out/chunk-a.js", "out/chunk-b.js"]);
  });

  it("takes the modules with code in the first load, boot's own module aside", () => {
    expect([...spineModules(meta, "src/boot.ts")].sort()).toEqual(["node_modules/nanostores/atom/index.js", "src/config.ts", "src/stores/cart.ts"]);
  });

  it("gives the anchor to boot and to the lazy entries that reach spine code, through other chunks too", () => {
    expect([...entriesUsingSpine(meta, "src/boot.ts", spineModules(meta, "src/boot.ts"))].sort()).toEqual(["islands/wishlist/behaviour.ts", "src/boot.ts"]);
  });

  it("refuses a metafile without boot", () => {
    expect(() => firstLoadOutputs(meta, "src/other.ts")).toThrow(/no output for src\/other.ts/);
  });
});

describe("the real build", () => {
  const firstLoadBytes = (meta: Metafile): number =>
    firstLoadOutputs(meta, BOOT_SOURCE).reduce((sum, file) => sum + (meta.outputs[file]?.bytes ?? 0), 0);

  it("loads boot, one spine chunk and esbuild's helpers at first, and nothing more than a plain split would", async () => {
    const { first, result } = await buildOneSpine(root, BOOT_SOURCE, { ...bundleOptions(false), sourcemap: false, write: false }, EAGER_ENTRIES);
    const split = firstLoadOutputs(first, BOOT_SOURCE);
    const joined = firstLoadOutputs(result.metafile, BOOT_SOURCE);
    expect(split.length).toBeGreaterThan(5);
    expect(joined.length).toBeLessThanOrEqual(3);
    // Only code boot loaded before is in the spine: the anchor's list and the entries' re-exports add little.
    expect(firstLoadBytes(result.metafile)).toBeLessThan(firstLoadBytes(first) * 1.01);
    const spine = joined.find((file) => (result.metafile.outputs[file]?.inputs["src/api/client.ts"]?.bytesInOutput ?? 0) > 0);
    expect(spine).toBeDefined();
    for (const module of ["src/runtime/scan.ts", "src/bridge/fragments.ts", "node_modules/nanostores/atom/index.js", "src/start.ts", "islands/attribution/mount.ts"]) {
      expect(result.metafile.outputs[spine ?? ""]?.inputs[module]?.bytesInOutput ?? 0).toBeGreaterThan(0);
    }
    // Boot's own file only names start.ts's function and the anchor (decision 0027).
    const boot = Object.values(result.metafile.outputs).find((output) => output.entryPoint === BOOT_SOURCE);
    expect(boot?.bytes ?? Infinity).toBeLessThan(400);
  }, 60_000);
});
