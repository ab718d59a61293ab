/**
 * The classic cart page without WooCommerce's cart.js (docs/behaviour/cart.md#cart-page): the
 * cart-page island posts the form, follows remove and undo links, applies and removes coupons,
 * changes the shipping method and runs the calculator through the client, swapping in the HTML the
 * store answers. Bad answers end in the native path (form posted, link followed) or a clear
 * message.
 */
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { PRODUCTS, gotoStore, headerCount, recordAjax, seedCart, setFaults } from "./support/store";
import type { Page } from "@playwright/test";

const TOTE_BAG = 75;
const form = (page: Page) => page.locator("form.woocommerce-cart-form");
const totals = (page: Page) => page.locator(".cart_totals");
const orderTotal = (page: Page) => totals(page).locator(".order-total td");
const island = (page: Page) => page.locator('[data-island="cart-page"]');

/** The cart page with its island mounted (it loads on the first intent over the cart). */
async function openCart(page: Page): Promise<void> {
  await gotoStore(page, "/cart/");
  await form(page).hover();
  await expect(island(page)).toHaveAttribute("data-island-state", "mounted");
}

test.describe("the cart page without cart.js", () => {
  test.beforeEach(async ({ context }) => {
    await seedCart(context, PRODUCTS.classicTShirt.id, TOTE_BAG);
  });

  test("loads no WooCommerce cart script and no jQuery", async ({ page }) => {
    await openCart(page);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe("undefined");
    await expect(page.locator("script#wc-cart-js")).toHaveCount(0);
  });

  test("a changed quantity enables Update cart; updating changes the totals and says so", async ({ page }) => {
    await openCart(page);
    const update = form(page).getByRole("button", { name: "Update cart" });
    await expect(update).toBeDisabled();
    await expect(orderTotal(page)).toContainText("£28.95"); // 14 + 10 + 4.95
    const row = form(page).getByRole("row", { name: /Classic T-Shirt/ });
    await row.getByRole("spinbutton", { name: "Product quantity" }).fill("3");
    await expect(update).toBeEnabled();
    const ajax = recordAjax(page);
    await update.click();
    await expect(page.getByRole("alert")).toContainText("Cart updated.");
    await expect(orderTotal(page)).toContainText("£56.95"); // 3 × 14 + 10 + flat rate 4.95 (still the chosen method)
    await expect(form(page).getByRole("button", { name: "Update cart" })).toBeDisabled();
    await expect(headerCount(page)).toHaveText("4");
    await expect(page).toHaveURL(/\/cart\/$/);
    expect(ajax.count("get_refreshed_fragments")).toBeGreaterThanOrEqual(1);
  });

  test("remove a row, then undo", async ({ page }) => {
    await openCart(page);
    await form(page).getByRole("button", { name: "Remove Tote Bag from cart" }).click();
    await expect(page.getByRole("alert")).toContainText("“Tote Bag” removed.");
    await expect(form(page).getByRole("row", { name: /Tote Bag/ })).toHaveCount(0);
    await expect(headerCount(page)).toHaveText("1");
    await page.getByRole("link", { name: "Undo?" }).click();
    await expect(form(page).getByRole("row", { name: /Tote Bag/ })).toHaveCount(1);
    await expect(headerCount(page)).toHaveText("2");
    await expect(page).toHaveURL(/\/cart\/$/);
  });

  test("removing the last rows shows the empty cart", async ({ page }) => {
    await openCart(page);
    await form(page).getByRole("button", { name: "Remove Tote Bag from cart" }).click();
    await expect(form(page).getByRole("row", { name: /Tote Bag/ })).toHaveCount(0);
    await form(page).getByRole("button", { name: "Remove Classic T-Shirt from cart" }).click();
    await expect(page.locator(".cart-empty")).toHaveText("Your cart is currently empty.");
    await expect(form(page)).toHaveCount(0);
  });

  test("a good coupon, a bad coupon, then removing the coupon", async ({ page }) => {
    await openCart(page);
    const code = page.getByRole("textbox", { name: "Coupon:" });
    await code.fill("nope");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator(".woocommerce-error")).toContainText('Coupon "nope" cannot be applied because it does not exist.');
    // As cart.js does, the form is posted again after any coupon answer and swapped in, coupon
    // field included: the shopper types the next code once that is done.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await code.fill("SAVE10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Coupon code applied successfully." })).toHaveCount(1);
    await expect(totals(page).locator(".cart-discount")).toContainText("Coupon: save10");
    await expect(orderTotal(page)).toContainText("£26.55"); // 24 − 2.40 + 4.95
    await totals(page).getByRole("link", { name: "[Remove]" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Coupon has been removed." })).toHaveCount(1);
    await expect(totals(page).locator(".cart-discount")).toHaveCount(0);
    await expect(orderTotal(page)).toContainText("£28.95");
  });

  test("changing the shipping method updates the totals", async ({ page, context }) => {
    await seedCart(context, 65); // the Rain Jacket: over £50, so free shipping is offered
    await openCart(page);
    await expect(orderTotal(page)).toContainText("£87.95");
    await totals(page).getByRole("radio", { name: "Free shipping" }).check();
    await expect(orderTotal(page)).toContainText("£83.00");
    await page.reload();
    await expect(totals(page).getByRole("radio", { name: "Free shipping" })).toBeChecked();
  });

  test("the shipping calculator opens, switches the state field and posts", async ({ page }) => {
    await openCart(page);
    const toggle = page.getByRole("button", { name: "Calculate shipping" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const country = page.getByLabel("Country / region");
    await country.selectOption("US");
    // WooCommerce's address locale (address-i18n.js): the US's labels, each required.
    await expect(page.getByRole("combobox", { name: "State *" })).toBeVisible();
    await page.getByRole("combobox", { name: "State *" }).selectOption("CA");
    await expect(page.getByRole("textbox", { name: "ZIP Code *" })).toBeVisible();
    await country.selectOption("AT");
    await expect(page.locator("#calc_shipping_state_field")).toBeHidden();
    await country.selectOption("GB");
    await expect(page.getByRole("textbox", { name: "County (optional)" })).toBeVisible();
    await page.getByRole("textbox", { name: "Postcode *" }).fill("sw1a 1aa");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Shipping costs updated." })).toHaveCount(1);
    await expect(totals(page).locator(".woocommerce-shipping-destination")).toContainText("SW1A 1AA");
  });

  test("a 500 or an HTML error page for the form posts it natively; nothing is lost", async ({ page }) => {
    await openCart(page);
    await page.route("**/cart/", (route) => (route.request().method() === "POST" && route.request().headers()["x-requested-with"] ? route.fulfill({ status: 500, body: "<html><body>Error</body></html>" }) : route.continue()));
    const row = form(page).getByRole("row", { name: /Tote Bag/ });
    await row.getByRole("spinbutton", { name: "Product quantity" }).fill("2");
    await form(page).getByRole("button", { name: "Update cart" }).click();
    // The browser's own post: WooCommerce updates and redirects to the cart.
    await expect(page.getByRole("alert")).toContainText("Cart updated.");
    await expect(headerCount(page)).toHaveText("3");
  });

  test("a 403 or a broken answer to a coupon says so and keeps the cart", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { apply_coupon: "403" });
    await openCart(page);
    await page.getByRole("textbox", { name: "Coupon:" }).fill("save10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert")).toContainText("Sorry, your cart could not be updated. Please try again.");
    await expect(form(page).getByRole("row")).toHaveCount(4); // head, two rows, actions
    await expect(orderTotal(page)).toContainText("£28.95");
  });

  test("timeout: a slow coupon answer keeps the cart veiled until it arrives, then applies", async ({ page, context, baseURL }) => {
    // The demo store holds the call 8 s, then answers; the client waits 20 s for a cart change.
    await setFaults(context, baseURL, { apply_coupon: "timeout" });
    await openCart(page);
    await page.getByRole("textbox", { name: "Coupon:" }).fill("SAVE10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(form(page)).toHaveClass(/\bislet-blocked\b/);
    await expect(page.getByRole("alert").filter({ hasText: "Coupon code applied successfully." })).toHaveCount(1, { timeout: 20_000 });
    await expect(form(page)).not.toHaveClass(/\bislet-blocked\b/);
    await expect(orderTotal(page)).toContainText("£26.55");
  });

  test("a malformed answer to the shipping method says so and keeps the store's totals", async ({ page, context, baseURL }) => {
    await seedCart(context, 65); // the Rain Jacket: over £50, so free shipping is offered
    await setFaults(context, baseURL, { update_shipping_method: "malformed" });
    await openCart(page);
    await totals(page).getByRole("radio", { name: "Free shipping" }).check();
    await expect(page.getByRole("alert")).toContainText("Sorry, your cart could not be updated. Please try again.");
    await expect(orderTotal(page)).toContainText("£87.95");
    await expect(totals(page)).not.toHaveClass(/\bislet-blocked\b/);
    // The faulted call never reached WooCommerce: the store still has flat rate.
    await setFaults(context, baseURL, {});
    await page.reload();
    await expect(totals(page).getByRole("radio", { name: "Free shipping" })).not.toBeChecked();
  });

  test("a malformed answer to a coupon says so and keeps the cart", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { apply_coupon: "malformed" });
    await openCart(page);
    await page.getByRole("textbox", { name: "Coupon:" }).fill("SAVE10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert")).toContainText("Sorry, your cart could not be updated. Please try again.");
    await expect(totals(page).locator(".cart-discount")).toHaveCount(0);
    await expect(orderTotal(page)).toContainText("£28.95");
  });

  test("axe: no serious violations on the cart page after an update", async ({ page }) => {
    await openCart(page);
    await form(page).getByRole("row", { name: /Tote Bag/ }).getByRole("spinbutton", { name: "Product quantity" }).fill("2");
    await form(page).getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByRole("alert")).toContainText("Cart updated.");
    const violations = await seriousViolations(page, [".woocommerce", "[data-island]"]);
    expect(violations.map((violation) => `${violation.id}: ${describeViolations([violation])}`)).toEqual([]);
  });
});
