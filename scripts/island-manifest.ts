/**
 * The island manifest (islands/manifest.json) and what is written from it: the registry's three
 * parts (islands/registry.ts, registry-product.ts, registry-pages.ts), the plugin's
 * includes/islands.php (the settings page's names and labels, each island's contract version and
 * when it mounts) and includes/legacy-scripts.json (the legacy scripts the islands replace).
 * docs/decisions/0032-island-manifest.md.
 *
 *   npm run manifest        (tsx scripts/island-manifest.ts)
 *
 * scripts/island-manifest.test.ts fails when a written file is stale, or when the island folders
 * and the manifest disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { groupModulePath, isRegistryPart, readLoadGroups, reexportLines, renderGroupModule, type LoadGroups } from "./build/load-groups";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { IslandWhen } from "../src/contract/markup";
import { WHEN_VALUES } from "../src/runtime/types";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MANIFEST_FILE = path.join(ROOT, "islands", "manifest.json");

export const PARTS = ["boot", "product", "pages"] as const;
export type Part = (typeof PARTS)[number];

/** The page types islet_page_type() answers, and `*` for any. */
export const PAGE_TYPES = ["product", "cart", "checkout", "search", "shop", "product-taxonomy", "home", "page", "other", "*"] as const;

/**
 * Where the plugin prints an island whose place is that simple, on these page types, with no
 * props: around the first element that opens with `wrap`'s text, or before `</body>` (`end`).
 * Islands whose place or props depend on more have a placement in wp-plugin/includes/.
 */
export type PlaceRule = { wrap: string; pages: string[] } | { end: true; pages: string[] };

export interface IslandEntry {
  name: string;
  /** The contract version (`data-island-v`) the plugin prints it with. */
  version: number;
  /** When it mounts, unless its placement says otherwise (the checkout's cart buttons, a listing card's accordion). */
  when: IslandWhen;
  /** Its folder under islands/. */
  folder: string;
  part: Part;
  /** The settings page's label; absent when another island's checkbox switches it. */
  label?: string;
  /** The island whose checkbox switches it (its own name when it has a label). */
  setting: string;
  place?: PlaceRule;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isPart = (value: unknown): value is Part => PARTS.some((part) => part === value);
const isWhen = (value: unknown): value is IslandWhen => WHEN_VALUES.some((when) => when === value);
const NAME = /^[a-z][a-z-]*[a-z]$/;

function readPlace(raw: unknown, where: string): PlaceRule | undefined {
  if (raw === undefined) return undefined;
  const pages = isRecord(raw) && Array.isArray(raw.pages) ? raw.pages : [];
  if (!isRecord(raw) || pages.length === 0 || !pages.every((page) => PAGE_TYPES.some((type) => type === page))) {
    throw new Error(`${where}: "place" needs "pages", page types among ${PAGE_TYPES.join(", ")}`);
  }
  const types = pages.map(String);
  if (typeof raw.wrap === "string" && raw.wrap.startsWith("<") && raw.end === undefined) return { wrap: raw.wrap, pages: types };
  if (raw.end === true && raw.wrap === undefined) return { end: true, pages: types };
  throw new Error(`${where}: "place" is either { "wrap": "<opening text>" } or { "end": true }`);
}

function readEntry(raw: unknown, index: number): IslandEntry {
  const where = `islands/manifest.json, island ${String(index + 1)}`;
  if (!isRecord(raw)) throw new Error(`${where}: not an object`);
  const { name, version, when, folder, part, label, setting, place } = raw;
  if (typeof name !== "string" || !NAME.test(name)) throw new Error(`${where}: "name" must be lower-case words joined by "-"`);
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) throw new Error(`${where} (${name}): "version" must be a whole number from 1`);
  if (!isWhen(when)) throw new Error(`${where} (${name}): "when" must be one of ${WHEN_VALUES.join(", ")}`);
  if (folder !== undefined && (typeof folder !== "string" || !NAME.test(folder))) throw new Error(`${where} (${name}): "folder" must be a folder name`);
  if (!isPart(part)) throw new Error(`${where} (${name}): "part" must be one of ${PARTS.join(", ")}`);
  if ((label === undefined) === (setting === undefined)) throw new Error(`${where} (${name}): give either "label" or "setting"`);
  if (label !== undefined && (typeof label !== "string" || label.trim() === "")) throw new Error(`${where} (${name}): "label" must be text`);
  if (setting !== undefined && typeof setting !== "string") throw new Error(`${where} (${name}): "setting" must be an island's name`);
  const rule = readPlace(place, `${where} (${name})`);
  return { name, version, when, folder: folder ?? name, part, setting: setting ?? name, ...(label === undefined ? {} : { label }), ...(rule ? { place: rule } : {}) };
}

/** The manifest's entries, checked: unique names, and every `setting` an island with a label. */
export function parseManifest(text: string): IslandEntry[] {
  const raw: unknown = JSON.parse(text);
  if (!isRecord(raw) || !Array.isArray(raw.islands)) throw new Error('islands/manifest.json: expected { "islands": [ … ] }');
  const entries = raw.islands.map(readEntry);
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`islands/manifest.json: "${entry.name}" is listed twice`);
    seen.add(entry.name);
  }
  const labelled = new Set(entries.filter((entry) => entry.label !== undefined).map((entry) => entry.name));
  for (const entry of entries) {
    if (!labelled.has(entry.setting)) throw new Error(`islands/manifest.json (${entry.name}): its setting "${entry.setting}" is no island with a label`);
  }
  return entries;
}

export const readManifest = (): IslandEntry[] => parseManifest(readFileSync(MANIFEST_FILE, "utf8"));

/** The manifest's legacy-scripts table (its `legacy`), which the plugin's includes/legacy.php reads. */
export function readLegacyTable(text = readFileSync(MANIFEST_FILE, "utf8")): Record<string, unknown> {
  const raw: unknown = JSON.parse(text);
  const legacy = isRecord(raw) ? raw.legacy : undefined;
  if (!isRecord(legacy) || !isRecord(legacy.handles)) throw new Error('islands/manifest.json: expected a "legacy" table with its "handles"');
  return legacy;
}

/** The manifest's load groups (its `loadGroups`), which the build reads too. */
export const readManifestLoadGroups = (text = readFileSync(MANIFEST_FILE, "utf8")): LoadGroups => {
  const raw: unknown = JSON.parse(text);
  return readLoadGroups(isRecord(raw) ? raw.loadGroups : undefined);
};

/** `variation-form` → `variationFormIsland`: the name each island folder's index.ts exports. */
export const exportName = (name: string): string => `${name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Island`;

const GENERATED = "Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.";

/** The import lines of a part's entries, one per folder, sorted as the project's imports are. */
function importLines(entries: readonly IslandEntry[]): string {
  const byFolder = new Map<string, string[]>();
  for (const entry of entries) byFolder.set(entry.folder, [...(byFolder.get(entry.folder) ?? []), exportName(entry.name)]);
  return [...byFolder.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, names]) => `import { ${[...names].sort().join(", ")} } from "./${folder}";`)
    .join("\n");
}

const list = (items: readonly string[], indent = "  "): string => items.map((item) => `${indent}${item},`).join("\n");
/** A part's islands in name order (the runtime looks them up by name; the order is only the written files'). */
const inPart = (entries: readonly IslandEntry[], part: Part): IslandEntry[] => entries.filter((entry) => entry.part === part).sort((a, b) => a.name.localeCompare(b.name));
const spaced = (entries: readonly IslandEntry[]): string => JSON.stringify(entries.map((entry) => entry.name).join(" "));

export function renderBootRegistry(entries: readonly IslandEntry[]): string {
  const boot = inPart(entries, "boot");
  return `/**
 * Every island this bundle knows. Entries are tiny; their code loads lazily. The first bundle
 * holds the entries of the islands every page carries (the header's, the footer's, attribution,
 * the store's popups with their arm: 0046) and of the checkout's (countdown, order bump). The
 * others' entries load with a part of their own, only on pages that carry one of them: the
 * product page's (docs/decisions/0024) and the other pages' (listings, the cart, notices,
 * dialogs: 0027); registry-parts.ts loads them.
 * ${GENERATED}
 */
${importLines(boot)}
import type { RegisteredIsland } from "../src/runtime/types";

export const islandRegistry: readonly RegisteredIsland[] = [
${list(boot.map((entry) => exportName(entry.name)))}
];

// One string each, split once: the first bundle carries every lazily loaded island's name.
export const PRODUCT_ISLAND_NAMES: readonly string[] = ${spaced(inPart(entries, "product"))}.split(" ");

export const PAGE_ISLAND_NAMES: readonly string[] = ${spaced(inPart(entries, "pages"))}.split(" ");
`;
}

function renderLazyPart(entries: readonly IslandEntry[], part: "product" | "pages", exported: string, intro: string, groups: LoadGroups): string {
  const own = inPart(entries, part);
  const carried = groups[`registry-${part}`] ?? [];
  const carriedLines = carried.length === 0 ? "" : `\n// Load group: what every page with this part runs before its first interaction (docs/decisions/0037-few-files.md).\n${reexportLines(`registry-${part}`, carried)}`;
  return `/**
${intro}
 * ${GENERATED}
 */
${importLines(own)}
import type { RegisteredIsland } from "../src/runtime/types";

export const ${exported}: readonly RegisteredIsland[] = [
${list(own.map((entry) => exportName(entry.name)))}
];
${carriedLines}`;
}

export const renderProductRegistry = (entries: readonly IslandEntry[], groups: LoadGroups = {}): string =>
  renderLazyPart(
    entries,
    "product",
    "productIslands",
    ` * The registry entries of the islands only product pages carry. They load as a chunk of their
 * own when a page has one of them (registry-parts.ts, docs/decisions/0024), so the checkout, the home
 * page and the other pages never fetch their props readers and arms.`,
    groups,
  );

export const renderPagesRegistry = (entries: readonly IslandEntry[], groups: LoadGroups = {}): string =>
  renderLazyPart(
    entries,
    "pages",
    "pageIslands",
    ` * The registry entries of the islands some pages carry and the checkout never does: listings,
 * the cart page, quantity steppers, accordions, notices and dialogs. They load as a part
 * of their own when a page has one of them (registry-parts.ts, docs/decisions/0027).`,
    groups,
  );

/** A PHP single-quoted string literal. */
const phpString = (text: string): string => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

export function renderPhp(entries: readonly IslandEntry[]): string {
  const labelled = entries.filter((entry): entry is IslandEntry & { label: string } => entry.label !== undefined);
  const width = Math.max(...labelled.map((entry) => phpString(entry.name).length));
  const every = Math.max(...entries.map((entry) => phpString(entry.name).length));
  const names = labelled.map((entry) => `\t\t${phpString(entry.name)},`).join("\n");
  // Literal __() calls, so WordPress's own string extraction (and scripts/make-pot.ts) finds them.
  const labels = labelled.map((entry) => `\t\t${phpString(entry.name).padEnd(width)} => __( ${phpString(entry.label)}, 'islet' ),`).join("\n");
  const placements = entries.map((entry) => `\t\t${phpString(entry.name).padEnd(every)} => array( ${entry.version}, ${phpString(entry.when)} ),`).join("\n");
  const placed = entries.filter((entry): entry is IslandEntry & { place: PlaceRule } => entry.place !== undefined);
  const rules = placed.map(({ name, place }) => `\t\t${phpString(name)} => array( ${"wrap" in place ? `'wrap' => ${phpString(place.wrap)}` : "'end' => true"}, 'pages' => array( ${place.pages.map(phpString).join(", ")} ) ),`).join("\n");
  return `<?php
/**
 * The islands: the names and labels the settings page lists, in the manifest's order, and the
 * contract version and mount time each island is printed with.
 * ${GENERATED}
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The islands this version can place, in the order the settings page lists them.
 *
 * @return string[]
 */
function islet_island_names() {
\treturn array(
${names}
\t);
}

/**
 * Island labels for the settings page.
 *
 * @return array<string, string>
 */
function islet_island_labels() {
\treturn array(
${labels}
\t);
}

/**
 * Each island's contract version (data-island-v) and when it mounts, by name.
 *
 * @return array<string, array{0: int, 1: string}>
 */
function islet_island_placements() {
\treturn array(
${placements}
\t);
}

/**
 * The islands the manifest places itself, with no props: around the first element opening with
 * \`wrap\`, or before \`</body>\` (\`end\`), on these page types (\`*\`: any).
 *
 * @return array<string, array{wrap?: string, end?: bool, pages: string[]}>
 */
function islet_island_place_rules() {
\treturn array(${rules === "" ? "" : `\n${rules}\n\t`});
}
`;
}

/** JSON indented by two, with lists of plain values on one line, as the manifest is written. */
export function formatJson(value: unknown, indent = ""): string {
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null)) return JSON.stringify(value).replace(/","/g, '", "');
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${formatJson(item, inner)}`).join(",\n")}\n${indent}]`;
  if (!isRecord(value)) return JSON.stringify(value);
  return `{\n${Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`).join(",\n")}\n${indent}}`;
}

/** The legacy-scripts table as the plugin reads it, with a note that it is written. */
export const renderLegacyTable = (legacy: Record<string, unknown>): string =>
  `${formatJson({ ...legacy, $comment: `${GENERATED} ${String(legacy.$comment ?? "")}`.trim() })}\n`;

/** Each written file, by its path from the project's root, with its content (the table's when given). */
export function renderAll(entries: readonly IslandEntry[], legacy?: Record<string, unknown>, groups: LoadGroups = {}): Record<string, string> {
  const ownGroups = Object.entries(groups).filter(([name]) => !isRegistryPart(name));
  return {
    "islands/registry.ts": renderBootRegistry(entries),
    "islands/registry-product.ts": renderProductRegistry(entries, groups),
    "islands/registry-pages.ts": renderPagesRegistry(entries, groups),
    ...Object.fromEntries(ownGroups.map(([name, modules]) => [groupModulePath(name), renderGroupModule(name, modules)])),
    "wp-plugin/includes/islands.php": renderPhp(entries),
    ...(legacy ? { "wp-plugin/includes/legacy-scripts.json": renderLegacyTable(legacy) } : {}),
  };
}

function main(): void {
  for (const [file, content] of Object.entries(renderAll(readManifest(), readLegacyTable(), readManifestLoadGroups()))) {
    const target = path.join(ROOT, file);
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {
      // A file written for the first time.
    }
    if (current === content) continue;
    writeFileSync(target, content);
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
