/**
 * The wishlist (docs/behaviour/wishlist.md: the page, blocked while processing, the calls, the
 * popup for 2 s): save from the Hoodie page, find it on /wishlist/, add to cart from there, remove
 * it.
 */
import type { Page } from "@playwright/test";
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, nextAjax, recordAjax, setFaults, type FaultMode } from "./support/store";

const hoodieWishlist = (page: Page) => page.locator('.commercekit-wishlist.full[data-product-id="25"]');
const popup = (page: Page) => page.locator("#commercekit-wishlist-popup");

test.describe("wishlist", () => {
  test("save from the Hoodie page, see it on /wishlist/, add to cart from there, remove it", async ({ page }) => {
    await gotoStore(page, "/product/hoodie/");
    const saved = nextAjax(page, "commercekit_save_wishlist");
    await hoodieWishlist(page).getByRole("link", { name: "Add to wishlist" }).click();
    const request = await saved;
    const body = new URLSearchParams(request.postData() ?? "");
    expect(Object.fromEntries(body)).toMatchObject({ product_id: "25", type: "page" });
    expect(body.get("commercekit_nonce")).toMatch(/\w+/);
    await expect(hoodieWishlist(page).getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", /\/wishlist\/$/);
    await expect(popup(page)).toHaveText("Product added");
    await expect(popup(page)).toBeHidden({ timeout: 3_000 });
    expect((await page.context().cookies()).some((cookie) => cookie.name === "commercekit_wishlist")).toBe(true);

    await gotoStore(page, "/wishlist/");
    const list = page.locator("#commercekit-wishlist-shortcode");
    await expect(list.getByRole("link", { name: "Hoodie" }).first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.goto("/product/classic-t-shirt/");
    await page.locator('.commercekit-wishlist.full[data-product-id="61"]').getByRole("link", { name: "Add to wishlist" }).click();
    await expect(popup(page)).toHaveText("Product added");
    await gotoStore(page, "/wishlist/");
    const added = nextAjax(page, "add_to_cart");
    await list.getByRole("button", { name: "Add to cart: “Classic T-Shirt”" }).click();
    await added;
    await expect(page.locator(".site-header-cart .count").first()).toHaveText("1");
    // The add opened the cart drawer, as any add does: close it to get back to the list.
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).not.toHaveClass(/drawer-open/);

    const removed = nextAjax(page, "commercekit_remove_wishlist");
    await list.locator('.commercekit-remove-wishlist2[data-product-id="25"]').click();
    const removal = new URLSearchParams((await removed).postData() ?? "");
    expect(Object.fromEntries(removal)).toMatchObject({ product_id: "25", type: "list", reload: "1", wpage: "1" });
    await expect(list.locator("li.product.post-25")).toHaveCount(0);
    await expect(list.getByRole("link", { name: "Classic T-Shirt" }).first()).toBeVisible();
  });

  test("a press while saving sends nothing more", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const calls = recordAjax(page);
    const button = page.locator('.commercekit-wishlist.mini[data-product-id="61"] a');
    await button.click();
    await button.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(popup(page)).toHaveText("Product added");
    expect(calls.count("commercekit_save_wishlist")).toBe(1);
  });

  test("a cached page's buttons are corrected for a returning visitor, with one call and no nonce", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await page.locator('.commercekit-wishlist.mini[data-product-id="61"] a').click();
    await expect(popup(page)).toHaveText("Product added");
    const calls = recordAjax(page);
    const updated = nextAjax(page, "commercekit_wishlist_update");
    await page.goto("/shop/?cached=1");
    await updated;
    await expect(page.locator('.commercekit-wishlist.mini[data-product-id="61"] a.wsl-updated')).toHaveAttribute("href", /\/wishlist\/$/);
    await page.waitForTimeout(300);
    expect(calls.names).toEqual(["commercekit_wishlist_update"]);
  });

  for (const mode of ["403", "500", "malformed", "timeout"] as FaultMode[]) {
    test(`a save answering ${mode} keeps the button and raises nothing`, async ({ page, context, baseURL }) => {
      test.setTimeout(mode === "timeout" ? 45_000 : 30_000);
      await setFaults(context, baseURL, { commercekit_save_wishlist: mode });
      await gotoStore(page, "/shop/");
      const button = page.locator('.commercekit-wishlist.mini[data-product-id="61"] a.commercekit-save-wishlist');
      await button.click();
      if (mode !== "timeout") await expect(popup(page)).toHaveText("Sorry, the wishlist could not be updated. Please try again.");
      else await expect(button).toHaveClass(/processing/);
      await expect(button).toBeAttached();
    });
  }

  test("the update answering 500 leaves the cached buttons as printed", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "commercekit_wishlist", value: "none", url: baseURL ?? "http://127.0.0.1:4173" }]);
    await setFaults(context, baseURL, { commercekit_wishlist_update: "500" });
    const updated = nextAjax(page, "commercekit_wishlist_update");
    await gotoStore(page, "/shop/?cached=1");
    await updated;
    await expect(page.locator('.commercekit-wishlist.mini[data-product-id="61"] a.commercekit-save-wishlist')).toBeAttached();
  });
});
