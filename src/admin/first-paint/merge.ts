/**
 * A group's pages as the one document beasties reads: the first page with every other page's
 * `<body>` children appended, so a rule that any of them uses counts as used. Its stylesheet
 * links are replaced by one link to the sheets' text joined (see critical-css.ts for why one).
 */
import { ownUrl } from "../../api/http";
import type { ReadPage } from "./pages";

/** The address the joined stylesheets are known by inside the build (never requested). */
export const JOINED_SHEET_PATH = "/islet-first-paint-joined.css";

/** Media a sheet applies on a screen at any width: the sheets a first paint on a phone or a desktop needs. */
const SCREEN_MEDIA = new Set(["", "all", "screen"]);

export interface MergedPages {
  /** The merged document's HTML, with one stylesheet link: to `joinedSheetUrl`. */
  html: string;
  /** Where the merged document says it is (the first page's address). */
  pageUrl: string;
  /** The same-origin screen stylesheets the pages link, in document order, each once. */
  sheetUrls: string[];
  joinedSheetUrl: string;
}

const relOf = (link: Element): string[] => (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);

/** The address of `link`'s sheet when it is one a first paint needs: applied (not an alternate), this site's, for screens. */
function screenSheetUrl(link: Element, pageUrl: string): string | null {
  if (relOf(link).includes("alternate") || link.hasAttribute("disabled")) return null;
  const media = (link.getAttribute("media") ?? "").trim().toLowerCase();
  if (!SCREEN_MEDIA.has(media)) return null;
  const href = link.getAttribute("href");
  return href ? (ownUrl(href, pageUrl)?.href ?? null) : null;
}

/**
 * Takes every stylesheet link out of `doc` and returns the addresses of those a first paint
 * needs. The others (print, alternates, other sites' fonts) are left out of beasties' work entirely.
 */
function takeStylesheets(doc: Document, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const link of [...doc.querySelectorAll("link")].filter((element) => relOf(element).includes("stylesheet"))) {
    const url = screenSheetUrl(link, pageUrl);
    if (url !== null && !urls.includes(url)) urls.push(url);
    link.remove();
  }
  return urls;
}

/**
 * Removes what beasties must not see: scripts (nothing runs, and they only cost parsing), a
 * template's inert markup, and the pages' own `<style>` elements, so that the only `<style>`
 * in beasties' answer is the one it filled from the stylesheets.
 */
function removeNonLayout(doc: Document): void {
  for (const element of doc.querySelectorAll("script, template, style")) element.remove();
}

export function mergePages(pages: readonly ReadPage[]): MergedPages | null {
  const [first, ...others] = pages;
  if (first === undefined) return null;
  const doc = first.doc;
  for (const other of others) {
    for (const child of [...other.doc.body.childNodes]) doc.body.append(doc.importNode(child, true));
  }
  removeNonLayout(doc);
  const sheetUrls = takeStylesheets(doc, first.url);
  const joinedSheetUrl = new URL(JOINED_SHEET_PATH, first.url).href;
  const link = doc.createElement("link");
  link.setAttribute("rel", "stylesheet");
  link.setAttribute("href", joinedSheetUrl);
  doc.head.append(link);
  return { html: `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`, pageUrl: first.url, sheetUrls, joinedSheetUrl };
}
