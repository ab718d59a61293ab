// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { describe, expect, it } from "vitest";
import { ORIGIN, wpLink } from "./fake-store";
import { JOINED_SHEET_PATH, mergePages } from "./merge";
import type { ReadPage } from "./pages";

function readPage(path: string, headAndBody: { head: string; body: string; bodyClass?: string }): ReadPage {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${headAndBody.head}</head><body class="${headAndBody.bodyClass ?? ""}">${headAndBody.body}</body></html>`, "text/html");
  return { url: `${ORIGIN}${path}`, doc };
}

describe("mergePages", () => {
  const head = [
    wpLink("theme-main", "/wp-content/themes/t/style.css?ver=1", ""),
    wpLink("plugin-a", "wp-content/plugins/p/a.css", "screen"),
    wpLink("plugin-b", "/wp-content/plugins/p/b.css"),
    wpLink("theme-print", "/wp-content/plugins/p/print.css", "print"),
    wpLink("plugin-wide", "/wp-content/plugins/p/wide.css", "(min-width: 768px)"),
    wpLink("google-fonts", "https://fonts.example.test/css?family=Inter"),
    '<link rel="stylesheet" href="/printed-by-hand.css">',
    '<link rel="stylesheet" id="bad handle-css" href="/bad-handle.css">',
    '<link rel="alternate stylesheet" id="alt-css" href="/alt.css">',
    '<link rel="preload" href="/font.woff2" as="font">',
    "<style>.own{color:red}</style>",
    '<script>document.write("x")</script>',
  ].join("");

  it("keeps the head's stylesheets of this site for screens that WordPress printed with a handle, in order, once", () => {
    const body = `<div class="a"></div>${wpLink("late-footer", "/late.css")}${wpLink("theme-main", "/wp-content/themes/t/style.css?ver=1")}`;
    const merged = mergePages([readPage("/product/hoodie/", { head, body })]);
    expect(merged?.sheets).toEqual([
      { handle: "theme-main", url: `${ORIGIN}/wp-content/themes/t/style.css?ver=1` },
      { handle: "plugin-a", url: `${ORIGIN}/product/hoodie/wp-content/plugins/p/a.css` },
      { handle: "plugin-b", url: `${ORIGIN}/wp-content/plugins/p/b.css` },
    ]);
  });

  it("appends the other pages' body children and leaves one stylesheet link, to the joined sheets, and no script or style", () => {
    const pages = [
      readPage("/product/hoodie/", { head, body: '<div class="hoodie"></div>' }),
      readPage("/product/classic-t-shirt/", { head: wpLink("head-only", "/head-only.css"), body: `<div class="t-shirt">${wpLink("t-shirt", "/t-shirt.css")}</div><script>1</script>` }),
    ];
    const merged = mergePages(pages);
    expect(merged).not.toBeNull();
    const doc = new DOMParser().parseFromString(merged?.html ?? "", "text/html");
    expect([...doc.body.children].map((child) => child.className)).toEqual(["hoodie", "t-shirt"]);
    expect([...doc.querySelectorAll("link")].filter((link) => link.rel.includes("stylesheet")).map((link) => link.getAttribute("href"))).toEqual([`${ORIGIN}${JOINED_SHEET_PATH}`]);
    expect(doc.querySelectorAll("script, style")).toHaveLength(0);
    // Another page's head is not part of the merged document (pages with one key link the same head stylesheets).
    expect(merged?.sheets.map((sheet) => sheet.handle)).toEqual(["theme-main", "plugin-a", "plugin-b"]);
    expect(merged?.pageUrl).toBe(`${ORIGIN}/product/hoodie/`);
  });

  it("puts the other pages' body classes on the root, so rules they scope match, and leaves the first page's body as it was", () => {
    const pages = [
      readPage("/shop/", { head, body: '<div class="content-area"></div>', bodyClass: "archive woocommerce-shop" }),
      readPage("/?s=hoodie&post_type=product", { head, body: '<div class="content-area"></div>', bodyClass: "archive search search-results" }),
    ];
    const doc = new DOMParser().parseFromString(mergePages(pages)?.html ?? "", "text/html");
    expect(doc.querySelectorAll(".search-results .content-area")).toHaveLength(2);
    expect(doc.body.className).toBe("archive woocommerce-shop");
    expect(doc.querySelectorAll("body:not(.search) .content-area")).toHaveLength(2);
  });

  it("is null for no page", () => {
    expect(mergePages([])).toBeNull();
  });
});
