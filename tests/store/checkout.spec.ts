/**
 * The classic checkout on the real store, Islet against legacy: a visitor who arrived from a
 * newsletter link (utm parameters) puts the Classic T-Shirt in the cart, adds the Tote Bag with
 * CommerceKit's checkout order bump ("Customers also bought", the kit's seed/06-ck-products.php),
 * sees the order review updated, fills the billing fields and places the order with "Cash on
 * delivery" (the store also offers "Direct bank transfer"). The order-received page shows, and
 * the order the store saved carries WooCommerce's order attribution: read in the store by
 * support/order-attribution.php, the same values on both sides.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { storeUrl } from "../../scripts/refstore/store-place";
import { expect, test, SIDES } from "./support/sides";
import { formField, nextAction } from "./support/requests";
import { storeWp } from "./support/store-cli";

const ORDER_READER = path.join(path.dirname(fileURLToPath(import.meta.url)), "support", "order-attribution.php");
const LANDING = "/?utm_source=newsletter&utm_medium=email&utm_campaign=may";

interface SavedOrder {
  id: number;
  status: string;
  payment: string;
  total: string;
  items: string[];
  attribution: Record<string, string>;
}

/**
 * The newest order of each billing e-mail, as the store saved it; the script then cancels and
 * deletes it (the stock goes back), so that runs leave the catalogue as seeded.
 */
function savedOrders(emails: readonly string[]): Record<string, SavedOrder | null> {
  const output = storeWp(ORDER_READER, emails).trim().split("\n").pop() ?? "{}";
  return JSON.parse(output) as Record<string, SavedOrder | null>;
}

/** CommerceKit's order bump in the checkout's payment box (the drawer has its own, `cgkit-minicart`). */
const checkoutBump = (page: Page): Locator => page.locator(".commercekit-order-bump-wrap.cgkit-checkout");
const review = (page: Page): Locator => page.locator("table.woocommerce-checkout-review-order-table");
const billing = (page: Page): Locator => page.locator(".woocommerce-billing-fields");

/** E-mails of orders placed by this worker's test and not read yet: removed after it, even when it failed. */
const unread: string[] = [];

test.describe("the checkout on the real store", () => {
  test.afterEach(() => {
    if (unread.length > 0) savedOrders(unread.splice(0));
  });

  for (const side of SIDES) {
    test(`${side}: the order bump adds the Tote Bag, the order is placed with cash on delivery, and its attribution is the newsletter's`, async ({ sides }) => {
      const page = sides[side];
      await page.goto(LANDING, { waitUntil: "networkidle" });
      // The store notice bar covers the bottom of the window (the payment methods): dismissed, as a shopper would.
      await page.locator(".woocommerce-store-notice").getByRole("button", { name: "Dismiss" }).click();
      await page.goto("/?add-to-cart=61", { waitUntil: "networkidle" });
      await page.goto("/checkout/", { waitUntil: "networkidle" });
      await expect(review(page)).toContainText("Classic T-Shirt");
      await expect(review(page).locator("tr.order-total")).toContainText("£18.95");

      const bump = checkoutBump(page);
      await expect(bump.getByText("Customers also bought", { exact: true })).toBeVisible();
      const tote = bump.locator('.commercekit-order-bump[data-product-id="75"]');
      await expect(tote.getByText("Add a tote bag?")).toBeVisible();
      const added = nextAction(page, "commercekit_order_bump_add");
      await tote.getByRole("button", { name: /^Click to add/ }).click();
      const request = await added;
      expect(formField(request, "product_id")).toBe("75");
      expect(await (await request.response())?.json()).toEqual({ status: 1, message: "Sucessfully added to cart." });
      // The order review is asked again and shows the bag; the bump offers what is left.
      await expect(review(page).locator("tr.cart_item").filter({ hasText: "Tote Bag" })).toContainText("× 1");
      await expect(review(page).locator("tr.order-total")).toContainText("£28.95");
      await expect(tote).toHaveCount(0);
      await expect(bump.locator('.commercekit-order-bump[data-product-id="73"]')).toContainText("Striped Socks");

      const email = `checkout-${side}-${Date.now()}@example.com`;
      await billing(page).getByLabel("First name").fill("Ada");
      await billing(page).getByLabel("Last name").fill("Lovelace");
      await billing(page).getByLabel("Street address").first().fill("1 Test Street");
      await billing(page).getByLabel("Town / City").fill("London");
      await billing(page).getByLabel("Postcode").fill("EC1A 1BB");
      await billing(page).getByLabel("Phone").fill("020 7946 0000");
      await billing(page).getByLabel("Email address").fill(email);
      const methods = page.locator("#payment ul.wc_payment_methods");
      await expect(methods.getByRole("radio")).toHaveCount(2);
      await methods.getByText("Cash on delivery", { exact: true }).click();
      await expect(methods.getByLabel("Cash on delivery")).toBeChecked();

      unread.push(email);
      await page.getByRole("button", { name: "Place order" }).click();
      await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/, { timeout: 20_000 });
      const received = page.locator(".woocommerce-order");
      await expect(received.getByText("Thank you. Your order has been received.")).toBeVisible();
      await expect(received.locator(".woocommerce-order-overview__total")).toContainText("£28.95");
      await expect(received.locator(".woocommerce-order-overview__payment-method")).toContainText("Cash on delivery");
      const details = received.locator("table.woocommerce-table--order-details");
      await expect(details).toContainText("Classic T-Shirt × 1");
      await expect(details).toContainText("Tote Bag × 1");

      const order = savedOrders(unread.splice(0))[email];
      expect(order, `no order saved for ${email}`).toBeTruthy();
      const orderId = Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);
      expect(order).toMatchObject({ id: orderId, status: "processing", payment: "cod", total: "28.95", items: ["Classic T-Shirt x 1", "Tote Bag x 1"] });
      // WooCommerce's attribution, as its sourcebuster cookies and checkout fields gave it.
      expect(order?.attribution).toMatchObject({
        source_type: "utm",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "may",
        device_type: "Desktop",
        session_entry: `${storeUrl()}${LANDING}`,
        session_pages: "3",
        session_count: "1",
        user_agent: await page.evaluate(() => navigator.userAgent),
      });
      expect(order?.attribution.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });
  }
});
