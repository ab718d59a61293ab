// @vitest-environment node
import type { Metafile } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BOOT_SOURCE, bundleOptions, EAGER_ENTRIES, staticImportsOf, type AssetManifest } from "../../esbuild.config";
import { REACT_KEY } from "../../src/runtime/react-host";
import { buildOneSpine, firstLoadOutputs } from "./one-spine";
import { exportNames, REACT_NAMESPACE, reactModuleSource } from "./react-globals";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the generated React modules", () => {
  it("re-export every name of the npm package from the React the runtime kept, each read marked pure", () => {
    const source = reactModuleSource("ReactDOM", ["createRoot", "flushSync", "default", "not-a-name"]);
    expect(source).toContain(`globalThis[Symbol.for(${JSON.stringify(REACT_KEY)})]`);
    expect(source).toContain('export const createRoot = /* @__PURE__ */ from("createRoot");');
    expect(source).toContain('export const flushSync = /* @__PURE__ */ from("flushSync");');
    expect(source).toContain("export default /* @__PURE__ */ whole();");
    expect(source).not.toContain("not-a-name");
    expect(source.match(/export default/g)).toHaveLength(1);
  });

  it("take the names from the npm package (React 18.3.1, what WordPress ships)", () => {
    expect(exportNames(root, "react")).toEqual(expect.arrayContaining(["createElement", "useState", "useSyncExternalStore", "Component", "Fragment", "version"]));
    expect(exportNames(root, "react-dom")).toEqual(expect.arrayContaining(["createPortal", "flushSync", "createRoot"]));
    expect(exportNames(root, "react-dom/client")).toEqual(["createRoot", "hydrateRoot"]);
  });
});

/** The outputs whose code includes one of the generated React modules. */
function withReact(meta: Metafile): Set<string> {
  return new Set(Object.entries(meta.outputs).filter(([, output]) => Object.keys(output.inputs).some((input) => input.startsWith(`${REACT_NAMESPACE}:`))).map(([file]) => file));
}

describe("the real build", () => {
  it("bundles no React, keeps the React modules in one chunk, and out of everything that runs before React", async () => {
    const { result } = await buildOneSpine(root, BOOT_SOURCE, { ...bundleOptions(false), sourcemap: false, write: false }, EAGER_ENTRIES);
    const meta = result.metafile;
    const inputs = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input))).toEqual([]);
    const react = withReact(meta);
    expect(react.size).toBe(1);
    // What runs before warmReact(): boot's first load, the registry parts, the arms and the early
    // painters (decision 0013), which the registry parts carry (load groups, decision 0037).
    const files: AssetManifest["files"] = Object.fromEntries(
      Object.entries(meta.outputs).map(([file, output]) => [file, { bytes: output.bytes, imports: output.imports.filter((imported) => imported.kind === "import-statement").map((imported) => imported.path), dynamicImports: [] }]),
    );
    const beforeReact = Object.entries(meta.outputs)
      .filter(([, output]) => /(^|\/)(registry[^/]*|arm|early|index)\.ts$/.test(output.entryPoint ?? ""))
      .map(([file]) => file);
    const reached = new Set([...firstLoadOutputs(meta, BOOT_SOURCE), ...beforeReact.flatMap((file) => [...staticImportsOf(files, file)])]);
    expect(beforeReact.map((file) => meta.outputs[file]?.entryPoint)).toEqual(expect.arrayContaining(["islands/registry-product.ts", "islands/registry-pages.ts"]));
    const carried = (part: string, module: string): number => Object.values(meta.outputs).find((output) => output.entryPoint === part)?.inputs[module]?.bytesInOutput ?? 0;
    expect(carried("islands/registry-product.ts", "islands/variation-form/early.ts")).toBeGreaterThan(0);
    expect(carried("islands/registry-pages.ts", "islands/notices/mount.ts")).toBeGreaterThan(0);
    const firstLoad = firstLoadOutputs(meta, BOOT_SOURCE);
    expect(firstLoad.some((file) => (meta.outputs[file]?.inputs["islands/popup/arm.ts"]?.bytesInOutput ?? 0) > 0)).toBe(true);
    expect([...reached].filter((file) => react.has(file))).toEqual([]);
  }, 60_000);
});
