/**
 * Issue 13, "no calls on a first visit": a brand-new visitor's page load makes no ajax call on
 * any page; a returning visitor with a cart or a wishlist makes at most one.
 */
import { expect, test } from "./support/fixtures";
import { gotoStore, recordAjax, seedCart, seedWishlist } from "./support/store";

const PAGES = ["/", "/shop/", "/product/hoodie/", "/product/classic-t-shirt/", "/product-category/clothing/hoodies/", "/cart/", "/wishlist/", "/?s=hoodie&post_type=product"];

/** Loads `path` and lets the page settle (idle islands, the cart bridge), returning its calls. */
async function callsOnLoad(page: import("@playwright/test").Page, path: string): Promise<string[]> {
  const calls = recordAjax(page);
  await gotoStore(page, path);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  return calls.names;
}

test.describe("calls on page load", () => {
  for (const path of PAGES) {
    test(`a brand-new visitor on ${path}: 0 calls`, async ({ visitor }) => {
      const { page } = await visitor();
      expect(await callsOnLoad(page, path)).toEqual([]);
    });
  }

  test("a returning visitor with a cart: at most 1 call on each page", async ({ visitor }) => {
    const { page, context } = await visitor();
    await seedCart(context, 61);
    for (const path of PAGES) {
      const names = await callsOnLoad(page, path);
      expect(names.length, `${path}: ${names.join(", ")}`).toBeLessThanOrEqual(1);
    }
  });

  test("a returning visitor with a wishlist: no call on pages printed for them", async ({ visitor }) => {
    const { page, context } = await visitor();
    await seedWishlist(context, 61);
    for (const path of PAGES) expect(await callsOnLoad(page, path), path).toEqual([]);
  });

  test("a returning visitor with a cart and a wishlist: at most 1 call on each page, even in a new tab", async ({ visitor }) => {
    const { context } = await visitor();
    await seedCart(context, 61);
    await seedWishlist(context, 25);
    for (const path of PAGES) {
      const tab = await context.newPage();
      const names = await callsOnLoad(tab, path);
      await tab.close();
      expect(names.length, `${path}: ${names.join(", ")}`).toBeLessThanOrEqual(1);
    }
  });

  test("a page cache's page (printed for nobody) is corrected for a visitor with a wishlist: exactly that call", async ({ visitor }) => {
    const { page, context } = await visitor();
    await seedWishlist(context, 61);
    expect(await callsOnLoad(page, "/shop/?cached=1")).toEqual(["commercekit_wishlist_update"]);
  });
});
