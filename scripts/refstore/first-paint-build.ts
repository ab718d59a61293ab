/**
 * Builds the real store's critical CSS as a shop manager would (docs/decisions/0039): logs in
 * to wp-admin as the kit's admin, opens WooCommerce → Islet and presses "Build critical CSS now"
 * (or lets the run that started by itself finish), and reads each page type's row.
 */
import type { Browser } from "playwright";
import { logInToWpAdmin } from "./wp-login";

const BUILD_TIMEOUT_MS = 180_000;

export interface FirstPaintRows {
  /** `done` or `failed`. */
  state: string;
  /** Page type → the row's text. */
  rows: Record<string, string>;
}

export async function buildFirstPaint(browser: Browser, storeUrl: string): Promise<FirstPaintRows> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logInToWpAdmin(page, storeUrl);
    await page.goto(`${storeUrl}/wp-admin/admin.php?page=islet`);
    const state = (): Promise<string> => page.evaluate(() => document.documentElement.getAttribute("data-islet-first-paint-state") ?? "");
    const button = page.getByRole("button", { name: "Build critical CSS now" });
    // A run that started by itself (a page type waiting) disables the button until it ends.
    await page.waitForTimeout(500);
    if ((await state()) === "" && (await button.isEnabled())) await button.click();
    await page.waitForFunction(() => ["done", "failed"].includes(document.documentElement.getAttribute("data-islet-first-paint-state") ?? ""), null, { timeout: BUILD_TIMEOUT_MS });
    const rows = await page.locator("[data-islet-first-paint-row]").evaluateAll((elements) =>
      Object.fromEntries(elements.map((row) => [row.getAttribute("data-islet-first-paint-row") ?? "", (row.querySelector("[data-islet-first-paint-status]") ?? row).textContent?.trim() ?? ""])),
    );
    return { state: await state(), rows };
  } finally {
    await context.close();
  }
}
