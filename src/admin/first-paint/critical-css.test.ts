// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { criticalCss, criticalCssBySheet, withoutLastSemicolons } from "./critical-css";
import { css, fakeStore, html, ORIGIN, wpLink } from "./fake-store";
import { mergePages } from "./merge";
import { fetchSheets } from "./stylesheets";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE_URL = `${ORIGIN}/product/hoodie/`;
const SHEET_URL = `${ORIGIN}/wp-content/themes/t/style.css`;

function page(body: string, head = `<link rel="stylesheet" href="${SHEET_URL}">`): string {
  return `<!DOCTYPE html><html><head><style>.own-inline{color:red}</style>${head}</head><body>${body}</body></html>`;
}

describe("criticalCss: beasties in the browser, over sheets that were fetched", () => {
  const sheet = [
    ".used{color:green}",
    ".unused{color:blue}",
    "@media (min-width:768px){.used{padding:2rem}.unused{padding:0}}",
    "@media (max-width:389px){.unused{margin:0}}",
    "@supports (display:grid){.used{display:grid}}",
    ".used:hover{color:red}",
    ".used .deep-unused{color:blue}",
  ].join("\n");

  it("keeps the rules the page uses, with their @media and @supports blocks, and drops the others", async () => {
    const result = await criticalCss({ html: page('<div class="used">Hi</div>'), pageUrl: PAGE_URL, sheets: new Map([[SHEET_URL, sheet]]) });
    expect(result).toContain(".used{color:green}");
    expect(result).toContain("@media (min-width:768px){.used{padding:2rem}}");
    expect(result).toContain("@supports (display:grid){.used{display:grid}}");
    expect(result).toContain(".used:hover{color:red}");
    expect(result).not.toContain("unused");
    expect(result).not.toContain("max-width:389px");
  });

  it("returns only what came from the linked sheets, never the page's own <style>", async () => {
    const result = await criticalCss({ html: page('<div class="used own-inline"></div>'), pageUrl: PAGE_URL, sheets: new Map([[SHEET_URL, sheet]]) });
    expect(result).not.toContain("own-inline");
  });

  it("keeps the @font-face of the families kept rules use and the @keyframes they animate, not others", async () => {
    const fonts = [
      '@font-face{font-family:"Inter";src:url(/fonts/inter.woff2) format("woff2")}',
      "@font-face{font-family:Unused;src:url(/fonts/unused.woff2)}",
      "@keyframes spin{to{transform:rotate(1turn)}}",
      "@keyframes unusedFrames{to{opacity:0}}",
      ".used{font:600 1rem/1.5 Inter,sans-serif;animation:spin 1s}",
    ].join("\n");
    const result = await criticalCss({ html: page('<p class="used">Text</p>'), pageUrl: PAGE_URL, sheets: new Map([[SHEET_URL, fonts]]) });
    expect(result).toContain('@font-face{font-family:"Inter";src:url(/fonts/inter.woff2) format("woff2")}');
    expect(result).toContain("@keyframes spin");
    expect(result).not.toContain("Unused");
    expect(result).not.toContain("unusedFrames");
  });

  it("reads no sheet it was not given, and is empty when the page uses nothing", async () => {
    const head = `<link rel="stylesheet" href="${SHEET_URL}"><link rel="stylesheet" href="/not-fetched.css">`;
    expect(await criticalCss({ html: page('<div class="other"></div>', head), pageUrl: PAGE_URL, sheets: new Map([[SHEET_URL, ".unused{color:blue}"]]) })).toBe("");
  });
});

describe("criticalCssBySheet: the sheets reduced together, handed back one by one", () => {
  async function build(sheets: Record<string, string>, body: string) {
    const head = Object.entries(sheets).map(([handle, href]) => wpLink(handle, href)).join("");
    const merged = mergePages([{ url: `${ORIGIN}/`, doc: new DOMParser().parseFromString(page(body, head), "text/html") }]);
    if (merged === null) throw new Error("no merged page");
    const fetched = await fetchSheets(merged.sheets, 1000);
    if (!fetched.ok) throw new Error(fetched.reason);
    const kept = await criticalCssBySheet({ ...merged, texts: fetched.sheets.map((sheet) => sheet.css) });
    return Object.fromEntries(fetched.sheets.map((sheet, index) => [sheet.handle, kept[index]]));
  }

  it("keeps a family declared in one sheet and used in another, each rule in its own sheet, its font's address resolving from the page", async () => {
    fakeStore({
      [`${ORIGIN}/wp-content/plugins/fonts/fonts.css?ver=2`]: css('@font-face{font-family:Brand;src:url("../files/brand.woff2") format("woff2")}.unused-too{color:red}'),
      [`${ORIGIN}/wp-content/plugins/gone/gone.css`]: html("Not found", 404),
      [`${ORIGIN}/wp-content/plugins/other/other.css`]: css(".nothing-here{color:red}"),
      [`${ORIGIN}/wp-content/themes/t/style.css`]: css(".used{font-family:Brand;background:url(img/bg.png)}.unused{color:red}@media (max-width:767px){.used{margin:0}}"),
    });
    const sheets = {
      fonts: "/wp-content/plugins/fonts/fonts.css?ver=2",
      gone: "/wp-content/plugins/gone/gone.css",
      other: "/wp-content/plugins/other/other.css",
      theme: "wp-content/../wp-content/themes/t/style.css",
    };
    expect(await build(sheets, '<p class="used">Brand</p>')).toEqual({
      fonts: '@font-face{font-family:Brand;src:url("/wp-content/plugins/files/brand.woff2") format("woff2")}',
      other: "",
      theme: ".used{font-family:Brand;background:url(/wp-content/themes/t/img/bg.png)}@media (max-width:767px){.used{margin:0}}",
    });
  });

  it("gives no sheet another's rules when one is cut short or has a stray brace (read as the browser reads it)", async () => {
    fakeStore({
      [`${ORIGIN}/a.css`]: css(".used{color:red}@media (min-width:768px){.used{color:blue}"),
      [`${ORIGIN}/b.css`]: css(".mini{top:10px}}.used{margin:0}"),
      [`${ORIGIN}/c.css`]: css(".used{padding:0}.unused{color:red}"),
    });
    const built = await build({ a: "/a.css", b: "/b.css", c: "/c.css" }, '<p class="used"></p>');
    expect(Object.keys(built ?? {})).toEqual(["a", "b", "c"]);
    expect(built?.a).toMatch(/^\.used\{color:red\}@media \(min-width:768px\) ?\{\.used\{color:blue\}\}$/);
    expect(built?.b).not.toMatch(/color|padding|mini/);
    expect(built?.c).toBe(".used{padding:0}");
  });

  it("fails on a sheet that answers an error or a page instead of CSS", async () => {
    fakeStore({
      [`${ORIGIN}/a.css`]: css(".a{}"),
      [`${ORIGIN}/broken.css`]: html("oops", 500),
      [`${ORIGIN}/login.css`]: html("<!DOCTYPE html><form>Log in</form>"),
    });
    const sheet = (handle: string) => ({ handle, url: `${ORIGIN}/${handle}.css` });
    expect(await fetchSheets([sheet("a"), sheet("broken")], 1000)).toEqual({ ok: false, reason: `the stylesheet ${ORIGIN}/broken.css answered 500` });
    expect(await fetchSheets([sheet("login")], 1000)).toEqual({ ok: false, reason: `the stylesheet ${ORIGIN}/login.css answered with a page, not CSS` });
  });
});

describe("withoutLastSemicolons: what beasties' compressed writing needs", () => {
  it("drops the ; that ends a block, never one in a string or comment", () => {
    expect(withoutLastSemicolons('a {display: inline-flex;}\n.b{font-weight: 600;color:#111; }')).toBe("a {display: inline-flex}\n.b{font-weight: 600;color:#111 }");
    expect(withoutLastSemicolons('.c::after{content:";}"}/* ;} */')).toBe('.c::after{content:";}"}/* ;} */');
  });

  it("lets beasties keep a rule whose last declaration ended with ;", async () => {
    const sheet = ".theme a {display: inline-flex;}\n.theme a{font-size:13px;font-weight: 600;color:#111;}";
    const result = await criticalCss({ html: page('<div class="theme"><a href="#">x</a></div>'), pageUrl: PAGE_URL, sheets: new Map([[SHEET_URL, sheet]]) });
    expect(result).toBe(".theme a{display:inline-flex}.theme a{font-size:13px;font-weight:600;color:#111}");
  });
});
