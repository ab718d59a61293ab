/**
 * Issue 16's budgets for the cross-tab scenario (cross-tab.ts): 50 of 50 adds kept; the 50 adds
 * take no more than 1.5× their time without the lock; no extra request per add. Runs each mode
 * `runs` times, alternating, and prints the medians with every run's count.
 */
import type { Browser } from "playwright";
import { ADDS_PER_TAB, runCrossTab, type CrossTabRun, type LockMode } from "./cross-tab";

export const TIME_BUDGET_RATIO = 1.5;
export const CROSS_TAB_MODES: readonly LockMode[] = ["off", "web-locks", "lease"];

export type CrossTabResults = Record<LockMode, CrossTabRun[]>;

export async function measureCrossTab(browser: Browser, storeUrl: string, runs: number, progress: (message: string) => void): Promise<CrossTabResults> {
  const results: CrossTabResults = { off: [], "web-locks": [], lease: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (const mode of CROSS_TAB_MODES) {
      progress(`run ${run}/${runs} cross-tab adds (${mode})`);
      results[mode].push(await runCrossTab(browser, storeUrl, mode));
    }
  }
  return results;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Requests of a kind per add sent; `null`: every request that is neither an add nor a refresh. */
function perAdd(run: CrossTabRun, name: string | null): number {
  const counts = Object.entries(run.requests).filter(([key]) => (name === null ? key !== "add_to_cart" && key !== "get_refreshed_fragments" : key === name));
  return run.sent ? counts.reduce((sum, [, count]) => sum + count, 0) / run.sent : Number.NaN;
}

const LABELS: Record<LockMode, string> = { off: "without the lock", "web-locks": "with the lock (Web Locks)", lease: "with the lease (no Web Locks)" };

export function crossTabSummary(results: CrossTabResults) {
  const summary = (mode: LockMode) => {
    const runs = results[mode];
    return {
      kept: runs.map((run) => run.kept),
      medianMs: median(runs.map((run) => run.ms)),
      medianTailMs: median(runs.map((run) => run.tailMs)),
      addsPerAdd: median(runs.map((run) => perAdd(run, "add_to_cart"))),
      refreshesPerAdd: median(runs.map((run) => perAdd(run, "get_refreshed_fragments"))),
      othersPerAdd: median(runs.map((run) => perAdd(run, null))),
    };
  };
  const off = summary("off");
  const withLock = summary("web-locks");
  const lease = summary("lease");
  return { off, withLock, lease, ratio: withLock.medianMs / off.medianMs, leaseRatio: lease.medianMs / off.medianMs };
}

export function formatCrossTab(results: CrossTabResults): string {
  const summary = crossTabSummary(results);
  const total = ADDS_PER_TAB * 2;
  const line = (mode: LockMode, figures: ReturnType<typeof crossTabSummary>["off"]): string =>
    `  ${LABELS[mode].padEnd(30)} kept ${figures.kept.map((kept) => `${kept}/${total}`).join(", ").padEnd(22)} ` +
    `${seconds(figures.medianMs)} (last click → last answer ${seconds(figures.medianTailMs)})  ` +
    `per add: ${figures.addsPerAdd.toFixed(2)} add_to_cart, ${figures.refreshesPerAdd.toFixed(2)} get_refreshed_fragments, ${figures.othersPerAdd.toFixed(2)} other`;
  const ok = (good: boolean): string => (good ? "ok" : "OVER BUDGET");
  const allKept = [...summary.withLock.kept, ...summary.lease.kept].every((kept) => kept === total);
  return [
    `Cross-tab adds (issue 16): 2 tabs × ${ADDS_PER_TAB} adds, a click every 160 ms, WooCommerce-like session (30–80 ms between read and write); medians`,
    line("off", summary.off),
    line("web-locks", summary.withLock),
    line("lease", summary.lease),
    `  kept with the lock: ${ok(allKept)} (budget ${total}/${total})`,
    `  time with the lock / without: ${summary.ratio.toFixed(2)}× (${ok(summary.ratio <= TIME_BUDGET_RATIO)}, budget ${TIME_BUDGET_RATIO}×); lease: ${summary.leaseRatio.toFixed(2)}×`,
    "  (other: the drawer's CommerceKit blocks, reloaded 600 ms after the cart changes, fewer the faster the adds come)",
  ].join("\n");
}
