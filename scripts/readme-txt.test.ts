// @vitest-environment node
/**
 * wp-plugin/readme.txt to WordPress.org's standard (scripts/readme-txt.ts has the rules): the
 * real readme against the real plugin file, package.json, the reference store kit's versions and
 * the screenshot folder; then, to show every rule bites, copies broken one rule at a time.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { pluginFiles, SHIPPED } from "./plugin-zip";
import { FAQ_TOPICS, headerValue, readmeProblems, type ReadmeFacts } from "./readme-txt";
import { inCi, refstoreDir } from "./refstore/locate";
import { WPORG_DIR, WPORG_SHOTS, wporgFile } from "./screenshots/shots";
import { findArchive } from "./wp-env/kit-software";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const README = readFileSync(path.join(root, "wp-plugin/readme.txt"), "utf8");
const PLUGIN_FILE = readFileSync(path.join(root, "wp-plugin/islet.php"), "utf8");
const VERSION = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
const CAPTIONS = WPORG_SHOTS.map((shot) => shot.caption);

/** The WordPress and WooCommerce the kit's store is built from: its release archives' names, the one place they are stated. */
function kitVersions(): ReadmeFacts["kit"] {
  const kit = refstoreDir();
  if (!kit) return null;
  const names = readdirSync(path.join(kit, "software"));
  const wordpress = findArchive(names, "wordpress")?.version;
  const woocommerce = findArchive(names, "woocommerce")?.version;
  return wordpress && woocommerce ? { wordpress, woocommerce } : null;
}

const screenshotFolder = path.join(root, WPORG_DIR);
const realFacts: ReadmeFacts = {
  packageVersion: VERSION,
  pluginFile: PLUGIN_FILE,
  kit: kitVersions(),
  shotCaptions: CAPTIONS,
  screenshotFiles: existsSync(screenshotFolder) ? readdirSync(screenshotFolder) : [],
};

describe("wp-plugin/readme.txt", () => {
  it("keeps WordPress.org's standard and agrees with islet.php, package.json and the screenshots", () => {
    expect(readmeProblems(README, realFacts)).toEqual([]);
  });

  // Without the kit the tested versions cannot be compared: a skip here, a failure in CI (as test:store).
  it.skipIf(realFacts.kit === null && !inCi())("says the kit's WordPress and WooCommerce as Tested up to", () => {
    expect(realFacts.kit, "the reference store kit (ISLET_REFSTORE) with its software/ archives").not.toBeNull();
  });

  it("names the shots' files screenshot-1.png … in order, and the plugin zip leaves their folder out", () => {
    expect(WPORG_SHOTS.map((_, index) => wporgFile(index + 1))).toEqual(CAPTIONS.map((_, index) => `screenshot-${String(index + 1)}.png`));
    expect(SHIPPED.some((item) => item.startsWith(path.basename(WPORG_DIR)))).toBe(false);
  });
});

describe("the zip", () => {
  const temps: string[] = [];
  afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("never packs the WordPress.org pictures", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "islet-readme-"));
    temps.push(dir);
    for (const item of SHIPPED) {
      if (item.endsWith("/")) mkdirSync(path.join(dir, item), { recursive: true });
      else writeFileSync(path.join(dir, item), "x");
    }
    writeFileSync(path.join(dir, "assets/build/boot.js"), "x");
    mkdirSync(path.join(dir, path.basename(WPORG_DIR)));
    writeFileSync(path.join(dir, path.basename(WPORG_DIR), "screenshot-1.png"), "x");
    expect(pluginFiles(dir).filter((file) => file.includes("screenshot"))).toEqual([]);
    expect(pluginFiles(dir)).toContain("assets/build/boot.js");
  });
});

/** Replaces what `pattern` finds; a pattern that finds nothing is a broken test, not a passing one. */
function edit(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`nothing matches ${String(pattern)}`);
  return text.replace(pattern, replacement);
}

/** Moves the text `pattern` finds to just before `before`. */
function moveBefore(text: string, pattern: RegExp, before: string): string {
  const moved = pattern.exec(text)?.[0];
  if (!moved || !text.includes(before)) throw new Error(`nothing matches ${String(pattern)} or ${before}`);
  return text.replace(moved, () => "").replace(before, () => `${moved}${before}`);
}

/** Facts under which the real readme is clean whatever the machine: the kit at its own tested versions, every picture present. */
const cleanFacts: ReadmeFacts = {
  ...realFacts,
  kit: { wordpress: `${headerValue(README, "Tested up to") ?? ""}.1`, woocommerce: `${headerValue(README, "WC tested up to") ?? ""}.1` },
  screenshotFiles: CAPTIONS.map((_, index) => `screenshot-${String(index + 1)}.png`),
};

interface Breakage {
  readme?: (text: string) => string;
  facts?: (facts: ReadmeFacts) => ReadmeFacts;
  /** A piece of the problem the rule must report. */
  says: string;
}

const BREAKAGES: Record<string, Breakage> = {
  "a missing WooCommerce header": { readme: (t) => edit(t, /^WC tested up to:.*\n/m, ""), says: 'header "WC tested up to"' },
  "a header given twice": { readme: (t) => edit(t, /^(Tags:.*\n)/m, "$1$1"), says: 'header "Tags"' },
  "a missing License URI": { readme: (t) => edit(t, /^License URI:.*\n/m, ""), says: 'header "License URI"' },
  "a Stable tag that is not the version": { readme: (t) => edit(t, /^Stable tag:.*$/m, "Stable tag: 0.0.1"), says: "Stable tag (0.0.1)" },
  "islet.php's Version not package.json's": { facts: (f) => ({ ...f, pluginFile: edit(f.pluginFile, /^( \* Version:\s*).*$/m, "$10.0.1") }), says: "islet.php's Version (0.0.1)" },
  "Requires PHP unlike islet.php's": { readme: (t) => edit(t, /^Requires PHP:.*$/m, "Requires PHP: 8.0"), says: '"Requires PHP" is 8.0' },
  "WC requires at least unlike islet.php's": { readme: (t) => edit(t, /^WC requires at least:.*$/m, "WC requires at least: 8.0"), says: '"WC requires at least" is 8.0' },
  "Tested up to with a patch number": { readme: (t) => edit(t, /^Tested up to:.*$/m, "Tested up to: 6.8.3"), says: "major.minor" },
  "Tested up to not the kit's WordPress": { facts: (f) => ({ ...f, kit: { wordpress: "6.9.1", woocommerce: f.kit?.woocommerce ?? "" } }), says: "the kit's WordPress 6.9.1" },
  "WC tested up to not the kit's WooCommerce": { facts: (f) => ({ ...f, kit: { wordpress: f.kit?.wordpress ?? "", woocommerce: "10.3.0" } }), says: "the kit's WooCommerce 10.3.0" },
  "six tags": { readme: (t) => edit(t, /^Tags:.*$/m, "Tags: a, b, c, d, e, f"), says: "Tags: 1 to 5" },
  "a long short description": { readme: (t) => edit(t, /^(Makes .*)$/m, `$1 ${"More words. ".repeat(4)}`), says: "1 to 150 characters" },
  "markup in the short description": { readme: (t) => edit(t, /^Makes /m, "Makes `code` "), says: "plain text" },
  "islet.php's Description not the short description": { facts: (f) => ({ ...f, pluginFile: edit(f.pluginFile, /^( \* Description:\s*).*$/m, "$1Other words.") }), says: "Description header" },
  "sections out of order": { readme: (t) => moveBefore(t, /== Screenshots ==\n[\s\S]*?(?=== Changelog ==)/, "== Frequently Asked Questions =="), says: "sections must be exactly" },
  "a section WordPress.org does not know": { readme: (t) => edit(t, /== Changelog ==/, "== Credits ==\n\nUs.\n\n== Changelog =="), says: "sections must be exactly" },
  "a missing Upgrade Notice": { readme: (t) => edit(t, /== Upgrade Notice ==[\s\S]*$/, ""), says: "the Upgrade Notice needs" },
  "a table without its separator row": { readme: (t) => edit(t, /^\|---\|.*\n/m, ""), says: "without its |---| separator row" },
  "a separator row of the wrong width": { readme: (t) => edit(t, /^\|---\|.*$/m, "|---|---|"), says: "the separator row has 2 columns" },
  "table rows without their pipes": { readme: (t) => edit(t, /^\| (`shoptimizer-quantity`.*) \|$/m, "$1"), says: "start and end with |" },
  "captions misnumbered": { readme: (t) => edit(t, /(?<head>== Screenshots ==\n\n1\. .*\n)2\. /, "$<head>3. "), says: "must be caption 2" },
  "a caption unlike the shot's": { readme: (t) => edit(t, /(== Screenshots ==\n\n1\. .*)$/m, "$1 Edited."), says: "caption 1 differs" },
  "a caption without its shot": { readme: (t) => edit(t, /(== Screenshots ==\n\n(?:\d+\. .*\n)+)/, "$1999. Extra.\n"), says: "captions for the" },
  "a picture missing": { facts: (f) => ({ ...f, screenshotFiles: f.screenshotFiles.slice(1) }), says: "the folder holds" },
  "an older newest changelog entry": { readme: (t) => edit(t, /(== Changelog ==\n\n)/, "$1= 9.9.9 =\n* Later.\n\n"), says: "the changelog's newest entry" },
  "an Upgrade Notice for another version": { readme: (t) => edit(t, /(== Upgrade Notice ==\n\n)= [^=]+ =/, "$1= 0.0.1 ="), says: "the Upgrade Notice needs" },
  "a long Upgrade Notice": { readme: (t) => edit(t, /(== Upgrade Notice ==\n\n= [^=]+ =\n)/, `$1${"Long. ".repeat(60)}`), says: "over 300 characters" },
  "a wrong first line": { readme: (t) => edit(t, /^=== .* ===/, "=== Islet ==="), says: "the first line" },
};

// Each FAQ topic's question renamed to one that matches no topic.
for (const [topic, pattern] of Object.entries(FAQ_TOPICS)) {
  BREAKAGES[`no FAQ on ${topic}`] = {
    readme: (t) => t.replace(/^= (.*) =$/gm, (line: string, question: string) => (pattern.test(question) ? "= Another question? =" : line)),
    says: `no question on ${topic}`,
  };
}

describe("each rule fails a readme that breaks it", () => {
  it("the readme is clean to start with", () => {
    expect(readmeProblems(README, cleanFacts)).toEqual([]);
  });

  it.each(Object.entries(BREAKAGES))("%s", (_, breakage) => {
    const readme = breakage.readme ? breakage.readme(README) : README;
    const facts = breakage.facts ? breakage.facts(cleanFacts) : cleanFacts;
    expect(readmeProblems(readme, facts).join("\n")).toContain(breakage.says);
  });
});
