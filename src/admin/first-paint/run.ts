/**
 * One run of the builder: each job's pages read and grouped by (type, key), each group's critical
 * CSS built and stored, the settings page's rows kept up to date. Nothing here throws: a group
 * that fails is a failed row with its reason, and the other groups and jobs go on.
 */
import type { FirstPaintConfig, FirstPaintJob } from "./config";
import { criticalCssBySheet } from "./critical-css";
import { mergePages } from "./merge";
import { readJobPages, type PageGroup, type ReadPage } from "./pages";
import { formatKb, showJobState, showRunState } from "./progress";
import { storeCriticalCss, type StoreTarget } from "./store";
import { fetchSheets } from "./stylesheets";

export interface RunContext {
  doc: Document;
  /** The admin page's origin: only its addresses are read. */
  origin: string;
  timeoutMs: number;
  /** The group's pages with the pages as their scripts leave them (rendered.ts; tests pass them through). */
  render: (pages: readonly ReadPage[]) => Promise<ReadPage[]>;
}

type GroupOutcome = { ok: true; bytes: number } | { ok: false; reason: string };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

type GroupCss = { ok: true; css: Record<string, string> } | { ok: false; reason: string };

/** Each head stylesheet's critical rules by its handle. */
async function buildGroupCss(group: PageGroup, context: RunContext): Promise<GroupCss> {
  const timeoutMs = context.timeoutMs;
  const merged = mergePages(await context.render(group.pages));
  if (merged === null) return { ok: false, reason: "no page to build from" };
  if (merged.sheets.length === 0) return { ok: false, reason: `the ${group.type} pages link no stylesheet of this site in their head` };
  const fetched = await fetchSheets(merged.sheets, timeoutMs);
  if (!fetched.ok) return fetched;
  let kept: string[];
  try {
    kept = await criticalCssBySheet({ ...merged, texts: fetched.sheets.map((sheet) => sheet.css) });
  } catch (error) {
    return { ok: false, reason: `the CSS could not be built (${errorText(error)})` };
  }
  // An empty critical CSS would paint the page unstyled until the sheets load: worse than none.
  if (kept.every((css) => css === "")) return { ok: false, reason: `no rule of the stylesheets is used on the ${group.type} pages` };
  return { ok: true, css: Object.fromEntries(fetched.sheets.map((sheet, index) => [sheet.handle, kept[index] ?? ""])) };
}

async function buildGroup(group: PageGroup, target: StoreTarget, context: RunContext): Promise<GroupOutcome> {
  const built = await buildGroupCss(group, context);
  if (!built.ok) return built;
  return storeCriticalCss(target, { type: group.type, key: group.key, css: built.css }, context.timeoutMs);
}

/** The row's sentence once the job ended: the sizes stored, or the first problem (all of them in the tooltip). */
function jobSummary(storedBytes: number[], problems: string[]): { state: "built" | "failed"; message: string; details: string } {
  const sizes = storedBytes.map(formatKb).join(", ");
  if (problems.length === 0) {
    const message = storedBytes.length === 1 ? `Built: ${sizes}` : `Built ${storedBytes.length} versions: ${sizes}`;
    return { state: "built", message, details: "" };
  }
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  const alsoBuilt = storedBytes.length > 0 ? `; built: ${sizes}` : "";
  return { state: "failed", message: `Failed: ${problems[0] ?? ""}${more}${alsoBuilt}`, details: problems.length > 1 ? problems.join("\n") : "" };
}

/** Builds one job; true when every one of its pages ended in a stored critical CSS. */
async function buildJob(job: FirstPaintJob, target: StoreTarget, context: RunContext): Promise<boolean> {
  showJobState(context.doc, job.type, "building", "Building…");
  const { groups, failures } = await readJobPages(job, context.origin, context.timeoutMs);
  const problems = failures.map((failure) => failure.reason);
  const storedBytes: number[] = [];
  for (const group of groups) {
    const outcome = await buildGroup(group, target, context);
    if (outcome.ok) storedBytes.push(outcome.bytes);
    else problems.push(outcome.reason);
  }
  if (groups.length === 0 && problems.length === 0) problems.push(`no ${job.type} page to read`);
  const summary = jobSummary(storedBytes, problems);
  showJobState(context.doc, job.type, summary.state, summary.message, summary.details);
  return summary.state === "built";
}

export async function runFirstPaint(config: FirstPaintConfig, context: RunContext): Promise<"done" | "failed"> {
  showRunState(context.doc, "building");
  const target = { endpoint: config.endpoint, nonce: config.nonce };
  let allBuilt = true;
  for (const job of config.jobs) {
    let built: boolean;
    try {
      built = await buildJob(job, target, context);
    } catch (error) {
      // A bug of ours, not the store's answer: still a row that ends, and the next job goes on.
      showJobState(context.doc, job.type, "failed", `Failed: ${errorText(error)}`);
      built = false;
    }
    allBuilt &&= built;
  }
  const state = allBuilt ? "done" : "failed";
  showRunState(context.doc, state);
  return state;
}
