/**
 * `npm run bench` (builds first): loads the demo store's pages in Chromium at a mobile viewport
 * with 4× CPU throttling and prints what the bundle costs: JS bytes, ajax calls during load,
 * long tasks and blocking time, main-thread time, CLS and LCP, next to the same page without
 * JavaScript, for a first visit (a), a visit with a cart cookie (b) and a reload after it (c);
 * then the first mini-cart drawer open on /shop/, a completing swatch click on the Hoodie (once
 * mounted, and before React is ready) and its gallery swap, and a swatch click on the shop's
 * Hoodie card, the header search, and the ajax calls each page's load makes for a new and a
 * returning visitor (`-- --calls` prints only those), and issue 16's adds from two tabs at once with
 * and without the cross-tab cart lock (`-- --cross-tab` prints only those; desktop, unthrottled),
 * and issue 15's checkout after a campaign landing (`-- --checkout` prints only that), and issue
 * 27's output handler on 2 MB pages of reviews, plain or hostile (`-- --handler` prints only that).
 * `-- --pages=/,/shop/ --runs=5` measures only those pages' loads, that many times (comparing two builds).
 * `-- --store` measures the real store instead, Islet against legacy per page type (issue 30;
 * scripts/bench/store/run.ts; `--pages=shop,Hoodie` names page types there), then Lighthouse's
 * mobile run on five of them (issue 31; `--lighthouse=off` skips it, `--lighthouse=only` prints only it).
 * Medians of 3 runs; also written to
 * bench-results.json at the repo root.
 *
 * Figures, not assertions: budgets are printed for reference and exceeding one still exits 0.
 * Exits 1 only when the bench cannot measure: a page that does not load, a bundle that does not
 * boot, a drawer that does not open.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright";
import { CHROMIUM_LAUNCH } from "./chromium";
import { startDemoStore } from "./demo-store/server";
import { BenchFailure } from "./bench/failure";
import { CPU_THROTTLING } from "./bench/page-metrics";
import { formatReport, toJson, type BenchSettings } from "./bench/report";
import { measureLoad, MOBILE, newMobileContext, runFirstVisit, runFloor, runWithCart } from "./bench/scenarios";
import { SHOP_PATH, type BenchResults, type PageRuns } from "./bench/summary";
import { measureEarlySwatch, measureSwatch } from "./bench/swatch";
import { measureGallerySwap } from "./bench/gallery-swap";
import { measureCardSwatch } from "./bench/card-swatch";
import { measureSearch } from "./bench/search";
import { formatCallsOnLoad, measureCallsOnLoad, type CallsOnLoad } from "./bench/calls-on-load";
import { crossTabSummary, formatCrossTab, measureCrossTab, type CrossTabResults } from "./bench/cross-tab-report";
import { formatCheckout, measureCheckout, type CheckoutFigures } from "./bench/checkout";
import { formatHandler, measureHandler, type HandlerFigures } from "./bench/handler";
import { BUILD_DIR } from "../esbuild.config";
import { readManifestFile } from "./size-check";
import { fileKinds } from "./size/file-kinds";
import { runStoreBench } from "./bench/store/run";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_FILE = path.join(REPO_ROOT, "bench-results.json");
const ALL_PAGES = ["/", SHOP_PATH, "/product/hoodie/", "/product/zip-hoodie/", "/product/classic-t-shirt/", "/product/gift-card/", "/product/wool-beanie/"];

/** `--name=value` on the command line (`npm run bench -- --pages=/,/shop/ --runs=5`). */
const option = (name: string): string | undefined => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** `--pages=`: only these pages' loads, no interactions (to compare builds on a few pages). */
const PAGES_OPTION = option("pages")?.split(",").filter((page) => page.startsWith("/"));
const PAGES: readonly string[] = PAGES_OPTION && PAGES_OPTION.length > 0 ? PAGES_OPTION : ALL_PAGES;
const LOADS_ONLY = PAGES !== ALL_PAGES;
const RUNS = Math.max(1, Number.parseInt(option("runs") ?? "3", 10) || 3);

const SETTINGS: BenchSettings = {
  runs: RUNS,
  cpuThrottling: CPU_THROTTLING,
  viewport: `${MOBILE.viewport.width}×${MOBILE.viewport.height} @${MOBILE.deviceScaleFactor}x mobile`,
};

const progress = (message: string): void => void process.stderr.write(`bench: ${message}\n`);

function emptyRuns(): PageRuns {
  return { floor: [], a: [], b: [], c: [] };
}

/** One untimed load, so the first measured run does not pay for cold caches and JIT. */
async function warmUp(browser: Browser, url: string): Promise<void> {
  const context = await newMobileContext(browser, true);
  try {
    const { network } = await measureLoad(context, url, false);
    network.stop();
  } finally {
    await context.close();
  }
}

async function runPage(browser: Browser, storeUrl: string, pagePath: string, runs: PageRuns, results: BenchResults): Promise<void> {
  const url = new URL(pagePath, storeUrl).href;
  runs.floor.push(await runFloor(browser, url));
  const first = await runFirstVisit(browser, url, { drawer: pagePath === SHOP_PATH });
  runs.a.push(first.a);
  if (first.drawer) results.drawer.push(first.drawer);
  const { b, c } = await runWithCart(browser, storeUrl, url);
  runs.b.push(b);
  runs.c.push(c);
}

async function measureAll(storeUrl: string): Promise<BenchResults> {
  const results: BenchResults = { pages: {}, drawer: [], swatch: [], earlySwatch: [], gallerySwap: [], cardSwatch: [], search: [] };
  for (const pagePath of PAGES) results.pages[pagePath] = emptyRuns();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await warmUp(browser, new URL(SHOP_PATH, storeUrl).href);
    for (let run = 1; run <= RUNS; run += 1) {
      for (const pagePath of PAGES) {
        progress(`run ${run}/${RUNS} ${pagePath}`);
        await runPage(browser, storeUrl, pagePath, results.pages[pagePath] ?? emptyRuns(), results);
      }
      if (LOADS_ONLY) continue;
      progress(`run ${run}/${RUNS} swatch click`);
      results.swatch.push(await measureSwatch(browser, storeUrl));
      results.earlySwatch.push(await measureEarlySwatch(browser, storeUrl));
      results.gallerySwap.push(await measureGallerySwap(browser, storeUrl));
      progress(`run ${run}/${RUNS} card swatch click`);
      results.cardSwatch.push(await measureCardSwatch(browser, storeUrl));
      progress(`run ${run}/${RUNS} search`);
      results.search.push(await measureSearch(browser, storeUrl));
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** What makes the figures meaningless: the bundle did not boot, the drawer did not open. */
function problems(results: BenchResults): string[] {
  const found: string[] = [];
  for (const [pagePath, runs] of Object.entries(results.pages)) {
    for (const scenario of ["a", "b", "c"] as const) {
      const states = runs[scenario].map((run) => run.islet);
      if (states.some((state) => state !== "ready")) found.push(`${pagePath} (${scenario}): data-islet is ${states.join(", ")}, not ready`);
    }
  }
  results.drawer.forEach((drawer, index) => {
    if (drawer.clickToOpenMs === null) found.push(`run ${index + 1}: the drawer did not open (no body.drawer-open after the click)`);
    if (drawer.state !== "mounted") found.push(`run ${index + 1}: the drawer island is "${drawer.state}", not mounted`);
  });
  results.swatch.forEach((swatch, index) => {
    if (swatch.clickToPaintedMs === null) found.push(`run ${index + 1}: after the swatch click, price, badge and button never all updated`);
  });
  results.cardSwatch.forEach((card, index) => {
    if (card.clickToPaintedMs === null) found.push(`run ${index + 1}: after the card's Gray click, its picture and state never both updated`);
  });
  results.search.forEach((search, index) => {
    if (search.answerToPaintedMs === null) found.push(`run ${index + 1}: after typing "hoo" the suggestions never showed`);
  });
  results.gallerySwap.forEach((swap, index) => {
    if (swap.clickToShownMs === null) found.push(`run ${index + 1}: after the Blue swatch click the gallery never swapped`);
  });
  return found;
}

async function measureCalls(storeUrl: string): Promise<CallsOnLoad> {
  progress("calls on page load");
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    return await measureCallsOnLoad(browser, storeUrl);
  } finally {
    await browser.close();
  }
}

/** `npm run bench -- --calls`: only the calls on page load (a few seconds, no throttling). */
const CALLS_ONLY = process.argv.includes("--calls");
/** `npm run bench -- --cross-tab`: only the adds from two tabs (issue 16). */
const CROSS_TAB_ONLY = process.argv.includes("--cross-tab");
/** `npm run bench -- --checkout`: only the checkout (issue 15). */
const CHECKOUT_ONLY = process.argv.includes("--checkout");
/** `npm run bench -- --handler`: only the output handler on big pages (issue 27). */
const HANDLER_ONLY = process.argv.includes("--handler");

async function measureCheckoutRuns(storeUrl: string): Promise<CheckoutFigures[]> {
  const manifest = readManifestFile(BUILD_DIR);
  if (typeof manifest === "string") throw new BenchFailure(manifest);
  const kinds = fileKinds(manifest);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const runs: CheckoutFigures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      progress(`run ${run}/${RUNS} checkout`);
      runs.push(await measureCheckout(browser, storeUrl, kinds));
    }
    return runs;
  } finally {
    await browser.close();
  }
}

async function measureCrossTabAdds(storeUrl: string): Promise<CrossTabResults> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    return await measureCrossTab(browser, storeUrl, RUNS, progress);
  } finally {
    await browser.close();
  }
}

/** `--lighthouse=off|only` for `--store`: skip issue 31's Lighthouse table, or print only it. */
function lighthouseOption(): "on" | "off" | "only" {
  const value = option("lighthouse") ?? "on";
  if (value === "on" || value === "off" || value === "only") return value;
  throw new BenchFailure(`--lighthouse=${value}: on, off or only`);
}

async function main(): Promise<number> {
  if (process.argv.includes("--store")) return runStoreBench({ runs: RUNS, pages: option("pages")?.split(",").filter(Boolean) ?? [], lighthouse: lighthouseOption(), progress });
  const started = Date.now();
  // ISLET_BUILD_DIR: the private build `npm run build` wrote there (esbuild.config.ts).
  const store = await startDemoStore({ port: 0, buildDir: process.env.ISLET_BUILD_DIR || undefined });
  let results: BenchResults | null = null;
  let calls: CallsOnLoad | null = null;
  let crossTab: CrossTabResults | null = null;
  let checkout: CheckoutFigures[] | null = null;
  let handler: HandlerFigures | null = null;
  const only = CALLS_ONLY || CROSS_TAB_ONLY || CHECKOUT_ONLY || HANDLER_ONLY;
  try {
    progress(`demo store at ${store.url}`);
    if (!only) results = await measureAll(store.url);
    if ((!LOADS_ONLY && !only) || CALLS_ONLY) calls = await measureCalls(store.url);
    if ((!LOADS_ONLY && !only) || CROSS_TAB_ONLY) crossTab = await measureCrossTabAdds(store.url);
    if ((!LOADS_ONLY && !only) || CHECKOUT_ONLY) checkout = await measureCheckoutRuns(store.url);
    if ((!LOADS_ONLY && !only) || HANDLER_ONLY) {
      progress("the output handler on 2 MB pages");
      handler = measureHandler(Math.max(RUNS, 5));
    }
  } finally {
    await store.close();
  }
  const extras = [calls && formatCallsOnLoad(calls), crossTab && formatCrossTab(crossTab), checkout && formatCheckout(checkout, SETTINGS), handler && formatHandler(handler)].filter(
    (text): text is string => typeof text === "string",
  );
  if (results === null) {
    console.log(extras.join("\n\n"));
    return 0;
  }
  console.log([formatReport(results, SETTINGS), ...extras].join("\n\n"));
  // A partial run (--pages) does not replace the full results.
  const crossTabJson = crossTab ? { crossTab: { ...crossTabSummary(crossTab), runs: crossTab } } : {};
  if (!LOADS_ONLY) await writeFile(RESULTS_FILE, `${JSON.stringify({ ...toJson(results, { ...SETTINGS, pages: PAGES }), callsOnLoad: calls, ...crossTabJson, checkout, handler }, null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(LOADS_ONLY ? `\nmeasured in ${seconds} s` : `\nwritten to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE} in ${seconds} s`);
  const found = problems(results);
  if (found.length === 0) return 0;
  console.error(`\nbench failed:\n${found.map((problem) => `  ${problem}`).join("\n")}`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const reason = error instanceof BenchFailure || error instanceof Error ? error.message : String(error);
    console.error(`bench failed: ${reason}`);
    process.exitCode = 1;
  },
);
