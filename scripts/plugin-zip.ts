/**
 * Packs the WordPress plugin for a store: dist/islet-<version>.zip with one folder `islet/`
 * holding only what runs on a store (islet.php, uninstall.php, readme.txt, includes/,
 * languages/, assets/build/). No tests, no sources, no node_modules.
 *
 *   npm run plugin:zip      (builds the bundle first, then tsx scripts/plugin-zip.ts)
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isObject } from "../src/contract/validate";
import { readReactVendor } from "./build/react-vendor";
import { createZip, type ZipInput } from "./zip";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PLUGIN_DIR = path.join(root, "wp-plugin");
export const DIST_DIR = path.join(root, "dist");
export const PLUGIN_SLUG = "islet";

/** What a store needs, relative to the plugin folder; folders end with `/`. */
export const SHIPPED = ["islet.php", "uninstall.php", "readme.txt", "includes/", "languages/", "assets/build/"] as const;

function walk(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .flatMap((entry) => {
      const rel = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return walk(path.join(dir, entry.name), `${rel}/`);
      return entry.isFile() ? [rel] : [];
    });
}

/** The shipped files of a plugin folder, sorted, relative and `/`-separated. */
export function pluginFiles(pluginDir: string): string[] {
  for (const item of SHIPPED) {
    if (!statSync(path.join(pluginDir, item), { throwIfNoEntry: false })) throw new Error(`the plugin has no ${item}`);
  }
  return SHIPPED.flatMap((item) => (item.endsWith("/") ? walk(path.join(pluginDir, item), item) : [item])).sort();
}

/** The Version header of the plugin's main file. */
export function pluginVersion(pluginDir: string): string | null {
  return /^[ \t/*#@]*Version:\s*(\S+)/m.exec(readFileSync(path.join(pluginDir, "islet.php"), "utf8"))?.[1] ?? null;
}

/** Refuses to pack a plugin a store could not run: no build, or versions that disagree. */
export function checkPlugin(pluginDir: string, version: string): void {
  const header = pluginVersion(pluginDir);
  if (header !== version) throw new Error(`islet.php says Version ${header ?? "(none)"}, package.json says ${version}`);
  const manifestFile = path.join(pluginDir, "assets/build/manifest.json");
  let manifest: { boot?: unknown; css?: unknown; react?: unknown; admin?: unknown };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as typeof manifest;
  } catch {
    throw new Error(`${path.relative(root, manifestFile)} is missing or damaged: run \`npm run build\` first`);
  }
  for (const key of ["boot", "css"] as const) {
    const file = manifest[key];
    if (typeof file !== "string" || !statSync(path.join(pluginDir, "assets/build", file), { throwIfNoEntry: false })?.isFile()) {
      throw new Error(`manifest.json names a ${key} file that is not in assets/build: ${String(file)}`);
    }
  }
  // The copy of React a store without React 18 loads (decision 0035).
  const react = readReactVendor(manifest.react);
  if (!react) throw new Error("manifest.json names no copy of React: run `npm run build` again");
  for (const file of [react.react, react.reactDom]) {
    if (!statSync(path.join(pluginDir, "assets/build", file), { throwIfNoEntry: false })?.isFile()) {
      throw new Error(`manifest.json names a copy of React that is not in assets/build: ${file}`);
    }
  }
  // wp-admin's critical CSS builder (src/admin/first-paint/), which the plugin enqueues from the manifest's `admin` key.
  const firstPaint = isObject(manifest.admin) ? manifest.admin.firstPaint : undefined;
  if (typeof firstPaint !== "string" || !statSync(path.join(pluginDir, "assets/build", firstPaint), { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`manifest.json names an admin.firstPaint file that is not in assets/build: ${String(firstPaint)}`);
  }
}

/** The archive's entries: the `islet/` folder, its subfolders, then the files. */
export function zipInputs(pluginDir: string, files: string[]): ZipInput[] {
  const folders = new Set<string>([`${PLUGIN_SLUG}/`]);
  for (const file of files) {
    const parts = file.split("/").slice(0, -1);
    parts.forEach((_, i) => folders.add(`${PLUGIN_SLUG}/${parts.slice(0, i + 1).join("/")}/`));
  }
  const fileInputs = files.map((file) => {
    const full = path.join(pluginDir, file);
    return { name: `${PLUGIN_SLUG}/${file}`, data: readFileSync(full), date: statSync(full).mtime };
  });
  // Folders carry the newest file's time rather than the DOS epoch.
  const newest = new Date(Math.max(0, ...fileInputs.map((input) => input.date.getTime())));
  return [...[...folders].sort().map((name) => ({ name, date: newest })), ...fileInputs];
}

/** Writes `<outDir>/islet-<version>.zip` and returns its path and file list. */
export function buildPluginZip(options: { pluginDir?: string; outDir?: string; version: string }): { file: string; files: string[]; bytes: number } {
  const pluginDir = options.pluginDir ?? PLUGIN_DIR;
  const outDir = options.outDir ?? DIST_DIR;
  checkPlugin(pluginDir, options.version);
  const files = pluginFiles(pluginDir);
  const zip = createZip(zipInputs(pluginDir, files));
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${PLUGIN_SLUG}-${options.version}.zip`);
  writeFileSync(file, zip);
  return { file, files, bytes: zip.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  try {
    const { file, files, bytes } = buildPluginZip({ version });
    console.log(`wrote ${path.relative(root, file)}: ${files.length} files, ${bytes} bytes`);
  } catch (error) {
    console.error(`plugin:zip: ${(error as Error).message}`);
    process.exit(1);
  }
}
