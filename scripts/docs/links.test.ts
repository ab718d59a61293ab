/**
 * The documents a newcomer reads (README.md and docs/): the README's first screen gives the two
 * commands and sends each audience to its guide, and every relative link in them, anchors
 * included, reaches something (docs/decisions/0041-docs-by-audience.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const FIRST_SCREEN_LINES = 25;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation but hyphens dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown: string): Set<string> {
  const outsideCode = markdown.replace(/^```[\s\S]*?^```$/gm, "");
  return new Set([...outsideCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading = ""]) => headingAnchor(heading)));
}

/** Relative links of a markdown text (outside code), as written. */
export function relativeLinks(markdown: string): string[] {
  const outsideCode = markdown.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");
  return [...outsideCode.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = ""]) => target).filter((target) => !/^[a-z]+:/i.test(target));
}

/** Why a link from `file` does not reach anything, or null. */
function brokenReason(file: string, link: string): string | null {
  const [target = "", anchor] = link.split("#");
  const resolved = target === "" ? file : path.resolve(path.dirname(file), target);
  if (!existsSync(resolved)) return "no such file";
  if (anchor === undefined || !resolved.endsWith(".md")) return null;
  return anchorsOf(readFileSync(resolved, "utf8")).has(anchor) ? null : `no heading #${anchor}`;
}

describe("the documents", () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");

  it("give the two commands and each audience's guide on the README's first screen", () => {
    const firstScreen = readme.split("\n").slice(0, FIRST_SCREEN_LINES).join("\n");
    expect(firstScreen).toContain("scripts/setup.sh && npm start");
    expect(firstScreen).toContain(".ci/run");
    for (const guide of ["docs/store-owners.md", "docs/theme-developers.md", "docs/testing.md"]) {
      expect(firstScreen, guide).toContain(`](${guide})`);
    }
  });

  it("link only to files and headings that exist", () => {
    const files = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];
    const broken = files.flatMap((file) =>
      relativeLinks(readFileSync(file, "utf8")).flatMap((link) => {
        const reason = brokenReason(file, link);
        return reason ? [`${path.relative(ROOT, file)}: ${link} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("read anchors and links as GitHub does", () => {
    expect(headingAnchor("The PHP printer")).toBe("the-php-printer");
    expect(headingAnchor("Islands added after load")).toBe("islands-added-after-load");
    expect(headingAnchor("The first paint (WooCommerce → Islet → Page loading)")).toBe("the-first-paint-woocommerce--islet--page-loading");
    expect(relativeLinks("[a](b.md) [c](https://x.y) `[d](e.md)` [f](#g)")).toEqual(["b.md", "#g"]);
  });
});
