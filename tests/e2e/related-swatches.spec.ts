/**
 * Quick add from cards outside listings (decision 0014's addendum): a product page's related and
 * up-sell cards and the wishlist's saved cards are run by the listing-swatches island, as the
 * shop's are; CommerceKit's swatch script no longer runs them. On the variable Hoodie the
 * product's own form stays the variation form's, beside the Zip Hoodie's card.
 */
import type { Locator, Page } from "@playwright/test";
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectDrawerOpen, gotoStore, headerCount, miniCartItems, nextAjax, productFormAddsByAjax, seedWishlist } from "./support/store";

const ADD = "commercekit_ajax_as_add_to_cart";
type Group = "Select colour" | "Select size";

/** A card's island, once the shopper has scrolled to it and pointed at it (it mounts then: decision 0044). */
async function reachCard(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  await card.locator("form.cgkit-swatch-form").hover();
  await expect(card.locator('[data-island="listing-swatches"]')).toHaveAttribute("data-island-state", "mounted");
}

const cardSwatch = (card: Locator, group: Group, name: string): Locator =>
  card.getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });

/** Chooses colour then size on a card; resolves with the add CommerceKit's call sent. */
async function quickAdd(page: Page, card: Locator, colour: string, size: string): Promise<URLSearchParams> {
  const sent = nextAjax(page, ADD);
  await reachCard(card);
  await cardSwatch(card, "Select colour", colour).click();
  await cardSwatch(card, "Select size", size).click();
  return new URLSearchParams((await sent).postData() ?? "");
}

const relatedCard = (page: Page, productId: number): Locator =>
  page.locator(`section.related li.product.post-${productId}, section.upsells li.product.post-${productId}`).first();

test.describe("related cards on the simple T-Shirt's page", () => {
  test("the Hoodie's card: Gray then L adds that variation, the drawer opens, count 1", async ({ page }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    await expect(headerCount(page)).toHaveText("0");
    const card = relatedCard(page, 25);
    const body = await quickAdd(page, card, "Gray", "L");
    expect([body.get("product_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["25", "Gray", "L"]);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toContainText("Hoodie - Gray, L");
    await expect(headerCount(page)).toHaveText("1");
    await expect(page.locator("li.product.cgkit-swatch-loading")).toHaveCount(0);
  });
});

test.describe("the wishlist's saved cards", () => {
  test("the saved Hoodie's card: Blue then M adds that variation, the drawer opens, count 1", async ({ page }) => {
    await seedWishlist(page.context(), 25, 61);
    await gotoStore(page, "/wishlist/");
    const card = page.locator("ul.commercekit-wishlist-list > li.product.post-25");
    await expect(card.getByRole("link", { name: "Hoodie", exact: true })).toBeVisible();
    const body = await quickAdd(page, card, "Blue", "M");
    expect([body.get("product_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["25", "Blue", "M"]);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toContainText("Hoodie - Blue, M");
    await expect(headerCount(page)).toHaveText("1");
  });
});

test.describe("the wishlist's saved cards after a remove", () => {
  const savedCard = (page: Page, name: string): Locator =>
    page.locator("ul.commercekit-wishlist-list > li.product").filter({ has: page.getByRole("link", { name, exact: true }) });

  test("removing the Hoodie leaves the Zip Hoodie's card running, its colour still chosen: M adds Black, M", async ({ page }) => {
    await seedWishlist(page.context(), 25, 53, 61);
    await gotoStore(page, "/wishlist/");
    const zipHoodie = savedCard(page, "Zip Hoodie");
    await reachCard(zipHoodie);
    await cardSwatch(zipHoodie, "Select colour", "Black").click();
    // CommerceKit's remove link, named by its text.
    const removed = nextAjax(page, "commercekit_remove_wishlist");
    await savedCard(page, "Hoodie").getByRole("link", { name: "x", exact: true }).click();
    await removed;
    await expect(savedCard(page, "Hoodie")).toHaveCount(0);
    await expect(savedCard(page, "Classic T-Shirt")).toBeVisible();
    // The page's own card, island and choice, not the answer's bare copy.
    await expect(zipHoodie.locator('[data-island="listing-swatches"]')).toHaveAttribute("data-island-state", "mounted");
    await expect(cardSwatch(zipHoodie, "Select colour", "Black")).toHaveAttribute("aria-checked", "true");
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    const sent = nextAjax(page, ADD);
    await cardSwatch(zipHoodie, "Select size", "M").click();
    const body = new URLSearchParams((await sent).postData() ?? "");
    expect([body.get("product_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["53", "Black", "M"]);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toContainText("Zip Hoodie - Black, M");
    await expect(headerCount(page)).toHaveText("1");
  });
});

test.describe("the variable Hoodie's page: its own form and the Zip Hoodie's card", () => {
  const form = (page: Page): Locator => page.locator('[data-island="variation-form"]');
  const ownSwatch = (page: Page, group: Group, name: string): Locator =>
    form(page).getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });

  test("the card adds the Zip Hoodie; the product's form still adds the Hoodie, each with its own choice", async ({ page, context, baseURL }) => {
    await productFormAddsByAjax(context, baseURL);
    await gotoStore(page, "/product/hoodie/");
    await expect(form(page)).toHaveAttribute("data-island-state", "mounted");
    // A choice in the product's form is not the card's, and the other way round.
    await ownSwatch(page, "Select colour", "Blue").click();
    const card = relatedCard(page, 53);
    const body = await quickAdd(page, card, "Black", "M");
    expect([body.get("product_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["53", "Black", "M"]);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toContainText("Zip Hoodie - Black, M");
    await expect(headerCount(page)).toHaveText("1");
    await page.keyboard.press("Escape");
    await expect(ownSwatch(page, "Select colour", "Blue")).toHaveAttribute("aria-checked", "true");
    await form(page).scrollIntoViewIfNeeded();
    await ownSwatch(page, "Select size", "M").click();
    await expect(form(page).locator("input[name=variation_id]")).toHaveValue("46");
    const added = nextAjax(page, "add_to_cart");
    await form(page).getByRole("button", { name: "Add to cart" }).click();
    await added;
    await expect(miniCartItems(page)).toHaveCount(2);
    await expect(miniCartItems(page)).toContainText(["Hoodie - Blue, M"]);
    await expect(headerCount(page)).toHaveText("2");
  });
});
