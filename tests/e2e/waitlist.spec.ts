/**
 * The waitlist (docs/behaviour/product-page.md#waitlist: 'Get notified' in add-to-cart's place for
 * an out-of-stock variation, email and consent, commercekit_save_waitlist, the texts): Hoodie Blue
 * + 3XL and the Wool Beanie (simple, out of stock).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore, nextAjax } from "./support/store";

const JOINED = "You have been added to the waiting list for this product!";
const TIP = 'Select your desired options and click on the "Get notified" button to be alerted when new stock arrives.';
const EMAIL_ERROR = "Please enter a valid email address.";
const EXPIRED = "Your session has expired. Please try again.";
const UNEXPECTED = "The store sent an unexpected answer. Please try again.";

const getNotified = (page: Page): Locator => page.getByRole("button", { name: "Get notified", exact: true });
const dialog = (page: Page): Locator => page.getByRole("dialog");
const email = (page: Page): Locator => dialog(page).getByLabel("Email address");
const consent = (page: Page): Locator => dialog(page).getByRole("checkbox", { name: "I consent to being contacted by the store owner" });
const join = (page: Page): Locator => dialog(page).getByRole("button", { name: "Join waiting list" });

async function chooseBlue3xl(page: Page): Promise<void> {
  await gotoStore(page, "/product/hoodie/");
  const form = page.locator('[data-island="variation-form"]');
  await expect(form).toHaveAttribute("data-island-state", "mounted");
  await form.getByRole("radiogroup", { name: "Select colour" }).getByRole("radio", { name: "Blue", exact: true }).click();
  await form.getByRole("radiogroup", { name: "Select size" }).getByRole("radio", { name: "3XL (Out of stock)", exact: true }).click();
}

async function fillValid(page: Page): Promise<void> {
  await email(page).fill("shopper@example.com");
  await consent(page).check();
  await expect(join(page)).toBeEnabled();
}

test.describe("waitlist", () => {
  test("Hoodie Blue + 3XL: 'Get notified' replaces add-to-cart, labels say sold out, the entry is saved", async ({ page }) => {
    await chooseBlue3xl(page);
    await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toBeHidden();
    await expect(page.getByText("Blue sold out?", { exact: true })).toBeAttached();
    await expect(page.getByText("3XL sold out?", { exact: true })).toBeAttached();
    await expect(page.getByText(TIP).first()).toBeAttached();
    await getNotified(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName("Hoodie - Blue, 3XL");
    await expect(email(page)).toBeFocused();
    await expect(join(page)).toBeDisabled();
    await email(page).fill("shopper@example");
    await consent(page).check();
    await email(page).blur();
    await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog(page).getByText(EMAIL_ERROR)).toBeVisible();
    await expect(join(page)).toBeDisabled();
    await fillValid(page);
    await expect(email(page)).not.toHaveAttribute("aria-invalid", "true");
    const saved = nextAjax(page, "commercekit_save_waitlist");
    await join(page).click();
    const request = await saved;
    const body = new URLSearchParams(request.postData() ?? "");
    expect(body.get("product_id")).toBe("50");
    expect(body.get("email")).toBe("shopper@example.com");
    expect(body.get("commercekit_nonce")).toBeTruthy();
    await expect(dialog(page).getByRole("status")).toHaveText(JOINED);
    await expect(email(page)).toHaveCount(0);
  });

  test("Hoodie: Escape and the close button close the dialog and give focus back", async ({ page }) => {
    await chooseBlue3xl(page);
    await getNotified(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog(page)).toContainText("Notify me when the item is back in stock.");
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(getNotified(page)).toBeFocused();
    await getNotified(page).click();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(getNotified(page)).toBeFocused();
  });

  test("Wool Beanie: the simple product's id is posted", async ({ page }) => {
    await gotoStore(page, "/product/wool-beanie/");
    await getNotified(page).click();
    await expect(dialog(page)).toHaveAccessibleName("Wool Beanie");
    await fillValid(page);
    const saved = nextAjax(page, "commercekit_save_waitlist");
    await join(page).click();
    expect(new URLSearchParams((await saved).postData() ?? "").get("product_id")).toBe("69");
    await expect(dialog(page).getByRole("status")).toHaveText(JOINED);
  });

  for (const [mode, message] of [
    ["403", EXPIRED],
    ["malformed", UNEXPECTED],
  ] as const) {
    test(`Wool Beanie: a ${mode} answer ends in a clear message and the form stays`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "islet_demo_fault", value: `commercekit_save_waitlist:${mode}`, url: baseURL ?? "http://127.0.0.1:8080" }]);
      await gotoStore(page, "/product/wool-beanie/");
      await getNotified(page).click();
      await fillValid(page);
      await join(page).click();
      await expect(dialog(page).getByRole("alert")).toHaveText(message);
      await expect(email(page)).toBeVisible();
    });
  }
});
