/**
 * Steps on a product page that are the same on both sides: CommerceKit's swatch buttons carry
 * `data-attribute-value` on the legacy page, and Islet's swatches keep it.
 */
import { expect, type Locator, type Page } from "@playwright/test";

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
