/**
 * The waitlist on the real store, Islet against legacy: Hoodie Blue + 3XL is out of stock, so
 * "Get notified" takes add-to-cart's place beside the quantity, and the entry is saved by
 * CommerceKit's own action.
 */
import { expect, test, SIDES } from "./support/sides";
import { chooseSwatches, openProduct, productForm } from "./support/product";
import { formField, nextAction } from "./support/requests";

const JOINED = "You have been added to the waiting list for this product!";

test.describe("waitlist on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: Hoodie Blue + 3XL shows "Get notified" beside the quantity and saves the entry`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/hoodie/");
      await chooseSwatches(page, ["Blue", "3XL"]);
      const form = productForm(page);
      const notify = form.getByRole("button", { name: "Get notified", exact: true });
      await expect(notify).toBeVisible();
      await expect(form.getByRole("button", { name: "Add to cart", exact: true })).toBeHidden();
      // In one row with the quantity, as the theme lays it out.
      const quantity = await form.locator("input.qty").boundingBox();
      const button = await notify.boundingBox();
      expect(quantity && button && Math.abs(quantity.y - button.y)).toBeLessThanOrEqual(1);
      await expect(form.getByRole("spinbutton", { name: "Product quantity" })).toBeVisible();
      await notify.click();
      const popup = page.locator("#commercekit-waitlist-wrap").filter({ visible: true });
      await expect(popup).toContainText("Hoodie - Blue, 3XL");
      await popup.getByPlaceholder("Enter your email address...").fill(`${side}@example.com`);
      await popup.getByRole("checkbox").check();
      const saved = nextAction(page, "commercekit_save_waitlist");
      await popup.getByRole("button", { name: "Join waiting list" }).click();
      const request = await saved;
      expect([formField(request, "product_id"), formField(request, "email")]).toEqual(["50", `${side}@example.com`]);
      await expect(popup).toContainText(JOINED);
    });
  }
});
