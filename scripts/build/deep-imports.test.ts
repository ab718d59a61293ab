// @vitest-environment node
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BOOT_SOURCE, bundleOptions } from "../../esbuild.config";
import { barrelExports, deepModuleSource, deepModuleText } from "./deep-imports";
import { buildOneSpine, firstLoadOutputs } from "./one-spine";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("a barrel's re-exports", () => {
  it("maps each plainly re-exported name to its file, over several lines", () => {
    const barrel = `export { atom, batch } from './atom/index.js'\nexport {\n  deepMap,\n  getKey\n} from './deep-map/index.js'\nexport { x as y } from './z.js'\nexport const local = 1\n`;
    const exports = barrelExports(barrel);
    expect(Object.fromEntries(exports)).toEqual({
      atom: "./atom/index.js",
      batch: "./atom/index.js",
      deepMap: "./deep-map/index.js",
      getKey: "./deep-map/index.js",
    });
  });

  it("re-exports only the names asked, each from its own file; types and unknown names are left out", () => {
    const exports = new Map([
      ["atom", "./atom/index.js"],
      ["map", "./map/index.js"],
    ]);
    const source = deepModuleSource("/pkg/index.js", exports, ["atom", "map", "ReadableAtom"]);
    expect(source).toBe(`export { atom } from "/pkg/atom/index.js";\nexport { map } from "/pkg/map/index.js";\n`);
    expect(deepModuleSource("/pkg/index.js", exports, ["ReadableAtom"])).toBeNull();
  });

  it("gives the text of a module the build generated, and null for a file on disk", () => {
    const text = deepModuleText(root, "islet-deep:nanostores?atom,map") ?? "";
    expect(text).toMatch(/export \{ atom \} from ".*nanostores\/atom\/index\.js";/);
    expect(text).toMatch(/export \{ map \} from ".*nanostores\/map\/index\.js";/);
    expect(deepModuleText(root, "islands/boot.ts")).toBeNull();
  });
});

describe("the real build", () => {
  it("leaves nanostores' computed, lifecycle and listenKeys out of the first load, which boot never uses", async () => {
    const { result } = await buildOneSpine(root, BOOT_SOURCE, { ...bundleOptions(false), sourcemap: false, write: false });
    const meta = result.metafile;
    const firstLoad = new Set(firstLoadOutputs(meta, BOOT_SOURCE).flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {})));
    expect(firstLoad).toContain("node_modules/nanostores/atom/index.js");
    for (const module of ["computed", "lifecycle", "listen-keys"]) {
      expect([...firstLoad].filter((input) => input.includes(`nanostores/${module}/`))).toEqual([]);
    }
    // They are still built, for the islands that use them.
    const everything = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(everything).toContain("node_modules/nanostores/computed/index.js");
    expect(everything).toContain("node_modules/nanostores/listen-keys/index.js");
  }, 60_000);
});
