/**
 * Builds the bundle where the WordPress plugin ships it (wp-plugin/assets/build) and writes
 * manifest.json, which PHP and the demo store read to enqueue hashed files.
 *
 *   npm run build            production build
 *   tsx esbuild.config.ts --dev   unminified, for debugging
 */
import { build, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reachable } from "./scripts/build/graph";
import { deepImportsPlugin } from "./scripts/build/deep-imports";
import { buildOneSpine } from "./scripts/build/one-spine";
import { loadGroupsPlugin, registryPartPaths } from "./scripts/build/load-groups";
import { readManifestLoadGroups } from "./scripts/island-manifest";
import { reactGlobalsPlugin } from "./scripts/build/react-globals";
import { copyReactVendor, type ReactVendor } from "./scripts/build/react-vendor";

const root = path.dirname(fileURLToPath(import.meta.url));
/** ISLET_BUILD_DIR lets parallel work build (and serve, see serve.ts) a private copy. */
export const BUILD_DIR = process.env.ISLET_BUILD_DIR
  ? path.resolve(process.env.ISLET_BUILD_DIR)
  : path.join(root, "wp-plugin", "assets", "build");

/** Chromium 136+ reads it on a file's first line; other engines see a comment. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export interface AssetManifest {
  /** Package version plus a content hash of the boot entry, for cache busting. */
  version: string;
  /** The one script to enqueue, as an ES module. */
  boot: string;
  /** The islands' stylesheet. */
  css: string;
  /** Every emitted JS file (entry and chunks) with its size in bytes. */
  files: Record<string, ManifestFile>;
  /**
   * The product islands' registry chunk and the files only it needs: product pages preload them
   * (`<link rel="modulepreload">`) so their arms run as soon as boot does (decision 0024).
   */
  productPreload: string[];
  /**
   * The other pages' registry part and the files only it needs (listings, the cart, notices,
   * popups, dialogs): every page but the checkout preloads them (decision 0027).
   */
  pagesPreload: string[];
  /**
   * The plugin's copy of React (assets/build/vendor/), which the page config names where
   * WordPress has no React 18 (decision 0035).
   */
  react: ReactVendor;
}

/** wp-admin's scripts: built on their own, never a storefront page's, so not in `files` (whose sizes the page budgets weigh). */
export interface AdminAssets {
  /** The critical CSS builder (src/admin/first-paint/), a classic script for wp-admin's footer. */
  firstPaint: string;
}

/** What a build writes to manifest.json. */
export interface BuiltManifest extends AssetManifest {
  admin: AdminAssets;
}

export interface ManifestFile {
  bytes: number;
  imports: string[];
  dynamicImports: string[];
  /** The source module a file was built for (the boot entry and each lazily imported module); shared chunks have none. */
  source?: string;
}

function toManifest(metafile: Metafile, version: string, react: ReactVendor): AssetManifest {
  const files: AssetManifest["files"] = {};
  let boot = "";
  let css = "";
  for (const [out, meta] of Object.entries(metafile.outputs)) {
    const rel = path.relative(BUILD_DIR, path.join(root, out)).split(path.sep).join("/");
    if (rel.endsWith(".map") || rel.endsWith(".txt")) continue;
    if (rel.endsWith(".css")) {
      css = rel;
      continue;
    }
    const importsOf = (kind: string): string[] =>
      meta.imports
        .filter((imp) => imp.kind === kind)
        .map((imp) => path.relative(BUILD_DIR, path.join(root, imp.path)).split(path.sep).join("/"));
    const file: ManifestFile = { bytes: meta.bytes, imports: importsOf("import-statement"), dynamicImports: importsOf("dynamic-import") };
    if (meta.entryPoint) file.source = meta.entryPoint;
    files[rel] = file;
    if (meta.entryPoint === BOOT_SOURCE) boot = rel;
  }
  if (!boot || !css) throw new Error("build produced no boot entry or stylesheet");
  const hash = /-([A-Z0-9]+)\.js$/.exec(boot)?.[1]?.toLowerCase() ?? "dev";
  return {
    version: `${version}-${hash}`,
    boot,
    css,
    files,
    productPreload: preloadFor(files, boot, PRODUCT_REGISTRY_SOURCE),
    pagesPreload: preloadFor(files, boot, PAGES_REGISTRY_SOURCE),
    react,
  };
}

const PRODUCT_REGISTRY_SOURCE = "islands/registry-product.ts";
const PAGES_REGISTRY_SOURCE = "islands/registry-pages.ts";

export function staticImportsOf(files: AssetManifest["files"], start: string): Set<string> {
  return reachable(start, (file) => files[file]?.imports ?? []);
}

/** The file built for `source` and what it imports statically that boot does not already load (its preload, React's files). */
export function preloadFor(files: AssetManifest["files"], boot: string, source: string): string[] {
  const entry = Object.keys(files).find((file) => files[file]?.source === source);
  if (!entry) return [];
  const first = staticImportsOf(files, boot);
  return [...staticImportsOf(files, entry)].filter((file) => !first.has(file));
}

export async function buildBundle({ dev = false }: { dev?: boolean } = {}): Promise<BuiltManifest> {
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { version: string };
  await rm(BUILD_DIR, { recursive: true, force: true });
  await mkdir(BUILD_DIR, { recursive: true });
  // Several builds: the first finds the spine, the next put it in one chunk (decision 0026) and
  // let small shared chunks join a host (0037).
  const { result } = await buildOneSpine(root, BOOT_SOURCE, bundleOptions(dev), EAGER_ENTRIES, LOADED_WITH);
  const manifest = { ...toManifest(result.metafile, pkg.version, await copyReactVendor(root, BUILD_DIR, COMPILE_HINT)), admin: await buildAdmin(dev) };
  // For working out what a chunk holds (e.g. with esbuild's analyzer); not shipped.
  if (process.env.ISLET_METAFILE) await writeFile(path.resolve(process.env.ISLET_METAFILE), JSON.stringify(result.metafile));
  await writeFile(path.join(BUILD_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export const BOOT_SOURCE = "islands/boot.ts";

/** The browsers the bundle supports (the storefront's and wp-admin's). */
const BROWSER_TARGET = ["es2020", "chrome100", "firefox100", "safari15"];

/** The lazy entries most pages load at once: a chunk merge gives them no code they did not have (scripts/build/merge-chunks.ts). */
export const EAGER_ENTRIES: ReadonlySet<string> = new Set([...registryPartPaths(), "islands/countdown/mount.tsx", "islands/popup/mount.ts"]);

/**
 * Lazy entries a page loads at once with another: the product registry part is on product pages,
 * whose gallery, price and options form (the `product` load group) mount before any press. A chunk
 * merge may give the part code the group loads anyway (scripts/build/merge-chunks.ts).
 */
export const LOADED_WITH: ReadonlyMap<string, readonly string[]> = new Map([["islands/registry-product.ts", ["islands/load-group-product.ts"]]]);

/** The build's options (`root` is the project; files go to BUILD_DIR). */
export function bundleOptions(dev: boolean): BuildOptions & { metafile: true } {
  return {
    absWorkingDir: root,
    entryPoints: { boot: BOOT_SOURCE, islands: "src/styles/islands.css" },
    outdir: BUILD_DIR,
    bundle: true,
    splitting: true,
    format: "esm",
    target: BROWSER_TARGET,
    minify: !dev,
    sourcemap: "linked",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    legalComments: "linked",
    // V8's explicit compile hint (docs/decisions/0013): every function of every file is compiled
    // eagerly while the file streams in, off the main thread, instead of lazily on first call.
    banner: { js: COMPILE_HINT },
    jsx: "automatic",
    define: { "process.env.NODE_ENV": dev ? '"development"' : '"production"' },
    logLevel: "warning",
    // React is the page's (WordPress's) or a copy the runtime loads, never bundled (decision 0035).
    plugins: [deepImportsPlugin(root), reactGlobalsPlugin(root), loadGroupsPlugin(root, readManifestLoadGroups())],
  };
}

export const FIRST_PAINT_SOURCE = "src/admin/first-paint/index.ts";

/** Where wp-admin's scripts go, inside BUILD_DIR. */
export const ADMIN_DIR = "admin";

/**
 * beasties imports Node's `fs` and `path` for reading and writing files, which the builder never
 * does (it overrides getCssAsset and keeps pruneSource off). In the browser they are stand-ins that
 * say so if ever called, instead of esbuild failing on a Node module.
 */
function nodeFilesStubPlugin(): Plugin {
  const contents = [
    'const unavailable = () => { throw new Error("Islet\'s first-paint builder has no file system"); };',
    "export const readFile = unavailable;",
    "export const writeFile = unavailable;",
    "export default { resolve: unavailable, relative: unavailable, posix: { dirname: unavailable, join: unavailable } };",
  ].join("\n");
  return {
    name: "node-files-stub",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^(node:)?(fs|path)$/ }, (args) => ({ path: args.path, namespace: "node-files-stub" }));
      pluginBuild.onLoad({ filter: /.*/, namespace: "node-files-stub" }, () => ({ contents, loader: "js" }));
    },
  };
}

/** wp-admin's critical CSS builder: one classic script (PHP enqueues it in the admin footer), apart from the storefront's modules. */
export function adminBundleOptions(dev: boolean): BuildOptions & { metafile: true } {
  return {
    absWorkingDir: root,
    entryPoints: { "first-paint": FIRST_PAINT_SOURCE },
    outdir: path.join(BUILD_DIR, ADMIN_DIR),
    bundle: true,
    platform: "browser",
    format: "iife",
    target: BROWSER_TARGET,
    minify: !dev,
    sourcemap: "linked",
    entryNames: "[name]-[hash]",
    metafile: true,
    legalComments: "linked",
    define: { "process.env.NODE_ENV": dev ? '"development"' : '"production"' },
    logLevel: "warning",
    plugins: [nodeFilesStubPlugin()],
  };
}

async function buildAdmin(dev: boolean): Promise<AdminAssets> {
  const { metafile } = await build(adminBundleOptions(dev));
  const out = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === FIRST_PAINT_SOURCE);
  if (out === undefined) throw new Error(`the admin build produced no file for ${FIRST_PAINT_SOURCE}`);
  return { firstPaint: path.relative(BUILD_DIR, path.join(root, out)).split(path.sep).join("/") };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = await buildBundle({ dev: process.argv.includes("--dev") });
  const total = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  console.log(`built ${manifest.boot} + ${Object.keys(manifest.files).length - 1} chunks, ${total} bytes, version ${manifest.version}; wp-admin: ${manifest.admin.firstPaint}`);
}
