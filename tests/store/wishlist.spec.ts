/**
 * CommerceKit's wishlist on the real store, Islet against legacy: the Hoodie's "Add to wishlist"
 * (a `full` button, `data-type="page"`) and a shop card's heart (a `mini` one, `data-type="list"`)
 * save the product with CommerceKit's own action and turn into the "saved" state CommerceKit
 * shows (a link to the wishlist page, "Browse wishlist" on the product page); /wishlist/ then
 * lists the product, and its remove button empties the list. Each side has its own visitor
 * (its own `commercekit_wishlist` cookie), so each list starts empty.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";
import { openProduct } from "./support/product";
import { formField, nextAction } from "./support/requests";

const WISHLIST_PAGE = /\/wishlist\/$/;

/** CommerceKit's short message after an action ("Product added", "Product removed"). */
const flash = (page: Page): Locator => page.locator("#commercekit-wishlist-popup");
/** The list of the [commercegurus_wishlist] shortcode on /wishlist/. */
const list = (page: Page): Locator => page.locator("#commercekit-wishlist-shortcode");

/** Presses a save button: the product id CommerceKit's action was sent, and its answer's status. */
async function save(page: Page, button: Locator): Promise<{ productId: string | null; status: number | undefined }> {
  const saved = nextAction(page, "commercekit_save_wishlist");
  await button.click();
  const request = await saved;
  const response = await request.response();
  return { productId: formField(request, "product_id"), status: response?.status() };
}

/** On /wishlist/: the product is the list's only entry; its remove button empties the list, for good. */
async function removeFromWishlistPage(page: Page, productId: string, name: string): Promise<void> {
  await page.goto("/wishlist/", { waitUntil: "networkidle" });
  await expect(list(page).locator("li.product")).toHaveCount(1);
  await expect(list(page).locator(`li.product[data-product-id="${productId}"]`).getByRole("link", { name, exact: true }).first()).toBeVisible();
  const removed = nextAction(page, "commercekit_remove_wishlist");
  await list(page).locator(`.commercekit-remove-wishlist2[data-product-id="${productId}"]`).click();
  expect(formField(await removed, "product_id")).toBe(productId);
  await expect(flash(page)).toHaveText("Product removed");
  await expect(list(page).locator("li.product")).toHaveCount(0);
  await expect(list(page).getByRole("heading", { name: "This wishlist is empty" })).toBeVisible();
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(list(page).locator("li.product")).toHaveCount(0);
  await expect(list(page).getByRole("heading", { name: "This wishlist is empty" })).toBeVisible();
}

test.describe("the wishlist on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: the Hoodie's "Add to wishlist" becomes "Browse wishlist", /wishlist/ lists it, and removing it there empties the list`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/hoodie/");
      const wishlist = page.locator('.commercekit-wishlist.full[data-product-id="25"]');
      const result = await save(page, wishlist.getByRole("link", { name: "Add to wishlist", exact: true }));
      expect(result).toEqual({ productId: "25", status: 200 });
      await expect(flash(page)).toHaveText("Product added");
      // CommerceKit's saved state on the product page: a link to the wishlist that says so.
      // Soft, so that the rest of the journey is still checked when it differs; the answer has
      // been put in place by now (the message comes with it), hence the short wait.
      await expect.soft(wishlist.getByRole("link", { name: "Browse wishlist", exact: true })).toHaveAttribute("href", WISHLIST_PAGE, { timeout: 3_000 });
      await expect.soft(wishlist.getByRole("link", { name: "Add to wishlist" })).toHaveCount(0);
      // The page printed again by the store shows the same state.
      await page.reload({ waitUntil: "domcontentloaded" });
      await expect(wishlist.getByRole("link", { name: "Browse wishlist", exact: true })).toHaveAttribute("href", WISHLIST_PAGE);
      await removeFromWishlistPage(page, "25", "Hoodie");
    });

    test(`${side}: a shop card's wishlist heart saves the Classic T-Shirt, /wishlist/ lists it, and removing it there empties the list`, async ({ sides }) => {
      const page = sides[side];
      await page.goto("/shop/", { waitUntil: "networkidle" });
      const heart = page.locator('li.product .commercekit-wishlist.mini[data-product-id="61"]').first();
      const result = await save(page, heart.getByRole("link", { name: "Wishlist", exact: true }));
      expect(result).toEqual({ productId: "61", status: 200 });
      await expect(flash(page)).toHaveText("Product added");
      // The heart becomes CommerceKit's filled heart (`cg-wishlist-t`), a link to the wishlist page.
      await expect(heart.locator("a.commercekit-browse-wishlist")).toHaveAttribute("href", WISHLIST_PAGE);
      await expect(heart.locator("a.commercekit-browse-wishlist em.cg-wishlist-t")).toHaveCount(1);
      await expect(heart.locator("a.commercekit-save-wishlist")).toHaveCount(0);
      await removeFromWishlistPage(page, "61", "Classic T-Shirt");
    });
  }
});
