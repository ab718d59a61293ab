/** The store bench's table: one row per page type, Islet against legacy, and the budgets missed. */
import { formatTable } from "../report";
import { budgetChecks, callsOnLoad, ratio, type PageFigures, type SideFigures } from "./summary";
import { JS_RATIO_BUDGET } from "./pages";

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const ms = (value: number | null): string => (value === null ? "–" : String(Math.round(value)));
const times = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : "–");

const HEADER = [
  "page",
  "JS KB Islet / legacy",
  "ratio (budget)",
  "ours: files, KB",
  "React",
  "jQuery",
  "calls on load",
  "TBT ms Islet / legacy",
  "ratio",
  "our longest task",
  "LCP ms Islet / legacy",
  "CLS",
];

const jquery = (islet: SideFigures, legacy: SideFigures): string => `${islet.jquery ? "yes" : "no"} / ${legacy.jquery ? "yes" : "no"}`;

function row(figures: PageFigures): string[] {
  const { page, islet, legacy } = figures;
  return [
    page.name,
    `${kb(islet.jsGzip)} / ${kb(legacy.jsGzip)}`,
    `${times(ratio(islet.jsGzip, legacy.jsGzip))} (${JS_RATIO_BUDGET[page.group]})`,
    `${islet.ownFiles}, ${kb(islet.ownGzip)}`,
    String(islet.reactCopies),
    jquery(islet, legacy),
    `${callsOnLoad(islet).length} / ${legacy.calls.length}`,
    `${ms(islet.tbtMs)} / ${ms(legacy.tbtMs)}`,
    times(ratio(islet.tbtMs, legacy.tbtMs)),
    ms(islet.ownTaskMs),
    `${ms(islet.lcpMs)} / ${ms(legacy.lcpMs)}`,
    `${islet.cls.toFixed(3)} / ${legacy.cls.toFixed(3)}`,
  ];
}

/** Which calls each Islet page still sends on load, by page type (only pages that send any). */
function callsList(pages: readonly PageFigures[]): string[] {
  return pages
    .filter((figures) => figures.islet.calls.length > 0)
    .map((figures) => `  ${figures.page.name}: ${figures.islet.calls.join(", ")}`);
}

export interface StoreBenchSettings {
  runs: number;
  storeUrl: string;
}

export function formatStoreReport(pages: readonly PageFigures[], settings: StoreBenchSettings): string {
  const missed = pages.flatMap(budgetChecks).filter((check) => !check.ok);
  const calls = callsList(pages);
  return [
    `Real store ${settings.storeUrl}, Islet against legacy (cookie islet_off=1), a new visitor at 412 px with 4× CPU,`,
    `scripts and calls until load + 4 s (or a popup that opens by itself has opened), medians of ${settings.runs} run(s); JS is gzip -9 of every script file.`,
    "",
    formatTable([HEADER, ...pages.map(row)]),
    "",
    calls.length > 0 ? ["Calls the Islet pages sent on load:", ...calls].join("\n") : "The Islet pages sent no calls on load.",
    "",
    missed.length === 0 ? "Every budget holds." : ["Budgets missed:", ...missed.map((check) => `  ${check.page}: ${check.what}`)].join("\n"),
  ].join("\n");
}
