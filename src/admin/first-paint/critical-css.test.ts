// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { criticalCss } from "./critical-css";
import { css, fakeStore, html, ORIGIN } from "./fake-store";
import { mergePages } from "./merge";
import { fetchJoinedSheets } from "./stylesheets";

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

describe("a group's sheets joined, then reduced", () => {
  it("keeps a family declared in one sheet and used in another, and its font's address still resolves from the page", async () => {
    fakeStore({
      [`${ORIGIN}/wp-content/plugins/fonts/fonts.css?ver=2`]: css('@font-face{font-family:Brand;src:url("../files/brand.woff2") format("woff2")}'),
      [`${ORIGIN}/wp-content/themes/t/style.css`]: css(".used{font-family:Brand;background:url(img/bg.png)}.unused{color:red}"),
      [`${ORIGIN}/wp-content/plugins/gone/gone.css`]: html("Not found", 404),
    });
    const head = ["/wp-content/plugins/fonts/fonts.css?ver=2", "/wp-content/plugins/gone/gone.css", "wp-content/../wp-content/themes/t/style.css"]
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join("");
    const merged = mergePages([{ url: `${ORIGIN}/`, doc: new DOMParser().parseFromString(page('<p class="used">Brand</p>', head), "text/html") }]);
    if (merged === null) throw new Error("no merged page");
    const joined = await fetchJoinedSheets(merged.sheetUrls, 1000);
    if (!joined.ok) throw new Error(joined.reason);
    const result = await criticalCss({ html: merged.html, pageUrl: merged.pageUrl, sheets: new Map([[merged.joinedSheetUrl, joined.css]]) });
    expect(result).toBe('@font-face{font-family:Brand;src:url("/wp-content/plugins/files/brand.woff2") format("woff2")}.used{font-family:Brand;background:url(/wp-content/themes/t/img/bg.png)}');
  });

  it("fails on a sheet that times out, answers an error or answers a page instead of CSS", async () => {
    fakeStore({
      [`${ORIGIN}/a.css`]: css(".a{}"),
      [`${ORIGIN}/broken.css`]: html("oops", 500),
      [`${ORIGIN}/login.css`]: html("<!DOCTYPE html><form>Log in</form>"),
    });
    expect(await fetchJoinedSheets([`${ORIGIN}/a.css`, `${ORIGIN}/broken.css`], 1000)).toEqual({ ok: false, reason: `the stylesheet ${ORIGIN}/broken.css answered 500` });
    expect(await fetchJoinedSheets([`${ORIGIN}/login.css`], 1000)).toEqual({ ok: false, reason: `the stylesheet ${ORIGIN}/login.css answered with a page, not CSS` });
  });
});
