/**
 * The bundle's React is the page's (docs/decisions/0035-one-react.md): `react`, `react-dom` and
 * `react-dom/client` resolve to generated modules that re-export `window.React` /
 * `window.ReactDOM` as the runtime found or loaded them (kept under src/runtime/react-host.ts's
 * key), and
 * `react/jsx-runtime` to src/runtime/jsx-runtime.ts, built on `createElement`. No React code is
 * bundled, as @wordpress/dependency-extraction-webpack-plugin does for WordPress's own scripts.
 *
 * The export names are read from the npm package the units run on (the version WordPress
 * ships), so nothing is listed by hand; each export is a call marked pure, and esbuild drops
 * the ones no island imports.
 */
import type { Plugin } from "esbuild";
import { createRequire } from "node:module";
import path from "node:path";
import { REACT_KEY } from "../../src/runtime/react-host";

export const REACT_NAMESPACE = "islet-react";
export const JSX_RUNTIME_MODULE = "src/runtime/jsx-runtime.ts";

/**
 * The generated modules: the global each reads and the npm modules whose export names it
 * re-exports. `react-dom/client` is the `react-dom` module too (React 18's UMD `ReactDOM` has
 * `createRoot`): one file that every React island reaches through src/runtime/react.tsx's
 * `createRoot`, so esbuild keeps `createPortal` and `flushSync` in the chunk all of them load
 * instead of a small chunk of their own.
 */
export const REACT_MODULES: Readonly<Record<string, { global: "React" | "ReactDOM"; names: readonly string[] }>> = {
  react: { global: "React", names: ["react"] },
  "react-dom": { global: "ReactDOM", names: ["react-dom", "react-dom/client"] },
};

/** The generated module an import path resolves to. */
export const REACT_PATHS: Readonly<Record<string, string>> = { react: "react", "react-dom": "react-dom", "react-dom/client": "react-dom" };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The generated module for `global`, re-exporting `names` (and the global itself as the default). */
export function reactModuleSource(global: "React" | "ReactDOM", names: readonly string[]): string {
  const lines = [
    `const kept = globalThis[Symbol.for(${JSON.stringify(REACT_KEY)})];`,
    `if (!kept) throw new Error("[islet] React is not loaded");`,
    `const from = (key) => kept.${global}[key];`,
  ];
  for (const name of names) {
    if (IDENTIFIER.test(name) && name !== "default") lines.push(`export const ${name} = /* @__PURE__ */ from(${JSON.stringify(name)});`);
  }
  lines.push(`const whole = () => kept.${global};`, "export default /* @__PURE__ */ whole();");
  return `${lines.join("\n")}\n`;
}

/** The export names of the npm module at `specifier`, as the project resolves it. */
export function exportNames(root: string, specifier: string): string[] {
  const required: unknown = createRequire(path.join(root, "package.json"))(specifier);
  return typeof required === "object" && required !== null ? Object.keys(required) : [];
}

export function reactGlobalsPlugin(root: string): Plugin {
  return {
    name: "islet-react-globals",
    setup(build) {
      build.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({ path: path.join(root, JSX_RUNTIME_MODULE) }));
      build.onResolve({ filter: /^react(-dom(\/client)?)?$/ }, (args) => ({ path: REACT_PATHS[args.path] ?? args.path, namespace: REACT_NAMESPACE, sideEffects: false }));
      build.onLoad({ filter: /.*/, namespace: REACT_NAMESPACE }, (args) => {
        const module = REACT_MODULES[args.path];
        if (!module) return { errors: [{ text: `no React global for ${args.path}` }] };
        const names = new Set(module.names.flatMap((specifier) => exportNames(root, specifier)));
        return { contents: reactModuleSource(module.global, [...names]), loader: "js", resolveDir: root };
      });
    },
  };
}
