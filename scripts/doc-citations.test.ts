// @vitest-environment node
/**
 * Comments and documents cite only what the repository holds: the behaviour documents
 * (docs/behaviour/) and the decision records, never the product's outside papers, which a
 * maintainer of this repository does not have. Each pattern is built from pieces so this file
 * does not match itself.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./island-manifest";

const SECTION = "\u00a7";
const BEHAVIOUR = "docs/" + "behaviour/";

/** Citations of documents kept outside the repository. */
const OUTSIDE: readonly RegExp[] = [
  new RegExp("(spec|protocol)(\\s|&nbsp;|\\*)*" + SECTION, "i"),
  new RegExp(SECTION + "\\s?\\d"),
  new RegExp("\\.\\./" + "shared"),
  new RegExp("shared/" + "(spec|design)"),
  new RegExp("\\bspec" + "\\.md\\b"),
  new RegExp("woocommerce-" + "protocol"),
  new RegExp("(^|[^\\w-])islands" + "\\.md\\b"),
];

const tracked = (): string[] =>
  execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(ROOT, file)));

/** The text of every tracked file that is text (a NUL byte marks the others). */
function texts(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of tracked()) {
    const bytes = readFileSync(path.join(ROOT, file));
    if (!bytes.includes(0)) out.set(file, bytes.toString("utf8"));
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsIn(markdown: string): Set<string> {
  const headings = markdown.split("\n").filter((line) => /^#{1,6}\s/.test(line));
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+\s*/, ""))));
}

const files = texts();

describe("citations", () => {
  it("name no document kept outside the repository", () => {
    const found: string[] = [];
    for (const [file, text] of files) {
      text.split("\n").forEach((line, index) => {
        if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("of behaviour documents name documents and headings that exist", () => {
    const cited = new RegExp(BEHAVIOUR + "([\\w-]+\\.md)(#[\\w-]+)?", "g");
    const linked = /\]\(([\w-]+\.md)(#[\w-]+)?\)/g;
    const missing: string[] = [];
    const check = (from: string, doc: string, anchor: string | undefined): void => {
      const target = path.join(ROOT, BEHAVIOUR, doc);
      if (!existsSync(target)) missing.push(`${from}: ${doc}`);
      else if (anchor && !anchorsIn(readFileSync(target, "utf8")).has(anchor.slice(1))) missing.push(`${from}: ${doc}${anchor}`);
    };
    let count = 0;
    for (const [file, text] of files) {
      for (const match of text.matchAll(cited)) {
        count += 1;
        check(file, match[1] ?? "", match[2]);
      }
      if (!file.startsWith(BEHAVIOUR)) continue;
      for (const match of text.matchAll(linked)) check(file, match[1] ?? "", match[2]);
    }
    expect(missing).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it("make anchors as GitHub does", () => {
    expect(anchorOf("Mini-cart removal")).toBe("mini-cart-removal");
    expect(anchorOf("Loading and notices")).toBe("loading-and-notices");
    expect(anchorOf("`get_variation`'s answer")).toBe("get_variations-answer");
  });
});
