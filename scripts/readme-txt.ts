/**
 * The rules wp-plugin/readme.txt must keep: WordPress.org's plugin readme standard
 * (developer.wordpress.org/plugins/wordpress-org/how-your-readme-txt-works/), WooCommerce's
 * headers, and agreement with the plugin's main file, package.json, the reference store kit's
 * tested versions and the screenshot script's shots. readmeProblems() names every broken rule;
 * scripts/readme-txt.test.ts runs it on the real files and on copies broken one rule at a time.
 */
import { isTableSeparator, tableCells } from "./docs/markdown-table";

/** The readme's header fields, each required once (WooCommerce reads the last two). */
export const REQUIRED_HEADERS = [
  "Contributors",
  "Tags",
  "Requires at least",
  "Tested up to",
  "Requires PHP",
  "Stable tag",
  "License",
  "License URI",
  "WC requires at least",
  "WC tested up to",
] as const;

/** Headers whose value must be the same in readme.txt and the plugin's main file. */
export const SHARED_HEADERS = ["Requires at least", "Requires PHP", "WC requires at least", "WC tested up to"] as const;

/** WordPress.org's sections, in the order its directory shows them. */
export const SECTIONS = ["Description", "Installation", "Frequently Asked Questions", "Screenshots", "Changelog", "Upgrade Notice"] as const;

export const MAX_TAGS = 5;
export const MAX_SHORT_DESCRIPTION = 150;
/** WordPress.org shows an upgrade notice only up to this length. */
export const MAX_UPGRADE_NOTICE = 300;

/** Questions a store owner asks first; each must have an FAQ entry whose question matches. */
export const FAQ_TOPICS: Readonly<Record<string, RegExp>> = {
  "how to undo it": /\bundo\b|\bdeactivat/i,
  "full-page caches": /\bcach/i,
  "how to tell it works": /\btell\b.*\bworks?\b|\bworking\b/i,
  "other themes": /\b(other|another|any) theme\b|\btheme other than\b|\bwithout Shoptimizer\b/i,
};

export interface ReadmeFacts {
  /** package.json's version. */
  packageVersion: string;
  /** The plugin's main file, whose header comment is read as WordPress's get_file_data() does. */
  pluginFile: string;
  /** The kit's WordPress and WooCommerce versions (full, e.g. 6.8.3); null where no kit is found. */
  kit: { wordpress: string; woocommerce: string } | null;
  /** The screenshot script's captions, in order (scripts/screenshots/shots.ts). */
  shotCaptions: readonly string[];
  /** The files in the screenshot script's folder. */
  screenshotFiles: readonly string[];
}

/** A header's value the way get_file_data() finds it: the first `Name:` line, any comment prefix. */
export function headerValue(text: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^[ \\t/*#@]*${escaped}:(.*)$`, "mi").exec(text.slice(0, 8192));
  return match?.[1]?.trim() || null;
}

/** The readme's top: the lines before the first section, split into header fields and the short description. */
function readTop(readme: string): { fields: Map<string, string[]>; shortDescription: string; title: string } {
  const lines = readme.split(/\r?\n/);
  const firstSection = lines.findIndex((line) => /^==\s[^=].*\s==\s*$/.test(line));
  const top = lines.slice(0, firstSection < 0 ? lines.length : firstSection);
  const fields = new Map<string, string[]>();
  const headerEnd = top.findIndex((line, index) => index > 0 && line.trim() === "");
  for (const line of top.slice(1, headerEnd < 0 ? top.length : headerEnd)) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) fields.set(match[1].trim(), [...(fields.get(match[1].trim()) ?? []), match[2].trim()]);
  }
  const rest = headerEnd < 0 ? [] : top.slice(headerEnd).filter((line) => line.trim() !== "");
  return { fields, shortDescription: rest.join(" ").trim(), title: top[0] ?? "" };
}

/** The `== Name ==` sections, in order, each with its lines. */
export function readSections(readme: string): Array<{ name: string; lines: string[] }> {
  const sections: Array<{ name: string; lines: string[] }> = [];
  for (const line of readme.split(/\r?\n/)) {
    const heading = /^==\s([^=].*?)\s==\s*$/.exec(line);
    if (heading?.[1]) sections.push({ name: heading[1], lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  return sections;
}

/** The `= Name =` entries of a section (changelog versions, FAQ questions), each with its text. */
function subsections(lines: readonly string[]): Array<{ name: string; text: string }> {
  const entries: Array<{ name: string; text: string }> = [];
  for (const line of lines) {
    const heading = /^=\s([^=].*?)\s=\s*$/.exec(line);
    const last = entries.at(-1);
    if (heading?.[1]) entries.push({ name: heading[1], text: "" });
    else if (last) last.text = `${last.text}\n${line}`.trim();
  }
  return entries;
}

const majorMinor = (version: string): string => version.split(".").slice(0, 2).join(".");

function headerProblems(fields: Map<string, string[]>, facts: ReadmeFacts): string[] {
  const problems: string[] = [];
  const one = (name: string): string | undefined => fields.get(name)?.[0];
  for (const name of REQUIRED_HEADERS) {
    const count = fields.get(name)?.length ?? 0;
    if (count !== 1 || !one(name)) problems.push(`header "${name}" must be given once with a value (found ${String(count)})`);
  }
  const version = headerValue(facts.pluginFile, "Version");
  if (one("Stable tag") !== facts.packageVersion || version !== facts.packageVersion) {
    problems.push(`Stable tag (${one("Stable tag") ?? "none"}), islet.php's Version (${version ?? "none"}) and package.json's version (${facts.packageVersion}) must be equal`);
  }
  for (const name of SHARED_HEADERS) {
    const inPlugin = headerValue(facts.pluginFile, name);
    if ((one(name) ?? null) !== inPlugin) problems.push(`"${name}" is ${one(name) ?? "missing"} in readme.txt but ${inPlugin ?? "missing"} in islet.php`);
  }
  for (const name of ["Tested up to", "WC tested up to", "WC requires at least", "Requires at least"]) {
    if (!/^\d+\.\d+$/.test(one(name) ?? "")) problems.push(`"${name}" must be major.minor (e.g. 6.8), not ${one(name) ?? "missing"}`);
  }
  if (facts.kit) {
    if (one("Tested up to") !== majorMinor(facts.kit.wordpress)) problems.push(`"Tested up to" must be ${majorMinor(facts.kit.wordpress)}: the kit's WordPress ${facts.kit.wordpress}`);
    if (one("WC tested up to") !== majorMinor(facts.kit.woocommerce)) problems.push(`"WC tested up to" must be ${majorMinor(facts.kit.woocommerce)}: the kit's WooCommerce ${facts.kit.woocommerce}`);
  }
  const tags = (one("Tags") ?? "").split(",").map((tag) => tag.trim()).filter(Boolean);
  if (tags.length === 0 || tags.length > MAX_TAGS) problems.push(`Tags: 1 to ${String(MAX_TAGS)} (WordPress.org shows the first ${String(MAX_TAGS)}), found ${String(tags.length)}`);
  return problems;
}

function shortDescriptionProblems(shortDescription: string, pluginFile: string): string[] {
  const problems: string[] = [];
  if (shortDescription.length === 0 || shortDescription.length > MAX_SHORT_DESCRIPTION) {
    problems.push(`the short description must be 1 to ${String(MAX_SHORT_DESCRIPTION)} characters, is ${String(shortDescription.length)}`);
  }
  // WordPress.org prints it as plain text: Markdown or HTML would show as typed.
  if (/[`*<>[\]#|]|__|\]\(/.test(shortDescription)) problems.push("the short description must be plain text, without markup");
  if (headerValue(pluginFile, "Description") !== shortDescription) problems.push("islet.php's Description header must be the readme's short description");
  return problems;
}

function sectionProblems(sections: ReadonlyArray<{ name: string }>): string[] {
  const names = sections.map((section) => section.name);
  return names.join("|") === SECTIONS.join("|") ? [] : [`sections must be exactly ${SECTIONS.join(", ")} in this order; found ${names.join(", ")}`];
}

/** Every pipe table needs its `|---|` row after the heading row, with as many columns. */
export function tableProblems(readme: string): string[] {
  const problems: string[] = [];
  const lines = readme.split(/\r?\n/);
  const isRow = (line: string | undefined): boolean => line !== undefined && /^\s*\|.*\|\s*$|\s\|\s.*\s\|\s/.test(line);
  lines.forEach((line, index) => {
    if (isRow(line) && !/^\s*\|.*\|\s*$/.test(line)) problems.push(`line ${String(index + 1)}: table rows start and end with |`);
    if (!isRow(line) || isRow(lines[index - 1])) return;
    const separator = lines[index + 1] ?? "";
    if (!isTableSeparator(separator)) problems.push(`line ${String(index + 1)}: a table without its |---| separator row: ${line.slice(0, 60)}`);
    else if (tableCells(separator).length !== tableCells(line).length) problems.push(`line ${String(index + 2)}: the separator row has ${String(tableCells(separator).length)} columns, the heading ${String(tableCells(line).length)}`);
  });
  return problems;
}

function screenshotProblems(lines: readonly string[], facts: ReadmeFacts): string[] {
  const problems: string[] = [];
  const captions = lines.filter((line) => line.trim() !== "");
  captions.forEach((line, index) => {
    const match = /^(\d+)\.\s+(.+)$/.exec(line);
    if (match?.[1] !== String(index + 1)) problems.push(`Screenshots: line "${line.slice(0, 40)}" must be caption ${String(index + 1)}, numbered "${String(index + 1)}. "`);
    else if (match[2] !== facts.shotCaptions[index]) problems.push(`Screenshots: caption ${String(index + 1)} differs from scripts/screenshots/shots.ts's`);
  });
  if (captions.length !== facts.shotCaptions.length) problems.push(`Screenshots: ${String(captions.length)} captions for the ${String(facts.shotCaptions.length)} shots of scripts/screenshots/shots.ts`);
  const files = facts.screenshotFiles.filter((file) => /^screenshot-\d+\.(png|jpe?g|gif|webp)$/.test(file)).sort();
  const wanted = captions.map((_, index) => `screenshot-${String(index + 1)}.png`).sort();
  if (files.join() !== wanted.join()) problems.push(`Screenshots: the folder holds ${files.join(", ") || "none"}, the captions want ${wanted.join(", ")} (run npm run screenshots)`);
  return problems;
}

function changelogProblems(sections: ReadonlyArray<{ name: string; lines: string[] }>, version: string): string[] {
  const problems: string[] = [];
  const section = (name: string): string[] => sections.find((candidate) => candidate.name === name)?.lines ?? [];
  const newest = subsections(section("Changelog"))[0];
  if (newest?.name !== version || newest.text === "") problems.push(`the changelog's newest entry must be = ${version} = with its changes`);
  const notice = subsections(section("Upgrade Notice")).find((entry) => entry.name === version);
  if (!notice || notice.text === "") problems.push(`the Upgrade Notice needs = ${version} =`);
  else if (notice.text.length > MAX_UPGRADE_NOTICE) problems.push(`the Upgrade Notice for ${version} is over ${String(MAX_UPGRADE_NOTICE)} characters`);
  const questions = subsections(section("Frequently Asked Questions")).map((entry) => entry.name);
  for (const [topic, pattern] of Object.entries(FAQ_TOPICS)) {
    if (!questions.some((question) => pattern.test(question))) problems.push(`the FAQ has no question on ${topic}`);
  }
  return problems;
}

/** Every rule readme.txt breaks, as sentences; none for a readme to WordPress.org's standard. */
export function readmeProblems(readme: string, facts: ReadmeFacts): string[] {
  const { fields, shortDescription, title } = readTop(readme);
  const sections = readSections(readme);
  const name = headerValue(facts.pluginFile, "Plugin Name");
  return [
    ...(title === `=== ${name ?? ""} ===` ? [] : [`the first line must be === ${name ?? "(Plugin Name)"} ===`]),
    ...headerProblems(fields, facts),
    ...shortDescriptionProblems(shortDescription, facts.pluginFile),
    ...sectionProblems(sections),
    ...tableProblems(readme),
    ...screenshotProblems(sections.find((section) => section.name === "Screenshots")?.lines ?? [], facts),
    ...changelogProblems(sections, facts.packageVersion),
  ];
}
