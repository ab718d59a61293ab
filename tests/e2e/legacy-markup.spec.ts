/**
 * What the plugin leaves to the legacy scripts it keeps (issue 10): on shop, category and search
 * pages (issue 12), and on product pages' related and up-sell cards and the wishlist's saved cards
 * (decision 0014's addendum), each CommerceKit quick-add form is in a listing-swatches island; no
 * card is settled as a plain one where the island runs it (PHP: LegacyScriptsTest settles them
 * with the island off). And a brand-new visitor's page load sends no call of ours.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore, recordAjax, seedWishlist } from "./support/store";

/** Every listing card's markup as the page holds it now. */
const cardsOf = (page: Page): Promise<string[]> => page.locator("ul.products > li.product").evaluateAll((cards) => cards.map((card) => card.outerHTML));

/** The cards as the server printed them: the same page with scripts off, for the same visitor (`from`'s cookies). */
async function serverCards(browser: Browser, baseURL: string | undefined, path: string, from: Page): Promise<string[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies(await from.context().cookies());
  const page = await context.newPage();
  await page.goto(path);
  const cards = await cardsOf(page);
  await context.close();
  return cards;
}

/** Waits until every island on the page has settled (mounted, or waiting for its trigger). */
async function islandsSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-island][data-island-state="loading"]')).toHaveCount(0);
}

test.describe("listing cards with the listing island", () => {
  for (const path of ["/shop/", "/product-category/clothing/hoodies/", "/?s=hoodie", "/product/classic-t-shirt/", "/product/hoodie/", "/wishlist/"]) {
    test(`on ${path} each quick-add form is in its island, which mounts at the shopper's first pointer on it`, async ({ page, browser, baseURL }) => {
      // The wishlist page lists what this visitor saved (the capture's two rows).
      if (path === "/wishlist/") await seedWishlist(page.context(), 25, 61);
      // The server prints each card's CommerceKit markup inside the island, loading state included.
      const printed = await serverCards(browser, baseURL, path, page);
      expect(printed.some((card) => card.includes("cgkit-swatch-loading") && card.includes('data-island="listing-swatches"'))).toBe(true);
      await gotoStore(page, path);
      const forms = page.locator("ul.products li.product form.cgkit-swatch-form");
      const islands = page.locator('ul.products li.product [data-island="listing-swatches"]');
      expect(await forms.count()).toBeGreaterThan(0);
      await expect(islands).toHaveCount(await forms.count());
      // The arms take the cards out of CommerceKit's loading state at once; the views wait (decision 0044).
      await expect(page.locator("ul.products li.product.cgkit-swatch-loading")).toHaveCount(0);
      await islandsSettled(page);
      for (const island of await islands.all()) {
        await island.scrollIntoViewIfNeeded();
        await expect(island).toHaveAttribute("data-island-state", "pending");
        await island.locator("form.cgkit-swatch-form").hover();
        await expect(island).toHaveAttribute("data-island-state", "mounted");
        await expect(island.getByRole("radiogroup").first()).toBeVisible();
      }
      // No card is settled as a plain one: the island runs them.
      await expect(page.locator("ul.products form.cgkit-swatch-form[hidden]")).toHaveCount(0);
    });
  }

  test("the wishlist shows the saved Hoodie's row with its link", async ({ page }) => {
    await seedWishlist(page.context(), 25);
    await gotoStore(page, "/wishlist/");
    const row = page.locator("ul.commercekit-wishlist-list > li.product.post-25");
    await expect(row).toBeVisible();
    await expect(row.getByRole("link", { name: "Hoodie", exact: true })).toHaveAttribute("href", "/product/hoodie/");
  });
});

test.describe("a brand-new visitor's page load", () => {
  for (const path of ["/shop/", "/product/hoodie/", "/product/classic-t-shirt/", "/wishlist/"]) {
    test(`sends no call of ours on ${path}`, async ({ page }) => {
      const ajax = recordAjax(page);
      await gotoStore(page, path);
      await islandsSettled(page);
      await page.waitForTimeout(500);
      expect(ajax.names).toEqual([]);
    });
  }
});
