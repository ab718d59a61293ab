/**
 * No layout shift from any island on load or on mount (issue 11: the React islands take the
 * server's place in their first commit, with the same box), at a desktop and a phone width.
 * Every layout shift whose moved nodes are inside an island counts, except those right after
 * the shopper's own input (as CLS itself counts them); the page is scrolled through so the
 * `visible` islands mount too.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore } from "./support/store";

interface Shift {
  value: number;
  islands: string[];
}

/** Records layout shifts that move nodes inside islands, from the first byte on. */
async function recordIslandShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __islandShifts: shifts });
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const islands = (entry.sources ?? [])
          .map((source) => (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest("[data-island]")?.getAttribute("data-island"))
          .filter((name): name is string => typeof name === "string");
        if (islands.length > 0) shifts.push({ value: entry.value, islands });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Scrolls to the bottom and back in steps, so every `visible` island mounts and settles. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-island][data-island-state="loading"]')).toHaveCount(0);
  await page.waitForTimeout(300);
}

/**
 * Waits until every island due at load or idle has mounted (or failed) before the scroll. The gallery
 * fills its thumbnail strip when it mounts, which moves the summary below it on a phone: that
 * shift moves no island's nodes, unless the scroll has already brought the product tabs into
 * view, which then made this test fail now and then.
 */
async function loadIslandsSettled(page: Page): Promise<void> {
  const unsettled = ':not([data-island-state="mounted"]):not([data-island-state="error"]):not([data-island-state="skipped"])';
  await expect(page.locator(`[data-island-when="load"]${unsettled}, [data-island-when="idle"]${unsettled}`)).toHaveCount(0);
}

const PAGES = ["/product/hoodie/", "/product/classic-t-shirt/", "/product/wool-beanie/", "/product/gift-card/", "/shop/"];

for (const width of [1280, 390]) {
  for (const path of PAGES) {
    test(`no island shifts the layout on load or mount on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordIslandShifts(page);
      await gotoStore(page, path);
      await loadIslandsSettled(page);
      await scrollThrough(page);
      const mounted = await page.locator('[data-island][data-island-state="mounted"]').count();
      expect(mounted).toBeGreaterThan(0);
      const shifts = await page.evaluate(() => (window as unknown as { __islandShifts: Shift[] }).__islandShifts);
      expect(shifts).toEqual([]);
    });
  }
}
