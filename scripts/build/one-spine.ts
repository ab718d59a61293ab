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
import { reachable, staticClosure } from "./graph";
import { escapeRegExp, namesImported } from "./imports";
import { companionChunks, planMerges, sharedChunks } from "./merge-chunks";
import { REACT_NAMESPACE } from "./react-globals";

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

export interface ImportEdge {
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
  return anchorFor(root, spineEdges(metafile, bootSource, spine), options);
}

/** Static import edges from any module of the build that land on one of `targets`. */
export function edgesInto(metafile: Metafile, targets: Set<string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    // An anchor of an earlier round imports only names its module's importers import.
    if (file.startsWith(`${ANCHOR_NAMESPACE}:`)) continue;
    for (const imported of input.imports) {
      if (imported.kind === "import-statement" && !imported.external && targets.has(imported.path) && imported.original) edges.push({ importer: file, specifier: imported.original, target: imported.path });
    }
  }
  return edges;
}

/**
 * A module that imports every name the edges import (each from the module it lands on) and
 * lists them as `isletSpine`: an entry that re-exports the list uses all of them.
 */
export async function anchorFor(root: string, edges: readonly ImportEdge[], options: BuildOptions): Promise<string> {
  const wanted = new Map<string, Set<string>>();
  const sources = new Map<string, string>();
  for (const edge of edges) {
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

/** A module every entry in `entries` re-exports the list of, so they all use its names. */
export interface Anchor {
  source: string;
  entries: Set<string>;
}

const anchorSpecifier = (index: number): string => (index === 0 ? ANCHOR_SPECIFIER : `${ANCHOR_SPECIFIER}/${index}`);
const anchorExport = (index: number): string => (index === 0 ? ANCHOR_EXPORT : `${ANCHOR_EXPORT}${index}`);

/** The later builds' plugin: serves the anchors (the spine's first) and makes each entry re-export their lists. */
export function oneSpinePlugin(root: string, anchors: readonly Anchor[]): Plugin {
  return {
    name: "islet-one-spine",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^${escapeRegExp(ANCHOR_SPECIFIER)}(/\\d+)?$`) }, (args) => ({ path: args.path, namespace: ANCHOR_NAMESPACE }));
      pluginBuild.onLoad({ filter: /.*/, namespace: ANCHOR_NAMESPACE }, (args) => {
        const index = args.path === ANCHOR_SPECIFIER ? 0 : Number(args.path.slice(ANCHOR_SPECIFIER.length + 1));
        return { contents: anchors[index]?.source ?? "", loader: "js", resolveDir: root };
      });
      pluginBuild.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        const source = path.relative(root, args.path).split(path.sep).join("/");
        const lines = anchors.flatMap((anchor, index) => (anchor.entries.has(source) ? [`export { isletSpine as ${anchorExport(index)} } from ${JSON.stringify(anchorSpecifier(index))};`] : []));
        if (lines.length === 0) return undefined;
        const text = await readFile(args.path, "utf8");
        return { contents: `${text}\n${lines.join("\n")}\n`, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/** One anchor per set of entries the merged modules go to. */
async function mergeAnchors(root: string, metafile: Metafile, anchoredTo: Map<string, Set<string>>, options: BuildOptions): Promise<Anchor[]> {
  const bySet = new Map<string, { entries: Set<string>; modules: Set<string> }>();
  for (const [module, entries] of anchoredTo) {
    const key = [...entries].sort().join("\n");
    const group = bySet.get(key) ?? { entries, modules: new Set<string>() };
    group.modules.add(module);
    bySet.set(key, group);
  }
  const anchors: Anchor[] = [];
  for (const group of bySet.values()) anchors.push({ source: await anchorFor(root, edgesInto(metafile, group.modules), options), entries: group.entries });
  return anchors;
}

/** At most this many rounds of small chunks looking for hosts (a merge can leave new small chunks); the real bundle settles in five. */
const MERGE_ROUNDS = 8;

/**
 * Builds with the same options until the chunks settle: the first build (not written) finds the
 * spine, the second puts it in one chunk; then small shared chunks join their hosts
 * (merge-chunks.ts), a round at a time. Returns the first and the written metafile so callers and
 * tests can compare the first loads.
 */
export async function buildOneSpine(
  root: string,
  bootSource: string,
  options: BuildOptions & { metafile: true },
  eager: ReadonlySet<string> = new Set(),
  loadedWith: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<{ first: Metafile; result: BuildResult<{ metafile: true }> }> {
  const first = await build({ ...options, write: false });
  const spine = spineModules(first.metafile, bootSource);
  const spineAnchor: Anchor = { source: await anchorSource(root, first.metafile, bootSource, spine, options), entries: entriesUsingSpine(first.metafile, bootSource, spine) };
  let anchors: Anchor[] = [spineAnchor];
  const withAnchors = (write: boolean) => build({ ...options, write, plugins: [...(options.plugins ?? []), oneSpinePlugin(root, anchors)] });
  // Each merged module's entries, over all rounds: modules with the same entries share an anchor,
  // so an anchor's list lands in the same chunk as its modules.
  const anchoredTo = new Map<string, Set<string>>();
  for (let round = 0; round < MERGE_ROUNDS; round += 1) {
    const { metafile } = await withAnchors(false);
    // An entry a merge gave spine code (a merged module imports it) re-exports the spine's list
    // too, or that code would leave the spine's chunk for one of its own.
    for (const entry of entriesUsingSpine(metafile, bootSource, spine)) spineAnchor.entries.add(entry);
    const chunks = sharedChunks(metafile, (input) => input.startsWith(`${REACT_NAMESPACE}:`));
    const merges = planMerges(chunks, new Set(firstLoadOutputs(metafile, bootSource)), eager, companionChunks(metafile, loadedWith));
    if (merges.length === 0) break;
    // A module merged before may have gained users since (a module anchored in a later round
    // imports it): its anchor follows, or the anchor's list would be left in a chunk of its own.
    for (const chunk of chunks) {
      for (const module of chunk.modules) {
        const entries = anchoredTo.get(module);
        if (entries) anchoredTo.set(module, new Set([...entries, ...chunk.users]));
      }
    }
    for (const merge of merges) {
      for (const module of merge.modules) anchoredTo.set(module, new Set([...(anchoredTo.get(module) ?? []), ...merge.entries]));
    }
    anchors = [spineAnchor, ...(await mergeAnchors(root, metafile, anchoredTo, options))];
  }
  // The last build writes only if the caller's options do (the tests pass `write: false`: their
  // files would join the plugin's build folder, and its zip).
  return { first: first.metafile, result: await withAnchors(options.write ?? true) };
}
