/**
 * One file for the spine (docs/decisions/0026-one-spine-chunk.md).
 *
 * esbuild's code splitting puts each piece of code in a chunk keyed by the set of entry points
 * (boot and every lazily imported module) that use it. The code boot loads at once (the runtime,
 * the typed client, the cart bridge, the stores, the islands' arms) is also used by many lazy
 * islands, each a different subset, so it came out as about 17 small chunks: 17 requests on every
 * page, each compressed on its own (about 4 KB gzip more than the same code in one file).
 *
 * The fix gives that code one key. A first build finds what boot loads at once and which of
 * those modules' exports the code boot reaches imports by name. A generated module (the
 * "anchor") imports exactly those exports and lists them; boot and every lazy entry that uses
 * spine code re-export the list, so each of those exports is used by the same entries and
 * esbuild puts them, and what they need, in a single chunk. Nothing boot did not load before
 * moves into it: only names boot's own code imports are anchored.
 */
import { build, type BuildOptions, type BuildResult, type Metafile, type Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { deepModuleText } from "./deep-imports";
import { reachable } from "./graph";
import { escapeRegExp, namesImported } from "./imports";

export const ANCHOR_SPECIFIER = "islet:spine";
const ANCHOR_NAMESPACE = "islet-spine";
/** What each entry re-exports; the name only keeps the list used. */
export const ANCHOR_EXPORT = "__isletSpine";

/** The metafile's outputs boot loads before anything lazy: its file and their static imports. */
export function firstLoadOutputs(metafile: Metafile, bootSource: string): string[] {
  const boot = Object.keys(metafile.outputs).find((out) => metafile.outputs[out]?.entryPoint === bootSource);
  if (!boot) throw new Error(`the first build has no output for ${bootSource}`);
  return [...staticClosure(metafile, boot)];
}

/** Source modules with code in boot's first load (boot's own module aside). */
export function spineModules(metafile: Metafile, bootSource: string): Set<string> {
  const modules = new Set<string>();
  for (const out of firstLoadOutputs(metafile, bootSource)) {
    for (const [input, use] of Object.entries(metafile.outputs[out]?.inputs ?? {})) {
      if (input !== bootSource && use.bytesInOutput > 0) modules.add(input);
    }
  }
  return modules;
}

/** The outputs a file loads before it runs: itself and its static imports, transitively. */
function staticClosure(metafile: Metafile, start: string): Set<string> {
  return reachable(start, (out) => (metafile.outputs[out]?.imports ?? []).filter((imported) => imported.kind === "import-statement").map((imported) => imported.path));
}

/**
 * Entry points (boot and the lazily imported modules) that use spine code. Only they need the
 * anchor: an entry that uses none of the spine does not split it, and stays as small as it was.
 */
export function entriesUsingSpine(metafile: Metafile, bootSource: string, spine: Set<string>): Set<string> {
  const sources = new Set<string>([bootSource]);
  for (const [out, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || output.entryPoint.endsWith(".css")) continue;
    const usesSpine = [...staticClosure(metafile, out)].some((file) =>
      Object.entries(metafile.outputs[file]?.inputs ?? {}).some(([input, use]) => spine.has(input) && use.bytesInOutput > 0),
    );
    if (usesSpine) sources.add(output.entryPoint);
  }
  return sources;
}

interface ImportEdge {
  importer: string;
  specifier: string;
  target: string;
}

/** Static import edges inside boot's module graph that land on a spine module. */
function spineEdges(metafile: Metafile, bootSource: string, spine: Set<string>): ImportEdge[] {
  const staticImports = (file: string) => (metafile.inputs[file]?.imports ?? []).filter((imported) => imported.kind === "import-statement" && !imported.external);
  const edges: ImportEdge[] = [];
  for (const file of reachable(bootSource, (importer) => staticImports(importer).map((imported) => imported.path))) {
    for (const imported of staticImports(file)) {
      if (spine.has(imported.path) && imported.original) edges.push({ importer: file, specifier: imported.original, target: imported.path });
    }
  }
  return edges;
}

/** Each spine module's value exports (types are gone once esbuild has read the file). */
async function valueExports(root: string, modules: readonly string[], options: BuildOptions): Promise<Map<string, Set<string>>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: modules.map((module) => ({ in: module, out: module.replace(/[^\w]+/g, "_") })),
    outdir: "spine-exports",
    bundle: false,
    write: false,
    metafile: true,
    format: "esm",
    jsx: options.jsx,
    logLevel: "silent",
  });
  const exports = new Map<string, Set<string>>();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) exports.set(output.entryPoint, new Set(output.exports));
  }
  return exports;
}

/** The anchor module: imports every name boot's code imports from a spine module, and lists them. */
export async function anchorSource(root: string, metafile: Metafile, bootSource: string, spine: Set<string>, options: BuildOptions): Promise<string> {
  const wanted = new Map<string, Set<string>>();
  const sources = new Map<string, string>();
  for (const edge of spineEdges(metafile, bootSource, spine)) {
    const text = sources.get(edge.importer) ?? deepModuleText(root, edge.importer) ?? (await readFile(path.join(root, edge.importer), "utf8"));
    sources.set(edge.importer, text);
    const names = wanted.get(edge.target) ?? new Set<string>();
    for (const name of namesImported(text, edge.specifier)) names.add(name);
    wanted.set(edge.target, names);
  }
  const exports = await valueExports(root, [...wanted.keys()], options);
  const lines: string[] = [];
  const listed: string[] = [];
  // The runtime's modules first, the islands' after them: the order the spine had while the
  // runtime imported the registry, which compresses better than the two interleaved.
  const runtimeFirst = [...wanted].sort(([a], [b]) => Number(a.startsWith("islands/")) - Number(b.startsWith("islands/")));
  for (const [module, names] of runtimeFirst) {
    const values = exports.get(module) ?? new Set<string>();
    const chosen = names.has("*") ? [...values] : [...names].filter((name) => values.has(name));
    if (chosen.length === 0) continue;
    const aliases = chosen.map((name) => {
      const alias = `s${listed.length}`;
      listed.push(alias);
      return `${name} as ${alias}`;
    });
    lines.push(`import { ${aliases.join(", ")} } from ${JSON.stringify(`./${module}`)};`);
  }
  return `${lines.join("\n")}\nexport const isletSpine = [${listed.join(", ")}];\n`;
}

/** The second build's plugin: serves the anchor and makes every entry re-export its list. */
export function oneSpinePlugin(root: string, anchor: string, entries: Set<string>): Plugin {
  return {
    name: "islet-one-spine",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^${escapeRegExp(ANCHOR_SPECIFIER)}$`) }, () => ({ path: ANCHOR_SPECIFIER, namespace: ANCHOR_NAMESPACE }));
      pluginBuild.onLoad({ filter: /.*/, namespace: ANCHOR_NAMESPACE }, () => ({ contents: anchor, loader: "js", resolveDir: root }));
      pluginBuild.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        const source = path.relative(root, args.path).split(path.sep).join("/");
        if (!entries.has(source)) return undefined;
        const text = await readFile(args.path, "utf8");
        return {
          contents: `${text}\nexport { isletSpine as ${ANCHOR_EXPORT} } from ${JSON.stringify(ANCHOR_SPECIFIER)};\n`,
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
}

/**
 * Builds twice with the same options: the first (not written) finds the spine, the second puts
 * it in one chunk. Returns both metafiles so callers and tests can compare the first loads.
 */
export async function buildOneSpine(
  root: string,
  bootSource: string,
  options: BuildOptions & { metafile: true },
): Promise<{ first: Metafile; result: BuildResult<{ metafile: true }> }> {
  const first = await build({ ...options, write: false });
  const spine = spineModules(first.metafile, bootSource);
  const anchor = await anchorSource(root, first.metafile, bootSource, spine, options);
  const entries = entriesUsingSpine(first.metafile, bootSource, spine);
  const result = await build({ ...options, plugins: [...(options.plugins ?? []), oneSpinePlugin(root, anchor, entries)] });
  return { first: first.metafile, result };
}
