/**
 * Writes wp-plugin/languages/islet.pot: every string the plugin translates with the `islet`
 * text domain, plus the plugin header's name, description and author (as `wp i18n make-pot`
 * does), with `#:` references, `msgctxt`, plural forms, `#. translators:` comments and the
 * `php-format` flag.
 *
 *   npm run pot        (tsx scripts/make-pot.ts)
 *
 * The file is rewritten only when a string or reference changed, so the creation date does
 * not churn. scripts/make-pot.test.ts checks that the committed file is up to date.
 * Scanned: wp-plugin/**\/*.php except tests/ and assets/ (not shipped).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DOMAIN = "islet";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PLUGIN_DIR = path.join(root, "wp-plugin");
export const POT_FILE = path.join(PLUGIN_DIR, "languages", `${DOMAIN}.pot`);
const SKIPPED_DIRS = new Set(["tests", "assets", "node_modules", "vendor"]);

/** Argument roles of each gettext function: s = msgid, p = plural, c = context, d = domain, n = number. */
const GETTEXT: Record<string, string> = {
  __: "sd",
  _e: "sd",
  esc_html__: "sd",
  esc_html_e: "sd",
  esc_attr__: "sd",
  esc_attr_e: "sd",
  _x: "scd",
  _ex: "scd",
  esc_html_x: "scd",
  esc_attr_x: "scd",
  _n: "spnd",
  _nx: "spncd",
  _n_noop: "spd",
  _nx_noop: "spcd",
};

/** Plugin header fields that wp-cli also extracts, with its comment for each. */
const HEADER_FIELDS: [string, string][] = [
  ["Plugin Name", "Plugin Name of the plugin"],
  ["Plugin URI", "Plugin URI of the plugin"],
  ["Description", "Description of the plugin"],
  ["Author", "Author of the plugin"],
  ["Author URI", "Author URI of the plugin"],
];

export interface PotEntry {
  msgid: string;
  msgidPlural?: string;
  msgctxt?: string;
  /** `file:line`, relative to the plugin folder. */
  references: string[];
  /** Extracted comments (`#.`). */
  comments: string[];
  phpFormat: boolean;
}

type Token =
  | { kind: "ident"; value: string; line: number }
  | { kind: "string"; value: string | null; line: number }
  | { kind: "punct"; value: string; line: number }
  | { kind: "comment"; value: string; line: number };

/** index → 1-based line number, by binary search over the newline offsets. */
function lineIndex(source: string): (index: number) => number {
  const newlines: number[] = [];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) newlines.push(i);
  return (index) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (newlines[mid]! < index) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
}

const SINGLE_ESCAPES: Record<string, string> = { "\\": "\\", "'": "'" };
const DOUBLE_ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", v: "\v", e: "\x1b", f: "\f", "\\": "\\", $: "$", '"': '"', "0": "\0" };

/** A PHP string literal's value; null when a double-quoted string interpolates a variable. */
function readString(source: string, start: number): { value: string | null; end: number } {
  const quote = source[start]!;
  let value = "";
  let literal = true;
  let i = start + 1;
  for (; i < source.length && source[i] !== quote; i++) {
    const ch = source[i]!;
    if (ch === "\\" && i + 1 < source.length) {
      const next = source[i + 1]!;
      const table = quote === "'" ? SINGLE_ESCAPES : DOUBLE_ESCAPES;
      if (next in table) {
        value += table[next];
        i += 1;
        continue;
      }
      if (quote === '"' && /x[0-9a-fA-F]/.test(source.slice(i + 1, i + 3))) {
        const hex = /^x([0-9a-fA-F]{1,2})/.exec(source.slice(i + 1))![1]!;
        value += String.fromCharCode(parseInt(hex, 16));
        i += hex.length + 1;
        continue;
      }
      value += ch;
      continue;
    }
    if (quote === '"' && (ch === "$" || (ch === "{" && source[i + 1] === "$"))) literal = false;
    value += ch;
  }
  return { value: literal ? value : null, end: i + 1 };
}

/** PHP source → tokens that matter for gettext calls (inline HTML outside `<?php … ?>` is skipped). */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const lineAt = lineIndex(source);
  let i = 0;
  const skipHtml = (): void => {
    const open = source.indexOf("<?", i);
    i = open === -1 ? source.length : open + (source.startsWith("<?php", open) ? 5 : source.startsWith("<?=", open) ? 3 : 2);
  };
  skipHtml();
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (source.startsWith("?>", i)) {
      i += 2;
      skipHtml();
    } else if (source.startsWith("//", i) || (ch === "#" && source[i + 1] !== "[")) {
      let end = source.indexOf("\n", i);
      const close = source.indexOf("?>", i);
      if (end === -1) end = source.length;
      if (close !== -1 && close < end) end = close;
      tokens.push({ kind: "comment", value: source.slice(i + (ch === "#" ? 1 : 2), end).trim(), line: lineAt(i) });
      i = end;
    } else if (source.startsWith("/*", i)) {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      const text = source
        .slice(i + 2, end === -1 ? source.length : end)
        .split("\n")
        .map((line) => line.replace(/^\s*\*+\s?/, "").trim())
        .filter(Boolean)
        .join(" ");
      tokens.push({ kind: "comment", value: text.replace(/^\*\s*/, ""), line: lineAt(i) });
      i = stop;
    } else if (ch === "'" || ch === '"') {
      const { value, end } = readString(source, i);
      tokens.push({ kind: "string", value, line: lineAt(i) });
      i = end;
    } else if (source.startsWith("<<<", i)) {
      const heredoc = /^<<<[ \t]*(['"]?)([A-Za-z_]\w*)\1\r?\n/.exec(source.slice(i));
      if (!heredoc) {
        tokens.push({ kind: "punct", value: "<<<", line: lineAt(i) });
        i += 3;
        continue;
      }
      const close = new RegExp(`\\n[ \\t]*${heredoc[2]}\\b`, "g");
      close.lastIndex = i + heredoc[0].length - 1;
      const match = close.exec(source);
      tokens.push({ kind: "string", value: null, line: lineAt(i) });
      i = match ? match.index + match[0].length : source.length;
    } else if (/[A-Za-z_\\\x80-\uffff]/.test(ch)) {
      const ident = /^[A-Za-z_\\\x80-\uffff][\w\\\x80-\uffff]*/.exec(source.slice(i, i + 200))![0];
      tokens.push({ kind: "ident", value: ident.replace(/^\\/, ""), line: lineAt(i) });
      i += ident.length;
    } else {
      const punct = ["?->", "->", "::", "=>"].find((op) => source.startsWith(op, i)) ?? ch;
      tokens.push({ kind: "punct", value: punct, line: lineAt(i) });
      i += punct.length;
    }
  }
  return tokens;
}

/** The literal value of an argument made of string literals joined by `.`, else null. */
function literalOf(arg: Token[]): string | null {
  if (arg.length === 0 || arg.length % 2 === 0) return null;
  let value = "";
  for (let k = 0; k < arg.length; k++) {
    const token = arg[k]!;
    if (k % 2 === 1) {
      if (token.kind !== "punct" || token.value !== ".") return null;
    } else if (token.kind !== "string" || token.value === null) {
      return null;
    } else {
      value += token.value;
    }
  }
  return value;
}

/** Arguments of the call whose `(` is at `open`: token lists split on top-level commas. */
function callArguments(tokens: Token[], open: number): Token[][] {
  const args: Token[][] = [[]];
  let depth = 0;
  for (let k = open + 1; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.kind === "comment") continue;
    if (token.kind === "punct" && ["(", "[", "{"].includes(token.value)) depth += 1;
    if (token.kind === "punct" && [")", "]", "}"].includes(token.value)) {
      if (depth === 0) return args;
      depth -= 1;
    }
    if (depth === 0 && token.kind === "punct" && token.value === ",") args.push([]);
    else args[args.length - 1]!.push(token);
  }
  return args;
}

const PRINTF = /%(?:\d+\$)?[-+ 0#']*(?:'.)?\d*(?:\.\d+)?[bcdeEfFgGosuxX]/;

/** The `islet` strings of one PHP file. */
export function extractStrings(source: string, file: string, domain = DOMAIN): PotEntry[] {
  const tokens = tokenize(source);
  const entries: PotEntry[] = [];
  let translators: { text: string } | null = null;
  tokens.forEach((token, k) => {
    if (token.kind === "comment") {
      const at = token.value.search(/translators:/i);
      if (at !== -1) translators = { text: token.value.slice(at) };
      return;
    }
    // A translators comment belongs to the next gettext call of the same statement.
    if (token.kind === "punct" && [";", "{", "}"].includes(token.value)) translators = null;
    const roles = token.kind === "ident" ? GETTEXT[token.value] : undefined;
    const next = tokens[k + 1];
    const previous = tokens[k - 1];
    if (!roles || next?.kind !== "punct" || next.value !== "(") return;
    if (previous && ((previous.kind === "punct" && ["->", "?->", "::"].includes(previous.value)) || (previous.kind === "ident" && ["function", "new"].includes(previous.value)))) return;
    const args = callArguments(tokens, k + 1);
    const value = (role: string): string | null => {
      const index = roles.indexOf(role);
      return index === -1 ? null : literalOf(args[index] ?? []);
    };
    const msgid = value("s");
    if (value("d") !== domain || msgid === null || msgid === "") return;
    const entry: PotEntry = { msgid, references: [`${file}:${token.line}`], comments: [], phpFormat: false };
    const plural = value("p");
    const context = value("c");
    if (roles.includes("p") && plural !== null) entry.msgidPlural = plural;
    if (roles.includes("c") && context !== null) entry.msgctxt = context;
    const note = translators as { text: string } | null;
    if (note) {
      entry.comments.push(note.text);
      translators = null;
    }
    entry.phpFormat = PRINTF.test(msgid) || (entry.msgidPlural !== undefined && PRINTF.test(entry.msgidPlural));
    entries.push(entry);
  });
  return entries;
}

/** The main file's header: `Field: value` lines of its first comment. */
export function pluginHeaders(source: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const comment = /\/\*\*?([\s\S]*?)\*\//.exec(source)?.[1] ?? "";
  for (const line of comment.split("\n")) {
    const match = /^[\s*]*([A-Za-z][A-Za-z ]*?):\s*(.+?)\s*$/.exec(line);
    if (match && !(match[1]! in headers)) headers[match[1]!] = match[2]!;
  }
  return headers;
}

function phpFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) && dir === base ? [] : phpFiles(full, base);
      return entry.isFile() && entry.name.endsWith(".php") ? [path.relative(base, full).split(path.sep).join("/")] : [];
    })
    .sort();
}

/** Every entry of the plugin, merged by context + msgid, in order of first appearance. */
export function collectEntries(pluginDir: string, mainFile = "islet.php"): { entries: PotEntry[]; headers: Record<string, string> } {
  const headers = pluginHeaders(readFileSync(path.join(pluginDir, mainFile), "utf8"));
  const merged = new Map<string, PotEntry>();
  const add = (entry: PotEntry): void => {
    const key = `${entry.msgctxt ?? ""}\u0004${entry.msgid}`;
    const known = merged.get(key);
    if (!known) {
      merged.set(key, { ...entry, references: [...entry.references], comments: [...entry.comments] });
      return;
    }
    for (const reference of entry.references) if (!known.references.includes(reference)) known.references.push(reference);
    for (const comment of entry.comments) if (!known.comments.includes(comment)) known.comments.push(comment);
    known.msgidPlural ??= entry.msgidPlural;
    known.phpFormat ||= entry.phpFormat;
  };
  for (const [field, comment] of HEADER_FIELDS) {
    const value = headers[field];
    if (value) add({ msgid: value, references: [mainFile], comments: [comment], phpFormat: false });
  }
  for (const file of phpFiles(pluginDir)) {
    for (const entry of extractStrings(readFileSync(path.join(pluginDir, file), "utf8"), file)) add(entry);
  }
  return { entries: [...merged.values()], headers };
}

/** A PO string: quoted and escaped, split after each newline as gettext does. */
export function poString(value: string): string {
  const escape = (text: string): string =>
    `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\t/g, "\\t").replace(/\r/g, "\\r").replace(/\n/g, "\\n")}"`;
  const parts = value.split(/(?<=\n)/);
  return parts.length > 1 ? ["\"\"", ...parts.map(escape)].join("\n") : escape(value);
}

function referenceLines(references: string[]): string[] {
  const lines: string[] = [];
  let line = "#:";
  for (const reference of references) {
    if (line !== "#:" && line.length + reference.length + 1 > 79) {
      lines.push(line);
      line = "#:";
    }
    line += ` ${reference}`;
  }
  lines.push(line);
  return lines;
}

export function formatPot(entries: PotEntry[], headers: Record<string, string>, date: Date): string {
  const created = `${date.toISOString().slice(0, 19)}+00:00`;
  const header = [
    `# Copyright (C) ${headers["Author"] ?? "the authors"}`,
    `# This file is distributed under the ${headers["License"] ?? "same license as the plugin"}.`,
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: ${headers["Plugin Name"] ?? DOMAIN} ${headers["Version"] ?? ""}\\n"`,
    '"Report-Msgid-Bugs-To: \\n"',
    '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
    '"Language-Team: LANGUAGE <LL@li.org>\\n"',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"POT-Creation-Date: ${created}\\n"`,
    '"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"',
    '"X-Generator: scripts/make-pot.ts\\n"',
    `"X-Domain: ${headers["Text Domain"] ?? DOMAIN}\\n"`,
  ].join("\n");
  const blocks = entries.map((entry) => {
    const lines = [
      ...entry.comments.map((comment) => `#. ${comment}`),
      ...referenceLines(entry.references),
      ...(entry.phpFormat ? ["#, php-format"] : []),
      ...(entry.msgctxt !== undefined ? [`msgctxt ${poString(entry.msgctxt)}`] : []),
      `msgid ${poString(entry.msgid)}`,
    ];
    if (entry.msgidPlural !== undefined) lines.push(`msgid_plural ${poString(entry.msgidPlural)}`, 'msgstr[0] ""', 'msgstr[1] ""');
    else lines.push('msgstr ""');
    return lines.join("\n");
  });
  return `${[header, ...blocks].join("\n\n")}\n`;
}

/** The .pot for the plugin folder, as it would be written now. */
export function buildPot(pluginDir = PLUGIN_DIR, date = new Date()): string {
  const { entries, headers } = collectEntries(pluginDir);
  return formatPot(entries, headers, date);
}

/** The .pot without its creation date, for "did anything change". */
export function withoutCreationDate(pot: string): string {
  return pot.replace(/^"POT-Creation-Date: .*\\n"\n/m, "");
}

function main(): void {
  const next = buildPot();
  let current = "";
  try {
    current = readFileSync(POT_FILE, "utf8");
  } catch {
    // First run: no file yet.
  }
  const count = (next.match(/^msgid /gm)?.length ?? 1) - 1;
  if (current && withoutCreationDate(current) === withoutCreationDate(next)) {
    console.log(`${path.relative(root, POT_FILE)} is up to date (${count} strings)`);
    return;
  }
  writeFileSync(POT_FILE, next);
  console.log(`wrote ${path.relative(root, POT_FILE)} (${count} strings)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
