/**
 * Shoptimizer's global UI on the real store, Islet against legacy: the phone menu (the header's
 * "Menu" toggle opens the off-canvas drawer, body class `mobile-toggled`; its "Close menu" button
 * closes it), the sticky header (the nav bar's `is_stuck` at 1280 px, the CSS-sticky header at
 * 390 px), the "Clothing" dropdown on hover at 1280 px, and WooCommerce's store notice bar, whose
 * "Dismiss" hides it for the session (cookie `store_notice<id>` = hidden).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const menuToggle = (page: Page): Locator => page.locator("header.site-header").getByRole("button", { name: "Menu", exact: true });
const closeMenu = (page: Page): Locator => page.getByRole("button", { name: "Close menu", exact: true });
/** The drawer's first entry: in the window only while the drawer is open. */
const drawerShop = (page: Page): Locator => page.getByRole("navigation", { name: "Primary Navigation" }).getByRole("link", { name: "Shop", exact: true }).first();
const desktopMenu = (page: Page): Locator => page.locator("#menu-primary");
const notice = (page: Page): Locator => page.locator("p.woocommerce-store-notice");

async function expectMenuOpen(page: Page): Promise<void> {
  await expect(page.locator("body")).toHaveClass(/\bmobile-toggled\b/);
  await expect(closeMenu(page)).toBeVisible();
  await expect(drawerShop(page)).toBeInViewport();
}

async function expectMenuClosed(page: Page): Promise<void> {
  await expect(page.locator("body")).not.toHaveClass(/\bmobile-toggled\b/);
  await expect(drawerShop(page)).not.toBeInViewport();
}

/**
 * A shopper's pause between two presses: the theme's main.js ignores a press that comes within
 * 700 ms of the one before (its `canRunClickFunc` throttle, shared by every click on the page).
 */
const pause = (page: Page): Promise<void> => page.waitForTimeout(1_000);

/** The top of an element in the window, in CSS pixels. */
const topOf = (locator: Locator): Promise<number> => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe("the site's UI on the real store", () => {
  for (const side of SIDES) {
    test(`${side} @390: the header's menu toggle opens the drawer menu and its close button closes it`, async ({ sides }) => {
      const page = sides[side];
      await page.setViewportSize(PHONE);
      await page.goto("/", { waitUntil: "networkidle" });
      await expectMenuClosed(page);
      await menuToggle(page).click();
      await expectMenuOpen(page);
      await expect(drawerShop(page)).toHaveAttribute("href", /\/shop\/$/);
      await pause(page);
      await closeMenu(page).click();
      await expectMenuClosed(page);

      await pause(page);
      await menuToggle(page).click();
      await expectMenuOpen(page);
      await pause(page);
      if (side === "islet") {
        // intended difference: Islet's toggle says the drawer is open (aria-expanded "true" while it
        // is); the theme's main.js only adds `mobile-toggled` and leaves the printed "false".
        await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
        // intended difference: Escape closes the drawer on Islet (islands/site-ui/drawers.ts, a modal
        // drawer); the theme's main.js has no key handler for it (legacy stays open on Escape).
        await page.keyboard.press("Escape");
        await expectMenuClosed(page);
        await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
      } else {
        await closeMenu(page).click();
        await expectMenuClosed(page);
      }
    });

    test(`${side}: the sticky header holds the top of the window once the shop is scrolled, at 1280 and 390 px`, async ({ sides }) => {
      const page = sides[side];
      await page.setViewportSize(DESKTOP);
      await page.goto("/shop/", { waitUntil: "networkidle" });
      const bar = page.locator(".col-full-nav");
      await expect(bar).not.toHaveClass(/\bis_stuck\b/);
      expect(await topOf(bar)).toBeGreaterThan(0);
      await page.mouse.wheel(0, 700);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      await expect(bar).toHaveClass(/\bis_stuck\b/);
      await expect.poll(() => topOf(bar)).toBe(0);
      await page.mouse.wheel(0, -700);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(bar).not.toHaveClass(/\bis_stuck\b/);

      await page.setViewportSize(PHONE);
      await page.goto("/shop/", { waitUntil: "networkidle" });
      const header = page.locator("header.site-header");
      await page.mouse.wheel(0, 700);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      await expect.poll(() => topOf(header)).toBe(0);
      await expect(menuToggle(page)).toBeInViewport();
    });

    test(`${side} @1280: hovering "Clothing" opens its dropdown, leaving it closes it`, async ({ sides }) => {
      const page = sides[side];
      await page.setViewportSize(DESKTOP);
      await page.goto("/", { waitUntil: "networkidle" });
      const clothing = desktopMenu(page).getByRole("link", { name: "Clothing", exact: true });
      const hoodies = desktopMenu(page).getByRole("link", { name: "Hoodies", exact: true });
      const tShirts = desktopMenu(page).getByRole("link", { name: "T-Shirts", exact: true });
      await expect(hoodies).toBeHidden();
      await clothing.hover();
      await expect(hoodies).toBeVisible();
      await expect(tShirts).toBeVisible();
      await expect(hoodies).toHaveAttribute("href", /\/product-category\/clothing\/hoodies\/$/);
      await page.mouse.move(640, 700);
      await expect(hoodies).toBeHidden();
      await expect(tShirts).toBeHidden();
    });

    test(`${side}: the store notice's "Dismiss" hides the bar, and it stays hidden on the next page`, async ({ sides }) => {
      const page = sides[side];
      await page.setViewportSize(DESKTOP);
      await page.goto("/", { waitUntil: "networkidle" });
      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toContainText("Reference store: free UK shipping on orders over £50.");
      const id = await notice(page).getAttribute("data-notice-id");
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      await notice(page).getByRole("button", { name: "Dismiss" }).click();
      await expect(notice(page)).toBeHidden();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === `store_notice${id}`)).toMatchObject({ value: "hidden", path: "/", expires: -1 });
      await page.goto("/shop/", { waitUntil: "networkidle" });
      await expect(notice(page)).toBeAttached();
      await expect(notice(page)).toBeHidden();
      await page.goto("/product/hoodie/", { waitUntil: "networkidle" });
      await expect(notice(page)).toBeHidden();
    });
  }
});
