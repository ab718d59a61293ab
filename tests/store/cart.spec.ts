/**
 * Adding from the shop on the real store, Islet against legacy: every click adds (WooCommerce
 * queues them), whatever the pace, and the cart's count says so.
 */
import { cartPageLines } from "./support/cart-state";
import { expect, test, SIDES } from "./support/sides";

const CARD_BUTTON = 'a.add_to_cart_button.ajax_add_to_cart[data-product_id="61"]';

test.describe("adding from the shop on the real store", () => {
  for (const side of SIDES) {
    for (const gap of [0, 400, 800]) {
      test(`${side}: three clicks ${gap} ms apart on a card's "Add to cart" put three in the cart`, async ({ sides }) => {
        const page = sides[side];
        await page.goto("/shop/", { waitUntil: "networkidle" });
        const button = page.locator(CARD_BUTTON).first();
        await button.scrollIntoViewIfNeeded();
        const adds: string[] = [];
        page.on("requestfinished", (request) => {
          if (request.url().includes("wc-ajax=add_to_cart")) adds.push(request.url());
        });
        for (let click = 0; click < 3; click += 1) {
          if (click > 0 && gap > 0) await page.waitForTimeout(gap);
          // On the button itself: the drawer the first add opens would take a pointer's later clicks.
          await button.evaluate((element: HTMLElement) => element.click());
        }
        await expect.poll(() => adds.length, { timeout: 15_000 }).toBe(3);
        const lines = await cartPageLines(page);
        expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
      });
    }
  }
});
