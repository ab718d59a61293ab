/**
 * Issue 31's measure: Lighthouse's mobile run (simulated throttling, its default config) on one
 * real-store page, as a visitor who has already seen the store's popup, Islet or legacy; and the
 * time to first byte, measured apart from Lighthouse (its simulated figures leave the server's
 * wait out).
 */
import lighthouse from "lighthouse";
import type { BrowserContext } from "playwright";
import { BenchFailure } from "../failure";
import { median } from "../summary";
import { LEGACY_COOKIE, type Side } from "../../refstore/store-place";
import type { StorePage } from "./pages";

/** Popup Maker's "seen" cookie for the store's popup (id 99), so it does not open by itself. */
export const POPUP_SEEN_COOKIE = { name: "pum-99", value: "true" } as const;

/** Loads of the page whose first byte is timed; the median counts. */
export const TTFB_SAMPLES = 10;

export interface LighthouseFigures {
  /** Performance score, 0–1. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Time to first byte of the page's HTML, unthrottled (median of TTFB_SAMPLES). */
  ttfbMs: number;
}

export interface LighthouseRequest {
  storeUrl: string;
  page: StorePage;
  side: Side;
  /** The product an item-holding page puts in the cart. */
  itemId: number;
  /** The remote debugging port `context`'s browser listens on. */
  port: number;
}

const host = (storeUrl: string): string => new URL(storeUrl).hostname;

/** The visitor: popup seen, legacy cookie on the legacy side, a T-Shirt in the cart where the page needs one. */
async function prepareVisitor(context: BrowserContext, request: LighthouseRequest): Promise<void> {
  await context.clearCookies();
  const cookies = request.side === "legacy" ? [POPUP_SEEN_COOKIE, LEGACY_COOKIE] : [POPUP_SEEN_COOKIE];
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: host(request.storeUrl), path: "/" })));
  if (!request.page.withItem) return;
  const added = await context.request.post(`${request.storeUrl}/?wc-ajax=add_to_cart`, { form: { product_id: String(request.itemId), quantity: "1" } });
  if (!added.ok()) throw new BenchFailure(`add_to_cart answered ${added.status()}`);
}

/** Lighthouse keeps the cookies (storage reset off), so the cache is cleared here instead. */
async function clearCache(context: BrowserContext): Promise<void> {
  const tab = await context.newPage();
  try {
    const session = await context.newCDPSession(tab);
    await session.send("Network.clearBrowserCache");
  } finally {
    await tab.close();
  }
}

const numeric = (audits: Record<string, { numericValue?: number } | undefined>, id: string): number => {
  const value = audits[id]?.numericValue;
  if (typeof value !== "number") throw new BenchFailure(`Lighthouse gave no ${id}`);
  return value;
};

/**
 * Milliseconds until the first byte of the page's body, as the visitor's cookies ask for it. The
 * rest is read to the end before the next load, so no load competes with the one before it.
 */
async function firstByteMs(context: BrowserContext, url: string): Promise<number> {
  const cookie = (await context.cookies(url)).map((item) => `${item.name}=${item.value}`).join("; ");
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const reader = response.body?.getReader();
  if (!reader) throw new BenchFailure(`${url} answered ${response.status} with no body`);
  await reader.read();
  const elapsed = performance.now() - started;
  while (!(await reader.read()).done) {
    // Drained: the store finishes this page before the next sample asks for one.
  }
  if (!response.ok) throw new BenchFailure(`${url} answered ${response.status}`);
  return elapsed;
}

async function medianFirstByteMs(context: BrowserContext, url: string): Promise<number> {
  const samples: number[] = [];
  for (let sample = 0; sample < TTFB_SAMPLES; sample += 1) samples.push(await firstByteMs(context, url));
  return median(samples) ?? Number.NaN;
}

export async function measureLighthouse(context: BrowserContext, request: LighthouseRequest): Promise<LighthouseFigures> {
  const url = `${request.storeUrl}${request.page.path}`;
  await prepareVisitor(context, request);
  await clearCache(context);
  const result = await lighthouse(url, { port: request.port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableStorageReset: true });
  const lhr = result?.lhr;
  if (!lhr) throw new BenchFailure(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new BenchFailure(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new BenchFailure(`Lighthouse gave no performance score for ${url}`);
  return {
    score,
    fcpMs: numeric(lhr.audits, "first-contentful-paint"),
    lcpMs: numeric(lhr.audits, "largest-contentful-paint"),
    tbtMs: numeric(lhr.audits, "total-blocking-time"),
    cls: numeric(lhr.audits, "cumulative-layout-shift"),
    speedIndexMs: numeric(lhr.audits, "speed-index"),
    ttfbMs: await medianFirstByteMs(context, url),
  };
}
