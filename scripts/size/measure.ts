/**
 * What each demo page really loads: Chromium opens the page at a desktop viewport (more islands
 * are above the fold than on a phone, so this is the stricter case), nothing is touched, and the
 * scripts fetched once the network is idle are the page's "JS before interaction". The shop is
 * measured again scrolled to its end (a shopper who scrolls has not pressed anything yet: every
 * card has neared the view), and the first drawer open on top of the shop page's load.
 */
import { chromium, type Browser, type Page } from "playwright";
import { OPENER } from "../bench/drawer";
import { watchNetwork, type ScriptFile } from "../bench/network";
import { CHROMIUM_LAUNCH } from "../chromium";

export const VIEWPORT = { width: 1280, height: 800 } as const;
const SETTLE_MS = 500;
const ISLAND_STATES_DONE = ["mounted", "skipped", "error", "pending"];

export interface PageScripts {
  path: string;
  /** Our bundle's files only (the demo store serves them under /build/). */
  files: ScriptFile[];
  /** Island name → data-island-state once settled, to show why a chunk did or did not load. */
  islands: Record<string, string>;
}

/** Our bundle's files among a page's scripts (the demo store serves them under /build/). */
export function ours(files: readonly ScriptFile[]): ScriptFile[] {
  return files.filter((file) => new URL(file.url).pathname.includes("/build/"));
}

/** Runs in the page: no island still loading its code. */
function islandsSettled(done: readonly string[]): boolean {
  return Array.from(document.querySelectorAll("[data-island]")).every((element) =>
    done.includes(element.getAttribute("data-island-state") ?? "pending"),
  );
}

function islandStates(): Record<string, string> {
  const states: Record<string, string> = {};
  for (const element of document.querySelectorAll("[data-island]")) {
    states[element.getAttribute("data-island") ?? "?"] = element.getAttribute("data-island-state") ?? "none";
  }
  return states;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
  await page.waitForFunction(islandsSettled, ISLAND_STATES_DONE, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
}

async function withPage<T>(browser: Browser, url: string, use: (page: Page, read: () => Promise<PageScripts>) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    await settle(page);
    const read = async (): Promise<PageScripts> => ({
      path: new URL(url).pathname,
      files: ours(await network.scripts()),
      islands: await page.evaluate(islandStates),
    });
    return await use(page, read);
  } finally {
    await context.close();
  }
}

export interface Measurements {
  pages: PageScripts[];
  /** The shop page scrolled to its end, nothing pressed. */
  scrolled: PageScripts;
  /** The shop page after its first drawer open. */
  drawerOpen: PageScripts;
}

/** Scrolls a viewport at a time to the page's end, each step seen by the lazy islands' observers. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 50; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atEnd) return;
  }
}

export async function measurePages(storeUrl: string, paths: readonly string[], drawerPath: string): Promise<Measurements> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const pages: PageScripts[] = [];
    for (const pagePath of paths) pages.push(await withPage(browser, new URL(pagePath, storeUrl).href, (_page, read) => read()));
    const scrolled = await withPage(browser, new URL(drawerPath, storeUrl).href, async (page, read) => {
      await scrollToEnd(page);
      await settle(page);
      return read();
    });
    const drawerOpen = await withPage(browser, new URL(drawerPath, storeUrl).href, async (page, read) => {
      const opener = page.locator(OPENER).filter({ visible: true }).first();
      await opener.hover();
      await opener.click();
      await page.locator('[data-island="mini-cart"][data-island-state="mounted"]').waitFor({ state: "attached", timeout: 15_000 });
      await settle(page);
      return read();
    });
    return { pages, scrolled, drawerOpen };
  } finally {
    await browser.close();
  }
}
