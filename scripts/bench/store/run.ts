/**
 * `npm run bench -- --store [--runs=N] [--pages=shop,Hoodie]`: issue 30's figures on the real
 * store. Installs the plugin zip of this build on the store (starting or setting it up), loads
 * each page type as a new visitor, Islet and legacy in turn, and prints the table
 * (report.ts). Figures, not assertions: a missed budget still exits 0; a page that does not load
 * exits 1. Also written to bench-store-results.json.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { CHROMIUM_LAUNCH } from "../../chromium";
import { REFSTORE_MISSING, REPO_ROOT, refstoreDir } from "../../refstore/locate";
import { prepareStore, stopStore } from "../../refstore/prepare";
import { buildFirstPaint } from "../../refstore/first-paint-build";
import { SIDES, storeProductId, storeUrl, type Side } from "../../refstore/store-place";
import { BenchFailure } from "../failure";
import { measureStoreLoad } from "./measure";
import { measureLighthouse, type LighthouseFigures } from "./lighthouse";
import { formatLighthouseReport, LIGHTHOUSE_PAGES, medianLighthouse, type LighthousePage } from "./lighthouse-summary";
import { STORE_PAGES, type StorePage } from "./pages";
import { formatStoreReport } from "./report";
import { medianSide, sideFigures, type PageFigures, type SideFigures } from "./summary";

const RESULTS_FILE = path.join(REPO_ROOT, "bench-store-results.json");

export interface StoreBenchOptions {
  runs: number;
  /** Page type names (`--pages=shop,Hoodie`); all when empty. */
  pages: readonly string[];
  /** `--lighthouse=off` skips issue 31's Lighthouse table, `only` prints only that. */
  lighthouse: "on" | "off" | "only";
  progress: (message: string) => void;
}

function chosenPages(names: readonly string[]): StorePage[] {
  if (names.length === 0) return [...STORE_PAGES];
  const pages = STORE_PAGES.filter((page) => names.includes(page.name));
  if (pages.length === 0) throw new BenchFailure(`no page type named ${names.join(", ")}; the names: ${STORE_PAGES.map((page) => page.name).join(", ")}`);
  return pages;
}

/** The T-Shirt's id, from the ids the store's seed wrote. */
function itemId(): number {
  const id = storeProductId("classic-t-shirt");
  if (id === undefined) throw new BenchFailure("the store's ids.json has no classic-t-shirt");
  return id;
}

async function measurePages(pages: readonly StorePage[], options: StoreBenchOptions): Promise<PageFigures[]> {
  const url = storeUrl();
  const id = itemId();
  const runs = new Map<string, Record<Side, SideFigures[]>>(pages.map((page) => [page.name, { islet: [], legacy: [] }]));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const page of pages) {
        options.progress(`run ${run}/${options.runs} ${page.name}`);
        // Alternating which side goes first keeps a warm server cache from favouring one.
        const order = run % 2 === 1 ? SIDES : [...SIDES].reverse();
        for (const side of order) runs.get(page.name)?.[side].push(sideFigures(await measureStoreLoad(browser, { storeUrl: url, page, side, itemId: id })));
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map((page) => {
    const sides = runs.get(page.name) ?? { islet: [], legacy: [] };
    return { page, islet: medianSide(sides.islet), legacy: medianSide(sides.legacy) };
  });
}

/** A port nothing listens on, for Chromium's remote debugging (Lighthouse drives the browser through it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new BenchFailure("no free port"))));
    });
  });
}

async function lighthousePages(pages: readonly StorePage[], options: StoreBenchOptions): Promise<LighthousePage[]> {
  const measured = pages.filter((page) => LIGHTHOUSE_PAGES.includes(page.name));
  const runs = new Map<string, Record<Side, LighthouseFigures[]>>(measured.map((page) => [page.name, { islet: [], legacy: [] }]));
  const port = await freePort();
  // Lighthouse drives the browser's default context, which only a persistent context exposes.
  const profile = await mkdtemp(path.join(tmpdir(), "islet-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`] });
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const page of measured) {
        options.progress(`Lighthouse run ${run}/${options.runs} ${page.name}`);
        const order = run % 2 === 1 ? SIDES : [...SIDES].reverse();
        for (const side of order) runs.get(page.name)?.[side].push(await measureLighthouse(context, { storeUrl: storeUrl(), page, side, itemId: itemId(), port }));
      }
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return measured.map((page) => {
    const sides = runs.get(page.name) ?? { islet: [], legacy: [] };
    return { page, islet: medianLighthouse(sides.islet), legacy: medianLighthouse(sides.legacy) };
  });
}

/** The store's critical CSS, built as a shop manager builds it (docs/decisions/0039), before any page is measured. */
async function buildCriticalCss(options: StoreBenchOptions): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const built = await buildFirstPaint(browser, storeUrl());
    options.progress(`critical CSS ${built.state}: ${Object.entries(built.rows).map(([type, row]) => `${type} ${row}`).join("; ")}`);
  } finally {
    await browser.close();
  }
}

export async function runStoreBench(options: StoreBenchOptions): Promise<number> {
  const kit = refstoreDir();
  if (!kit) throw new BenchFailure(REFSTORE_MISSING);
  const pages = chosenPages(options.pages);
  const startedHere = prepareStore(kit, { reseed: false });
  try {
    await buildCriticalCss(options);
    // One untimed load per side, so the first measured one does not pay for cold caches.
    const warm = STORE_PAGES[0];
    if (warm) await measurePages([warm], { ...options, runs: 1 });
    const figures = options.lighthouse === "only" ? null : await measurePages(pages, options);
    const lighthouse = options.lighthouse === "off" ? null : await lighthousePages(pages, options);
    if (figures) console.log(formatStoreReport(figures, { runs: options.runs, storeUrl: storeUrl() }));
    if (lighthouse) console.log(`\n${formatLighthouseReport(lighthouse, options.runs)}`);
    if (options.pages.length === 0) await writeFile(RESULTS_FILE, `${JSON.stringify({ runs: options.runs, pages: figures, lighthouse }, null, 2)}\n`);
    return 0;
  } finally {
    if (startedHere) stopStore(kit);
  }
}
