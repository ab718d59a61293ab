/**
 * `npm run test:size` (after `npm run build`): checks the bundle's JS budgets from manifest.json.
 *
 *   before interaction  boot + its static imports + the behaviour chunks boot imports dynamically
 *                       (they mount at load, e.g. cart-buttons)           ≤ 30 KB gzip
 *   after drawer open   everything reachable from boot, React included    ≤ 90 KB gzip
 *
 * A chunk boot imports dynamically counts as "React" (loaded only when the mini-cart drawer
 * mounts) when a file of its static closure contains the minified React runtime; any other
 * dynamically imported chunk is a behaviour chunk that may load at once. Exits 1 when over a
 * budget or when there is no build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { AssetManifest } from "../esbuild.config";

export const KB = 1024;
export const BUDGETS = { beforeInteraction: 30 * KB, afterDrawerOpen: 90 * KB } as const;

/**
 * Strings every minified React 19 production build keeps: the element symbol's description
 * (react, react/jsx-runtime), react-dom's devtools hook and shared-internals names, and the
 * error decoder URL. Module names ("react.production") are gone: esbuild moves them to LEGAL.txt.
 */
export const REACT_MARKERS = [
  "react.transitional.element",
  "__REACT_DEVTOOLS_GLOBAL_HOOK__",
  "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE",
  "react.dev/errors/",
] as const;

export type Phase = "before-interaction" | "after-drawer-open";
export type FileKind = "boot" | "static" | "behaviour" | "react" | "lazy";

export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
  kind: FileKind;
  phase: Phase;
}

export interface BudgetResult {
  raw: number;
  gzip: number;
  budget: number;
  ok: boolean;
}

export interface SizeReport {
  files: FileSize[];
  beforeInteraction: BudgetResult;
  afterDrawerOpen: BudgetResult;
  ok: boolean;
}

export type ReadBuiltFile = (relativePath: string) => string | Uint8Array;
type Files = AssetManifest["files"];

export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

function entryOf(files: Files, file: string): Files[string] {
  const entry = files[file];
  if (!entry) throw new Error(`manifest.json refers to ${file}, which it does not list`);
  return entry;
}

/** `start` and every file it reaches by static imports, in discovery order. */
export function staticClosure(files: Files, start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...entryOf(files, file).imports);
  }
  return [...seen];
}

/** Every file reachable from `start` by static or dynamic imports. */
export function fullClosure(files: Files, start: string): string[] {
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

function textOf(content: string | Uint8Array): string {
  return typeof content === "string" ? content : Buffer.from(content).toString("utf8");
}

export function containsReact(content: string | Uint8Array): boolean {
  const text = textOf(content);
  return REACT_MARKERS.some((marker) => text.includes(marker));
}

/** Sizes every file reachable from boot and sorts it into the two phases. */
export function computeBudgets(manifest: AssetManifest, readFile: ReadBuiltFile): SizeReport {
  const { files, boot } = manifest;
  const contents = new Map<string, string | Uint8Array>();
  const read = (file: string): string | Uint8Array => {
    const cached = contents.get(file) ?? readFile(file);
    contents.set(file, cached);
    return cached;
  };
  const kinds = new Map<string, FileKind>();
  for (const file of staticClosure(files, boot)) kinds.set(file, file === boot ? "boot" : "static");
  for (const chunk of entryOf(files, boot).dynamicImports) {
    const closure = staticClosure(files, chunk);
    const kind: FileKind = closure.some((file) => containsReact(read(file))) ? "react" : "behaviour";
    for (const file of closure) if (!kinds.has(file)) kinds.set(file, kind);
  }
  for (const file of fullClosure(files, boot)) if (!kinds.has(file)) kinds.set(file, "lazy");

  const sized: FileSize[] = [...kinds].map(([file, kind]) => {
    const content = read(file);
    const phase: Phase = kind === "react" || kind === "lazy" ? "after-drawer-open" : "before-interaction";
    return { path: file, raw: Buffer.byteLength(content), gzip: gzipSize(content), kind, phase };
  });
  const total = (list: FileSize[], budget: number): BudgetResult => {
    const raw = list.reduce((sum, file) => sum + file.raw, 0);
    const gzip = list.reduce((sum, file) => sum + file.gzip, 0);
    return { raw, gzip, budget, ok: gzip <= budget };
  };
  const beforeInteraction = total(
    sized.filter((file) => file.phase === "before-interaction"),
    BUDGETS.beforeInteraction,
  );
  const afterDrawerOpen = total(sized, BUDGETS.afterDrawerOpen);
  return { files: sized, beforeInteraction, afterDrawerOpen, ok: beforeInteraction.ok && afterDrawerOpen.ok };
}

export const formatKb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

export function formatReport(report: SizeReport): string {
  const rows = [["file", "raw", "gzip", "kind", "phase"]];
  for (const file of report.files) rows.push([file.path, formatKb(file.raw), formatKb(file.gzip), file.kind, file.phase]);
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const line = (row: string[]): string =>
    row.map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join("  ").trimEnd();
  const budgetLine = (label: string, result: BudgetResult): string =>
    `${label.padEnd(20)} ${formatKb(result.gzip).padStart(9)} gzip (${formatKb(result.raw)} raw)  budget ${formatKb(result.budget)}  ${result.ok ? "ok" : "OVER BUDGET"}`;
  return [
    ...rows.map(line),
    "",
    budgetLine("before interaction", report.beforeInteraction),
    budgetLine("after drawer open", report.afterDrawerOpen),
  ].join("\n");
}

export function overBudgetMessage(report: SizeReport): string {
  const over = [
    ["JS before interaction", report.beforeInteraction],
    ["JS after the first drawer open", report.afterDrawerOpen],
  ] as const;
  return over
    .filter(([, result]) => !result.ok)
    .map(([label, result]) => `${label} is ${formatKb(result.gzip)} gzip, over its budget of ${formatKb(result.budget)} by ${formatKb(result.gzip - result.budget)}.`)
    .join("\n");
}

function readManifestFile(buildDir: string): AssetManifest | string {
  const file = path.join(buildDir, "manifest.json");
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<AssetManifest>;
    if (typeof parsed.boot !== "string" || typeof parsed.files !== "object" || parsed.files === null) {
      return `${file} has no boot entry or file list: run \`npm run build\` again.`;
    }
    return { version: String(parsed.version), boot: parsed.boot, css: String(parsed.css), files: parsed.files };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `cannot read ${file} (${reason}): run \`npm run build\` first.`;
  }
}

export function main(buildDir: string): number {
  const manifest = readManifestFile(buildDir);
  if (typeof manifest === "string") {
    console.error(`size check: ${manifest}`);
    return 1;
  }
  let report: SizeReport;
  try {
    report = computeBudgets(manifest, (file) => readFileSync(path.join(buildDir, file)));
  } catch (error) {
    console.error(`size check: ${error instanceof Error ? error.message : String(error)} (run \`npm run build\` again)`);
    return 1;
  }
  console.log(formatReport(report));
  if (report.ok) return 0;
  console.error(`\nsize check failed:\n${overBudgetMessage(report)}`);
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "wp-plugin", "assets", "build");
  process.exitCode = main(buildDir);
}
