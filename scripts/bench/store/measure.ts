/**
 * One page load on the real store, as a new visitor on a phone (412 px, 4× CPU): every script
 * file the page fetched until 4 s after its load event (longer for a popup that opens by itself:
 * it counts as before interaction, issue 30), its calls to the server in that time, and its
 * timeline (blocking time, LCP, CLS, our longest script). Legacy is the same store with the
 * cookie `islet_off=1`.
 */
import type { Browser, BrowserContext, Page, Request } from "playwright";
import { BUILD_URL_PREFIX } from "../../demo-store/paths";
import { BenchFailure } from "../failure";
import { ajaxName, watchNetwork, type ScriptFile } from "../network";
import { throttledSession, timeline, type TimelineFigures } from "../page-metrics";
import { LEGACY_COOKIE, type Side } from "../../refstore/store-place";
import type { StorePage } from "./pages";


/** Scripts and calls count until load + this, as the issue measures. */
export const AFTER_LOAD_MS = 4000;

/**
 * How long past AFTER_LOAD_MS a page waits for a popup with an auto-open trigger (a new visitor
 * has none of its cookies) to show, and then for what its opening fetches.
 */
export const DUE_POPUP_WAIT_MS = 8000;
export const AFTER_POPUP_MS = 1000;

/** Lighthouse's mobile screen: a Moto G Power. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export interface StoreLoad {
  scripts: ScriptFile[];
  /** The calls to the store's ajax endpoints and REST API, by name. */
  calls: string[];
  timeline: TimelineFigures;
}

/** Our files: the plugin's build folder. */
export const isOwnScript = (url: string): boolean => new URL(url).pathname.includes(BUILD_URL_PREFIX);

/** A copy of react-dom: WordPress's, or the one the plugin ships for older WordPress (decision 0035). */
export const isReactDom = (url: string): boolean => /\/react-dom(-[\d.]+)?(\.production)?(\.min)?\.js$/.test(new URL(url).pathname);

/** jQuery and jquery-migrate, as WordPress ships them. */
export const isJquery = (url: string): boolean => /\/wp-includes\/js\/jquery\/jquery(-migrate)?(\.min)?\.js$/.test(new URL(url).pathname);

/** A call to the server, by name: ajax endpoints as the demo bench names them, REST routes by path. */
export function callName(request: Request): string | null {
  const type = request.resourceType();
  const named = ajaxName(request.url(), request.postData());
  if (named) return named;
  if (type !== "xhr" && type !== "fetch" && type !== "ping") return null;
  const url = new URL(request.url());
  const route = url.pathname.includes("/wp-json/") ? url.pathname.slice(url.pathname.indexOf("/wp-json/") + 8) : url.searchParams.get("rest_route");
  return route ? `rest ${route}` : `${type} ${url.pathname}`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for a popup that opens by itself and has not shown yet (Popup Maker's overlay markup, the
 * same on both sides), then for its opening's files. A popup that never shows ends the wait at
 * DUE_POPUP_WAIT_MS without failing: the figures say what the page fetched.
 */
async function waitForDuePopup(page: Page): Promise<void> {
  const due = await page.evaluate(() =>
    Array.from(document.querySelectorAll(".pum-overlay[data-popmake]")).some((overlay) => /"type":"auto_open"/.test(overlay.getAttribute("data-popmake") ?? "")),
  );
  if (!due) return;
  const shown = await page
    .waitForFunction(() => Array.from(document.querySelectorAll(".pum-overlay")).some((overlay) => getComputedStyle(overlay).display !== "none"), undefined, { timeout: DUE_POPUP_WAIT_MS })
    .then(() => true, () => false);
  if (shown) await sleep(AFTER_POPUP_MS);
}

const HOST = (storeUrl: string): string => new URL(storeUrl).hostname;

async function newVisitor(browser: Browser, storeUrl: string, side: Side): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  if (side === "legacy") await context.addCookies([{ ...LEGACY_COOKIE, domain: HOST(storeUrl), path: "/" }]);
  return context;
}

/** One T-Shirt in the context's cart, added the way a shop button adds it. */
async function addItem(context: BrowserContext, storeUrl: string, productId: number): Promise<void> {
  const added = await context.request.post(`${storeUrl}/?wc-ajax=add_to_cart`, { form: { product_id: String(productId), quantity: "1" } });
  if (!added.ok()) throw new BenchFailure(`add_to_cart answered ${added.status()}`);
}

export interface LoadRequest {
  storeUrl: string;
  page: StorePage;
  side: Side;
  /** The product an item-holding page puts in the cart. */
  itemId: number;
}

export async function measureStoreLoad(browser: Browser, request: LoadRequest): Promise<StoreLoad> {
  const context = await newVisitor(browser, request.storeUrl, request.side);
  try {
    if (request.page.withItem) await addItem(context, request.storeUrl, request.itemId);
    const page = await context.newPage();
    await throttledSession(page);
    const network = watchNetwork(page);
    const calls: string[] = [];
    const onRequest = (sent: Request): void => {
      const name = callName(sent);
      if (name) calls.push(name);
    };
    page.on("request", onRequest);
    const url = new URL(request.page.path, request.storeUrl).href;
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response || response.status() >= 400) throw new BenchFailure(`${url} (${request.side}) answered ${response?.status() ?? "nothing"}`);
    const loaded = Date.now();
    await sleep(AFTER_LOAD_MS);
    await waitForDuePopup(page);
    const windowMs = Date.now() - loaded;
    const scripts = await network.scripts();
    network.stop();
    page.off("request", onRequest);
    return { scripts, calls, timeline: await timeline(page, windowMs) };
  } finally {
    await context.close();
  }
}
