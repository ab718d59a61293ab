/**
 * The cart drawer after an add from the shop on the real store, Islet against legacy, at a
 * phone's and a desktop's width: one free-shipping bar under the "Your Cart" title, the item,
 * and CommerceKit's "Customers also bought" order bump inside the drawer's view.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";

const drawer = (page: Page): Locator => page.locator("#shoptimizerCartDrawer");

async function addFromShop(page: Page): Promise<void> {
  await page.goto("/shop/", { waitUntil: "networkidle" });
  await page.locator('a.add_to_cart_button.ajax_add_to_cart[data-product_id="61"]').first().click();
  await expect(drawer(page).locator(".woocommerce-mini-cart-item")).toHaveCount(1);
}

/** Whether two boxes overlap (the bar drawn over the title). */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("the drawer after an add on the real store", () => {
  for (const side of SIDES) {
    for (const width of [390, 1280]) {
      test(`${side} @${width}: one free-shipping bar under the title, and the order bump in view`, async ({ sides }) => {
        const page = sides[side];
        await page.setViewportSize({ width, height: 844 });
        await addFromShop(page);
        const title = drawer(page).locator(".cart-drawer-heading");
        await expect(title).toHaveText("Your Cart");
        const bars = drawer(page).locator(".cgkit-fsn-bar").filter({ visible: true });
        await expect(bars).toHaveCount(1);
        // Read again until both have a box: the cart fragments may swap the bar in between.
        await expect
          .poll(async () => {
            const [titleBox, barBox] = [await title.boundingBox(), await bars.first().boundingBox()];
            return titleBox && barBox ? overlaps(titleBox, barBox) : "no box yet";
          }, { message: "the bar drawn over the title" })
          .toBe(false);
        const bump = drawer(page).getByText("Customers also bought", { exact: true });
        await expect(bump).toBeVisible();
        await expect(bump).toBeInViewport();
        await expect(drawer(page).locator(".commercekit-order-bump.active")).toBeInViewport();
      });
    }
  }
});

test.describe("the closed drawer's order bump on the real store", () => {
  test("islet @390: with an item in the cart, the drawer's bump waits off the screen (nothing of it loads) until the drawer opens", async ({ sides }) => {
    const page = sides.islet;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?add-to-cart=61", { waitUntil: "networkidle" });
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.goto("/shop/", { waitUntil: "networkidle" });
    const island = drawer(page).locator('[data-island="order-bump"]');
    await expect(island).toHaveCount(1);
    await page.waitForTimeout(1500);
    await expect(island).toHaveAttribute("data-island-state", "pending");
    expect(fetched.filter((url) => url.includes("commercekit_orderbump_views"))).toEqual([]);
    await page.locator(".site-header-cart a.cart-contents").first().click();
    await expect(island).toHaveAttribute("data-island-state", "mounted");
  });
});

