/**
 * The product gallery's lightbox on the real store, Islet against legacy: a click on the Hoodie's
 * main image opens PhotoSwipe (CommerceKit's PhotoSwipe 4 on the legacy page, Islet's PhotoSwipe 5)
 * on that image, the next arrow shows the second image, Escape closes it. Both keep PhotoSwipe's
 * `.pswp` root (a `role=dialog`), its `.pswp__img` images with the slides' alt texts and its
 * arrow and close buttons' names.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";
import { openProduct } from "./support/product";
import { uploadedFile } from "./support/uploads";

/** The lightbox on screen (the legacy page keeps its closed `.pswp` in the page, `display: none`). */
const lightbox = (page: Page): Locator => page.locator(".pswp").filter({ visible: true });
const mainSlides = (page: Page): Locator => page.locator("#commercegurus-pdp-gallery .cg-main-swiper .swiper-wrapper > li");

/** The lightbox's picture in view: PhotoSwipe keeps the neighbours in the page, beside the viewport. */
async function shownImage(page: Page): Promise<{ src: string; alt: string }[]> {
  return lightbox(page)
    .locator("img.pswp__img:not(.pswp__img--placeholder)")
    .evaluateAll((images) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
        })
        .map((image) => ({ src: new URL((image as HTMLImageElement).src).pathname, alt: image.getAttribute("alt") ?? "" })),
    )
    .then((images) => images.map(({ src, alt }) => ({ src: uploadedFile(src), alt })));
}

test.describe("the lightbox on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: the Hoodie's main image opens the lightbox on it; the next arrow shows the second; Escape closes`, async ({ sides }) => {
      const page = sides[side];
      await openProduct(page, "/product/hoodie/");
      await expect(lightbox(page)).toHaveCount(0);
      const first = mainSlides(page).first();
      await expect(first.locator("img")).toHaveAttribute("alt", "Hoodie front");
      await first.locator("a.swiper-slide-imglink").click();

      await expect(lightbox(page)).toHaveCount(1);
      await expect(lightbox(page)).toHaveAttribute("role", "dialog");
      await expect.poll(() => shownImage(page)).toEqual([{ src: "hoodie-front.png", alt: "Hoodie front" }]);
      const next = lightbox(page).getByRole("button", { name: "Next (arrow right)" });
      await expect(next).toBeVisible();
      await next.click();
      await expect.poll(() => shownImage(page)).toEqual([{ src: "hoodie-back.png", alt: "Hoodie back" }]);

      await page.keyboard.press("Escape");
      await expect(lightbox(page)).toHaveCount(0);
    });
  }
});
