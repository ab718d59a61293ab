// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./fake-store";
import { JOINED_SHEET_PATH, mergePages } from "./merge";
import type { ReadPage } from "./pages";

function readPage(path: string, headAndBody: { head: string; body: string }): ReadPage {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${headAndBody.head}</head><body>${headAndBody.body}</body></html>`, "text/html");
  return { url: `${ORIGIN}${path}`, doc };
}

describe("mergePages", () => {
  const head = [
    '<link rel="stylesheet" href="/wp-content/themes/t/style.css?ver=1">',
    '<link rel="stylesheet" href="wp-content/plugins/p/a.css" media="screen">',
    '<link rel="stylesheet" href="/wp-content/plugins/p/b.css" media="all">',
    '<link rel="stylesheet" href="/wp-content/plugins/p/print.css" media="print">',
    '<link rel="stylesheet" href="/wp-content/plugins/p/wide.css" media="(min-width: 768px)">',
    '<link rel="stylesheet" href="https://fonts.example.test/css?family=Inter">',
    '<link rel="alternate stylesheet" href="/alt.css">',
    '<link rel="preload" href="/font.woff2" as="font">',
    "<style>.own{color:red}</style>",
    '<script>document.write("x")</script>',
  ].join("");

  it("keeps this site's screen stylesheets (media absent, all, screen) in order, once, and no other", () => {
    const first = readPage("/product/hoodie/", { head, body: '<div class="a"></div><link rel="stylesheet" href="/late.css"><link rel="stylesheet" href="/wp-content/themes/t/style.css?ver=1">' });
    const merged = mergePages([first]);
    expect(merged?.sheetUrls).toEqual([
      `${ORIGIN}/wp-content/themes/t/style.css?ver=1`,
      `${ORIGIN}/product/hoodie/wp-content/plugins/p/a.css`,
      `${ORIGIN}/wp-content/plugins/p/b.css`,
      `${ORIGIN}/late.css`,
    ]);
  });

  it("appends the other pages' body children and leaves one stylesheet link, to the joined sheets, and no script or style", () => {
    const pages = [
      readPage("/product/hoodie/", { head, body: '<div class="hoodie"></div>' }),
      readPage("/product/classic-t-shirt/", { head: '<link rel="stylesheet" href="/head-only.css">', body: '<div class="t-shirt"><link rel="stylesheet" href="/t-shirt.css"></div><script>1</script>' }),
    ];
    const merged = mergePages(pages);
    expect(merged).not.toBeNull();
    const doc = new DOMParser().parseFromString(merged?.html ?? "", "text/html");
    expect([...doc.body.children].map((child) => child.className)).toEqual(["hoodie", "t-shirt"]);
    expect([...doc.querySelectorAll("link")].filter((link) => link.rel.includes("stylesheet")).map((link) => link.getAttribute("href"))).toEqual([`${ORIGIN}${JOINED_SHEET_PATH}`]);
    expect(doc.querySelectorAll("script, style")).toHaveLength(0);
    expect(merged?.sheetUrls).toContain(`${ORIGIN}/t-shirt.css`);
    // Another page's head is not part of the merged document (pages with one key share their head's sheets).
    expect(merged?.sheetUrls).not.toContain(`${ORIGIN}/head-only.css`);
    expect(merged?.pageUrl).toBe(`${ORIGIN}/product/hoodie/`);
  });

  it("is null for no page", () => {
    expect(mergePages([])).toBeNull();
  });
});
