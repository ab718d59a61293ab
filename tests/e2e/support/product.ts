/** The product form's swatches, shared by the product-page journeys. */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export type SwatchGroup = "Select colour" | "Select size";

export function variationForm(page: Page): Locator {
  return page.locator('[data-island="variation-form"]');
}

export function swatch(page: Page, group: SwatchGroup, name: string): Locator {
  return variationForm(page).getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });
}

/** Picks a swatch unless chosen: pressing a chosen one deselects it (docs/behaviour/product-form.md#swatches). */
export async function pick(option: Locator): Promise<void> {
  if ((await option.getAttribute("aria-checked")) !== "true") await option.click();
  await expect(option).toHaveAttribute("aria-checked", "true");
}

/** Colour then size, until the form names a variation. */
export async function chooseVariation(page: Page, colour: string, size: string): Promise<void> {
  await pick(swatch(page, "Select colour", colour));
  await pick(swatch(page, "Select size", size));
  await expect(variationForm(page).locator("input[name=variation_id]")).not.toHaveValue("");
}
