/**
 * docs/island-props.md against islands/manifest.json and the islands' props readers (issue 32):
 * one `### \`NAME\`` section per island, in the manifest's order, each with its mount time and
 * version, and a props table (with its separator row) or "No props: print `{}`". Then, through
 * each island's registry entry (`prepare`, which runs its props reader): the section's minimal
 * props are accepted, dropping any prop the table calls required gets the island skipped, and
 * the defaults the tables give as JSON are what the readers apply.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isObject, type JsonObject, type Result } from "../../src/contract/validate";
import type { RegisteredIsland } from "../../src/runtime/types";
import { parseAccordionsProps } from "../../islands/accordions/props";
import { readAttributionProps } from "../../islands/attribution/props";
import { readOptions } from "../../islands/attribution/options";
import { parseCartPageProps } from "../../islands/cart-page/props";
import { parseDeliveryDatesProps } from "../../islands/delivery-dates/props";
import { parseDeliveryReloadProps } from "../../islands/delivery-reload/props";
import { parseDiscountRulesProps } from "../../islands/discount-rules/props";
import { parseGalleryProps } from "../../islands/gallery/props";
import { parseLightboxProps } from "../../islands/lightbox/props";
import { parseMiniCartProps } from "../../islands/mini-cart/props";
import { parseNoticesProps } from "../../islands/notices/props";
import { readTexts as readOrderBumpTexts } from "../../islands/order-bump/texts";
import { readPopupProps } from "../../islands/popup/props";
import { parseProductPriceProps } from "../../islands/product-price/props";
import { parseQuantityProps } from "../../islands/quantity/props";
import { parseReviewsProps } from "../../islands/reviews/props";
import { parseSearchProps } from "../../islands/search/props";
import { searchTexts } from "../../islands/search/texts";
import { parseSiteUiProps } from "../../islands/site-ui/props";
import { readSiteUiStrings } from "../../islands/site-ui/strings";
import { parseStickyBarProps } from "../../islands/sticky-bar/props";
import { parseVariationFormProps } from "../../islands/variation-form/props";
import { parseWaitlistProps } from "../../islands/waitlist/props";
import { parseWishlistProps } from "../../islands/wishlist/props";
import { exportName, readManifest, ROOT, type IslandEntry } from "../island-manifest";
import { isTableSeparator, tableCells } from "./markdown-table";

const DOC_FILE = path.join(ROOT, "docs", "island-props.md");

// ---------------------------------------------------------------------------------------------
// Reading the document
// ---------------------------------------------------------------------------------------------

const PROPS_HEADER = ["prop", "type", "required", "default", "meaning"] as const;
const FIELDS_HEADER = ["field", "type", "required", "default", "meaning"] as const;
const NO_PROPS = "No props: print `{}`.";

interface PropRow {
  name: string;
  type: string;
  required: boolean;
  default: string;
}

interface DocTable {
  kind: "props" | "fields";
  /** For a fields table, the path its caption names (`strings`, `images[]`); "" for props. */
  of: string;
  rows: PropRow[];
}

interface DocSection {
  name: string;
  /** The `### ` line's number (1-based). */
  line: number;
  when: string | null;
  version: number | null;
  noProps: boolean;
  tables: DocTable[];
  minimal: string | null;
  settings: string | null;
  /** Repository files the section names (`islands/…`). */
  files: string[];
}

/** A table row's cells, split on `|` not escaped as `\|`. */
const unquote = (cell: string): string => cell.replace(/^`(.*)`$/, "$1");
const sameCells = (cells: readonly string[], header: readonly string[]): boolean =>
  cells.length === header.length && cells.every((cell, index) => cell === header[index]);

/** Reads the document's island sections; `problems` gets everything malformed on the way. */
function readDoc(markdown: string, problems: string[]): DocSection[] {
  const lines = markdown.split("\n");
  const sections: DocSection[] = [];
  let current: DocSection | null = null;
  let inCode = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const at = `line ${String(index + 1)}`;
    if (line.startsWith("```")) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    if (/^#{1,3}\s/.test(line)) {
      current = null;
      if (!line.startsWith("### ")) continue;
      const match = /^### `([a-z][a-z-]*)`$/.exec(line);
      if (!match?.[1]) {
        problems.push(`${at}: a ### heading must be an island's name in backticks: ${line}`);
        continue;
      }
      current = { name: match[1], line: index + 1, when: null, version: null, noProps: false, tables: [], minimal: null, settings: null, files: [] };
      sections.push(current);
      continue;
    }
    if (!current) continue;
    const section: DocSection = current;
    for (const file of line.matchAll(/`(islands\/[\w./-]+\.tsx?)`/g)) if (file[1]) section.files.push(file[1]);
    const mount = /^Mount: `([a-z]+)` · version `(\d+)`/.exec(line);
    if (mount) {
      section.when = mount[1] ?? null;
      section.version = Number(mount[2]);
    }
    if (line.trim() === NO_PROPS) section.noProps = true;
    const minimal = /^Minimal props: `(.*)`$/.exec(line);
    if (minimal?.[1] !== undefined) section.minimal = minimal[1];
    const settings = /^Minimal settings \(`data-popmake`\): `(.*)`$/.exec(line);
    if (settings?.[1] !== undefined) section.settings = settings[1];
    if (!line.startsWith("|")) continue;
    // A table: its header, its separator, its rows.
    const header = tableCells(line);
    const kind = sameCells(header, PROPS_HEADER) ? "props" : sameCells(header, FIELDS_HEADER) ? "fields" : null;
    if (!kind) problems.push(`${section.name}, ${at}: a table's header must be | ${PROPS_HEADER.join(" | ")} | or | ${FIELDS_HEADER.join(" | ")} |`);
    const separator = lines[index + 1] ?? "";
    if (!isTableSeparator(separator)) problems.push(`${section.name}, ${at}: the table lacks its |---| separator row`);
    let caption = "";
    for (let back = index - 1; back >= 0; back -= 1) {
      const before = (lines[back] ?? "").trim();
      if (before === "") continue;
      caption = /^Fields of `([\w.[\]]+)`/.exec(before)?.[1] ?? "";
      break;
    }
    if (kind === "fields" && caption === "") problems.push(`${section.name}, ${at}: a fields table needs a "Fields of \`prop\`" line above it`);
    const rows: PropRow[] = [];
    let next = isTableSeparator(separator) ? index + 2 : index + 1;
    for (; next < lines.length && (lines[next] ?? "").startsWith("|"); next += 1) {
      const cells = tableCells(lines[next] ?? "");
      const [name = "", type = "", required = "", fallback = ""] = cells;
      const rowAt = `${section.name}, line ${String(next + 1)}`;
      if (cells.length !== PROPS_HEADER.length) problems.push(`${rowAt}: a row needs ${String(PROPS_HEADER.length)} cells`);
      if (!/^`[\w$]+`$/.test(name)) problems.push(`${rowAt}: the prop's name must be in backticks: ${name}`);
      if (!/^`.+`$/.test(type)) problems.push(`${rowAt}: the type must be in backticks: ${type}`);
      if (required !== "required" && required !== "optional") problems.push(`${rowAt}: required must be "required" or "optional": ${required}`);
      if (required === "required" && fallback !== "—") problems.push(`${rowAt}: a required prop has no default (—)`);
      rows.push({ name: unquote(name), type: unquote(type), required: required === "required", default: fallback });
    }
    if (kind) section.tables.push({ kind, of: kind === "props" ? "" : caption, rows });
    index = next - 1;
  }
  return sections;
}

/** Everything wrong with the document's structure against the manifest. */
function docProblems(markdown: string, manifest: readonly Pick<IslandEntry, "name" | "when" | "version">[]): string[] {
  const problems: string[] = [];
  const sections = readDoc(markdown, problems);
  const names = sections.map((section) => section.name);
  const known = new Set(manifest.map((entry) => entry.name));
  for (const entry of manifest) if (!names.includes(entry.name)) problems.push(`${entry.name}: no section`);
  for (const section of sections) if (!known.has(section.name)) problems.push(`${section.name}: a section for an island the manifest does not have`);
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) problems.push(`${name}: two sections`);
    seen.add(name);
  }
  const documented = names.filter((name) => known.has(name));
  const expected = manifest.map((entry) => entry.name).filter((name) => documented.includes(name));
  if (documented.join(" ") !== expected.join(" ")) problems.push(`sections out of the manifest's order: ${documented.join(", ")}`);
  for (const section of sections) {
    const entry = manifest.find((candidate) => candidate.name === section.name);
    if (!entry) continue;
    if (section.when !== entry.when || section.version !== entry.version) {
      problems.push(`${section.name}: "Mount: \`${entry.when}\` · version \`${String(entry.version)}\`" expected`);
    }
    const props = section.tables.filter((table) => table.kind === "props");
    if (section.noProps === (props.length === 1)) problems.push(`${section.name}: one props table, or "${NO_PROPS}", not both`);
    if (props.length > 1) problems.push(`${section.name}: more than one props table`);
    if (props.length === 1 && section.minimal === null) problems.push(`${section.name}: no "Minimal props: \`{…}\`" line`);
    if (section.noProps && section.tables.length > 0) problems.push(`${section.name}: tables in a section without props`);
    if (section.files.length === 0) problems.push(`${section.name}: names no reader file`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The islands' readers
// ---------------------------------------------------------------------------------------------

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

/**
 * The props as each island uses them (its reader, and for the islands whose texts are read with
 * their code, that part too), keyed as the props: the defaults in the tables are checked on them.
 */
const VALUES: Readonly<Record<string, (raw: JsonObject) => object>> = {
  "mini-cart": (raw) => valueOf(parseMiniCartProps(raw)),
  "variation-form": (raw) => valueOf(parseVariationFormProps(raw)),
  quantity: (raw) => valueOf(parseQuantityProps(raw)),
  "product-price": (raw) => valueOf(parseProductPriceProps(raw)),
  waitlist: (raw) => valueOf(parseWaitlistProps(raw)),
  reviews: (raw) => valueOf(parseReviewsProps(raw)),
  accordions: (raw) => valueOf(parseAccordionsProps(raw)),
  "discount-rules": (raw) => valueOf(parseDiscountRulesProps(raw)),
  "delivery-dates": (raw) => valueOf(parseDeliveryDatesProps(raw)),
  "delivery-reload": (raw) => valueOf(parseDeliveryReloadProps(raw)),
  "sticky-bar": (raw) => valueOf(parseStickyBarProps(raw)),
  gallery: (raw) => valueOf(parseGalleryProps(raw)),
  lightbox: (raw) => valueOf(parseLightboxProps(raw)),
  search: (raw) => {
    const props = valueOf(parseSearchProps(raw));
    return { ...props, texts: searchTexts(props.texts) };
  },
  wishlist: (raw) => valueOf(parseWishlistProps(raw)),
  "order-bump": (raw) => readOrderBumpTexts(raw),
  notices: (raw) => valueOf(parseNoticesProps(raw)),
  "site-ui": (raw) => {
    const props = valueOf(parseSiteUiProps(raw));
    return { replies: props.replies, ...readSiteUiStrings(props.printed) };
  },
  popup: (raw) => readPopupProps(raw),
  attribution: (raw) => ({ ...readAttributionProps(raw), ...readOptions(raw) }),
  "cart-page": (raw) => valueOf(parseCartPageProps(raw)),
};

const isRegistered = (value: unknown): value is RegisteredIsland =>
  isObject(value) && typeof value.name === "string" && typeof value.prepare === "function";

async function registeredIsland(entry: IslandEntry): Promise<RegisteredIsland> {
  const module = (await import(`../../islands/${entry.folder}/index.ts`)) as Record<string, unknown>;
  const island = module[exportName(entry.name)];
  if (!isRegistered(island)) throw new Error(`islands/${entry.folder}/index.ts exports no ${exportName(entry.name)}`);
  return island;
}

/** The island element the reader gets: with Popup Maker's overlay when the section gives its settings. */
function islandElement(settings: string | null): HTMLElement {
  const element = document.createElement("div");
  if (settings !== null) {
    const overlay = document.createElement("div");
    overlay.className = "pum-overlay";
    overlay.setAttribute("data-popmake", settings);
    element.append(overlay);
  }
  return element;
}

function parseObject(json: string, what: string): JsonObject {
  const value: unknown = JSON.parse(json);
  if (!isObject(value)) throw new Error(`${what} is not a JSON object: ${json}`);
  return value;
}

/** A default cell that is one JSON value in backticks (`992`, `"Dismiss"`, `null`), else undefined. */
function jsonDefault(cell: string): { value: unknown } | undefined {
  const match = /^`([^`]+)`$/.exec(cell);
  if (!match?.[1]) return undefined;
  try {
    return { value: JSON.parse(match[1]) as unknown };
  } catch {
    return undefined;
  }
}

const fieldOf = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

const manifest = readManifest();
const markdown = readFileSync(DOC_FILE, "utf8");
const sections = readDoc(markdown, []);
const sectionOf = (name: string): DocSection | undefined => sections.find((section) => section.name === name);

describe("docs/island-props.md", () => {
  it("has one section per island of the manifest, in its order, with the mount time, the version and a props table with its separator row (or none)", () => {
    expect(docProblems(markdown, manifest)).toEqual([]);
  });

  it("names reader files that exist", () => {
    const missing = sections.flatMap((section) => section.files.filter((file) => !existsSync(path.join(ROOT, file))).map((file) => `${section.name}: ${file}`));
    expect(missing).toEqual([]);
  });

  describe.each(manifest.map((entry) => [entry.name, entry] as const))("%s", (name, entry) => {
    it("the reader accepts the minimal props (the required props), skips the island without any one of them, and without an object", async () => {
      const section = sectionOf(name);
      expect(section, `a section for ${name}`).toBeDefined();
      if (!section) return;
      const island = await registeredIsland(entry);
      const props = section.tables.find((table) => table.kind === "props");
      const minimal = section.noProps ? {} : parseObject(section.minimal ?? "null", `${name}'s minimal props`);
      const required = props?.rows.filter((row) => row.required).map((row) => row.name) ?? [];
      expect(Object.keys(minimal).sort(), `${name}: the minimal props are the required ones`).toEqual([...required].sort());
      const prepare = (raw: unknown, settings = section.settings): Result<unknown> => island.prepare(raw, islandElement(settings));
      const accepted = prepare(minimal);
      expect(accepted.ok ? "accepted" : accepted.error, `${name}: ${JSON.stringify(minimal)}`).toBe("accepted");
      for (const prop of required) {
        const without: JsonObject = { ...minimal };
        delete without[prop];
        expect(prepare(without).ok, `${name} without its required ${prop}`).toBe(false);
      }
      expect(prepare([]).ok, `${name} with props that are no object`).toBe(false);
      expect(prepare("{}").ok, `${name} with props that are no object`).toBe(false);
      if (section.settings !== null) {
        expect(prepare(minimal, null).ok, `${name} without its settings`).toBe(false);
        expect(prepare(minimal, "{}").ok, `${name} with settings without an id`).toBe(false);
      }
    });
  });

  it("gives as defaults what the readers apply", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [name, read] of Object.entries(VALUES)) {
      const section = sectionOf(name);
      if (!section?.minimal) {
        wrong.push(`${name}: no section with minimal props`);
        continue;
      }
      const value = read(parseObject(section.minimal, `${name}'s minimal props`));
      for (const table of section.tables) {
        // Fields of list entries (`images[]`) have no value in the minimal props to compare.
        if (table.of.includes("[]")) continue;
        const holder = table.kind === "props" ? value : table.of.split(".").reduce<unknown>((node, key) => fieldOf(node, key), value);
        if (!isObject(holder)) {
          wrong.push(`${name}: no ${table.of} in the reader's value`);
          continue;
        }
        for (const row of table.rows) {
          const expected = jsonDefault(row.default);
          if (!expected || row.required) continue;
          checked += 1;
          const actual = holder[row.name];
          if (JSON.stringify(actual) !== JSON.stringify(expected.value)) {
            wrong.push(`${name}: ${table.of ? `${table.of}.` : ""}${row.name} defaults to ${JSON.stringify(actual)}, the doc says ${row.default}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});

describe("the document checks", () => {
  const small = [
    { name: "alpha", when: "load", version: 1 },
    { name: "beta", when: "idle", version: 1 },
  ] as const;
  const alpha = "### `alpha`\n\nMount: `load` · version `1` · reader: `islands/alpha/props.ts`\n\nNo props: print `{}`.\n";
  const beta = [
    "### `beta`",
    "",
    "Mount: `idle` · version `1` · reader: `islands/beta/props.ts`",
    "",
    "| prop | type | required | default | meaning |",
    "|---|---|---|---|---|",
    "| `size` | `number` | optional | `3` | how many |",
    "",
    "Minimal props: `{}`",
    "",
  ].join("\n");

  it("pass a well-formed document", () => {
    expect(docProblems(`# Props\n\n${alpha}\n${beta}`, small)).toEqual([]);
  });

  it("fail when an island of the manifest has no section", () => {
    expect(docProblems(alpha, small)).toContain("beta: no section");
  });

  it("fail when a section names an island the manifest does not have", () => {
    expect(docProblems(`${alpha}\n${beta}\n${alpha.replace(/alpha/g, "gamma")}`, small)).toContain("gamma: a section for an island the manifest does not have");
  });

  it("fail when the sections are out of the manifest's order", () => {
    expect(docProblems(`${beta}\n${alpha}`, small)).toContain("sections out of the manifest's order: beta, alpha");
  });

  it("fail when a props table lacks its separator row", () => {
    const problems = docProblems(`${alpha}\n${beta.replace("|---|---|---|---|---|\n", "")}`, small);
    expect(problems.some((problem) => problem.includes("lacks its |---| separator row"))).toBe(true);
  });

  it("fail when the mount time differs from the manifest's", () => {
    expect(docProblems(`${alpha}\n${beta.replace("`idle`", "`load`")}`, small)).toContain('beta: "Mount: `idle` · version `1`" expected');
  });

  it("split cells on | but not on \\|", () => {
    expect(tableCells("| `a` | `string \\| null` | optional |")).toEqual(["`a`", "`string | null`", "optional"]);
  });
});
