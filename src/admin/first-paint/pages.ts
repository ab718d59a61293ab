/**
 * A job's storefront pages, read as a logged-out visitor sees them and grouped by the
 * (type, key) each prints in `<meta name="islet-first-paint" content="TYPE KEY">`: pages with
 * one key share their stylesheets, so one critical CSS serves them all.
 */
import { ownUrl } from "../../api/http";
import type { FirstPaintJob } from "./config";
import { fetchText, formatSeconds } from "./fetch-text";

export const META_NAME = "islet-first-paint";
const KEY_PATTERN = /^[0-9a-f]{32}$/i;

export interface PageIdentity {
  type: string;
  key: string;
}

export interface ReadPage {
  /** The page's address after redirects: relative addresses in it resolve against this. */
  url: string;
  doc: Document;
}

/** The pages of one (type, key), in the job's order. */
export interface PageGroup extends PageIdentity {
  pages: ReadPage[];
}

/** An address that was not built, and why, in a sentence for the settings page. */
export interface PageFailure {
  url: string;
  reason: string;
}

export interface GroupedPages {
  groups: PageGroup[];
  failures: PageFailure[];
}

/** The (type, key) a page prints, or null when its meta is missing or malformed. */
export function readPageIdentity(doc: Document): PageIdentity | null {
  const content = doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute("content") ?? "";
  const [type, key, ...rest] = content.trim().split(/\s+/);
  if (type === undefined || type === "" || key === undefined || !KEY_PATTERN.test(key) || rest.length > 0) return null;
  return { type, key: key.toLowerCase() };
}

type PageAnswer = { ok: true; page: ReadPage } | { ok: false; reason: string };

/** One page as a visitor without cookies gets it, fresh (a page cache's copy may be out of date, but is what visitors get too). */
async function fetchPage(url: string, origin: string, timeoutMs: number): Promise<PageAnswer> {
  const outcome = await fetchText(url, { credentials: "omit", cache: "no-store" }, timeoutMs);
  if (outcome.kind === "timeout") return { ok: false, reason: `${url} did not answer within ${formatSeconds(timeoutMs)}` };
  if (outcome.kind === "network") return { ok: false, reason: `${url} could not be read (${outcome.message})` };
  if (outcome.status < 200 || outcome.status > 299) return { ok: false, reason: `${url} answered ${outcome.status}` };
  // Its stylesheets would be another site's: none of them is read either.
  if (ownUrl(outcome.url, origin) === null) return { ok: false, reason: `${url} sent the builder to another site (${outcome.url})` };
  return { ok: true, page: { url: outcome.url, doc: new DOMParser().parseFromString(outcome.text, "text/html") } };
}

type IdentityCheck = { ok: true; identity: PageIdentity } | { ok: false; reason: string };

/** The (type, key) the page at `url` printed, when it is one of `job`'s pages. */
function jobIdentity(url: string, doc: Document, job: FirstPaintJob): IdentityCheck {
  const identity = readPageIdentity(doc);
  if (identity === null) return { ok: false, reason: `${url} has no first-paint key (is Islet on for that page?)` };
  if (identity.type !== job.type) return { ok: false, reason: `${url} is a "${identity.type}" page, not "${job.type}"` };
  return { ok: true, identity };
}

/**
 * Reads the job's addresses one after the other (the store renders each for a visitor without a
 * cache; one at a time keeps that load small) and groups them by (type, key). Addresses of
 * another origin than `origin` are not read: the builder sends no request off this site.
 */
export async function readJobPages(job: FirstPaintJob, origin: string, timeoutMs: number): Promise<GroupedPages> {
  const groups = new Map<string, PageGroup>();
  const failures: PageFailure[] = [];
  for (const url of job.urls) {
    if (ownUrl(url, origin) === null) {
      failures.push({ url, reason: `${url} is not on this site (${origin}), so it was not read` });
      continue;
    }
    const answer = await fetchPage(url, origin, timeoutMs);
    if (!answer.ok) {
      failures.push({ url, reason: answer.reason });
      continue;
    }
    const check = jobIdentity(url, answer.page.doc, job);
    if (!check.ok) {
      failures.push({ url, reason: check.reason });
      continue;
    }
    const id = `${check.identity.type} ${check.identity.key}`;
    const group = groups.get(id) ?? { ...check.identity, pages: [] };
    group.pages.push(answer.page);
    groups.set(id, group);
  }
  return { groups: [...groups.values()], failures };
}
