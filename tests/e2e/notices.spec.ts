/**
 * woocommerce.js's page work done by the notices island on the demo store: the store notice
 * (shown unless dismissed, its cookie, no flash after a reload, no layout shift), the
 * coming-soon banner's dismiss call and its bad answers, the password toggle by keyboard, the
 * failed login's alert notice focused, and axe on those states.
 */
import type { Page, Request } from "@playwright/test";
import { describeViolations, OUR_MARKUP, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, type FaultMode } from "./support/store";

const NOTICE_ID = "7656e3dae1823f370addb6947eb2a872";
const NOTICE_COOKIE = `store_notice${NOTICE_ID}`;
const COMING_SOON = "/product/hoodie/?coming_soon=admin";
const REST_URL = "/wp-json/wp/v2/users/1";

const notice = (page: Page) => page.locator(".woocommerce-store-notice");
const banner = (page: Page) => page.locator("#coming-soon-footer-banner");
const bannerDismiss = (page: Page) => banner(page).getByRole("button", { name: "Dismiss" });
const noticesIsland = (page: Page) => page.locator('[data-island="notices"]');

/** WooCommerce's markup the notices island drives, outside any island. */
const DRIVEN = [".woocommerce-store-notice", "#coming-soon-footer-banner", ".password-input"];

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page, [...OUR_MARKUP, ...DRIVEN]);
  expect(violations.map((violation) => violation.id), `axe on ${label}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * From the first byte: whether the notice was ever displayed, its display at DOMContentLoaded,
 * the layout shifts (time, value) and the times the notice's style changed.
 */
async function watchNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { everShown: false, atReady: "", shifts: [] as { at: number; value: number }[], changes: [] as number[] };
    Object.assign(window, { __notice: seen });
    const shown = (): boolean => {
      const element = document.querySelector(".woocommerce-store-notice");
      return element !== null && getComputedStyle(element).display !== "none";
    };
    const sample = (): void => {
      if (shown()) seen.everShown = true;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new MutationObserver((records) => {
      if (!records.some((record) => record.target instanceof Element && record.target.matches(".woocommerce-store-notice"))) return;
      if (shown()) seen.everShown = true;
      seen.changes.push(performance.now());
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["style"] });
    document.addEventListener("DOMContentLoaded", () => {
      const element = document.querySelector(".woocommerce-store-notice");
      seen.atReady = element ? getComputedStyle(element).display : "missing";
    });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) seen.shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

interface Watched {
  everShown: boolean;
  atReady: string;
  shifts: { at: number; value: number }[];
  changes: number[];
}
const watched = (page: Page): Promise<Watched> => page.evaluate(() => (window as unknown as { __notice: Watched }).__notice);

test.describe("the store notice", () => {
  test("shows without moving the page, and a dismissal holds across a reload with no flash", async ({ page, context }) => {
    await watchNotice(page);
    await gotoStore(page, "/shop/");
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveCSS("position", "fixed");
    await expect(notice(page)).toHaveAttribute("role", "complementary");
    await page.waitForTimeout(300);
    const shown = await watched(page);
    expect(shown.atReady, "hidden by the server until the island reads the cookie").toBe("none");
    // Fixed at the bottom: showing it shifts nothing (no layout shift in the frames after it changed).
    expect(shown.changes.length).toBeGreaterThan(0);
    const afterShowing = shown.shifts.filter((shift) => shown.changes.some((at) => shift.at >= at - 1 && shift.at <= at + 250));
    expect(afterShowing).toEqual([]);
    await expectNoSeriousViolations(page, "the store notice shown");

    await notice(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(notice(page)).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/$/);
    const cookie = (await context.cookies()).find((entry) => entry.name === NOTICE_COOKIE);
    expect(cookie).toMatchObject({ value: "hidden", path: "/", expires: -1 });

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
    await page.waitForTimeout(500);
    const after = await watched(page);
    expect(after.atReady).toBe("none");
    expect(after.everShown, "never painted for a visitor who dismissed it").toBe(false);
    await gotoStore(page, "/product/hoodie/");
    await page.waitForTimeout(300);
    expect((await watched(page)).everShown).toBe(false);
  });

  test("Space on the dismiss link dismisses it, as a button", async ({ page }) => {
    await gotoStore(page, "/");
    const dismiss = notice(page).getByRole("button", { name: "Dismiss" });
    await dismiss.focus();
    await page.keyboard.press("Space");
    await expect(notice(page)).toBeHidden();
  });
});

test.describe("the coming-soon banner (administrator, coming-soon mode)", () => {
  test("dismissing hides it at once and posts woocommerce.js's body with the nonce header", async ({ page }) => {
    await gotoStore(page, COMING_SOON);
    await expect(noticesIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(bannerDismiss(page)).toBeVisible();
    await expectNoSeriousViolations(page, "the coming-soon banner");
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === REST_URL);
    await bannerDismiss(page).focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    const request: Request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.headers()["x-wp-nonce"]).toBe("2dc0ac92bc");
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded; charset=UTF-8");
    expect(request.postData()).toBe("woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes");
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(((await response?.json()) as { woocommerce_meta: Record<string, string> }).woocommerce_meta.coming_soon_banner_dismissed).toBe("yes");
  });

  const FAULTS: FaultMode[] = ["500", "html", "malformed", "403", "empty", "timeout"];
  for (const mode of FAULTS) {
    test(`a ${mode} answer: it stays dismissed for the page and nothing is said`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "islet_demo_fault", value: encodeURIComponent(`wp/v2/users:${mode}`), url: baseURL ?? "" }]);
      await gotoStore(page, COMING_SOON);
      await expect(noticesIsland(page)).toHaveAttribute("data-island-state", "mounted");
      const elements = (): Promise<number> => page.evaluate(() => document.body.querySelectorAll("*").length);
      // The Hoodie's own islands (gallery, form, price …) may still be mounting, and the countdown's tree
      // mounts at the first pointer (decision 0045), which the dismiss would be: count once the page is still.
      await page.mouse.move(5, 5);
      await expect(page.locator('[data-island="countdown"]')).toHaveAttribute("data-island-state", "mounted");
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => document.querySelectorAll('[data-island-state="loading"]').length === 0);
      let before = -1;
      for (let now = await elements(); now !== before; now = await elements()) {
        before = now;
        await page.waitForTimeout(300);
      }
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === REST_URL);
      const answered = mode === "timeout" ? null : page.waitForResponse((response) => new URL(response.url()).pathname === REST_URL);
      await bannerDismiss(page).click();
      await sent;
      await expect(banner(page)).toBeHidden();
      await answered;
      await page.waitForTimeout(300);
      await expect(banner(page)).toBeHidden();
      expect(await elements(), "no message was added").toBe(before);
    });
  }

  test("a network failure: it stays dismissed and nothing is said", async ({ page }) => {
    await page.route((url) => url.pathname === REST_URL, (route) => route.abort("failed"));
    await gotoStore(page, COMING_SOON);
    await expect(noticesIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await bannerDismiss(page).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(300);
    await expect(page.locator(".islet-notice")).toHaveCount(0);
  });
});

test.describe("password fields", () => {
  test("the eye toggles the field by keyboard, named, with aria-pressed, keeping what was typed", async ({ page }) => {
    await gotoStore(page, "/my-account/");
    const field = page.getByLabel("Password", { exact: false }).and(page.locator("#password"));
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await field.fill("s3cret");
    await field.focus();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await expectNoSeriousViolations(page, "the password toggle, not pressed");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveValue("s3cret");
    await expect(toggle).toBeFocused();
    await expectNoSeriousViolations(page, "the password toggle, pressed");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(field).toHaveAttribute("type", "password");
  });

  test("a click keeps the caret in the field", async ({ page }) => {
    await gotoStore(page, "/my-account/");
    const field = page.locator("#password");
    await field.fill("abcdef");
    await field.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("type", "text");
    await page.keyboard.type("X");
    await expect(field).toHaveValue("abXcdef");
  });
});

test("a failed login's alert notice takes the focus half a second after the page is ready", async ({ page }) => {
  await gotoStore(page, "/my-account/");
  await page.locator("#username").fill("nobody");
  await page.locator("#password").fill("wrong");
  await page.getByRole("button", { name: "Login" }).click();
  const alert = page.locator("ul.woocommerce-error[role=alert]");
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(alert).toHaveAttribute("tabindex", "-1");
});
