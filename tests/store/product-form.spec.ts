/**
 * The product page's add-to-cart form on the real store, Islet against legacy: the Hoodie's
 * swatches (price, availability, the gallery's picture, the add and what the cart then holds,
 * Discount Rules' bulk price at a quantity of 3), the T-Shirt's quantity, and the Gift Card, which
 * is sold individually. The same steps and the same expectations on both sides.
 *
 * Checks of what the page shows right after the add are soft (`expect.soft`): each is reported
 * when it fails, and the journey still goes on to what the cart holds.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";
import { addButton, addToCartForm as form, chooseSwatches, expectCount, increase, openProduct, productForm } from "./support/product";
import { cartCookies, cartPageLines, errors, headerCount, messages, totalsCell } from "./support/cart-state";
import { networkQuiet, trackRequests } from "./support/settle";
import { uploadedFile } from "./support/uploads";

const HOODIE = "/product/hoodie/";
/** The store's Gray + L (ids.json): 12 in stock, £45.00 on sale at £36.00; 3-5 items £32.40 each. */
const GRAY_L = { id: "42", name: "Hoodie - Gray, L" };

/** What the page shows after the add comes with the add's answer: there once the count is. */
const WITH_THE_ADD = { timeout: 3_000 };

/**
 * A shopper's pace: the quantity's own calls (Discount Rules' price by quantity) are answered
 * before the add. WooCommerce writes the whole session back at the end of every request, so an
 * add overlapping them can be lost on either side (tests/store/cross-tab.spec.ts).
 */
async function pause(page: Page): Promise<void> {
  await networkQuiet(page);
}

/** The main slider's slide at its left edge (both sliders move the track): its picture's file name and alt. */
async function shownPicture(page: Page): Promise<{ src: string; alt: string } | null> {
  const shown = await page.locator("#commercegurus-pdp-gallery .cg-main-swiper").evaluate((slider) => {
    const left = slider.getBoundingClientRect().left;
    const slides = Array.from(slider.querySelectorAll(":scope > .swiper-wrapper > li"));
    const shown = slides.find((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
    const image = shown?.querySelector("img");
    return image ? { src: new URL(image.src).pathname, alt: image.alt } : null;
  });
  return shown && { src: uploadedFile(shown.src), alt: shown.alt };
}

async function chooseGrayL(page: Page): Promise<void> {
  await openProduct(page, HOODIE);
  await chooseSwatches(page, ["Gray", "L"]);
  await expect(productForm(page).locator("input.variation_id")).toHaveValue(GRAY_L.id);
}

test.describe("the product form on the real store", () => {
  test.beforeEach(({ sides }) => {
    for (const side of SIDES) trackRequests(sides[side]);
  });

  for (const side of SIDES) {
    test(`${side}: Hoodie Gray + L shows its price, stock and picture; added, the drawer and the cart page hold it`, async ({ sides }) => {
      const page = sides[side];
      await chooseGrayL(page);
      const variation = productForm(page).locator(".single_variation");
      await expect(variation).toBeVisible();
      await expect(variation.locator(".woocommerce-variation-price")).toHaveText(
        "£45.00 Original price was: £45.00.£36.00Current price is: £36.00.",
      );
      await expect(variation.locator(".woocommerce-variation-availability")).toHaveText("12 in stock");
      // The slide shown (at the main slider's left edge) has the variation's picture.
      await expect.poll(() => shownPicture(page)).toEqual({ src: "hoodie-gray.png", alt: "Hoodie Gray" });

      await addButton(page).click();
      await expectCount(page, 1);
      // Shoptimizer's single-product ajax add is off on this store (the theme's default): the form posts and the
      // page comes back with WooCommerce's notice (with it on: product-form-ajax.spec.ts).
      await expect.soft(messages(page), "WooCommerce's added-to-cart message").toContainText("“Hoodie” has been added to your cart.", WITH_THE_ADD);

      const lines = await cartPageLines(page);
      expect(lines.map(({ name, quantity }) => ({ name, quantity })), await cartCookies(page)).toEqual([{ name: GRAY_L.name, quantity: 1 }]);
      expect(lines[0]?.subtotal).toBe("£36.00");
    });

    test(`${side}: Hoodie Gray + L, 3 by the stepper: the cart has 3 at the bulk price (3-5 items)`, async ({ sides }) => {
      const page = sides[side];
      await chooseGrayL(page);
      const bulk = page.locator(".summary .awdr-bulk-customizable-table").first();
      await expect(bulk).toContainText("3-5 items");
      await expect(bulk).toContainText("£32.40");
      await increase(page).click();
      await increase(page).click();
      await expect(productForm(page).locator("input.qty")).toHaveValue("3");
      await pause(page);
      await addButton(page).click();
      await expectCount(page, 3);

      const lines = await cartPageLines(page);
      expect(lines.map(({ name, quantity }) => ({ name, quantity })), await cartCookies(page)).toEqual([{ name: GRAY_L.name, quantity: 3 }]);
      // Discount Rules strikes the sale price out and shows the bulk price per item.
      expect(lines[0]?.price).toBe("£36.00 £32.40");
      expect(lines[0]?.subtotal).toBe("£97.20");
      await expect(totalsCell(page, "cart-subtotal")).toHaveText("£97.20");
    });

    test(`${side}: Classic T-Shirt, 2 by the stepper, added by the form: the cart has 2`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/classic-t-shirt/");
      await increase(page).click();
      await expect(form(page).locator("input.qty")).toHaveValue("2");
      await pause(page);
      await addButton(page).click();
      await expectCount(page, 2);
      await expect.soft(messages(page)).toContainText("2 × “Classic T-Shirt” have been added to your cart.", WITH_THE_ADD);
      const lines = await cartPageLines(page);
      expect(lines.map(({ name, quantity }) => ({ name, quantity })), await cartCookies(page)).toEqual([{ name: "Classic T-Shirt", quantity: 2 }]);
    });

    test(`${side}: Gift Card (sold individually): no quantity control; added once, a second add is refused`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/gift-card/");
      await expect(form(page).getByRole("spinbutton")).toHaveCount(0);
      await expect(form(page).locator("input.qty")).toBeHidden();
      await expect(increase(page).filter({ visible: true })).toHaveCount(0);
      await addButton(page).click();
      await expectCount(page, 1);
      await expect.soft(messages(page)).toContainText("“Gift Card” has been added to your cart.", WITH_THE_ADD);

      await addButton(page).click();
      await expect(errors(page)).toHaveText('You cannot add another "Gift Card" to your cart. View cart');
      await expect(errors(page).getByRole("link", { name: "View cart" })).toHaveAttribute("href", /\/cart\/$/);
      await expect(headerCount(page)).toHaveText("1");
      const lines = await cartPageLines(page);
      expect(lines.map(({ name, quantity }) => ({ name, quantity })), await cartCookies(page)).toEqual([{ name: "Gift Card", quantity: 1 }]);
    });
  }
});
