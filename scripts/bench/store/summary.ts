/**
 * What one store load comes to (JS before interaction, our files, React copies, jQuery, calls,
 * blocking time, paint), medians over runs, and each figure checked against issue 30's budgets.
 */
import { median } from "../summary";
import type { StoreLoad } from "./measure";
import { isJquery, isOwnScript, isReactDom } from "./measure";
import { JS_RATIO_BUDGET, OWN_FILES_BUDGET, OWN_TASK_BUDGET_MS, PAINT_PAGES, TBT_RATIO_BUDGET, type StorePage } from "./pages";

export interface SideFigures {
  jsGzip: number;
  files: number;
  ownFiles: number;
  ownGzip: number;
  /** Copies of react-dom the page loaded (ours or WordPress's). */
  reactCopies: number;
  jquery: boolean;
  /** The calls of the run with the most, by name. */
  calls: string[];
  tbtMs: number;
  ownTaskMs: number | null;
  lcpMs: number | null;
  cls: number;
}

export interface PageFigures {
  page: StorePage;
  islet: SideFigures;
  legacy: SideFigures;
}

export function sideFigures(load: StoreLoad): SideFigures {
  const own = load.scripts.filter((file) => isOwnScript(file.url));
  return {
    jsGzip: load.scripts.reduce((sum, file) => sum + file.gzip, 0),
    files: load.scripts.length,
    ownFiles: own.length,
    ownGzip: own.reduce((sum, file) => sum + file.gzip, 0),
    reactCopies: load.scripts.filter((file) => isReactDom(file.url)).length,
    jquery: load.scripts.some((file) => isJquery(file.url)),
    calls: load.calls,
    tbtMs: load.timeline.tbtMs,
    ownTaskMs: load.timeline.ownScriptMaxMs,
    lcpMs: load.timeline.lcpMs,
    cls: load.timeline.cls,
  };
}

/** Medians of the figures; the worst run for what must never happen (calls, jQuery, a second React) and for our file count. */
export function medianSide(runs: readonly SideFigures[]): SideFigures {
  const of = (pick: (run: SideFigures) => number): number => median(runs.map(pick)) ?? Number.NaN;
  const mostCalls = runs.reduce<string[]>((most, run) => (run.calls.length > most.length ? run.calls : most), []);
  return {
    jsGzip: of((run) => run.jsGzip),
    files: of((run) => run.files),
    ownFiles: Math.max(0, ...runs.map((run) => run.ownFiles)),
    ownGzip: of((run) => run.ownGzip),
    reactCopies: Math.max(0, ...runs.map((run) => run.reactCopies)),
    jquery: runs.some((run) => run.jquery),
    calls: mostCalls,
    tbtMs: of((run) => run.tbtMs),
    ownTaskMs: median(runs.map((run) => run.ownTaskMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: of((run) => run.cls),
  };
}

/** Popup Maker's own analytics, which a popup that opens by itself may send (issue 30). */
export const isPopupAnalytics = (call: string): boolean => /pum\/v1\/analytics|action=pum_analytics/.test(call);

/** The calls a page's load must not send: all but a self-opening popup's analytics. */
export const callsOnLoad = (side: SideFigures): string[] => side.calls.filter((call) => !isPopupAnalytics(call));

export interface BudgetCheck {
  page: string;
  what: string;
  ok: boolean;
}

export const ratio = (islet: number, legacy: number): number => (legacy > 0 ? islet / legacy : Number.POSITIVE_INFINITY);

export function budgetChecks(figures: PageFigures): BudgetCheck[] {
  const { page, islet, legacy } = figures;
  const check = (what: string, ok: boolean): BudgetCheck => ({ page: page.name, what, ok });
  const jsBudget = JS_RATIO_BUDGET[page.group];
  const checks = [
    check(`JS gzip Islet / legacy ≤ ${jsBudget}`, ratio(islet.jsGzip, legacy.jsGzip) <= jsBudget),
    check(`≤ ${OWN_FILES_BUDGET} script files of ours`, islet.ownFiles <= OWN_FILES_BUDGET),
    check("one React", islet.reactCopies <= 1),
    check(`TBT Islet / legacy ≤ ${TBT_RATIO_BUDGET}`, ratio(islet.tbtMs, legacy.tbtMs) <= TBT_RATIO_BUDGET),
    check(`no task of ours over ${OWN_TASK_BUDGET_MS} ms`, (islet.ownTaskMs ?? 0) <= OWN_TASK_BUDGET_MS),
  ];
  // A visitor with an item in the cart is not a new visitor: the fragments of a cart the browser
  // has not seen yet are one call by design (docs/behaviour/cart.md).
  if (!page.withItem) checks.push(check("no ajax on load", callsOnLoad(islet).length === 0));
  if (PAINT_PAGES.includes(page.name)) {
    checks.push(check("LCP ≤ legacy", islet.lcpMs !== null && legacy.lcpMs !== null && islet.lcpMs <= legacy.lcpMs));
    checks.push(check("CLS 0", islet.cls < 0.0005));
  }
  return checks;
}
