/**
 * Discount Rules on the demo store (docs/behaviour/product-page.md#discount-pricing, wdr_ajax: a
 * failed price call clears the price area, a failed bulk-table call the table): the Hoodie's bulk
 * rule (10% from 3 items, 15% from 6) and the Classic T-Shirt (no rule).
 */
import type { BrowserContext, Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { chooseVariation } from "./support/product";
import { gotoStore } from "./support/store";

const WDR = "wdr_ajax";
const INCREASE = "Increase quantity";

const island = (page: Page, name: string): Locator => page.locator(`[data-island="${name}"]`);
const priceArea = (page: Page, name = "product-price"): Locator => island(page, name).locator(".cgkit-as-variation-price");
const bulkTable = (page: Page): Locator => island(page, "discount-rules").locator(".awdr-bulk-customizable-table");
const productForm = (page: Page): Locator => page.locator("form.cart:not(.cgkit-swatch-form)").first();




/**
 * Types the quantity and leaves the field (one `change`, as a shopper typing does). Playwright's
 * clicks on + can be further apart than the 300 ms debounce on a loaded machine, and each
 * quantity that stays that long is rightly asked for.
 */
async function setQuantity(page: Page, quantity: number): Promise<void> {
  const input = productForm(page).getByRole("spinbutton", { name: "Product quantity" });
  await input.fill(String(quantity));
  await input.press("Tab");
  await expect(input).toHaveValue(String(quantity));
}

/** Clicks + once: the quantity island fires `change`, as for a typed value. */
async function increase(page: Page): Promise<void> {
  await productForm(page).getByRole("button", { name: INCREASE }).click();
}

/** `method:product_id[:qty]` of every wdr_ajax request (the action is in the body, capture 15). */
function recordWdr(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request: Request) => {
    const body = new URLSearchParams(request.postData() ?? "");
    if (body.get("action") !== WDR) return;
    sent.push([body.get("method"), body.get("product_id"), body.get("qty")].filter((part) => part !== null).join(":"));
  });
  return sent;
}

async function openProduct(page: Page, path: string, islands: string[]): Promise<void> {
  await gotoStore(page, path);
  for (const name of islands) await expect(island(page, name)).toHaveAttribute("data-island-state", "mounted");
}
const openHoodie = (page: Page): Promise<void> => openProduct(page, "/product/hoodie/", ["variation-form", "product-price", "discount-rules"]);

async function setFault(context: BrowserContext, baseURL: string | undefined, mode: string): Promise<void> {
  await context.addCookies([{ name: "islet_demo_fault", value: encodeURIComponent(`${WDR}:${mode}`), url: baseURL ?? "http://127.0.0.1:4173" }]);
}

test.describe("Discount Rules on the Hoodie", () => {
  test("asks nothing on load; the server's bulk table shows", async ({ page }) => {
    const sent = recordWdr(page);
    await openHoodie(page);
    await expect(bulkTable(page).getByRole("table")).toContainText("3-5 items");
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test("Blue + M at 4 → £40.50; each variation and quantity asked once", async ({ page }) => {
    const sent = recordWdr(page);
    await openHoodie(page);
    await chooseVariation(page, "Blue", "M");
    await expect.poll(() => sent).toEqual(["get_variable_product_bulk_table:46"]);
    await expect(bulkTable(page).getByRole("table")).toContainText("£40.50");
    await setQuantity(page, 4);
    await expect(priceArea(page).locator("ins")).toHaveText("£40.50");
    await expect(priceArea(page).locator("del")).toHaveText("£45.00");
    await chooseVariation(page, "Gray", "M");
    await expect(priceArea(page).locator("ins")).toHaveText("£32.40");
    await expect(bulkTable(page).getByRole("table")).toContainText("£32.40");
    await chooseVariation(page, "Blue", "M");
    await expect(priceArea(page).locator("ins")).toHaveText("£40.50");
    await page.waitForTimeout(500);
    expect(sent.slice(0, 2)).toEqual(["get_variable_product_bulk_table:46", "get_price_html:46:4"]);
    expect(sent.slice(2).sort()).toEqual(["get_price_html:41:4", "get_variable_product_bulk_table:41"]);
  });

  for (const mode of ["500", "403", "html", "malformed", "timeout"]) {
    test(`a ${mode} answer clears the table and the price area, without a page error`, async ({ page, context, baseURL }) => {
      test.setTimeout(40_000);
      await setFault(context, baseURL, mode);
      await openHoodie(page);
      await chooseVariation(page, "Blue", "M");
      await expect(bulkTable(page)).toBeEmpty({ timeout: 12_000 });
      await setQuantity(page, 4);
      await expect(priceArea(page)).toBeEmpty({ timeout: 12_000 });
    });
  }
});

test.describe("Discount Rules on the Classic T-Shirt", () => {
  test("no rule: + twice asks for the product at the quantity reached and shows its price", async ({ page }) => {
    const sent = recordWdr(page);
    await openProduct(page, "/product/classic-t-shirt/", ["discount-rules", "discount-price"]);
    await expect(priceArea(page, "discount-price").locator("ins")).toHaveText("£14.00");
    await increase(page);
    await increase(page);
    await expect(productForm(page).getByRole("spinbutton", { name: "Product quantity" })).toHaveValue("3");
    // One call when the clicks are closer than the debounce, else one per quantity reached; never twice the same.
    await expect.poll(() => sent.at(-1)).toBe("get_price_html:61:3");
    expect(new Set(sent).size).toBe(sent.length);
    await expect(priceArea(page, "discount-price").locator("ins")).toHaveText("£14.00");
    await expect(priceArea(page, "discount-price").locator("del")).toHaveText("£18.00");
  });

  test("a failed price call clears the price area", async ({ page, context, baseURL }) => {
    await setFault(context, baseURL, "500");
    await openProduct(page, "/product/classic-t-shirt/", ["discount-rules", "discount-price"]);
    await setQuantity(page, 3);
    await expect(priceArea(page, "discount-price")).toBeEmpty();
  });
});
