/** Plain-text tables and the JSON written to bench-results.json. */
import type { DrawerFigures } from "./drawer";
import type { LoadFigures } from "./scenarios";
import type { GallerySwapFigures } from "./gallery-swap";
import type { CardSwatchFigures } from "./card-swatch";
import type { SearchFigures } from "./search";
import { SWATCH_PAGE, type EarlySwatchFigures, type SwatchFigures } from "./swatch";
import {
  BUDGETS,
  budgetChecks,
  describeAjax,
  formatKb,
  formatMs,
  SCENARIO_TITLES,
  SCENARIOS,
  isProductPath,
  median,
  SHOP_PATH,
  summarizeDrawer,
  summarizeLoads,
  type BenchResults,
  type DrawerSummary,
  type LoadSummary,
  type PageRuns,
} from "./summary";

export interface BenchSettings {
  runs: number;
  cpuThrottling: number;
  viewport: string;
}

/** Aligned columns: the first left-aligned, figures right-aligned, the last (notes) left. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  const cell = (text: string, column: number): string => {
    const width = widths[column] ?? 0;
    return column === 0 || column === columns - 1 ? text.padEnd(width) : text.padStart(width);
  };
  return rows.map((row) => row.map(cell).join("  ").trimEnd()).join("\n");
}

const count = (value: number | null): string => (value === null ? "–" : String(Math.round(value * 10) / 10));
const shift = (value: number | null): string => (value === null ? "–" : value.toFixed(3));

interface Row {
  label: string;
  value: (summary: LoadSummary) => string;
  reference?: (path: string) => string;
}

const shopOnly = (text: string) => (path: string) => (path === SHOP_PATH ? text : "");
const byPage = (shop: string, product: string) => (path: string) => (path === SHOP_PATH ? shop : isProductPath(path) ? product : "");

const LOAD_ROWS: readonly Row[] = [
  { label: "JS files", value: (s) => count(s.jsFiles) },
  { label: "JS raw (decoded)", value: (s) => formatKb(s.jsRaw) },
  { label: "JS transferred", value: (s) => formatKb(s.jsTransferred) },
  { label: "JS gzip -9", value: (s) => formatKb(s.jsGzip), reference: byPage(`budget ≤ ${formatKb(BUDGETS.shopJsBeforeInteractionGzip)} at (a)`, `budget ≤ ${formatKb(BUDGETS.productJsBeforeInteractionGzip)} at (a)`) },
  { label: "ajax calls (to idle + 1 s)", value: (s) => count(s.ajaxCalls), reference: () => "budget 0 / 1 / 0 at (a) / (b) / (c)" },
  { label: "long tasks (to load + 3 s)", value: (s) => count(s.longTasks) },
  { label: "total blocking time", value: (s) => formatMs(s.tbtMs), reference: byPage(`budget ≤ ${formatMs(BUDGETS.shopTbtMs)} at (a)`, `budget ≤ ${formatMs(BUDGETS.productTbtMs)} at (a)`) },
  { label: "longest script of ours (LoAF)", value: (s) => formatMs(s.ownScriptMaxMs), reference: byPage("", `budget ≤ ${formatMs(BUDGETS.ownTaskMs)} at (a)`) },
  { label: "main-thread tasks (CDP)", value: (s) => formatMs(s.taskMs) },
  { label: "script execution (CDP)", value: (s) => formatMs(s.scriptMs) },
  { label: "CLS", value: (s) => shift(s.cls) },
  { label: "LCP", value: (s) => formatMs(s.lcpMs) },
  { label: "load event", value: (s) => formatMs(s.loadMs) },
];

function islandStates(runs: readonly LoadFigures[]): string {
  const last = runs.at(-1);
  if (!last) return "–";
  const islands = Object.entries(last.islands).map(([name, state]) => `${name}=${state}`);
  return `islet=${last.islet ?? "none"}${islands.length > 0 ? `, ${islands.join(", ")}` : ""}`;
}

export function formatPage(path: string, runs: PageRuns, settings: BenchSettings): string {
  const summaries = SCENARIOS.map((scenario) => summarizeLoads(runs[scenario]));
  const rows = [
    ["metric", ...SCENARIOS.map((scenario) => SCENARIO_TITLES[scenario]), "reference"],
    ...LOAD_ROWS.map((row) => [row.label, ...summaries.map(row.value), row.reference?.(path) ?? ""]),
  ];
  return [
    `${path} (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable(rows),
    ...(["a", "b", "c"] as const).map((scenario) => `  ajax ${SCENARIO_TITLES[scenario]}: ${describeAjax(runs[scenario])}`),
    `  after load ${SCENARIO_TITLES.a}: ${islandStates(runs.a)}`,
    "  no JS: Chromium ignores loading=\"lazy\" when scripting is disabled, so the floor loads every image at once",
  ].join("\n");
}

const runsOf = (runs: readonly DrawerFigures[], pick: (run: DrawerFigures) => number | null, format: (value: number | null) => string): string =>
  runs.map((run) => format(pick(run))).join(" | ");

export function formatDrawer(runs: readonly DrawerFigures[], settings: BenchSettings): string {
  const summary: DrawerSummary = summarizeDrawer(runs);
  const rows: string[][] = [
    ["metric", "median", "runs", "reference"],
    ["click → body.drawer-open", formatMs(summary.clickToOpenMs), runsOf(runs, (run) => run.clickToOpenMs, formatMs), ""],
    ["click → mini-cart mounted", formatMs(summary.clickToMountedMs), runsOf(runs, (run) => run.clickToMountedMs, formatMs), "negative: mounted by hover intent before the click"],
    ["hover → mini-cart mounted", formatMs(summary.hoverToMountedMs), runsOf(runs, (run) => run.hoverToMountedMs, formatMs), ""],
    ["JS files after open", count(summary.jsFilesAfter), runsOf(runs, (run) => run.jsAfter.files, count), ""],
    ["JS raw after open", formatKb(summary.jsRawAfter), runsOf(runs, (run) => run.jsAfter.raw, formatKb), ""],
    ["JS gzip -9 after open", formatKb(summary.jsGzipAfter), runsOf(runs, (run) => run.jsAfter.gzip, formatKb), `budget ≤ ${formatKb(BUDGETS.jsAfterDrawerOpenGzip)}`],
    ["JS gzip -9 added by open", formatKb(summary.jsGzipAddedByOpen), runsOf(runs, (run) => run.jsAfter.gzip - run.jsBefore.gzip, formatKb), ""],
  ];
  return [
    `first drawer open on ${SHOP_PATH} after (a): hover, then click the first visible header cart (median of ${settings.runs} runs)`,
    formatTable(rows),
    `  ajax during the open: ${describeAjax(runs)}`,
    `  drawer island state: ${[...new Set(runs.map((run) => run.state))].join(", ") || "–"}`,
  ].join("\n");
}

export function formatSwatch(runs: readonly SwatchFigures[], settings: BenchSettings): string {
  const list = (pick: (run: SwatchFigures) => number | null): string => runs.map((run) => formatMs(pick(run))).join(" | ");
  const rows: string[][] = [
    ["metric", "median", "runs", "reference"],
    ["click → price, badge, button painted", formatMs(median(runs.map((run) => run.clickToPaintedMs))), list((run) => run.clickToPaintedMs), `budget ≤ ${formatMs(BUDGETS.swatchClickToPaintMs)}; legacy ≈ 450 ms`],
    ["click Event Timing duration", formatMs(median(runs.map((run) => run.eventDurationMs))), list((run) => run.eventDurationMs), "input → next paint, 8 ms steps"],
  ];
  return [
    `swatch click on ${SWATCH_PAGE}: Gray chosen, then L (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable(rows),
    `  badge shown: ${[...new Set(runs.map((run) => run.badge ?? "none"))].join(", ")}`,
    `  ajax during the click: ${describeAjax(runs)}`,
  ].join("\n");
}

export function formatEarlySwatch(runs: readonly EarlySwatchFigures[], settings: BenchSettings): string {
  const list = runs.map((run) => formatMs(run.clickToPaintedMs)).join(" | ");
  return [
    `swatch click before React is ready on ${SWATCH_PAGE}: Gray then L pressed once the bundle booted (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable([
      ["metric", "median", "runs", "reference"],
      ["click → price, badge, button painted", formatMs(median(runs.map((run) => run.clickToPaintedMs))), list, `budget ≤ ${formatMs(BUDGETS.swatchBeforeReactMs)}`],
    ]),
    `  form state at the L click: ${runs.map((run) => run.formStateAtClick ?? "–").join(", ")}`,
    `  badge shown: ${[...new Set(runs.map((run) => run.badge ?? "none"))].join(", ")}`,
  ].join("\n");
}

export function formatGallerySwap(runs: readonly GallerySwapFigures[], settings: BenchSettings): string {
  const list = (pick: (run: GallerySwapFigures) => number | null): string => runs.map((run) => formatMs(pick(run))).join(" | ");
  const row = (label: string, pick: (run: GallerySwapFigures) => number | null, reference: string): string[] => [
    label,
    formatMs(median(runs.map(pick))),
    list(pick),
    reference,
  ];
  return [
    `gallery swap on ${SWATCH_PAGE}: Blue pressed, Blue image leads (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable([
      ["metric", "median", "runs", "reference"],
      row("click → new main image shown", (run) => run.clickToShownMs, "includes the documented 200 ms swap delay"),
      row("  of which after the delay", (run) => run.afterDelayMs, `budget ≤ ${formatMs(BUDGETS.gallerySwapWorkMs)} plus decode`),
      row("click → new main image decoded", (run) => run.clickToDecodedMs, ""),
    ]),
  ].join("\n");
}

export function formatCardSwatch(runs: readonly CardSwatchFigures[], settings: BenchSettings): string {
  const list = (pick: (run: CardSwatchFigures) => number | null): string => runs.map((run) => formatMs(pick(run))).join(" | ");
  const kb = runs.map((run) => formatKb(run.jsGzipWithReact)).join(" | ");
  return [
    `card swatch click on ${SHOP_PATH}: the Hoodie's card reached, Gray pressed (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable([
      ["metric", "median", "runs", "reference"],
      ["click → card picture and state painted", formatMs(median(runs.map((run) => run.clickToPaintedMs))), list((run) => run.clickToPaintedMs), `budget ≤ ${formatMs(BUDGETS.cardSwatchClickToPaintMs)}`],
      ["click Event Timing duration", formatMs(median(runs.map((run) => run.eventDurationMs))), list((run) => run.eventDurationMs), "input → next paint, 8 ms steps"],
      ["JS in all, card mounted, gzip", formatKb(median(runs.map((run) => run.jsGzipWithReact))), kb, `budget ≤ ${formatKb(BUDGETS.shopJsWithReactGzip)}`],
    ]),
    `  ajax before the scroll: ${[...new Set(runs.map((run) => run.ajaxBeforeScroll.join(", ") || "none"))].join(" / ")}`,
  ].join("\n");
}

export function formatSearch(runs: readonly SearchFigures[], settings: BenchSettings): string {
  const list = runs.map((run) => formatMs(run.answerToPaintedMs)).join(" | ");
  return [
    `header search on /: the field focused, "hoo" typed (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable([
      ["metric", "median", "runs", "reference"],
      ["product answer → suggestions painted", formatMs(median(runs.map((run) => run.answerToPaintedMs))), list, `budget ≤ ${formatMs(BUDGETS.searchAnswerToPaintMs)}`],
      ["scripts the first focus loaded, gzip", formatKb(median(runs.map((run) => run.gzipOnFocus))), runs.map((run) => `${run.filesOnFocus} files`).join(" | "), "the island (and React)"],
    ]),
    `  search code before the focus: ${runs.every((run) => run.searchFilesBeforeFocus === 0) ? "none" : "loaded"}`,
    `  ajax before the focus: ${[...new Set(runs.map((run) => run.ajaxBeforeFocus.join(", ") || "none"))].join(" / ")}`,
    `  ajax while typing "hoo": ${[...new Set(runs.map((run) => run.ajaxWhileTyping.join(", ") || "none"))].join(" / ")}`,
  ].join("\n");
}

export function formatBudgets(results: BenchResults): string {
  const rows = [["budget (reference only, not asserted)", "figure", "budget", "verdict"]];
  for (const check of budgetChecks(results)) rows.push([check.name, check.figure, check.budget, check.ok ? "ok" : "OVER"]);
  return formatTable(rows);
}

export function formatReport(results: BenchResults, settings: BenchSettings): string {
  const pages = Object.entries(results.pages).map(([path, runs]) => formatPage(path, runs, settings));
  const drawer = results.drawer.length > 0 ? [formatDrawer(results.drawer, settings)] : [];
  const swatch = results.swatch.length > 0 ? [formatSwatch(results.swatch, settings)] : [];
  const early = results.earlySwatch.length > 0 ? [formatEarlySwatch(results.earlySwatch, settings)] : [];
  const gallery = results.gallerySwap.length > 0 ? [formatGallerySwap(results.gallerySwap, settings)] : [];
  const card = results.cardSwatch.length > 0 ? [formatCardSwatch(results.cardSwatch, settings)] : [];
  const search = results.search.length > 0 ? [formatSearch(results.search, settings)] : [];
  return [...pages, ...drawer, ...swatch, ...early, ...gallery, ...card, ...search, formatBudgets(results)].join("\n\n");
}

export function toJson(results: BenchResults, settings: BenchSettings & Record<string, unknown>): Record<string, unknown> {
  const pages = Object.fromEntries(
    Object.entries(results.pages).map(([path, runs]) => [
      path,
      Object.fromEntries(SCENARIOS.map((scenario) => [scenario, { title: SCENARIO_TITLES[scenario], median: summarizeLoads(runs[scenario]), runs: runs[scenario] }])),
    ]),
  );
  return {
    generatedAt: new Date().toISOString(),
    settings,
    budgets: BUDGETS,
    checks: budgetChecks(results),
    pages,
    drawer: { page: SHOP_PATH, median: summarizeDrawer(results.drawer), runs: results.drawer },
    swatch: { page: SWATCH_PAGE, medianClickToPaintedMs: median(results.swatch.map((run) => run.clickToPaintedMs)), runs: results.swatch },
    earlySwatch: { page: SWATCH_PAGE, medianClickToPaintedMs: median(results.earlySwatch.map((run) => run.clickToPaintedMs)), runs: results.earlySwatch },
    gallerySwap: { page: SWATCH_PAGE, medianAfterDelayMs: median(results.gallerySwap.map((run) => run.afterDelayMs)), runs: results.gallerySwap },
    cardSwatch: { page: SHOP_PATH, medianClickToPaintedMs: median(results.cardSwatch.map((run) => run.clickToPaintedMs)), runs: results.cardSwatch },
    search: { page: "/", medianAnswerToPaintedMs: median(results.search.map((run) => run.answerToPaintedMs)), runs: results.search },
  };
}
