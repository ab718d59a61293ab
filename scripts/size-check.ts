/**
 * `npm run test:size` (after `npm run build`): the bundle's JS budgets, per page.
 *
 * Chromium loads each demo page and nothing is touched (scripts/size/measure.ts); the gzip
 * (level 9) of the bundle files it fetched is that page's JS before interaction. React counts
 * where a page loads it: the demo store's WordPress (6.1) has no React 18, so the runtime adds
 * the plugin's copy from the build folder (decision 0035):
 *
 *   shop, cart and other pages   ≤ 35 KB gzip   (issue 3; issues 14–16: site-wide islands, attribution, the cart lock; decision 0007)
 *   product pages                ≤ 121 KB gzip  (issue 11: the product islands, React and the spine; issues 14–16; 0024)
 *   shop scrolled to its end, nothing pressed   ≤ 35 KB gzip   (as a page: every card has neared
 *                                                 the view, and its swatches wait for a press, 0044)
 *   shop after the first drawer open, everything loaded so far   ≤ 98 KB gzip   (issue 3, decision 0007)
 *   checkout, ours besides React ≤ 20 KB gzip   (issue 15; decision 0007's last addenda; React is its
 *                                                 files and the loader warmReact imports, size/file-kinds.ts)
 *   attribution's every-page code  ≤ 3 KB gzip   (issue 15: it runs on every page; it sits in the
 *                                                  spine, so it is bundled alone to be weighed)
 *
 * It also prints the size of everything boot can reach (every island), for reference.
 * Exits 1 when a page is over its budget, when there is no build or when a page fails to load.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { AssetManifest } from "../esbuild.config";
import type { ScriptFile } from "./bench/network";
import { startDemoStore } from "./demo-store/server";
import { readReactVendor } from "./build/react-vendor";
import { fileKinds, type FileKinds } from "./size/file-kinds";
import { islandCodeSize, type CodeSize } from "./size/island-code";
import { measurePages, type Measurements, type PageScripts } from "./size/measure";

export const KB = 1024;
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BUDGETS = {
  page: 35 * KB,
  productPage: 121 * KB,
  afterDrawerOpen: 98 * KB,
  checkoutBesidesReact: 20 * KB,
  attributionCode: 3 * KB,
} as const;

export const SIZE_PAGES = [
  "/shop/",
  "/cart/",
  "/product/hoodie/",
  "/product/zip-hoodie/",
  "/product/classic-t-shirt/",
  "/product/wool-beanie/",
  "/product/gift-card/",
  "/checkout/",
] as const;
export const DRAWER_PAGE = "/shop/";
export const CHECKOUT_PAGE = "/checkout/";
/** Attribution's every-page code: its registry entry and what that imports from its folder (not the checkout's part). */
export const ATTRIBUTION_ENTRY = "islands/attribution/index.ts";

export function budgetFor(pagePath: string): number {
  return pagePath.startsWith("/product/") ? BUDGETS.productPage : BUDGETS.page;
}

export interface BudgetLine {
  label: string;
  files: number;
  raw: number;
  gzip: number;
  budget: number;
  ok: boolean;
  /** Islands that had not loaded (still pending: visible/interaction) — why they cost nothing yet. */
  deferred: string[];
}

export interface SizeReport {
  lines: BudgetLine[];
  /** Everything boot can reach, for reference (no budget). */
  reachable: { files: number; raw: number; gzip: number };
  ok: boolean;
}

export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

function entryOf(files: AssetManifest["files"], file: string): AssetManifest["files"][string] {
  const entry = files[file];
  if (!entry) throw new Error(`manifest.json refers to ${file}, which it does not list`);
  return entry;
}

/** Every file reachable from `start` by static or dynamic imports. */
export function fullClosure(files: AssetManifest["files"], start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const entry = entryOf(files, file);
    queue.push(...entry.imports, ...entry.dynamicImports);
  }
  return [...seen];
}

function line(label: string, scripts: PageScripts, budget: number, keep: (file: ScriptFile) => boolean = () => true): BudgetLine {
  const files: ScriptFile[] = scripts.files.filter(keep);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const deferred = Object.entries(scripts.islands)
    .filter(([, state]) => state === "pending")
    .map(([name]) => name);
  return { label, files: files.length, raw: files.reduce((sum, file) => sum + file.raw, 0), gzip, budget, ok: gzip <= budget, deferred };
}

function pageLine(page: PageScripts, kinds: FileKinds): BudgetLine {
  if (page.path !== CHECKOUT_PAGE) return line(`${page.path} before interaction`, page, budgetFor(page.path));
  return line(`${page.path} before interaction, besides React`, page, BUDGETS.checkoutBesidesReact, (file) => !kinds.isReact(file.url));
}

export function evaluate(measured: Measurements, reachable: SizeReport["reachable"], kinds: FileKinds, attribution: CodeSize): SizeReport {
  const lines = [
    ...measured.pages.map((page) => pageLine(page, kinds)),
    line(`${measured.scrolled.path} scrolled to its end, before interaction`, measured.scrolled, BUDGETS.page),
    line(`${measured.drawerOpen.path} after drawer open`, measured.drawerOpen, BUDGETS.afterDrawerOpen),
  ];
  const empty = lines.find((entry) => entry.files === 0);
  if (empty) throw new Error(`${empty.label}: no bundle file loaded — the page did not boot`);
  lines.push({
    label: "attribution's every-page code, bundled alone",
    files: 1,
    ...attribution,
    budget: BUDGETS.attributionCode,
    ok: attribution.gzip <= BUDGETS.attributionCode,
    deferred: [],
  });
  return { lines, reachable, ok: lines.every((entry) => entry.ok) };
}

export const formatKb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

export function formatReport(report: SizeReport): string {
  const width = Math.max(...report.lines.map((entry) => entry.label.length));
  const rows = report.lines.map(
    (entry) =>
      `${entry.label.padEnd(width)}  ${formatKb(entry.gzip).padStart(8)} gzip  ${formatKb(entry.raw).padStart(9)} raw  ` +
      `${String(entry.files).padStart(2)} files  budget ${formatKb(entry.budget)}  ${entry.ok ? "ok" : "OVER BUDGET"}` +
      (entry.deferred.length > 0 ? `  (not loaded yet: ${entry.deferred.join(", ")})` : ""),
  );
  const { reachable } = report;
  rows.push("", `everything boot can reach: ${formatKb(reachable.gzip)} gzip, ${formatKb(reachable.raw)} raw, ${reachable.files} files (no budget)`);
  return rows.join("\n");
}

export function overBudgetMessage(report: SizeReport): string {
  return report.lines
    .filter((entry) => !entry.ok)
    .map((entry) => `${entry.label}: ${formatKb(entry.gzip)} gzip is over its budget of ${formatKb(entry.budget)} by ${formatKb(entry.gzip - entry.budget)}.`)
    .join("\n");
}

export function readManifestFile(buildDir: string): AssetManifest | string {
  const file = path.join(buildDir, "manifest.json");
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<AssetManifest>;
    if (typeof parsed.boot !== "string" || typeof parsed.files !== "object" || parsed.files === null) {
      return `${file} has no boot entry or file list: run \`npm run build\` again.`;
    }
    const react = readReactVendor(parsed.react);
    if (!react) return `${file} names no copy of React: run \`npm run build\` again.`;
    return { version: String(parsed.version), boot: parsed.boot, css: String(parsed.css), files: parsed.files, productPreload: parsed.productPreload ?? [], pagesPreload: parsed.pagesPreload ?? [], react };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `cannot read ${file} (${reason}): run \`npm run build\` first.`;
  }
}

/** Everything boot can reach, with the copy of React the runtime adds where the page has none (decision 0035). */
export function reachableSize(manifest: AssetManifest, buildDir: string): SizeReport["reachable"] {
  const reached = [...fullClosure(manifest.files, manifest.boot), manifest.react.react, manifest.react.reactDom];
  const files = reached.map((file) => readFileSync(path.join(buildDir, file)));
  return {
    files: files.length,
    raw: files.reduce((sum, content) => sum + content.length, 0),
    gzip: files.reduce((sum, content) => sum + gzipSize(content), 0),
  };
}

export async function main(buildDir: string): Promise<number> {
  const manifest = readManifestFile(buildDir);
  if (typeof manifest === "string") {
    console.error(`size check: ${manifest}`);
    return 1;
  }
  const store = await startDemoStore({ port: 0, host: "127.0.0.1", buildDir });
  try {
    const attribution = await islandCodeSize(PROJECT_ROOT, ATTRIBUTION_ENTRY);
    const report = evaluate(await measurePages(store.url, SIZE_PAGES, DRAWER_PAGE), reachableSize(manifest, buildDir), fileKinds(manifest), attribution);
    console.log(formatReport(report));
    if (report.ok) return 0;
    console.error(`\nsize check failed:\n${overBudgetMessage(report)}`);
    return 1;
  } catch (error) {
    console.error(`size check: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const defaultDir = path.resolve(PROJECT_ROOT, "wp-plugin", "assets", "build");
  process.exitCode = await main(process.env.ISLET_BUILD_DIR ? path.resolve(process.env.ISLET_BUILD_DIR) : defaultDir);
}
