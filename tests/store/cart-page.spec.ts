/**
 * The classic cart page on the real store, Islet against legacy (WooCommerce's cart.js there, the
 * cart-page island here): with a Classic T-Shirt (£14.00) and Slim Jeans (£49.00) in the cart, the
 * stepper and "Update cart" change a quantity and the totals; the remove link takes a row out
 * with WooCommerce's "removed" notice and its "Undo?" link. The same steps and the same
 * expectations on both sides; the totals are the store's own figures (flat rate £4.95).
 *
 * What the page says (its notices, Update cart's state) is checked softly (`expect.soft`): each
 * is reported when it fails and the journey goes on to the cart's figures.
 */
import type { Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";
import { addByLink, cartForm, cartLines, cartRow, messages, totalsCell } from "./support/cart-state";

const TSHIRT = { id: 61, name: "Classic T-Shirt" };
/**
 * For what the page says once the cart's figures have changed: the notices come in the same
 * answer as the figures, so they are there by then (and a missing one does not hold the test up).
 */
const SAME_ANSWER = { timeout: 3_000 };
const JEANS = { id: 63, name: "Slim Jeans" };

const updateCart = (page: Page) => cartForm(page).getByRole("button", { name: "Update cart" });
const removeLink = (page: Page, name: string) => cartRow(page, name).getByRole("button", { name: `Remove ${name} from cart` });

async function openCartWithTwo(page: Page): Promise<void> {
  await addByLink(page, TSHIRT.id);
  await addByLink(page, JEANS.id);
  await page.goto("/cart/", { waitUntil: "networkidle" });
  expect(await cartLines(page)).toEqual([
    { name: TSHIRT.name, quantity: 1, price: "£14.00", subtotal: "£14.00" },
    { name: JEANS.name, quantity: 1, price: "£49.00", subtotal: "£49.00" },
  ]);
  await expect(totalsCell(page, "cart-subtotal")).toHaveText("£63.00");
  await expect(totalsCell(page, "order-total")).toHaveText("£67.95");
}

/** WooCommerce's notice for a removed row, with its undo link. */
async function expectRemovedNotice(page: Page, name: string): Promise<void> {
  const notice = messages(page).filter({ hasText: `“${name}” removed.` });
  await expect.soft(notice, `the "“${name}” removed. Undo?" notice`).toHaveText(`“${name}” removed. Undo?`, SAME_ANSWER);
  await expect.soft(notice.getByRole("link", { name: "Undo?" })).toHaveAttribute("href", /\/cart\/\?undo_item=[0-9a-f]+&_wpnonce=/, SAME_ANSWER);
}

test.describe("the cart page on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: the stepper and Update cart change the totals; removing a row says so, with Undo`, async ({ sides }) => {
      const page = sides[side];
      await openCartWithTwo(page);
      // cart.js keeps Update cart disabled until a row changes.
      await expect.soft(updateCart(page), "Update cart before any change").toBeDisabled(SAME_ANSWER);
      await cartRow(page, TSHIRT.name).getByRole("button", { name: "Increase quantity" }).click();
      await expect(cartRow(page, TSHIRT.name).locator("input.qty")).toHaveValue("2");
      await expect(updateCart(page)).toBeEnabled();
      await updateCart(page).click();

      await expect(totalsCell(page, "cart-subtotal")).toHaveText("£77.00", { timeout: 15_000 });
      await expect(totalsCell(page, "order-total")).toHaveText("£81.95");
      expect(await cartLines(page)).toEqual([
        { name: TSHIRT.name, quantity: 2, price: "£14.00", subtotal: "£28.00" },
        { name: JEANS.name, quantity: 1, price: "£49.00", subtotal: "£49.00" },
      ]);
      await expect.soft(messages(page), 'the "Cart updated." notice').toHaveText("Cart updated.", SAME_ANSWER);
      await expect.soft(updateCart(page), "Update cart after the update").toBeDisabled(SAME_ANSWER);

      await removeLink(page, JEANS.name).click();
      await expect(cartRow(page, JEANS.name)).toHaveCount(0, { timeout: 15_000 });
      await expect(totalsCell(page, "cart-subtotal")).toHaveText("£28.00");
      await expect(totalsCell(page, "order-total")).toHaveText("£32.95");
      expect(await cartLines(page)).toEqual([{ name: TSHIRT.name, quantity: 2, price: "£14.00", subtotal: "£28.00" }]);
      await expectRemovedNotice(page, JEANS.name);
    });

    test(`${side}: removing a row first (no update before) says so, with Undo, and Undo brings it back`, async ({ sides }) => {
      const page = sides[side];
      await openCartWithTwo(page);
      await removeLink(page, JEANS.name).click();
      await expect(cartRow(page, JEANS.name)).toHaveCount(0, { timeout: 15_000 });
      await expect(totalsCell(page, "cart-subtotal")).toHaveText("£14.00");
      await expect(totalsCell(page, "order-total")).toHaveText("£18.95");
      await expectRemovedNotice(page, JEANS.name);

      await messages(page).getByRole("link", { name: "Undo?" }).click({ timeout: 10_000 });
      await expect(cartRow(page, JEANS.name)).toHaveCount(1, { timeout: 15_000 });
      await expect(totalsCell(page, "cart-subtotal")).toHaveText("£63.00");
      await expect(totalsCell(page, "order-total")).toHaveText("£67.95");
    });
  }
});
