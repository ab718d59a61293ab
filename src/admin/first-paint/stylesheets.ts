/**
 * The text of a group's stylesheets, fetched as a visitor's browser would (no cookies), each
 * sheet's relative `url(...)` made absolute first: its rules move into the page.
 */
import { readableSheet } from "./browser-parse";
import { absoluteUrls } from "./css-urls";
import { fetchText, formatSeconds, isHtmlPage } from "./fetch-text";
import type { PageSheet } from "./merge";

export interface FetchedSheet {
  handle: string;
  css: string;
}

export type FetchedSheets = { ok: true; sheets: FetchedSheet[] } | { ok: false; reason: string };

type SheetAnswer = { ok: true; css: string | null } | { ok: false; reason: string };

/**
 * Statuses a visitor's page gets too, where the sheet simply adds nothing (a plugin's missing
 * file: decision 0030 stops linking those, but a page cache may still link one).
 */
const GONE = new Set([404, 410]);

async function fetchSheet(url: string, timeoutMs: number): Promise<SheetAnswer> {
  const outcome = await fetchText(url, { credentials: "omit" }, timeoutMs);
  if (outcome.kind === "timeout") return { ok: false, reason: `the stylesheet ${url} did not arrive within ${formatSeconds(timeoutMs)}` };
  if (outcome.kind === "network") return { ok: false, reason: `the stylesheet ${url} could not be read (${outcome.message})` };
  if (GONE.has(outcome.status)) return { ok: true, css: null };
  if (outcome.status < 200 || outcome.status > 299) return { ok: false, reason: `the stylesheet ${url} answered ${outcome.status}` };
  // A login or maintenance page in place of CSS would give a first paint without the sheet's rules.
  if (isHtmlPage(outcome)) return { ok: false, reason: `the stylesheet ${url} answered with a page, not CSS` };
  return { ok: true, css: readableSheet(absoluteUrls(outcome.text, new URL(outcome.url))) };
}

/**
 * The sheets' texts in the page's order, without those that are gone; a sheet that failed fails
 * the whole (a first paint without its rules would flash).
 */
export async function fetchSheets(sheets: readonly PageSheet[], timeoutMs: number): Promise<FetchedSheets> {
  const fetched: FetchedSheet[] = [];
  for (const sheet of sheets) {
    const answer = await fetchSheet(sheet.url, timeoutMs);
    if (!answer.ok) return answer;
    if (answer.css !== null) fetched.push({ handle: sheet.handle, css: answer.css });
  }
  return { ok: true, sheets: fetched };
}
