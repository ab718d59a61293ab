/**
 * The product gallery on the real store, Islet against legacy, on a phone: the main image's
 * "Next slide" arrow is visible (not left at the opacity 0 of a slider never initialised) and
 * takes the shopper to the second image.
 */
import { expect, test, SIDES } from "./support/sides";
import { openProduct } from "./support/product";

const PHONE = { width: 390, height: 844 };

test.describe("gallery on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: at 390 px the Hoodie's "Next slide" arrow is visible and shows the second image`, async ({ sides }) => {
      const page = sides[side];
      await page.setViewportSize(PHONE);
      await openProduct(page, "/product/hoodie/");
      const gallery = page.locator("#commercegurus-pdp-gallery .cg-main-swiper");
      const next = gallery.getByRole("button", { name: "Next slide" });
      await expect(next).toBeVisible();
      await expect(next).toHaveCSS("opacity", "1");
      await expect(next).toBeInViewport();
      // The slide shown is the one at the slider's left edge (both sliders move the track).
      const activeIndex = (): Promise<number> =>
        gallery.evaluate((slider) => {
          const left = slider.getBoundingClientRect().left;
          const slides = Array.from(slider.querySelectorAll(":scope > .swiper-wrapper > li"));
          return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
        });
      await expect.poll(activeIndex).toBe(0);
      await next.click();
      await expect.poll(activeIndex).toBe(1);
      await expect(gallery.locator(".swiper-wrapper > li").nth(1)).toBeInViewport({ ratio: 0.9 });
    });
  }
});
