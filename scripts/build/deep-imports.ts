/**
 * Imports of a package's barrel resolved to the files that define the names imported
 * (decision 0027).
 *
 * esbuild gives every module reached from an entry that entry's key, and a barrel's
 * `export { x } from "./x/index.js"` reaches every one of its files whether or not `x` is used.
 * Boot imports `atom` and `map` from nanostores' barrel, so nanostores' `computed`, its
 * lifecycle and `listenKeys` (used only by lazily loaded islands) landed in the spine every page
 * loads at once. This plugin gives each importer a module of its own that re-exports only the
 * names it imports, each from its defining file, so nothing else of the package is reached.
 */
import type { Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { namesImported } from "./imports";

export const DEEP_NAMESPACE = "islet-deep";
/** The barrels resolved this way: side-effect-free packages whose index only re-exports. */
export const DEEP_PACKAGES = ["nanostores"] as const;

/** A barrel's re-exports: exported name → the file (relative to the barrel) that defines it. */
export function barrelExports(source: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const [, names = "", file = ""] = match;
    for (const part of names.split(",")) {
      const [inner, outer] = part.trim().split(/\s+as\s+/);
      const name = (outer ?? inner)?.trim();
      // Only plain re-exports: a renamed one keeps the barrel (its defining name differs).
      if (name && !outer) exports.set(name, file);
    }
  }
  return exports;
}

/** The re-exporting module for `names` from the barrel at `barrelFile`, or null when the barrel must stay. */
export function deepModuleSource(barrelFile: string, exports: Map<string, string>, names: readonly string[]): string | null {
  const lines: string[] = [];
  for (const name of names) {
    const file = exports.get(name);
    // Not in the barrel's plain re-exports: a type (esbuild drops it) or a name the barrel
    // defines otherwise. Types are safe to leave out; anything else keeps the barrel.
    if (!file) continue;
    lines.push(`export { ${name} } from ${JSON.stringify(path.resolve(path.dirname(barrelFile), file))};`);
  }
  return lines.length > 0 ? `${lines.join("\n")}\n` : null;
}

interface Barrel {
  file: string;
  exports: Map<string, string>;
}

/** The package's barrel file, as the project resolves it, and its re-exports. */
function readBarrel(root: string, pkg: string): Barrel {
  const file = createRequire(path.join(root, "package.json")).resolve(pkg);
  return { file, exports: barrelExports(readFileSync(file, "utf8")) };
}

/** The virtual module's path: the package and the names, so equal imports share one module. */
const deepPath = (pkg: string, names: readonly string[]): string => `${pkg}?${names.join(",")}`;

function namesOfPath(modulePath: string): { pkg: string; names: string[] } {
  const [pkg = "", list = ""] = modulePath.split("?");
  return { pkg, names: list ? list.split(",") : [] };
}

export function deepImportsPlugin(root: string): Plugin {
  const barrels = new Map<string, Barrel>();
  const barrelOf = (pkg: string): Barrel => {
    const barrel = barrels.get(pkg) ?? readBarrel(root, pkg);
    barrels.set(pkg, barrel);
    return barrel;
  };
  return {
    name: "islet-deep-imports",
    setup(build) {
      const filter = new RegExp(`^(${DEEP_PACKAGES.join("|")})$`);
      build.onResolve({ filter }, async (args) => {
        if (args.kind !== "import-statement" || !args.importer || args.namespace !== "file") return undefined;
        const names = [...namesImported(await readFile(args.importer, "utf8"), args.path)].sort();
        if (names.length === 0 || names.includes("*") || names.includes("default")) return undefined;
        return { path: deepPath(args.path, names), namespace: DEEP_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: DEEP_NAMESPACE }, (args) => {
        const { pkg, names } = namesOfPath(args.path);
        const barrel = barrelOf(pkg);
        // Only types imported: esbuild drops the import, and the module has nothing to give.
        const contents = deepModuleSource(barrel.file, barrel.exports, names) ?? "export {};\n";
        return { contents, loader: "js", resolveDir: root };
      });
    },
  };
}

/** The text of a module the build generated (for the spine's anchor, which reads importers). */
export function deepModuleText(root: string, namespacedPath: string): string | null {
  const prefix = `${DEEP_NAMESPACE}:`;
  if (!namespacedPath.startsWith(prefix)) return null;
  const { pkg, names } = namesOfPath(namespacedPath.slice(prefix.length));
  const barrel = readBarrel(root, pkg);
  return deepModuleSource(barrel.file, barrel.exports, names);
}
