/**
 * One run of each scenario: a fresh mobile browser context with 4× CPU throttling, a page load
 * measured to network idle + 1 s and at least load + 3 s (the floor, without scripts, to
 * network idle).
 *
 *   floor   JavaScript disabled, no cart cookie
 *   a       first visit, no cart cookie
 *   b       a cart cookie (T-Shirt added by a request) but nothing in session storage
 *   c       a reload of the page of (b): stored fragments valid
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright";
import { openDrawer, type DrawerFigures } from "./drawer";
import { BenchFailure } from "./failure";
import { sumScripts, watchNetwork, type JsBytes, type NetworkWatch } from "./network";
import { settle, threadTime, threadTimeSpent, throttledSession, timeline, type TimelineFigures } from "./page-metrics";

export type ScenarioName = "floor" | "a" | "b" | "c";

export interface LoadFigures extends TimelineFigures {
  js: JsBytes;
  ajax: string[];
  taskMs: number;
  scriptMs: number;
}

export const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** The T-Shirt the cart scenarios add before loading the page. */
const T_SHIRT = { product_id: "61", quantity: "1" };

export interface Measured {
  page: Page;
  cdp: CDPSession;
  network: NetworkWatch;
  figures: LoadFigures;
}

export function newMobileContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({ ...MOBILE, javaScriptEnabled });
}

async function measureNavigation(page: Page, cdp: CDPSession, navigate: () => Promise<unknown>, withJs: boolean): Promise<Measured> {
  const network = watchNetwork(page);
  const before = await threadTime(cdp);
  await navigate();
  await settle(page, withJs ? "load" : "no-js");
  const spent = threadTimeSpent(before, await threadTime(cdp));
  const figures: LoadFigures = {
    ...(await timeline(page)),
    js: sumScripts(await network.scripts()),
    ajax: network.ajax.map((call) => call.name),
    ...spent,
  };
  return { page, cdp, network, figures };
}

async function checkedGoto(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: "load", timeout: 30_000 }).catch((error: unknown) => {
    throw new BenchFailure(`${url} did not load: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response || response.status() >= 400) throw new BenchFailure(`${url} answered ${response?.status() ?? "nothing"}`);
}

async function checkedReload(page: Page): Promise<void> {
  const response = await page.reload({ waitUntil: "load", timeout: 30_000 });
  if (!response || response.status() >= 400) throw new BenchFailure(`${page.url()} reload answered ${response?.status() ?? "nothing"}`);
}

/** Loads `url` in a new page of `context`; the caller closes the context. */
export async function measureLoad(context: BrowserContext, url: string, withJs: boolean): Promise<Measured> {
  const page = await context.newPage();
  const cdp = await throttledSession(page);
  return measureNavigation(page, cdp, () => checkedGoto(page, url), withJs);
}

export async function runFloor(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await newMobileContext(browser, false);
  try {
    const { figures, network } = await measureLoad(context, url, false);
    network.stop();
    return figures;
  } finally {
    await context.close();
  }
}

/** (a), then on request the first drawer open in the same page. */
export async function runFirstVisit(
  browser: Browser,
  url: string,
  options: { drawer: boolean },
): Promise<{ a: LoadFigures; drawer: DrawerFigures | null }> {
  const context = await newMobileContext(browser, true);
  try {
    const { page, figures, network } = await measureLoad(context, url, true);
    const drawer = options.drawer ? await openDrawer(page, network) : null;
    network.stop();
    return { a: figures, drawer };
  } finally {
    await context.close();
  }
}

/** (b) then (c) in the same page. */
export async function runWithCart(browser: Browser, storeUrl: string, url: string): Promise<{ b: LoadFigures; c: LoadFigures }> {
  const context = await newMobileContext(browser, true);
  try {
    const added = await context.request.post(`${storeUrl}?wc-ajax=add_to_cart`, { form: T_SHIRT });
    if (!added.ok()) throw new BenchFailure(`add_to_cart answered ${added.status()}`);
    const b = await measureLoad(context, url, true);
    b.network.stop();
    const c = await measureNavigation(b.page, b.cdp, () => checkedReload(b.page), true);
    c.network.stop();
    return { b: b.figures, c: c.figures };
  } finally {
    await context.close();
  }
}
