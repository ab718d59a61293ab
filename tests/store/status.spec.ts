/**
 * WooCommerce → Islet → Status on the real store (issue 32, docs/decisions/0040-status-page.md):
 * an administrator checks the pages and every page type's row lists the islands Islet printed
 * and what it took off; each row's Compare link serves the page as the store serves it without
 * Islet (the same script and stylesheet files as the kit's legacy page, cookie `islet_off=1`),
 * uncached, with the admin bar's way back; a shop manager sees the rows without Compare links,
 * and neither they nor a visitor get the legacy view by the query argument.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { STORE_ADMIN, logInToWpAdmin, type WpAccount } from "../../scripts/refstore/wp-login";
import { LEGACY_COOKIE, storeProductId, storeUrl } from "../../scripts/refstore/store-place";
import { describeViolations, seriousViolations } from "../e2e/support/axe";
import { expect, POPUP_SEEN, test } from "./support/sides";
import { storeWp } from "./support/store-cli";

const SHOP_MANAGER = { user: "islet-shop-manager", password: "islet-shop-manager-pw" } as const;

/** Every page type of the reference store, as the Status page keys its rows. */
const ROWS = ["home", "shop", "category", "search", "product-variable", "product-simple", "product-outofstock", "cart", "checkout", "myaccount", "wishlist"] as const;

const STATUS_PATH = "/wp-admin/admin.php?page=islet&tab=status";
const HOST = new URL(storeUrl()).hostname;

// One worker, in order: the shop manager reads the rows the administrator's check wrote.
test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  storeWp(path.join(path.dirname(fileURLToPath(import.meta.url)), "support", "shop-manager.php"), [SHOP_MANAGER.user, SHOP_MANAGER.password]);
});

/** A browser context logged in to wp-admin (the popup already seen, so it covers nothing). */
async function loggedIn(browser: Browser, account: WpAccount): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: storeUrl() });
  await context.addCookies([{ ...POPUP_SEEN, domain: HOST, path: "/" }]);
  const page = await context.newPage();
  await logInToWpAdmin(page, storeUrl(), account);
  await page.close();
  return context;
}

/** The script and stylesheet files a page's HTML links, in order. */
function linkedFiles(html: string): { scripts: string[]; styles: string[] } {
  return {
    scripts: [...html.matchAll(/<script\b[^>]*\ssrc=["']([^"']+)["']/g)].map((match) => match[1] ?? ""),
    styles: [...html.matchAll(/<link\b[^>]*\srel=["']stylesheet["'][^>]*\shref=["']([^"']+)["']/g)].map((match) => match[1] ?? ""),
  };
}

/** Each row's page link and Compare link, by row key. */
async function rowLinks(page: Page): Promise<Record<string, { islet: string; legacy: string | null }>> {
  return page.locator("[data-islet-status-row]").evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((row) => [
        row.getAttribute("data-islet-status-row") ?? "",
        {
          islet: row.querySelector<HTMLAnchorElement>("a[data-islet-view=islet]")?.href ?? "",
          legacy: row.querySelector<HTMLAnchorElement>("a[data-islet-view=legacy]")?.href ?? null,
        },
      ]),
    ),
  );
}

let links: Record<string, { islet: string; legacy: string | null }> = {};

test("an administrator checks the pages: every page type lists its islands and what Islet took off", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await loggedIn(browser, STORE_ADMIN);
  const page = await context.newPage();
  await page.goto(STATUS_PATH);
  await expect(page.locator(".nav-tab-wrapper .nav-tab-active")).toHaveText("Status");
  await expect(page.locator(".nav-tab-wrapper").getByRole("link", { name: "Settings" })).toBeVisible();
  await Promise.all([page.waitForURL(/tab=status/, { timeout: 90_000 }), page.getByRole("button", { name: "Check pages" }).click()]);
  await expect(page.getByText(/^Last checked:/)).toBeVisible();
  await expect(page.locator(".islet-status-loopback, .islet-status-cart")).toHaveCount(0);
  for (const key of ROWS) {
    const row = page.locator(`[data-islet-status-row="${key}"]`);
    await expect(row, key).toHaveCount(1);
    await expect(row.locator("[data-islet-status-error]"), key).toHaveCount(0);
    expect(await row.locator("[data-islet-status-islands] li").count(), `${key}: islands`).toBeGreaterThan(0);
    expect(await row.locator("[data-islet-status-removed] li").count(), `${key}: taken off`).toBeGreaterThan(0);
    await expect(row.locator("[data-islet-status-files]"), key).toContainText(/With Islet: \d+ scripts, \d+ stylesheets, [\d.,]+ [KM]B/);
    await expect(row.locator("[data-islet-status-files]"), key).toContainText(/Without: \d+ scripts, \d+ stylesheets, [\d.,]+ [KM]B/);
  }
  // The cart-buttons island takes WooCommerce's add-to-cart.js off every page, and says what it did.
  await page.locator('[data-islet-status-row="home"] [data-islet-status-removed] summary').click();
  await expect(page.locator('[data-islet-status-row="home"] [data-islet-status-removed]')).toContainText("wc-add-to-cart WooCommerce's add-to-cart.js");
  // The checkout keeps jQuery for WooCommerce's checkout script; the home page does not.
  await expect(page.locator('[data-islet-status-row="checkout"] [data-islet-status-jquery]')).toContainText("wc-checkout");
  await expect(page.locator('[data-islet-status-row="home"] [data-islet-status-jquery]')).toHaveText("No");
  const violations = await seriousViolations(page, [".nav-tab-wrapper", "table.islet-status", "form[action$='admin-post.php']"]);
  expect(violations, describeViolations(violations)).toEqual([]);
  links = await rowLinks(page);
  for (const key of ROWS) expect(links[key]?.legacy, key).toContain("islet_view=legacy");
  await context.close();
});

test("Compare serves each page as the store without Islet does, uncached, with the way back", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await loggedIn(browser, STORE_ADMIN);
  // The checkout sends an empty cart to the cart page (and the redirect drops the query argument).
  const tShirt = storeProductId("classic-t-shirt");
  expect(tShirt, "the seed's classic-t-shirt").toBeDefined();
  expect((await context.request.get(`/?add-to-cart=${String(tShirt)}`)).ok()).toBe(true);
  for (const key of ROWS) {
    const { islet, legacy } = links[key] ?? { islet: "", legacy: null };
    expect(legacy, key).toBeTruthy();
    const compare = await context.request.get(legacy ?? "");
    expect(compare.headers()["cache-control"] ?? "", key).toContain("no-cache");
    const compareHtml = await compare.text();
    expect(compareHtml, key).not.toContain("data-island=");
    expect(compareHtml, key).not.toContain('id="islet-config"');
    await context.addCookies([{ ...LEGACY_COOKIE, domain: HOST, path: "/" }]);
    const legacyHtml = await (await context.request.get(islet)).text();
    await context.clearCookies({ name: LEGACY_COOKIE.name });
    expect(linkedFiles(compareHtml), key).toEqual(linkedFiles(legacyHtml));
  }
  // The admin bar says which view this is and leads back.
  const page = await context.newPage();
  await page.goto(links.home?.legacy ?? "");
  await expect(page.locator("#wp-admin-bar-islet-view a")).toHaveText("View this page with Islet", { useInnerText: false });
  await page.goto(await page.locator("#wp-admin-bar-islet-view a").getAttribute("href") ?? "");
  await expect(page.locator("[data-island]").first()).toBeAttached();
  await expect(page.locator("#wp-admin-bar-islet-view a")).toHaveText("View this page without Islet", { useInnerText: false });
  // The administrator's cart as it was: empty.
  await page.goto("/cart/");
  await page.locator(".woocommerce-cart-form a.remove").first().click();
  await expect(page.locator(".cart-empty, .wc-empty-cart-message").first()).toBeVisible();
  await context.close();
});

test("a shop manager sees the Status without Compare links and gets the Islet page by the query argument", async ({ browser }) => {
  const context = await loggedIn(browser, SHOP_MANAGER);
  const page = await context.newPage();
  await page.goto(STATUS_PATH);
  for (const key of ROWS) await expect(page.locator(`[data-islet-status-row="${key}"] a[data-islet-view=islet]`), key).toHaveCount(1);
  await expect(page.locator("a[data-islet-view=legacy]")).toHaveCount(0);
  for (const url of [links.home?.legacy ?? "", links["product-variable"]?.legacy ?? ""]) {
    const html = await (await context.request.get(url)).text();
    expect(html, url).toContain("data-island=");
    expect(html, url).not.toContain("islet-status-report");
  }
  await context.close();
});

test("a visitor asking for the legacy view or sending a made-up token gets the Islet page and no report", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: storeUrl() });
  const response = await context.request.get("/?islet_view=legacy&islet_status=1", { headers: { "X-Islet-Status": "made-up-token" } });
  const html = await response.text();
  expect(html).toContain("data-island=");
  expect(html).not.toContain("islet-status-report");
  await context.close();
});
