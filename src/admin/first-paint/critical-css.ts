/**
 * Critical CSS with beasties, in the shop manager's browser (a store's server cannot run Node):
 * the rules of the pages' stylesheets that match an element of the merged pages.
 *
 * What beasties keeps, and why these options:
 * - rules inside `@media` and `@supports` blocks whose selectors match, whatever the query (the
 *   pages are laid out at 390 and at 1280 px; the block's query still decides in the page);
 * - `@font-face` rules of the families kept rules name (`inlineFonts` keeps the rule, it does not
 *   embed the font file; without it beasties drops every `@font-face`). A family named only
 *   through a custom property (`font-family: var(--f)`) is not seen, and its face is dropped;
 * - `@keyframes` that kept rules animate (`keyframes: "critical"`);
 * - no `@import` or `@charset` (beasties drops at-rules without a block).
 * The pages' own `<style>` elements are not its work (`reduceInlineStyles: false`), and no file
 * is written (`pruneSource: false`). The `<style>` it fills from the sheets is told from the page's
 * own by the nonce beasties gives the elements it creates.
 */
import Beasties, { type Options } from "beasties";
import { httpUrl } from "../../api/http";
import { joinWithMarkers, MARKER_SELECTOR, splitAtMarkers } from "./sheet-markers";

/** Marks the `<style>` elements beasties creates (a nonce is the one attribute it can set on them). */
const OUR_STYLE_MARK = "islet-first-paint";

const BEASTIES_OPTIONS: Options = {
  nonce: OUR_STYLE_MARK,
  reduceInlineStyles: false,
  pruneSource: false,
  inlineFonts: true,
  preloadFonts: false,
  keyframes: "critical",
  mergeStylesheets: true,
  logLevel: "silent",
  compress: true,
  allowRules: [MARKER_SELECTOR],
};

/** A string, a comment, or a `;` that ends a block (its blanks kept). */
const LAST_SEMICOLON = /"(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*'|\/\*[\s\S]*?\*\/|;(\s*)\}/g;

/**
 * The CSS without the `;` before each `}`, strings and comments untouched. Beasties' compressed
 * writing (0.5.4) drops the wrong character of a rule whose last declaration ends with `;`: the
 * `{` of a one-declaration rule (`a {display:flex;}` became `adisplay:flex;}`) or the `;` between
 * the last two declarations. Without that `;` it writes every rule right.
 */
export function withoutLastSemicolons(css: string): string {
  return css.replace(LAST_SEMICOLON, (match: string, blanks: string | undefined) => (blanks === undefined ? match : `${blanks}}`));
}

/**
 * Beasties reading sheets from what was fetched instead of from a disk (its default reads files
 * with Node's `fs`, which the admin bundle does not have).
 */
class FetchedSheetsBeasties extends Beasties {
  constructor(
    private readonly pageUrl: string,
    private readonly sheets: ReadonlyMap<string, string>,
  ) {
    super(BEASTIES_OPTIONS);
  }

  override getCssAsset(href: string): string | undefined {
    const url = httpUrl(href, this.pageUrl);
    const sheet = url === null ? undefined : this.sheets.get(url.href);
    return sheet === undefined ? undefined : withoutLastSemicolons(sheet);
  }
}

export interface CriticalCssInput {
  /** A full HTML document whose stylesheet links are the ones to reduce. */
  html: string;
  /** The document's address: links resolve against it. */
  pageUrl: string;
  /** Each linked sheet's text by its absolute address. */
  sheets: ReadonlyMap<string, string>;
}

/** The CSS beasties inlined from the linked sheets, in their order ("" when no rule was used). */
export async function criticalCss({ html, pageUrl, sheets }: CriticalCssInput): Promise<string> {
  const processed = await new FetchedSheetsBeasties(pageUrl, sheets).process(html);
  const doc = new DOMParser().parseFromString(processed, "text/html");
  return [...doc.querySelectorAll(`style[nonce="${OUR_STYLE_MARK}"]`)].map((style) => style.textContent ?? "").join("");
}

export interface SheetsInput {
  html: string;
  pageUrl: string;
  /** Where `html` links the joined sheets. */
  joinedSheetUrl: string;
  /** Each sheet's text, in the page's order. */
  texts: readonly string[];
}

/**
 * The critical CSS of each sheet, in their order, from one beasties run over all of them
 * (sheet-markers.ts). Where the sheets cannot be told apart again — a sheet with a block left
 * open or a stray `}` moves the markers (CommerceKit's wishlist.css has one) — each sheet is
 * reduced alone, keeping only the fonts and keyframes it uses itself rather than give a sheet
 * another's rules.
 */
export async function criticalCssBySheet({ html, pageUrl, joinedSheetUrl, texts }: SheetsInput): Promise<string[]> {
  const css = await criticalCss({ html, pageUrl, sheets: new Map([[joinedSheetUrl, joinWithMarkers(texts)]]) });
  const split = splitAtMarkers(css, texts.length);
  if (split !== null) return split;
  const alone: string[] = [];
  for (const text of texts) alone.push(await criticalCss({ html, pageUrl, sheets: new Map([[joinedSheetUrl, text]]) }));
  return alone;
}
