/**
 * The Hoodie in ajax mode (`?variations=ajax`: the form says `data-product_variations="false"`,
 * as a store with more than 30 variations prints it): the form asks `?wc-ajax=get_variation`
 * with the attribute values and the product id, and every bad answer ends in WooCommerce's
 * "unavailable" message with add-to-cart disabled, never a page error
 * (docs/behaviour/product-form.md#ajax-mode).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { pick, swatch, variationForm } from "./support/product";
import { gotoStore, nextAjax, recordAjax, setFaults, type FaultMode } from "./support/store";

const UNAVAILABLE = "Sorry, this product is unavailable. Please choose a different combination.";

async function openAjaxHoodie(page: Page): Promise<void> {
  await gotoStore(page, "/product/hoodie/?variations=ajax");
  await expect(variationForm(page)).toHaveAttribute("data-island-state", "mounted");
  await expect(variationForm(page).locator("form")).toHaveAttribute("data-product_variations", "false");
}

test.describe("variation form in ajax mode", () => {
  test("Blue + M: one get_variation with the attributes and product id, then the variation's price", async ({ page }) => {
    await openAjaxHoodie(page);
    const log = recordAjax(page);
    await pick(swatch(page, "Select colour", "Blue"));
    const asked = nextAjax(page, "get_variation");
    await pick(swatch(page, "Select size", "M"));
    const body = new URLSearchParams((await asked).postData() ?? "");
    expect(Object.fromEntries(body)).toEqual({ attribute_colour: "Blue", attribute_size: "M", product_id: "25" });
    await expect(variationForm(page).locator("input[name=variation_id]")).toHaveValue("46");
    await expect(variationForm(page).locator(".single_variation")).toContainText("£45.00");
    await expect(variationForm(page).getByRole("button", { name: "Add to cart" })).not.toHaveAttribute("aria-disabled", "true");
    expect(log.count("get_variation")).toBe(1);
  });

  for (const mode of ["malformed", "403", "html", "500"] satisfies FaultMode[]) {
    test(`a ${mode} answer: "unavailable", add-to-cart stays disabled`, async ({ page, context, baseURL }) => {
      await setFaults(context, baseURL, { get_variation: mode });
      await openAjaxHoodie(page);
      await pick(swatch(page, "Select colour", "Blue"));
      await pick(swatch(page, "Select size", "M"));
      await expect(variationForm(page).getByText(UNAVAILABLE)).toBeVisible();
      await expect(variationForm(page).locator(".single_add_to_cart_button")).toHaveClass(/\bwc-variation-is-unavailable\b/);
    });
  }

  test("a timeout: the form gives up after the request timeout and says unavailable", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { get_variation: "timeout" });
    await openAjaxHoodie(page);
    await pick(swatch(page, "Select colour", "Blue"));
    await pick(swatch(page, "Select size", "M"));
    // The demo answers a `timeout` fault with the real variation after 8 s; "unavailable" instead
    // proves the client gave up at its 5 s request timeout.
    await expect(variationForm(page).getByText(UNAVAILABLE)).toBeVisible({ timeout: 12_000 });
    await expect(variationForm(page).locator("input[name=variation_id]")).not.toHaveValue("46");
  });
});
