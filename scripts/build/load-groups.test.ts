import { build } from "esbuild";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupModulePath, loadGroupsPlugin, readLoadGroups, reexportLines } from "./load-groups";

describe("load groups in the manifest", () => {
  it("reads groups of island modules and skips the comment", () => {
    expect(readLoadGroups({ $comment: "why", product: ["islands/gallery/mount.tsx"] })).toEqual({ product: ["islands/gallery/mount.tsx"] });
    expect(readLoadGroups(undefined)).toEqual({});
  });

  it("refuses a module in two groups, a module outside islands/ and a bad name", () => {
    expect(() => readLoadGroups({ a: ["islands/x/mount.ts"], b: ["islands/x/mount.ts"] })).toThrow(/in two load groups/);
    expect(() => readLoadGroups({ a: ["src/x.ts"] })).toThrow(/must list island modules/);
    expect(() => readLoadGroups({ Product: [] })).toThrow(/lower-case words/);
    expect(() => readLoadGroups([])).toThrow(/must be an object/);
  });

  it("puts a registry part's group in that part, and any other in a module of its own", () => {
    expect(groupModulePath("registry-product")).toBe("islands/registry-product.ts");
    expect(groupModulePath("product")).toBe("islands/load-group-product.ts");
    expect(reexportLines("product", ["islands/gallery/mount.tsx"])).toBe('export * from "./gallery/mount";\n');
    expect(reexportLines("registry-pages", ["islands/popup/arm.ts"])).toBe('export * from "./popup/arm";\n');
  });
});

describe("the build with load groups", () => {
  it("fetches a group's members in one file, and leaves other lazy modules their own", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "islet-groups-"));
    const write = (file: string, text: string): void => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("islands/boot.ts", 'export const load = () => [import("./a/mount"), import("./b/mount"), import("./c/mount")];\n');
    write("islands/a/mount.ts", "export const a = 1;\n");
    write("islands/b/mount.ts", "export const b = 2;\n");
    write("islands/c/mount.ts", "export const c = 3;\n");
    write("islands/load-group-pair.ts", reexportLines("pair", ["islands/a/mount.ts", "islands/b/mount.ts"]));
    const result = await build({
      absWorkingDir: root,
      entryPoints: ["islands/boot.ts"],
      outdir: "out",
      bundle: true,
      splitting: true,
      format: "esm",
      write: false,
      metafile: true,
      plugins: [loadGroupsPlugin(root, { pair: ["islands/a/mount.ts", "islands/b/mount.ts"] })],
    });
    const entries = Object.values(result.metafile.outputs).flatMap((output) => (output.entryPoint ? [output.entryPoint] : []));
    expect(entries.sort()).toEqual(["islands/boot.ts", "islands/c/mount.ts", "islands/load-group-pair.ts"]);
  });
});
