/**
 * Steps on a product page that are the same on both sides: CommerceKit's swatch buttons carry
 * `data-attribute-value` on the legacy page, and Islet's swatches keep it.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { headerCount } from "./cart-state";
import { networkQuiet } from "./settle";

/** The single-product form (CommerceKit's listing swatch forms carry `cgkit-swatch-form`). */
export const productForm = (page: Page): Locator => page.locator("form.variations_form:not(.cgkit-swatch-form)").first();

export async function openProduct(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Chooses each value by its swatch, waiting for the page to show it as chosen. */
export async function chooseSwatches(page: Page, values: readonly string[]): Promise<void> {
  for (const value of values) {
    const swatch = productForm(page).locator(`[data-attribute-value="${value}"]`).first();
    await swatch.click();
    await expect(productForm(page).locator(".cgkit-chosen-attribute").filter({ hasText: value }).first()).toBeVisible();
  }
}

/** The product's own form, simple or variable (listing cards' swatch forms are CommerceKit's `cgkit-swatch-form`). */
export const addToCartForm = (page: Page): Locator => page.locator("form.cart:not(.cgkit-swatch-form)").first();

export const addButton = (page: Page): Locator => addToCartForm(page).getByRole("button", { name: "Add to cart", exact: true });

/** Shoptimizer's stepper: a `span role=button` on the legacy page, a `<button>` on Islet's; the same name. */
export const increase = (page: Page): Locator => addToCartForm(page).getByRole("button", { name: "Increase quantity" });

/** The add has been answered: the header's count says so (a reloaded page's, or one the add updated). */
export async function expectCount(page: Page, count: number): Promise<void> {
  await expect(headerCount(page)).toHaveText(String(count), { timeout: 15_000 });
  // Let the page's own calls after the add finish before the shopper moves on (both sides alike).
  await networkQuiet(page);
}
