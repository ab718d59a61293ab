/**
 * The listing page's own island (docs/behaviour/listing.md): the ordering dropdown submits its form
 * on change, and the cards' picture carousels (Shoptimizer's flip image, `?flip=1`) have named dot
 * buttons that follow the picture in view and show their picture.
 */
import type { Locator, Page } from "@playwright/test";
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore } from "./support/store";

const HOODIE_CARD = "li.product.post-25";

async function listingPageReady(page: Page, path: string): Promise<void> {
  await gotoStore(page, path);
  await expect(page.locator('[data-island="listing-page"]')).toHaveAttribute("data-island-state", "mounted");
}

const dot = (page: Page, name: string): Locator => page.locator(HOODIE_CARD).getByRole("button", { name });
const carousel = (page: Page): Locator => page.locator(`${HOODIE_CARD} .shoptimizer-plp-carousel-container`);

test.describe("the listing page", () => {
  test("choosing an order sends the ordering form: the page comes back sorted by it", async ({ page }) => {
    await listingPageReady(page, "/?s=hoodie");
    const order = page.getByRole("combobox", { name: "Shop order" }).first();
    await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), order.selectOption("price")]);
    // The search stays: the form carries the page's other query arguments.
    expect(new URL(page.url()).searchParams.get("s")).toBe("hoodie");
  });

  test("the card's dots are named buttons: one shows its picture, a swipe moves the pressed dot", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await listingPageReady(page, "/shop/?flip=1");
    await page.locator(HOODIE_CARD).scrollIntoViewIfNeeded();
    await expect(dot(page, "Show picture 1 of 2")).toHaveAttribute("aria-pressed", "true");
    await dot(page, "Show picture 2 of 2").click();
    await expect(dot(page, "Show picture 2 of 2")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => carousel(page).evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(page.locator(`${HOODIE_CARD} img.gallery-image`)).toHaveJSProperty("complete", true);
    // A swipe back (the container scrolled by the shopper's finger).
    await carousel(page).evaluate((element) => element.scrollTo({ left: 0 }));
    await expect(dot(page, "Show picture 1 of 2")).toHaveAttribute("aria-pressed", "true");
    await expect(dot(page, "Show picture 2 of 2")).toHaveAttribute("aria-pressed", "false");
  });

  test("axe: no serious violation on the shop with the card carousels", async ({ page }) => {
    await listingPageReady(page, "/shop/?flip=1");
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test.describe("the listing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the ordering form has a Sort button that sends it; the dots stay hidden, the pictures still swipe", async ({ page }) => {
    await page.goto("/shop/?flip=1");
    await page.getByRole("combobox", { name: "Shop order" }).first().selectOption("date");
    await expect(page.locator(`${HOODIE_CARD} .shoptimizer-plp-carousel--pagination`)).toBeHidden();
    await Promise.all([page.waitForURL(/[?&]orderby=date(&|$)/), page.getByRole("button", { name: "Sort" }).first().click()]);
  });
});
