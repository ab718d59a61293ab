/**
 * The variable product's form on /product/hoodie/ (docs/behaviour/product-form.md: selection,
 * swatches, texts): no choice → selection needed; Blue + M → add → drawer; Blue + 3XL →
 * unavailable; Clear → reset and announced.
 */
import type { Locator, Page } from "@playwright/test";
import { holdLazyFiles, pressDownWhileCodeComes } from "./support/chunks";
import { expect, test } from "./support/fixtures";
import { expectDrawerOpen, gotoStore, headerCount, miniCartItems, multipartField, nextAjax, productFormAddsByAjax, recordAjax } from "./support/store";

const MAKE_SELECTION = "Please select some product options before adding this product to your cart.";
const RESET = "Your selection has been reset. Please select some product options before adding this product to your cart.";

function island(page: Page): Locator {
  return page.locator('[data-island="variation-form"]');
}

async function openHoodie(page: Page): Promise<void> {
  await gotoStore(page, "/product/hoodie/");
  await expect(island(page)).toHaveAttribute("data-island-state", "mounted");
}

function swatch(page: Page, group: "Select colour" | "Select size", name: string): Locator {
  return island(page).getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });
}

function addButton(page: Page): Locator {
  return island(page).getByRole("button", { name: "Add to cart" });
}

/**
 * Presses the button while it is aria-disabled (Playwright's click waits for an enabled
 * element): a keyboard user can still press it, and must be told why nothing happens.
 */
async function pressDisabledButton(page: Page): Promise<void> {
  await addButton(page).focus();
  await page.keyboard.press("Enter");
}

test.describe("variation form on the Hoodie", () => {
  test("no selection: add-to-cart is disabled and says why", async ({ page }) => {
    await openHoodie(page);
    await expect(addButton(page)).toHaveAttribute("aria-disabled", "true");
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    await pressDisabledButton(page);
    await expect(island(page).getByRole("alert").filter({ hasText: MAKE_SELECTION })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/hoodie\/$/);
  });

  test("Blue + M: price and stock shown, add → drawer with “Hoodie - Blue, M” (the store's ajax add on)", async ({ page, context, baseURL }) => {
    await productFormAddsByAjax(context, baseURL);
    await openHoodie(page);
    await swatch(page, "Select colour", "Blue").click();
    await expect(swatch(page, "Select colour", "Blue")).toHaveAttribute("aria-checked", "true");
    await swatch(page, "Select size", "M").click();
    await expect(addButton(page)).not.toHaveAttribute("aria-disabled", "true");
    await expect(island(page).locator(".single_variation")).toContainText("£45.00");
    await expect(island(page).locator(".single_variation")).toContainText("in stock");
    await expect(island(page).locator("input[name=variation_id]")).toHaveValue("46");
    const added = nextAjax(page, "add_to_cart");
    await addButton(page).click();
    const request = await added;
    const body = new URLSearchParams(request.postData() ?? "");
    expect(body.get("product_id")).toBe("46");
    expect(body.get("variation_id")).toBe("46");
    expect(body.get("attribute_colour")).toBe("Blue");
    expect(body.get("attribute_size")).toBe("M");
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toContainText("Hoodie - Blue, M");
  });

  test("Blue + M with the store's ajax add off (the theme's default): the form posts the variation, the page comes back with it in the cart", async ({ page }) => {
    await openHoodie(page);
    await swatch(page, "Select colour", "Blue").click();
    await swatch(page, "Select size", "M").click();
    const ajax = recordAjax(page);
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/product/hoodie/");
    await addButton(page).click();
    const body = (await posted).postData() ?? "";
    expect(multipartField(body, "variation_id")).toBe("46");
    expect(multipartField(body, "add-to-cart")).toBe("25");
    await expect(headerCount(page)).toHaveText("1");
    expect(ajax.count("add_to_cart")).toBe(0);
  });

  test("the SKU follows the chosen variation and comes back on Clear", async ({ page }) => {
    await openHoodie(page);
    const sku = page.locator(".product_meta .sku");
    await expect(sku).toHaveText("HOODIE");
    await swatch(page, "Select colour", "Blue").click();
    await swatch(page, "Select size", "M").click();
    await expect(sku).toHaveText("HOODIE-BLUE-M");
    await island(page).getByRole("link", { name: "Clear options" }).click();
    await expect(sku).toHaveText("HOODIE");
  });

  test("Blue + 3XL (out of stock): unavailable, 'Get notified' replaces add to cart, nothing is sent", async ({ page }) => {
    const adds: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("wc-ajax=add_to_cart")) adds.push(request.url());
    });
    await openHoodie(page);
    await swatch(page, "Select colour", "Blue").click();
    await swatch(page, "Select size", "3XL (Out of stock)").click();
    await expect(island(page).locator(".single_variation")).toContainText("Out of stock");
    // The waitlist takes the button's place (docs/behaviour/product-page.md#waitlist): hidden, so
    // found by its class, not its role.
    const button = island(page).locator("button.single_add_to_cart_button");
    await expect(button).toHaveClass(/\bwc-variation-is-unavailable\b/);
    await expect(button).toBeHidden();
    await expect(page.getByRole("button", { name: "Get notified" })).toBeVisible();
    expect(adds).toEqual([]);
    await expect(page).toHaveURL(/\/product\/hoodie\/$/);
  });

  test("Clear resets every choice and announces it; a chosen swatch pressed again deselects", async ({ page }) => {
    await openHoodie(page);
    await swatch(page, "Select colour", "Gray").click();
    await swatch(page, "Select colour", "Gray").click();
    await expect(swatch(page, "Select colour", "Gray")).toHaveAttribute("aria-checked", "false");
    await swatch(page, "Select colour", "Blue").click();
    await swatch(page, "Select size", "M").click();
    await island(page).getByRole("link", { name: "Clear options" }).click();
    await expect(island(page).locator(".reset_variations_alert")).toHaveText(RESET);
    await expect(island(page).getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(island(page).locator("input[name=variation_id]")).toHaveValue("");
  });

  test("the swatches work from the keyboard", async ({ page }) => {
    await openHoodie(page);
    await swatch(page, "Select size", "M").focus();
    await page.keyboard.press("ArrowRight");
    await expect(swatch(page, "Select size", "L")).toHaveAttribute("aria-checked", "true");
    await expect(swatch(page, "Select size", "L")).toBeFocused();
  });
});

test.describe("a swatch pressed before React has loaded", () => {
  test("is kept and shown, and the mounted form goes on from it", async ({ page }) => {
    // Every lazily loaded file (React among them) waits; the boot module runs and arms the form.
    const release = await holdLazyFiles(page);
    await page.goto("/product/hoodie/");
    await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
    await expect(island(page)).toHaveAttribute("data-island-state", /^(pending|loading)$/);
    const serverGray = island(page).locator('ul[data-attribute="attribute_colour"] button[data-attribute-value="Gray"]');
    await serverGray.click();
    await expect(serverGray).toHaveAttribute("aria-checked", "true");
    await expect(island(page).locator("select[name=attribute_colour]")).toHaveValue("Gray");
    release();
    await expect(island(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(swatch(page, "Select colour", "Gray")).toHaveAttribute("aria-checked", "true");
    await expect(island(page).locator(".cgkit-chosen-attribute.attribute_colour")).toHaveText("Gray");
    await swatch(page, "Select size", "L").click();
    await expect(island(page).locator("input[name=variation_id]")).toHaveValue("42");
    await expect(page.locator(".summary .sale-item.product-label")).toHaveText("-20%");
  });

  test("a press whose button went down before React came and comes up after it still chooses the colour", async ({ page }) => {
    const release = await holdLazyFiles(page);
    await page.goto("/product/hoodie/");
    await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
    await pressDownWhileCodeComes(page, island(page).locator('ul[data-attribute="attribute_colour"] button[data-attribute-value="Gray"]'), release);
    // The form waits for the press: a press from a server button to a rendered one would be a click on neither.
    await expect(island(page)).toHaveAttribute("data-island-state", /^(pending|loading)$/);
    await page.mouse.up();
    await expect(island(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(swatch(page, "Select colour", "Gray")).toHaveAttribute("aria-checked", "true");
    await expect(island(page).locator("select[name=attribute_colour]")).toHaveValue("Gray");
  });
});
