/**
 * The product form with Shoptimizer's "single product ajax add to cart" on (for these contexts
 * only: support/theme-setting.ts). The legacy page adds through the theme's
 * single-product-ajax.js; Islet reads the same setting, takes that script off, and adds through
 * its cart queue. On both sides the page stays, the drawer opens with the item, and one add is
 * made per press. With the setting off the form posts (product-form.spec.ts).
 */
import type { Page, Request } from "@playwright/test";
import { cartCookies, cartPageLines, miniCartItems } from "./support/cart-state";
import { addButton, chooseSwatches, expectCount, increase, openProduct, addToCartForm } from "./support/product";
import { trackRequests } from "./support/settle";
import { expect, test, SIDES } from "./support/sides";
import { installThemeSetting, productFormAjaxOn } from "./support/theme-setting";

/** The adds a page sends: Islet's `add_to_cart` through its queue, or the theme's `shoptimizer_pdp_ajax_atc`. */
const ADD_CALL = /[?&]wc-ajax=(add_to_cart|shoptimizer_pdp_ajax_atc)\b/;

function recordAdds(page: Page): Request[] {
  const adds: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && ADD_CALL.test(request.url())) adds.push(request);
  });
  return adds;
}

/** The page is the one opened: a reload would have dropped this mark. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute("data-test-stayed", "yes"));
}

async function expectDrawerWith(page: Page, name: string, quantity: number): Promise<void> {
  await expect(page.locator("body")).toHaveClass(/\bdrawer-open\b/);
  const item = miniCartItems(page).filter({ hasText: name });
  await expect(item).toBeInViewport();
  await expect(item.locator(".quantity")).toHaveText(new RegExp(`^${String(quantity)} ×`));
}

test.describe("the product form with the theme's single-product ajax add on", () => {
  test.beforeAll(() => installThemeSetting());
  test.beforeEach(async ({ sides }) => {
    for (const side of SIDES) {
      await productFormAjaxOn(sides[side].context());
      trackRequests(sides[side]);
    }
  });

  for (const side of SIDES) {
    test(`${side}: Hoodie Gray + L is added without leaving the page, once; the drawer shows it`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/hoodie/");
      await chooseSwatches(page, ["Gray", "L"]);
      await markPage(page);
      const adds = recordAdds(page);
      await addButton(page).click();
      await expectCount(page, 1);
      await expectDrawerWith(page, "Hoodie - Gray, L", 1);
      await expect(page.locator("html")).toHaveAttribute("data-test-stayed", "yes");
      expect(adds.map((request) => request.url())).toHaveLength(1);
      const lines = await cartPageLines(page);
      expect(lines.map(({ name, quantity }) => ({ name, quantity })), await cartCookies(page)).toEqual([{ name: "Hoodie - Gray, L", quantity: 1 }]);
    });

    test(`${side}: Classic T-Shirt, 2 by the stepper, is added without leaving the page; the drawer shows 2`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/classic-t-shirt/");
      await increase(page).click();
      await expect(addToCartForm(page).locator("input.qty")).toHaveValue("2");
      await markPage(page);
      const adds = recordAdds(page);
      await addButton(page).click();
      await expectCount(page, 2);
      await expectDrawerWith(page, "Classic T-Shirt", 2);
      await expect(page.locator("html")).toHaveAttribute("data-test-stayed", "yes");
      expect(adds).toHaveLength(1);
      const lines = await cartPageLines(page);
      expect(lines.map(({ name, quantity }) => ({ name, quantity })), await cartCookies(page)).toEqual([{ name: "Classic T-Shirt", quantity: 2 }]);
    });
  }

  test("islet: the theme's single-product-ajax.js is not on the page", async ({ sides }) => {
    const page = sides.islet;
    await openProduct(page, "/product/hoodie/");
    await expect(page.locator("script#shoptimizer-ajax-script-js")).toHaveCount(0);
    await expect(sides.legacy.goto("/product/hoodie/").then(() => sides.legacy.locator("script#shoptimizer-ajax-script-js").count())).resolves.toBe(1);
  });
});
