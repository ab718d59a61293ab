/**
 * A group's pages as the one document beasties reads: the first page with every other page's
 * `<body>` children appended and its body's classes on the root, so a rule that any of them uses
 * counts as used. Its stylesheet links are replaced by one link to the sheets' text joined (see
 * sheet-markers.ts for why one).
 */
import { ownUrl } from "../../api/http";
import type { ReadPage } from "./pages";

/** The address the joined stylesheets are known by inside the build (never requested). */
export const JOINED_SHEET_PATH = "/islet-first-paint-joined.css";

/** Media a sheet applies on a screen at any width: the sheets a first paint on a phone or a desktop needs. */
const SCREEN_MEDIA = new Set(["", "all", "screen"]);

/**
 * WordPress prints a stylesheet it enqueued as `<link id="HANDLE-css">`; the plugin inlines a
 * sheet's rules by that handle, and takes only handles of these characters.
 */
const HANDLE_ID = /^([A-Za-z0-9_.-]{1,100})-css$/;

/** A stylesheet of the head the plugin can inline: its WordPress handle and address. */
export interface PageSheet {
  handle: string;
  url: string;
}

export interface MergedPages {
  /** The merged document's HTML, with one stylesheet link: to `joinedSheetUrl`. */
  html: string;
  /** Where the merged document says it is (the first page's address). */
  pageUrl: string;
  /** The head's stylesheets the plugin can inline, in document order, each once. */
  sheets: PageSheet[];
  joinedSheetUrl: string;
}

const relOf = (link: Element): string[] => (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);

/**
 * `link`'s sheet when it is one the plugin inlines: in the head (WordPress prints the footer's
 * late styles as they are), applied (not an alternate), for screens, this site's, with a handle.
 */
function inlinableSheet(link: Element, pageUrl: string): PageSheet | null {
  if (link.closest("head") === null || relOf(link).includes("alternate") || link.hasAttribute("disabled")) return null;
  const media = (link.getAttribute("media") ?? "").trim().toLowerCase();
  const handle = HANDLE_ID.exec(link.id)?.[1];
  const url = ownUrl(link.getAttribute("href") ?? "", pageUrl);
  if (!SCREEN_MEDIA.has(media) || handle === undefined || url === null) return null;
  return { handle, url: url.href };
}

/**
 * Takes every stylesheet link out of `doc` and returns those the plugin can inline. The others
 * (print, alternates, other sites' fonts, links without a handle) are left out of beasties' work
 * entirely: their links stay as they are on the visitor's page.
 */
function takeStylesheets(doc: Document, pageUrl: string): PageSheet[] {
  const sheets: PageSheet[] = [];
  for (const link of [...doc.querySelectorAll("link")].filter((element) => relOf(element).includes("stylesheet"))) {
    const sheet = inlinableSheet(link, pageUrl);
    if (sheet !== null && !sheets.some((known) => known.url === sheet.url || known.handle === sheet.handle)) sheets.push(sheet);
    link.remove();
  }
  return sheets;
}

/**
 * Removes what beasties must not see: scripts (nothing runs, and they only cost parsing), a
 * template's inert markup, and the pages' own `<style>` elements (the plugin leaves them as they are).
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
    // Its body's classes go on the root, an ancestor of every element: a rule scoped by one
    // (Shoptimizer floats `.search-results .content-area` on a search only) still finds its
    // elements, and rules the first page's body matches or not (`body:not(.search)`) stay as they are.
    for (const name of other.doc.body.classList) doc.documentElement.classList.add(name);
  }
  removeNonLayout(doc);
  const sheets = takeStylesheets(doc, first.url);
  const joinedSheetUrl = new URL(JOINED_SHEET_PATH, first.url).href;
  const link = doc.createElement("link");
  link.setAttribute("rel", "stylesheet");
  link.setAttribute("href", joinedSheetUrl);
  doc.head.append(link);
  return { html: `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`, pageUrl: first.url, sheets, joinedSheetUrl };
}
