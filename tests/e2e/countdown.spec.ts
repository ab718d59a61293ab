/**
 * CommerceKit's countdown timers (issue 14; docs/behaviour/countdown-and-order-bump.md#countdown,
 * commercekit_get_countdown_total): the Hoodie's regular 5 h 30 min (index 0, a 30-day cookie), the
 * Zip Hoodie's date range (index 1: its total from the call, hide_timer 1) and the checkout's
 * 15 minutes (a session cookie, an end message). The ending is reached with Playwright's clock.
 */
import type { Locator, Page } from "@playwright/test";
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, recordAjax, setFaults, type FaultMode } from "./support/store";

const TOTAL = "commercekit_get_countdown_total";
const PRODUCT_KEY = "ckit_baab0994186dae0f5cf68a3134b15d45";
const CHECKOUT_KEY = "ckit_ecf0783272ac3da2b66badd28d18d0a3";
const DAY_MS = 86_400_000;

const island = (page: Page): Locator => page.locator('[data-island="countdown"]');
const timer = (page: Page): Locator => island(page).getByRole("timer");
const digit = (page: Page, index: number): Locator => island(page).locator(".commercekit-timer-digit").nth(index);
const spoken = (page: Page): Locator => timer(page).locator(".screen-reader-text");

/** Opens `path` and waits until its timer, brought into view, has mounted (at the shopper's first pointer: decision 0045). */
async function openTimer(page: Page, path: string): Promise<void> {
  await gotoStore(page, path);
  await island(page).scrollIntoViewIfNeeded();
  await island(page).hover();
  await expect(island(page)).toHaveAttribute("data-island-state", "mounted");
}

async function digitsOf(page: Page): Promise<string[]> {
  return island(page).locator(".commercekit-timer-digit").allTextContents();
}

test.describe("a regular product timer (the Hoodie)", () => {
  test("ticks each second from 5 h 30 min, keeps the time left in a 30-day cookie, reads it by the minute", async ({ page, context }) => {
    const calls = recordAjax(page);
    await openTimer(page, "/product/hoodie/");
    await expect(timer(page)).toBeVisible();
    await expect(timer(page)).toContainText("Hurry! This sale ends in");
    await expect(digit(page, 1)).toHaveText("05");
    const first = await digit(page, 3).textContent();
    await expect(digit(page, 3)).not.toHaveText(first ?? "", { timeout: 2500 });
    const second = await digit(page, 3).textContent();
    await expect(digit(page, 3)).not.toHaveText(second ?? "", { timeout: 2500 });
    expect((await digitsOf(page)).slice(0, 3)).toEqual(["00", "05", "29"]);
    await expect(spoken(page)).toHaveText("5 Hours 30 Mins");
    await expect(island(page).locator(".commercekit-timer-blocks")).toHaveAttribute("aria-hidden", "true");
    expect(calls.count(TOTAL)).toBe(0);
    const cookie = (await context.cookies()).find((entry) => entry.name === PRODUCT_KEY);
    expect(Number(cookie?.value)).toBeGreaterThan(19790);
    expect(Number(cookie?.value)).toBeLessThan(19800);
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / DAY_MS)).toBe(30);
  });

  test("a returning visitor's timer goes on from its cookie", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: PRODUCT_KEY, value: "600", url: baseURL ?? "" }]);
    await openTimer(page, "/product/classic-t-shirt/");
    await expect(digit(page, 2)).toHaveText(/^(10|09)$/);
    expect((await digitsOf(page)).slice(0, 2)).toEqual(["00", "00"]);
  });

  test("axe finds nothing serious in the mounted timer", async ({ page }) => {
    await openTimer(page, "/product/hoodie/");
    await expect(timer(page)).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test.describe("the checkout timer", () => {
  test("ends after 15 minutes with 'Your reservation has expired.', its cookie lasting the session", async ({ page, context }) => {
    await page.clock.install();
    await openTimer(page, "/checkout/");
    await expect(timer(page)).toBeVisible();
    await expect(digit(page, 2)).toHaveText(/^1[45]$/);
    const message = island(page).getByText("Your reservation has expired.");
    await expect(message).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === CHECKOUT_KEY);
    expect(cookie?.expires).toBe(-1);
    await page.clock.fastForward("15:00");
    await expect(message).toBeVisible();
    await expect(timer(page)).toBeHidden();
    expect((await context.cookies()).find((entry) => entry.name === CHECKOUT_KEY)?.value).toBe("0");
  });
});

/** The Zip Hoodie's seconds digit: from the call's total (…42 s) or from the page's (…53 s). */
const FROM_CALL = /^(3[6-9]|4[0-2])$/;
const FROM_PAGE = /^(4[7-9]|5[0-3])$/;

test.describe("the date-range timer (the Zip Hoodie)", () => {
  test("counts from the total commercekit_get_countdown_total gives, asked once", async ({ page }) => {
    const calls = recordAjax(page);
    await openTimer(page, "/product/zip-hoodie/");
    await expect(timer(page)).toBeVisible();
    expect((await digitsOf(page)).slice(0, 3)).toEqual(["365", "07", "46"]);
    await expect(digit(page, 3)).toHaveText(FROM_CALL);
    expect(calls.count(TOTAL)).toBe(1);
  });

  test("hides its timer and shows its end message at zero (hide_timer 1)", async ({ page }) => {
    await page.clock.install();
    await openTimer(page, "/product/zip-hoodie/");
    await expect(timer(page)).toBeVisible();
    await page.clock.fastForward(366 * DAY_MS);
    await expect(island(page).getByText("The flash sale has ended.")).toBeVisible();
    await expect(timer(page)).toBeHidden();
  });

  for (const mode of ["500", "malformed", "403", "html", "timeout"] satisfies FaultMode[]) {
    test(`falls back to the page's settings after a ${mode} answer`, async ({ page, context, baseURL }) => {
      test.slow(mode === "timeout");
      await setFaults(context, baseURL, { [TOTAL]: mode });
      await openTimer(page, "/product/zip-hoodie/");
      // Hidden while it waits, as CommerceKit's script kept it.
      await expect(timer(page)).toBeVisible({ timeout: 10_000 });
      expect((await digitsOf(page)).slice(0, 3)).toEqual(["365", "07", "46"]);
      await expect(digit(page, 3)).toHaveText(FROM_PAGE);
    });
  }
});

test.describe("before the shopper's first interaction (decision 0045)", () => {
  for (const path of ["/checkout/", "/product/hoodie/"]) {
    test(`the timer counts on the server's markup on ${path}, before its tree; the first pointer mounts the tree`, async ({ page }) => {
      await page.clock.install();
      await gotoStore(page, path);
      await expect(timer(page)).toBeVisible();
      const first = await digitsOf(page);
      await page.clock.runFor(2000);
      await expect.poll(() => digitsOf(page)).not.toEqual(first);
      await expect(spoken(page)).toHaveCount(1);
      await expect(island(page)).toHaveAttribute("data-island-state", "pending");
      // The checkout has no other island that renders before a press: no React at all.
      if (path === "/checkout/") expect(await page.evaluate(() => "React" in window)).toBe(false);
      await page.mouse.move(5, 5);
      await expect(island(page)).toHaveAttribute("data-island-state", "mounted");
      await expect(timer(page)).toHaveCount(1);
      await expect(spoken(page)).toHaveCount(1);
    });
  }
});

test.describe("no layout shift", () => {
  for (const path of ["/product/hoodie/", "/checkout/"]) {
    test(`the timer takes the server's place without moving anything on ${path}`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { __countdownShifts: shifts });
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node : source.node?.parentElement));
            if (!entry.hadRecentInput && nodes.some((node) => node?.closest('[data-island="countdown"]'))) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
        document.addEventListener("DOMContentLoaded", () => {
          const box = document.querySelector('[data-island="countdown"]')?.getBoundingClientRect();
          Object.assign(window, { __countdownBox: box ? { top: box.top + window.scrollY, height: box.height } : null });
        });
      });
      await openTimer(page, path);
      await expect(timer(page)).toBeVisible();
      await page.waitForTimeout(1200);
      const before = await page.evaluate(() => (window as unknown as { __countdownBox: { top: number; height: number } | null }).__countdownBox);
      const after = await island(page).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top + window.scrollY, height: box.height };
      });
      expect(before).not.toBeNull();
      expect(after.height).toBeCloseTo(before?.height ?? -1, 1);
      expect(await page.evaluate(() => (window as unknown as { __countdownShifts: number[] }).__countdownShifts)).toEqual([]);
    });
  }
});
