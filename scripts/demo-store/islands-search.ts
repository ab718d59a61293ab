/**
 * The `search` island around each product search widget (`<div class="widget woocommerce
 * widget_product_search">`: the header's copy and the navigation's in `.site-search`, and any
 * other, a sidebar's or the search modal's), on every page where CommerceKit's live search is
 * on. Its props are CommerceKit's search settings as its `commercekit_ajs` object prints them in
 * the page, so they are read from the captured page before its inline objects are stripped.
 * The plugin's includes/site.php does the same; scripts/php-parity.test.ts compares them.
 */
import type { SearchTexts as IslandTexts } from "../../islands/search/props";
import { findElementEnd, wrap, type Span } from "./elements";
import { isRecord } from "./inline-objects";

/** The texts CommerceKit's settings give (the island has defaults for the rest). */
export type SearchTexts = Pick<IslandTexts, "noResults" | "otherResults" | "viewAll" | "noOther" | "otherAll">;

export interface SearchProps {
  minChars: number;
  otherResults: boolean;
  showTotals: boolean;
  texts: SearchTexts;
}

/** Where a product search widget opens, whatever its other attributes (a sidebar adds an id). */
export const SEARCH_WIDGET_RE = /<div\b[^>]*?\sclass="[^"]*\bwidget_product_search\b[^"]*"/g;

/** CommerceKit's minimum query length when its object names none. */
export const DEFAULT_MIN_CHARS = 3;

/** PHP's (int) of a scalar CommerceKit printed (1, "1", true), 0 for anything else. */
function flag(value: unknown): number {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return Math.trunc(value);
  if (typeof value === "string" && /^\s*[+-]?\d/.test(value)) return Number.parseInt(value, 10);
  return 0;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The page's `var commercekit_ajs = {...};` (CommerceKit prints it in the head), or null.
 * The same match as islet_commercekit_ajs().
 */
export function readCommerceKitAjs(html: string): unknown {
  const json = /var commercekit_ajs = (\{.*?\});(?=\s*(?:var \w+ = |\/\* \]\]> \*\/|<\/script>))/s.exec(html)?.[1];
  if (json === undefined) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/**
 * The island's props from CommerceKit's object: null when its live search is off (or the object
 * is not one). `otherResults` = ajs_other_results is 1, `showTotals` = fast_ajax_search is not 1.
 */
export function searchPropsFrom(ajs: unknown): SearchProps | null {
  if (!isRecord(ajs) || flag(ajs.ajax_search) !== 1) return null;
  const minChars = flag(ajs.char_count);
  return {
    minChars: minChars > 0 ? minChars : DEFAULT_MIN_CHARS,
    otherResults: flag(ajs.ajs_other_results) === 1,
    showTotals: flag(ajs.fast_ajax_search) !== 1,
    texts: {
      noResults: text(ajs.no_results_text),
      otherResults: text(ajs.other_result_text),
      viewAll: text(ajs.view_all_text),
      noOther: text(ajs.no_other_text),
      otherAll: text(ajs.other_all_text),
    },
  };
}

/** The props for a page, read from its (captured, unstripped) source. */
export const searchPropsOf = (source: string): SearchProps | null => searchPropsFrom(readCommerceKitAjs(source));

/** Where each product search widget starts and ends, in page order. */
export function searchWidgets(html: string): Span[] {
  const widgets: Span[] = [];
  for (const match of html.matchAll(SEARCH_WIDGET_RE)) {
    const end = findElementEnd(html, match.index, "div");
    if (end > match.index) widgets.push({ start: match.index, end });
  }
  return widgets;
}

/**
 * Each widget in its own search island; the page unchanged without props (live search off) or
 * when it already has search islands.
 */
export function placeSearchIslands(html: string, props: SearchProps | null): string {
  if (props === null || html.includes('<div data-island="search"')) return html;
  let out = html;
  // From the last widget back: each wrap leaves the earlier offsets where they were.
  for (const widget of searchWidgets(html).reverse()) out = wrap(out, widget, "search", "interaction", props);
  return out;
}
