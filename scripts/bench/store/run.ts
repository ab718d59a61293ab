/**
 * `npm run bench -- --store [--runs=N] [--pages=shop,Hoodie]`: issue 30's figures on the real
 * store. Installs the plugin zip of this build on the store (starting or setting it up), loads
 * each page type as a new visitor, Islet and legacy in turn, and prints the table
 * (report.ts). Figures, not assertions: a missed budget still exits 0; a page that does not load
 * exits 1. Also written to bench-store-results.json.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright";
import { CHROMIUM_LAUNCH } from "../../chromium";
import { REFSTORE_MISSING, REPO_ROOT, refstoreDir } from "../../refstore/locate";
import { prepareStore, stopStore } from "../../refstore/prepare";
import { SIDES, storeProductId, storeUrl, type Side } from "../../refstore/store-place";
import { BenchFailure } from "../failure";
import { measureStoreLoad } from "./measure";
import { STORE_PAGES, type StorePage } from "./pages";
import { formatStoreReport } from "./report";
import { medianSide, sideFigures, type PageFigures, type SideFigures } from "./summary";

const RESULTS_FILE = path.join(REPO_ROOT, "bench-store-results.json");

export interface StoreBenchOptions {
  runs: number;
  /** Page type names (`--pages=shop,Hoodie`); all when empty. */
  pages: readonly string[];
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

export async function runStoreBench(options: StoreBenchOptions): Promise<number> {
  const kit = refstoreDir();
  if (!kit) throw new BenchFailure(REFSTORE_MISSING);
  const pages = chosenPages(options.pages);
  const startedHere = prepareStore(kit, { reseed: false });
  try {
    // One untimed load per side, so the first measured one does not pay for cold caches.
    const warm = STORE_PAGES[0];
    if (warm) await measurePages([warm], { ...options, runs: 1 });
    const figures = await measurePages(pages, options);
    console.log(formatStoreReport(figures, { runs: options.runs, storeUrl: storeUrl() }));
    if (options.pages.length === 0) await writeFile(RESULTS_FILE, `${JSON.stringify({ runs: options.runs, pages: figures }, null, 2)}\n`);
    return 0;
  } finally {
    if (startedHere) stopStore(kit);
  }
}
