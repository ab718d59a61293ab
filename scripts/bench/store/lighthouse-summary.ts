/**
 * Issue 31's Lighthouse table: medians over runs per side, each page type's figures checked
 * against the first-paint budgets on the page types the issue holds to them.
 */
import { formatTable } from "../report";
import { median } from "../summary";
import type { LighthouseFigures } from "./lighthouse";
import type { StorePage } from "./pages";

/** The page types Lighthouse measures, by name (pages.ts). */
export const LIGHTHOUSE_PAGES: readonly string[] = ["Hoodie", "T-Shirt", "shop", "category", "cart with items"];
/** The page types held to the budgets below. */
export const LIGHTHOUSE_BUDGET_PAGES: readonly string[] = ["Hoodie", "shop"];

export const FIRST_PAINT_BUDGET = {
  score: 0.9,
  fcpMs: 2000,
  lcpMs: 2500,
  tbtMs: 100,
  /** Islet's time to first byte, at most this much above legacy's. */
  ttfbOverLegacyMs: 20,
} as const;

export interface LighthousePage {
  page: StorePage;
  islet: LighthouseFigures;
  legacy: LighthouseFigures;
}

export function medianLighthouse(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (run: LighthouseFigures) => number): number => median(runs.map(pick)) ?? Number.NaN;
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    speedIndexMs: of((run) => run.speedIndexMs),
    ttfbMs: of((run) => run.ttfbMs),
  };
}

export interface FirstPaintCheck {
  page: string;
  what: string;
  ok: boolean;
}

export function firstPaintChecks({ page, islet, legacy }: LighthousePage): FirstPaintCheck[] {
  if (!LIGHTHOUSE_BUDGET_PAGES.includes(page.name)) return [];
  const check = (what: string, ok: boolean): FirstPaintCheck => ({ page: page.name, what, ok });
  const budget = FIRST_PAINT_BUDGET;
  return [
    check(`score ≥ ${budget.score}`, islet.score >= budget.score),
    check(`FCP ≤ ${budget.fcpMs} ms`, islet.fcpMs <= budget.fcpMs),
    check(`LCP ≤ ${budget.lcpMs} ms`, islet.lcpMs <= budget.lcpMs),
    check("CLS 0", islet.cls < 0.0005),
    check(`TBT ≤ ${budget.tbtMs} ms`, islet.tbtMs <= budget.tbtMs),
    check(`TTFB ≤ legacy's + ${budget.ttfbOverLegacyMs} ms`, islet.ttfbMs <= legacy.ttfbMs + budget.ttfbOverLegacyMs),
  ];
}

const seconds = (value: number): string => (value / 1000).toFixed(1);
const ms = (value: number): string => String(Math.round(value));
const pair = (islet: string, legacy: string): string => `${islet} / ${legacy}`;

function row({ page, islet, legacy }: LighthousePage): string[] {
  return [
    page.name,
    pair(islet.score.toFixed(2), legacy.score.toFixed(2)),
    pair(seconds(islet.fcpMs), seconds(legacy.fcpMs)),
    pair(seconds(islet.lcpMs), seconds(legacy.lcpMs)),
    pair(ms(islet.tbtMs), ms(legacy.tbtMs)),
    pair(islet.cls.toFixed(3), legacy.cls.toFixed(3)),
    pair(seconds(islet.speedIndexMs), seconds(legacy.speedIndexMs)),
    pair(ms(islet.ttfbMs), ms(legacy.ttfbMs)),
  ];
}

const HEADER = ["page", "score Islet / legacy", "FCP s", "LCP s", "TBT ms", "CLS", "Speed Index s", "TTFB ms"];

export function formatLighthouseReport(pages: readonly LighthousePage[], runs: number): string {
  const missed = pages.flatMap(firstPaintChecks).filter((check) => !check.ok);
  return [
    `Lighthouse mobile (simulated throttling), the popup already seen, medians of ${runs} run(s); TTFB unthrottled, median of 10 loads.`,
    "",
    formatTable([HEADER, ...pages.map(row)]),
    "",
    missed.length === 0 ? "Every first-paint budget holds." : ["First-paint budgets missed:", ...missed.map((check) => `  ${check.page}: ${check.what}`)].join("\n"),
  ].join("\n");
}
