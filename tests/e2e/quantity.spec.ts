/**
 * Quantity plus/minus and limits (docs/behaviour/product-form.md#quantity) on the demo store: the
 * Classic T-Shirt (min 1, max 25), the sold-individually Gift Card and the cart.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore, headerCount, multipartField, PRODUCTS, seedCart } from "./support/store";

const DECREASE = "Decrease quantity";
const INCREASE = "Increase quantity";

/** The product summary's add-to-cart form (not the related products' quick-add forms). */
function productForm(page: Page): Locator {
  return page.locator("form.cart:not(.cgkit-swatch-form)").first();
}

async function expectQuantityMounted(scope: Locator): Promise<void> {
  await expect(scope.locator('[data-island="quantity"]').first()).toHaveAttribute("data-island-state", "mounted");
}

test.describe("quantity on the Classic T-Shirt", () => {
  test.beforeEach(async ({ page }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    await expectQuantityMounted(productForm(page));
  });

  test("plus and minus change the quantity, and the form adds that many", async ({ page }) => {
    const form = productForm(page);
    const quantity = form.getByRole("spinbutton", { name: "Product quantity" });
    await expect(quantity).toHaveValue("1");
    await form.getByRole("button", { name: INCREASE }).click();
    await form.getByRole("button", { name: INCREASE }).click();
    await form.getByRole("button", { name: INCREASE }).click();
    await expect(quantity).toHaveValue("4");
    await form.getByRole("button", { name: DECREASE }).click();
    await expect(quantity).toHaveValue("3");
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(headerCount(page)).toHaveText("3");
  });

  test("the buttons fire change on the form", async ({ page }) => {
    const form = productForm(page);
    await form.evaluate((element) => {
      element.addEventListener("change", () => element.setAttribute("data-changes", String(Number(element.getAttribute("data-changes") ?? 0) + 1)));
    });
    await form.getByRole("button", { name: INCREASE }).click();
    await expect(form).toHaveAttribute("data-changes", "1");
  });

  test("minus floors at min 1 and plus is capped at max 25", async ({ page }) => {
    const form = productForm(page);
    const quantity = form.getByRole("spinbutton", { name: "Product quantity" });
    await form.getByRole("button", { name: DECREASE }).click();
    await expect(quantity).toHaveValue("1");
    await quantity.fill("24");
    await form.getByRole("button", { name: INCREASE }).click();
    await form.getByRole("button", { name: INCREASE }).click();
    await expect(quantity).toHaveValue("25");
  });

  for (const [typed, expected] of [
    ["0", "1"],
    ["-1", "1"],
    ["99", "25"],
    ["9007199254740993", "25"],
    ["", "1"],
  ] as const) {
    test(`a typed "${typed}" becomes ${expected} when the shopper leaves the field`, async ({ page }) => {
      const quantity = productForm(page).getByRole("spinbutton", { name: "Product quantity" });
      await quantity.fill(typed);
      await quantity.press("Tab");
      await expect(quantity).toHaveValue(expected);
    });
  }

  test("a too-large quantity never reaches the request", async ({ page }) => {
    const form = productForm(page);
    const quantity = form.getByRole("spinbutton", { name: "Product quantity" });
    await quantity.fill("1e309");
    await quantity.press("Tab");
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/product/classic-t-shirt/");
    await form.getByRole("button", { name: "Add to cart" }).click();
    // The product form is multipart/form-data (enctype in the captured markup).
    const body = (await posted).postData() ?? "";
    const quantitySent = multipartField(body, "quantity");
    expect(quantitySent).toMatch(/^\d+$/);
    expect(Number(quantitySent)).toBeGreaterThanOrEqual(1);
    expect(Number(quantitySent)).toBeLessThanOrEqual(25);
    await expect(headerCount(page)).toHaveText(String(quantitySent));
  });
});

test.describe("quantity on the Gift Card (sold individually)", () => {
  test("is fixed at 1 with no quantity control", async ({ page }) => {
    await gotoStore(page, "/product/gift-card/");
    const form = productForm(page);
    await expectQuantityMounted(form);
    await expect(form.getByRole("spinbutton")).toHaveCount(0);
    await expect(form.getByRole("button", { name: INCREASE })).toHaveCount(0);
    await expect(form.getByRole("button", { name: DECREASE })).toHaveCount(0);
    await expect(form.locator(".quantity")).toBeHidden();
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(headerCount(page)).toHaveText("1");
  });
});

test.describe("quantity on the cart page", () => {
  test("plus and minus per row, capped at the row's max, and they enable Update cart", async ({ visitor }) => {
    const { context, page } = await visitor();
    // The cart page lists the visitor's own rows: the captured cart's T-shirt, Hoodie Blue L (2 in stock) and Tote Bag.
    await seedCart(context, PRODUCTS.classicTShirt.id, 47, 75);
    await gotoStore(page, "/cart/");
    const cartForm = page.locator("form.woocommerce-cart-form");
    await expectQuantityMounted(cartForm);
    const update = cartForm.getByRole("button", { name: "Update cart" });
    await update.evaluate((button) => ((button as HTMLButtonElement).disabled = true));

    const tshirt = cartForm.getByRole("row", { name: /Classic T-Shirt/ });
    const quantity = tshirt.getByRole("spinbutton", { name: "Product quantity" });
    await expect(quantity).toHaveValue("1");
    await tshirt.getByRole("button", { name: INCREASE }).click();
    await expect(quantity).toHaveValue("2");
    await expect(update).toBeEnabled();
    await tshirt.getByRole("button", { name: DECREASE }).click();
    await tshirt.getByRole("button", { name: DECREASE }).click();
    await tshirt.getByRole("button", { name: DECREASE }).click();
    await expect(quantity).toHaveValue("0"); // the cart row's min: 0 removes it on update

    const hoodieL = cartForm.getByRole("row", { name: /Hoodie - Blue, L/ });
    for (let i = 0; i < 3; i += 1) await hoodieL.getByRole("button", { name: INCREASE }).click();
    await expect(hoodieL.getByRole("spinbutton", { name: "Product quantity" })).toHaveValue("2");
  });

  test("each row's buttons are described by that row's product", async ({ visitor }) => {
    const { context, page } = await visitor();
    await seedCart(context, PRODUCTS.classicTShirt.id, 75);
    await gotoStore(page, "/cart/");
    await expectQuantityMounted(page.locator("form.woocommerce-cart-form"));
    const tote = page.getByRole("row", { name: /Tote Bag/ });
    await expect(tote.getByRole("button", { name: INCREASE })).toHaveAccessibleDescription("Tote Bag quantity");
  });
});
