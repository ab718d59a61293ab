/**
 * The listing cards on the real store, Islet against legacy, on the shop and on a category page:
 * CommerceKit's colour swatches change a variable card's picture, a full choice on the Hoodie's
 * card adds that variation ("Quick add"), and a simple card's "Add to cart" adds and is followed
 * by WooCommerce's "View cart" link. The same steps and the same expectations on both sides.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";
import { formField, nextAction } from "./support/requests";
import { cartPageLines, drawer, headerCount, miniCartItems } from "./support/cart-state";
import { uploadedFile } from "./support/uploads";

const PAGES = ["/shop/", "/product-category/clothing/"] as const;
const ADD = "commercekit_ajax_as_add_to_cart";

const card = (page: Page, productId: number): Locator => page.locator(`ul.products li.product.post-${String(productId)}`).first();
const picture = (cardLocator: Locator): Locator => cardLocator.locator(".woocommerce-image__wrapper img").first();
/** The card's swatch the shopper sees (CommerceKit prints a hidden copy of the colour row too). */
const swatch = (cardLocator: Locator, value: string): Locator =>
  cardLocator.locator(`form.cgkit-swatch-form button[data-attribute-value="${value}"]`).filter({ visible: true }).first();

/** Brings the card into view and points at it, as a shopper does (the size row shows on hover). */
async function reach(cardLocator: Locator): Promise<void> {
  await cardLocator.scrollIntoViewIfNeeded();
  await cardLocator.hover();
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** The file name of a picture (its whole path when it is not one of the store's uploads). */
async function fileOf(image: Locator): Promise<string> {
  return uploadedFile(await image.evaluate((element) => new URL((element as HTMLImageElement).src).pathname));
}

interface CardLayout {
  page: number;
  /** Per card, its box's height and the room CommerceKit's layout keeps below it (an absolute `::before`, which can reach past the page's end). */
  cards: [number, string][];
}

const cardLayout = (page: Page): Promise<CardLayout> =>
  page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    cards: Array.from(document.querySelectorAll("ul.products > li.product"), (element): [number, string] => [
      Math.round(element.getBoundingClientRect().height * 10) / 10,
      getComputedStyle(element, "::before").paddingBottom,
    ]),
  }));

test.describe("related cards on the real store, at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // CommerceKit lays its cards out at load (the room a card keeps for its size row); Islet's arm
  // does too, so the card's view, which mounts at the first pointer on it (decision 0044), moves
  // nothing, and the cards are laid out as on the legacy page before and after. (The page heights
  // of the two sides are not compared: the gallery's thumbnails differ by a fraction of a pixel.)
  test("the Zip Hoodie's related cards and the page keep their heights when the pointer reaches the Hoodie's swatches", async ({ sides }) => {
    const layouts: Partial<Record<(typeof SIDES)[number], [CardLayout, CardLayout]>> = {};
    for (const side of SIDES) {
      const page = sides[side];
      await open(page, "/product/zip-hoodie/");
      const hoodie = card(page, 25);
      await hoodie.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      const before = await cardLayout(page);
      await hoodie.locator("form.cgkit-swatch-form").hover();
      if (side === "islet") await expect(hoodie.locator('[data-island="listing-swatches"]')).toHaveAttribute("data-island-state", "mounted");
      await page.waitForLoadState("networkidle");
      layouts[side] = [before, await cardLayout(page)];
    }
    const [isletBefore, isletAfter] = layouts.islet ?? [];
    expect(isletBefore?.cards.length).toBeGreaterThan(1);
    expect(isletAfter).toEqual(isletBefore);
    expect(layouts.islet?.map((layout) => layout.cards)).toEqual(layouts.legacy?.map((layout) => layout.cards));
  });
});

test.describe("listing cards on the real store", () => {
  for (const path of PAGES) {
    for (const side of SIDES) {
      test(`${side} ${path}: a colour swatch changes the Hoodie's and the Zip Hoodie's card pictures`, async ({ sides }) => {
        const page = sides[side];
        await open(page, path);
        const hoodie = card(page, 25);
        await reach(hoodie);
        expect(await fileOf(picture(hoodie))).toBe("hoodie-front-300x384.png");
        await swatch(hoodie, "Gray").click();
        await expect(picture(hoodie)).toHaveAttribute("src", /\/hoodie-gray-300x384\.png$/);
        await expect(hoodie.locator(".cgkit-swatch-selected").filter({ visible: true })).toHaveAttribute("data-attribute-value", "Gray");
        await swatch(hoodie, "Blue").click();
        await expect(picture(hoodie)).toHaveAttribute("src", /\/hoodie-blue-300x384\.png$/);

        const zip = card(page, 53);
        await reach(zip);
        expect(await fileOf(picture(zip))).toBe("zip-hoodie-black-300x384.png");
        await swatch(zip, "Gray").click();
        await expect(picture(zip)).toHaveAttribute("src", /\/zip-hoodie-gray-300x384\.png$/);
      });

      test(`${side} ${path}: Quick add on the Hoodie's card (Gray, then L) adds Hoodie - Gray, L`, async ({ sides }) => {
        const page = sides[side];
        await open(page, path);
        const hoodie = card(page, 25);
        await reach(hoodie);
        await swatch(hoodie, "Gray").click();
        const sent = nextAction(page, ADD);
        await swatch(hoodie, "L").click();
        const request = await sent;
        expect([formField(request, "product_id"), formField(request, "variation_id")]).toEqual(["25", "42"]);
        expect([formField(request, "variations[attribute_colour]"), formField(request, "variations[attribute_size]")]).toEqual(["Gray", "L"]);
        await expect(headerCount(page)).toHaveText("1", { timeout: 15_000 });
        await expect(page.locator("body")).toHaveClass(/\bdrawer-open\b/);
        await expect(miniCartItems(page)).toHaveCount(1);
        await expect(miniCartItems(page).first()).toContainText("Hoodie - Gray, L");
        await expect(miniCartItems(page).first().locator(".quantity")).toHaveText(/^1 ×/);
        // Added: the card is ready for the next add, with the product's own picture again.
        await expect(picture(hoodie)).toHaveAttribute("src", /\/hoodie-front-300x384\.png$/);
        await page.waitForLoadState("networkidle");
        const lines = await cartPageLines(page);
        expect(lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual([{ name: "Hoodie - Gray, L", quantity: 1 }]);
      });

      test(`${side} ${path}: a simple card's "Add to cart" adds it and shows "View cart"`, async ({ sides }) => {
        const page = sides[side];
        await open(page, path);
        const tshirt = card(page, 61);
        await tshirt.scrollIntoViewIfNeeded();
        const button = tshirt.getByRole("button", { name: "Add to cart: “Classic T-Shirt”" });
        // WooCommerce's link after the button; by its classes, as the drawer that opens hides the page from the accessibility tree.
        const viewCart = tshirt.locator("a.added_to_cart.wc-forward");
        await expect(viewCart).toHaveCount(0);
        await button.click();
        await expect(viewCart).toBeVisible({ timeout: 15_000 });
        await expect(viewCart).toHaveText("View cart");
        await expect(viewCart).toHaveAttribute("href", /\/cart\/$/);
        await expect(tshirt.locator('a.add_to_cart_button[data-product_id="61"]')).toHaveClass(/\badded\b/);
        await expect(headerCount(page)).toHaveText("1");
        await expect(drawer(page).locator(".woocommerce-mini-cart-item").filter({ hasText: "Classic T-Shirt" })).toHaveCount(1);
      });
    }
  }
});
