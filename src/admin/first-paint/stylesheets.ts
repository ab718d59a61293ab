/**
 * The text of a group's stylesheets, fetched as a visitor's browser would (no cookies) and
 * joined in the pages' order, each sheet's relative `url(...)` made absolute first.
 */
import { absoluteUrls } from "./css-urls";
import { fetchText, formatSeconds, isHtmlPage } from "./fetch-text";

export type JoinedSheets = { ok: true; css: string } | { ok: false; reason: string };

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
  return { ok: true, css: absoluteUrls(outcome.text, new URL(outcome.url)) };
}

/** The sheets' text, one after the other; a sheet that failed fails the whole (a partial first paint would flash). */
export async function fetchJoinedSheets(urls: readonly string[], timeoutMs: number): Promise<JoinedSheets> {
  const parts: string[] = [];
  for (const url of urls) {
    const answer = await fetchSheet(url, timeoutMs);
    if (!answer.ok) return answer;
    if (answer.css !== null) parts.push(answer.css);
  }
  return { ok: true, css: parts.join("\n") };
}
