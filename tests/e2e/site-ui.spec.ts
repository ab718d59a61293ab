/**
 * The theme's global UI, run by the site-ui island (docs/behaviour/site-ui.md: mobile drawers,
 * dropdown menus, sticky navigation, logo; the cart drawer closed after the mobile toggle): at
 * 390 px the menu and the shop's filters as modal drawers, by keyboard and by touch; at 1280 px the
 * dropdowns by keyboard and by tap, the sticky bar, the logo; axe with the drawers open; no layout
 * shift.
 */
import type { Locator, Page } from "@playwright/test";
import { describeViolations, OUR_MARKUP, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectDrawerClosed, expectDrawerOpen, gotoStore } from "./support/store";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const siteUi = (page: Page): Locator => page.locator('[data-island="site-ui"]');
const menuToggle = (page: Page): Locator => page.getByRole("button", { name: "Menu", exact: true });
const closeMenu = (page: Page): Locator => page.getByRole("button", { name: "Close menu", exact: true });
const primaryNav = (page: Page): Locator => page.getByRole("navigation", { name: "Primary Navigation" });
const filterToggle = (page: Page): Locator => page.getByRole("button", { name: "Show Filters", exact: true });
const closeFilters = (page: Page): Locator => page.getByRole("button", { name: "Close filters", exact: true });
const desktopClothing = (page: Page): Locator => page.locator("#menu-primary").getByRole("link", { name: "Clothing", exact: true });
const desktopHoodies = (page: Page): Locator => page.locator("#menu-primary").getByRole("link", { name: "Hoodies" });
const bodyHasClass = (page: Page, name: string): Promise<boolean> => page.evaluate((className) => document.body.classList.contains(className), name);

async function expectNoSeriousViolations(page: Page, selectors: string[], label: string): Promise<void> {
  const violations = await seriousViolations(page, [...OUR_MARKUP, ...selectors]);
  expect(violations.map((violation) => violation.id), `axe, ${label}:\n${describeViolations(violations)}`).toEqual([]);
}

test.describe("the phone menu at 390 px", () => {
  test.use({ viewport: PHONE });

  test("by keyboard: opens with the focus on its close button, keeps Tab inside, closes on Escape back to the toggle", async ({ page }) => {
    await gotoStore(page, "/");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(closeMenu(page)).toBeFocused();
    await expect(primaryNav(page).getByRole("link", { name: "Shop" }).last()).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    const last = page.locator(":focus");
    expect(await last.evaluate((element) => element.closest(".col-full-nav") !== null)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(closeMenu(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuToggle(page)).toBeFocused();
    await expect(primaryNav(page)).toBeHidden();
    await expect(siteUi(page)).toHaveAttribute("data-island-state", "mounted");
  });

  test("its sub-menus open by their caret, a named button", async ({ page }) => {
    await gotoStore(page, "/");
    await menuToggle(page).click();
    const caret = page.getByRole("button", { name: "Clothing sub-menu" });
    const hoodies = page.locator(".shoptimizer-mobile-menu").getByRole("link", { name: "Hoodies" });
    await expect(hoodies).toBeHidden();
    await caret.click();
    await expect(caret).toHaveAttribute("aria-expanded", "true");
    await expect(hoodies).toBeVisible();
    await caret.press("Enter");
    await expect(hoodies).toBeHidden();
  });

  test("the cart drawer opening (an add to cart, the header cart) closes the menu", async ({ page }) => {
    await gotoStore(page, "/");
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    // The header's cart sits under the menu's overlay: pressed by script, as another script would.
    await page.locator(".site-header .shoptimizer-cart a.cart-contents").dispatchEvent("click");
    await expectDrawerOpen(page);
    await expect.poll(() => bodyHasClass(page, "mobile-toggled")).toBe(false);
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("axe: no serious violation with the menu open", async ({ page }) => {
    await gotoStore(page, "/");
    await menuToggle(page).click();
    await expect(closeMenu(page)).toBeFocused();
    await page.getByRole("button", { name: "Clothing sub-menu" }).click();
    await expectNoSeriousViolations(page, [".col-full-nav", ".site-branding", "button.mobile-menu.close-drawer"], "menu open");
  });
});

test.describe("the phone menu by touch", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a tap opens it, a tap on the overlay or its close button closes it", async ({ page }) => {
    await gotoStore(page, "/");
    await menuToggle(page).tap();
    await expect(closeMenu(page)).toBeVisible();
    expect(await bodyHasClass(page, "mobile-toggled")).toBe(true);
    await page.touchscreen.tap(370, 600);
    await expect.poll(() => bodyHasClass(page, "mobile-toggled")).toBe(false);
    await menuToggle(page).tap();
    await closeMenu(page).tap();
    await expect.poll(() => bodyHasClass(page, "mobile-toggled")).toBe(false);
    await expect(primaryNav(page)).toBeHidden();
  });
});

test.describe("the shop's filter drawer at 390 px", () => {
  test.use({ viewport: PHONE });

  test("opens from its toggle with the focus on its close button; the close button, Escape and a press outside close it", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const filters = page.locator("#secondary");
    await expect(filters).toBeHidden();
    await filterToggle(page).click();
    await expect(filterToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(filterToggle(page)).toHaveAttribute("aria-controls", "secondary");
    await expect(closeFilters(page)).toBeFocused();
    await expect(filters.getByRole("link", { name: "Accessories" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
    await expect(filterToggle(page)).toBeFocused();
    await filterToggle(page).click();
    await closeFilters(page).click();
    await expect(filters).toBeHidden();
    await filterToggle(page).click();
    await page.mouse.click(370, 600);
    await expect(filters).toBeHidden();
    await expect(filterToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("axe: no serious violation with the filters open", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await filterToggle(page).click();
    await expect(closeFilters(page)).toBeFocused();
    await expectNoSeriousViolations(page, [".secondary-wrapper", ".mobile-filter"], "filters open");
  });
});

test.describe("desktop dropdowns at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("by keyboard: the focus opens the sub-menu, ArrowDown goes in, Escape closes it back on its item", async ({ page }) => {
    await gotoStore(page, "/");
    await desktopClothing(page).focus();
    await expect(desktopHoodies(page)).toBeVisible();
    await expect(desktopClothing(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(desktopHoodies(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#menu-primary").getByRole("link", { name: "T-Shirts" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(desktopClothing(page)).toBeFocused();
    await expect(desktopHoodies(page)).toBeHidden();
    await expect(desktopClothing(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-primary").getByRole("link", { name: "Accessories" })).toBeFocused();
  });

  test("a mouse click on a parent item follows its link at once", async ({ page }) => {
    await gotoStore(page, "/");
    await Promise.all([page.waitForURL(/\/product-category\/clothing\/$/), desktopClothing(page).click()]);
  });

  test("sticky bar: is_stuck once the header's sentinel has scrolled out, not once it is back", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const bar = page.locator(".col-full-nav");
    await expect(bar).not.toHaveClass(/\bis_stuck\b/);
    await page.mouse.wheel(0, 700);
    await expect(bar).toHaveClass(/\bis_stuck\b/);
    const top = await bar.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBe(0);
    await page.mouse.wheel(0, -700);
    await expect(bar).not.toHaveClass(/\bis_stuck\b/);
  });

  test("the logo scrolls to the top on the home page and still goes home from the shop", async ({ page }) => {
    await gotoStore(page, "/");
    // The captured home page (three short posts) is barely taller than the window.
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Pressed where it is (scrolled out of view), as the shopper would press the logo mark; the
    // pointer reaching it first loads the island's code.
    const logo = page.locator(".site-branding a.custom-logo-link");
    await logo.dispatchEvent("pointerover");
    await expect(siteUi(page)).toHaveAttribute("data-island-state", "mounted");
    await logo.dispatchEvent("click");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");
    await gotoStore(page, "/shop/");
    await Promise.all([page.waitForURL((url) => url.pathname === "/"), page.locator(".site-branding a.custom-logo-link").click()]);
  });
});

test.describe("desktop dropdowns by touch at 1280 px", () => {
  test.use({ viewport: DESKTOP, hasTouch: true });

  test("the first tap on a parent item opens its sub-menu, the second follows its link", async ({ page }) => {
    await gotoStore(page, "/");
    await desktopClothing(page).tap();
    await expect(desktopHoodies(page)).toBeVisible();
    await expect(desktopClothing(page)).toHaveAttribute("aria-expanded", "true");
    expect(new URL(page.url()).pathname).toBe("/");
    await Promise.all([page.waitForURL(/\/product-category\/clothing\/$/), desktopClothing(page).tap()]);
  });

  test("a tap elsewhere closes it", async ({ page }) => {
    await gotoStore(page, "/");
    await desktopClothing(page).tap();
    // Opened by the island (the tap may have been held until its code came), not only by the tap's hover.
    await expect(desktopClothing(page)).toHaveAttribute("aria-expanded", "true");
    await expect(desktopHoodies(page)).toBeVisible();
    await page.touchscreen.tap(640, 600);
    await expect(desktopHoodies(page)).toBeHidden();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`no layout shift on load, on the island's mount or from the sticky bar at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/", "/shop/"]) {
      await gotoStore(page, path);
      // An intent on the menu toggle and logo loads and mounts the island; then the bar sticks and unsticks.
      await page.locator(".site-branding").hover();
      await expect(siteUi(page)).toHaveAttribute("data-island-state", "mounted");
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForTimeout(150);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(150);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), path).toEqual([]);
    }
  });
}
