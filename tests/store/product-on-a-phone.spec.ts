/**
 * A product page's layout where it depends on the window, on the real store, Islet against legacy:
 * CommerceKit's sticky add-to-cart bar slides in at the bottom of a phone's screen (992 px and
 * less), with room kept under the page, and at the top of a wide window; a listing card off to the
 * side of the related-products row does not hold the row taller than the cards in view.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The most a bar may take of the window: CommerceKit's is 75 px high on a phone, 55 px on a wide window. */
const BAR_MAX_HEIGHT = 100;

const bar = (page: Page): Locator => page.locator("section.commercekit-sticky-add-to-cart");

async function open(page: Page, viewport: { width: number; height: number }, path: string): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Scrolls the main add-to-cart row out of view above, as a shopper reading on does. */
async function scrollPastMainButton(page: Page): Promise<void> {
  await page.locator(".summary form.cart").first().evaluate((form) => {
    window.scrollTo({ top: form.getBoundingClientRect().bottom + window.scrollY + 200, behavior: "instant" });
  });
}

const boxOf = (locator: Locator): Promise<{ top: number; bottom: number; height: number }> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: Math.round(box.top), bottom: Math.round(box.bottom), height: Math.round(box.height) };
  });

for (const side of SIDES) {
  test.describe(`${side}: the T-Shirt's page`, () => {
    test(`${side} @390: the sticky bar slides in at the bottom of the screen, and the page keeps room for it`, async ({ sides }) => {
      const page = sides[side];
      await open(page, PHONE, "/product/classic-t-shirt/");
      await scrollPastMainButton(page);
      await expect(bar(page)).toHaveClass(/\bvisible\b/);
      await expect.poll(async () => (await boxOf(bar(page))).bottom, { message: "the bar's bottom edge" }).toBe(PHONE.height);
      expect((await boxOf(bar(page))).height).toBeLessThanOrEqual(BAR_MAX_HEIGHT);
      await expect(bar(page).getByRole("button", { name: "Add to cart", exact: true }).or(bar(page).getByRole("link", { name: "Add to cart", exact: true }))).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("70px");
    });

    test(`${side} @1280: the sticky bar slides in at the top of the window`, async ({ sides }) => {
      const page = sides[side];
      await open(page, DESKTOP, "/product/classic-t-shirt/");
      await scrollPastMainButton(page);
      await expect(bar(page)).toHaveClass(/\bvisible\b/);
      await expect.poll(async () => (await boxOf(bar(page))).top, { message: "the bar's top edge" }).toBe(0);
      expect((await boxOf(bar(page))).height).toBeLessThanOrEqual(BAR_MAX_HEIGHT);
    });

    test(`${side} @390: the related row is as tall as its cards in view; the card off to the side has its "Quick add" closed`, async ({ sides }) => {
      const page = sides[side];
      await open(page, PHONE, "/product/classic-t-shirt/");
      const cards = page.locator("section.related ul.products > li");
      await expect(cards).toHaveCount(4);
      // The Zip Hoodie's card, last in the row, starts out of view to the right.
      const aside = cards.last();
      expect(await aside.evaluate((card) => card.getBoundingClientRect().left)).toBeGreaterThan(PHONE.width);
      await expect(aside.locator("details > summary")).toBeVisible();
      await expect(aside.locator("table.variations")).toBeHidden();
      const heights = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
      expect(Math.max(...heights), "the tallest card is one in view").toBe(Math.max(heights[0] ?? 0, heights[1] ?? 0));
    });
  });
}
