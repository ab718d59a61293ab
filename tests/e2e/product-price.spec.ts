/**
 * The Hoodie's summary follows the selection (docs/behaviour/product-page.md#sale-badge and
 * #inventory-bar there; shoptimizer_get_sale_prices, whose failures are ignored). Gray + L → -20%
 * and £36.00; Blue + L → -36%; Blue + M → no badge, £45.00.
 */
import type { BrowserContext, Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { chooseVariation, swatch } from "./support/product";
import { gotoStore } from "./support/store";

const SALE_PRICES = "shoptimizer_get_sale_prices";

const priceIsland = (page: Page): Locator => page.locator('[data-island="product-price"]');
const inventoryIsland = (page: Page): Locator => page.locator('[data-island="inventory-bar"]');
const badge = (page: Page): Locator => priceIsland(page).locator(".sale-item.product-label");
const formIsland = (page: Page): Locator => page.locator('[data-island="variation-form"]');




/** The theme posts the action in the body (capture 20), so the URL alone does not name it. */
const isSalePrices = (request: Request): boolean =>
  new URLSearchParams(request.postData() ?? "").get("action") === SALE_PRICES;

function recordSalePrices(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (isSalePrices(request)) sent.push(request);
  });
  return sent;
}

async function openHoodie(page: Page): Promise<void> {
  await gotoStore(page, "/product/hoodie/");
  await expect(formIsland(page)).toHaveAttribute("data-island-state", "mounted");
  await expect(priceIsland(page)).toHaveAttribute("data-island-state", "mounted");
  await expect(inventoryIsland(page)).toHaveAttribute("data-island-state", "mounted");
}

async function setSalePricesFault(context: BrowserContext, baseURL: string | undefined, mode: string): Promise<void> {
  const url = baseURL ?? "http://127.0.0.1:4173";
  await context.addCookies([{ name: "islet_demo_fault", value: encodeURIComponent(`${SALE_PRICES}:${mode}`), url }]);
}

test.describe("sale badge and price on the Hoodie", () => {
  test("hidden on load, and nothing asked before a selection", async ({ page }) => {
    const sent = recordSalePrices(page);
    await openHoodie(page);
    await expect(badge(page)).toBeHidden();
    await expect(priceIsland(page)).toContainText("£29.00 – £45.00");
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test("Gray + L → -20% and £36.00; Blue + L → -36%; Blue + M → no badge, £45.00; asked once", async ({ page }) => {
    const sent = recordSalePrices(page);
    await openHoodie(page);
    const answered = page.waitForResponse((response) => isSalePrices(response.request()));
    await chooseVariation(page, "Gray", "L");
    const response = await answered;
    expect(response.request().url()).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(response.request().postData()).toBe(`action=${SALE_PRICES}&product_id=25`);
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveText("-20%");
    await expect(priceIsland(page).locator("ins")).toHaveText("£36.00");
    await expect(priceIsland(page).locator("del")).toHaveText("£45.00");

    await chooseVariation(page, "Blue", "L");
    await expect(badge(page)).toHaveText("-36%");
    await expect(priceIsland(page).locator("ins")).toHaveText("£29.00");

    await chooseVariation(page, "Blue", "M");
    await expect(badge(page)).toBeHidden();
    await expect(priceIsland(page)).toContainText("£45.00");
    await expect(priceIsland(page)).not.toContainText("£29.00");
    expect(sent).toHaveLength(1);
  });

  test("Clear: the badge hides and the price range returns", async ({ page }) => {
    await openHoodie(page);
    await chooseVariation(page, "Gray", "L");
    await expect(badge(page)).toHaveText("-20%");
    await formIsland(page).getByRole("link", { name: "Clear options" }).click();
    await expect(badge(page)).toBeHidden();
    await expect(priceIsland(page)).toContainText("£29.00 – £45.00");
  });

  for (const mode of ["403", "malformed", "500", "html"]) {
    test(`a ${mode} answer leaves the badge hidden, silently; the price still follows`, async ({ page, context, baseURL }) => {
      await setSalePricesFault(context, baseURL, mode);
      const sent = recordSalePrices(page);
      await openHoodie(page);
      const answered = page.waitForResponse((response) => isSalePrices(response.request()));
      await chooseVariation(page, "Gray", "L");
      await answered;
      await expect(priceIsland(page).locator("ins")).toHaveText("£36.00");
      await chooseVariation(page, "Blue", "L");
      await expect(priceIsland(page).locator("ins")).toHaveText("£29.00");
      await expect(badge(page)).toBeHidden();
      expect(sent).toHaveLength(1);
      await expect(priceIsland(page)).toHaveAttribute("data-island-state", "mounted");
    });
  }
});

test("a timeout (the store answers after 8 s): the client gives up at 5 s, the badge stays hidden", async ({ page, context, baseURL }) => {
  await setSalePricesFault(context, baseURL, "timeout");
  const sent = recordSalePrices(page);
  await openHoodie(page);
  const failed = page.waitForEvent("requestfailed", { predicate: isSalePrices, timeout: 15_000 });
  await chooseVariation(page, "Gray", "L");
  await failed;
  await chooseVariation(page, "Blue", "L");
  await expect(priceIsland(page).locator("ins")).toHaveText("£29.00");
  await expect(badge(page)).toBeHidden();
  expect(sent).toHaveLength(1);
});

test.describe("inventory bar", () => {
  test("Hoodie: shows the selected variation's stock, none for an out-of-stock one", async ({ page }) => {
    await openHoodie(page);
    await expect(inventoryIsland(page).getByText(/items left in stock!/).filter({ visible: true })).toHaveCount(0);
    await chooseVariation(page, "Blue", "L");
    const blueL = inventoryIsland(page).locator(".cki-variation-47");
    await expect(blueL).toBeVisible();
    await expect(blueL).toHaveText("Only 2 items left in stock!");
    await blueL.scrollIntoViewIfNeeded();
    await expect(blueL.locator(".progress-bar")).toHaveAttribute("data-islet-animated", "animated");
    await expect(blueL.locator(".progress-bar")).not.toHaveClass(/\bfull-bar\b/);
    await chooseVariation(page, "Blue", "M");
    await expect(inventoryIsland(page).locator(".cki-variation-46")).toHaveText("Only 12 items left in stock!");
    await expect(blueL).toBeHidden();
    await swatch(page, "Select size", "3XL (Out of stock)").click();
    await expect(inventoryIsland(page).getByText(/items left in stock!/).filter({ visible: true })).toHaveCount(0);
  });

  test("reduced motion: the bar shows its level without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHoodie(page);
    await chooseVariation(page, "Dark Gray", "M");
    const bar = inventoryIsland(page).locator(".cki-variation-26 .progress-bar");
    await bar.scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute("data-islet-animated", "reduced");
    await expect(inventoryIsland(page).locator(".cki-variation-26")).toHaveText("Only 3 items left in stock!");
  });

  test("Classic T-Shirt: its one bar animates when scrolled into view", async ({ page }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    await expect(inventoryIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(inventoryIsland(page).getByText("Less than 25 items left!")).toBeVisible();
    const bar = inventoryIsland(page).locator(".progress-bar");
    await bar.scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute("data-islet-animated", "animated");
  });
});
