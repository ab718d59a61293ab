/**
 * WPC Estimated Delivery Date on the demo store's Hoodie
 * (docs/behaviour/product-page.md#delivery-dates, wpced_reload_dates): refreshed when the variation
 * changes, asked once per variation, and left as the server printed it after a bad answer.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { chooseVariation } from "./support/product";
import { gotoStore } from "./support/store";

const ENDPOINT = "wpced_reload_dates";
const DATES = "Estimated delivery dates: Nov 27, 2026 - Dec 2, 2026";

const island = (page: Page, name: string): Locator => page.locator(`[data-island="${name}"]`);
const dates = (page: Page): Locator => island(page, "delivery-dates").locator(".wpced");




function recordReloads(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`wc-ajax=${ENDPOINT}`)) sent.push(request.postData() ?? "");
  });
  return sent;
}

async function openHoodie(page: Page): Promise<void> {
  await gotoStore(page, "/product/hoodie/");
  await expect(island(page, "variation-form")).toHaveAttribute("data-island-state", "mounted");
  await expect(island(page, "delivery-dates")).toHaveAttribute("data-island-state", "mounted");
}

test.describe("delivery dates on the Hoodie", () => {
  test("nothing asked on load; each new variation asks once and its block shows", async ({ page }) => {
    const sent = recordReloads(page);
    await openHoodie(page);
    await expect(dates(page)).toHaveText(DATES);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await chooseVariation(page, "Blue", "M");
    await expect.poll(() => sent).toEqual([`action=${ENDPOINT}&ids%5B%5D=46&nonce=998d98d216`]);
    await expect(dates(page)).toHaveText(DATES);
    await chooseVariation(page, "Gray", "M");
    await expect.poll(() => sent).toHaveLength(2);
    await chooseVariation(page, "Blue", "M");
    await expect(dates(page)).toHaveText(DATES);
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(2);
  });

  for (const mode of ["500", "403", "html", "malformed", "timeout"]) {
    test(`a ${mode} answer leaves the dates as the server printed them, without a page error`, async ({ page, context, baseURL }) => {
      test.setTimeout(40_000);
      await context.addCookies([{ name: "islet_demo_fault", value: encodeURIComponent(`${ENDPOINT}:${mode}`), url: baseURL ?? "http://127.0.0.1:4173" }]);
      const answered = page.waitForEvent("requestfinished", { predicate: (request) => request.url().includes(ENDPOINT), timeout: 15_000 }).catch(() => null);
      const failed = page.waitForEvent("requestfailed", { predicate: (request) => request.url().includes(ENDPOINT), timeout: 15_000 }).catch(() => null);
      await openHoodie(page);
      await chooseVariation(page, "Blue", "M");
      await Promise.race([answered, failed]);
      await page.waitForTimeout(200);
      await expect(dates(page)).toHaveText(DATES);
      await expect(dates(page)).toHaveCount(1);
    });
  }
});
