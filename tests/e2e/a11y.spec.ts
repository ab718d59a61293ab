/**
 * Accessibility of what Islet renders or drives, checked with axe-core: no serious or critical
 * violation in the islands (drawer included), the live region, "View cart" links and notices.
 */
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  PRODUCTS,
  addButton,
  drawer,
  expectDrawerClosed,
  expectDrawerOpen,
  gotoStore,
  miniCartItems,
  nextAjax,
  openDrawer,
  seedCart,
  setFaults,
} from "./support/store";
import type { Page } from "@playwright/test";

const PAGES = ["/shop/", "/product/hoodie/", "/product/classic-t-shirt/", "/cart/"];

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) {
    const report = describeViolations(violations);
    console.log(`axe, ${label}:\n${report}`);
    await test.info().attach(`axe ${label}`, { body: report, contentType: "text/plain" });
  }
  expect(violations.map((violation) => `${violation.id} (${violation.nodes.length})`), `axe on ${label}`).toEqual([]);
}

for (const path of PAGES) {
  test.describe(`axe on ${path}`, () => {
    test("drawer closed", async ({ page, context }) => {
      await seedCart(context, PRODUCTS.classicTShirt.id);
      await gotoStore(page, path);
      await expect(miniCartItems(page)).toHaveCount(1);
      await expectDrawerClosed(page);
      await expectNoSeriousViolations(page, `${path}, drawer closed`);
    });

    test("drawer open with an item and the blocks", async ({ page, context }) => {
      await seedCart(context, PRODUCTS.classicTShirt.id);
      await gotoStore(page, path);
      const blocks = nextAjax(page, "commercekit_mini_cart_blocks");
      await openDrawer(page);
      await blocks;
      await expect(miniCartItems(page)).toHaveCount(1);
      await expect(drawer(page).locator(".islet-mini-cart-after")).toContainText("Customers also bought");
      await expectNoSeriousViolations(page, `${path}, drawer open`);
    });
  });
}

test.describe("axe on states the cart buttons create", () => {
  test("after an add: View cart link, live region, drawer open", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await addButton(page, PRODUCTS.baseballCap.name).click();
    await expect(page.locator("a.added_to_cart")).toHaveCount(1);
    await expectDrawerOpen(page);
    await expect(page.locator(".widget_shopping_cart_live_region")).toContainText("has been added to your cart");
    await expectNoSeriousViolations(page, "/shop/ after an add, drawer open");
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await expectNoSeriousViolations(page, "/shop/ after an add, drawer closed");
  });

  test("after a failed add: the notice", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { add_to_cart: "500" });
    await gotoStore(page, "/shop/");
    await addButton(page, PRODUCTS.baseballCap.name).click();
    await expect(page.locator(".islet-notice")).toHaveCount(1);
    await expectNoSeriousViolations(page, "/shop/ after a failed add");
  });

  test("the empty drawer", async ({ page }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    await openDrawer(page);
    await expect(drawer(page).locator(".woocommerce-mini-cart__empty-message")).toBeVisible();
    await expectNoSeriousViolations(page, "empty drawer");
  });
});
