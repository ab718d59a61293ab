/**
 * The product gallery on /product/hoodie/ (docs/behaviour/gallery.md): every layout at 1280 px and
 * 390 px through `?gallery_layout=`, the variation swap, a video
 * slide (`?gallery_video=1`) and no layout shift from the gallery on load, mount and slider creation.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore } from "./support/store";

const LAYOUTS = ["horizontal", "vertical-left", "vertical-right", "grid-2-4", "grid-3-1-2", "grid-1-2-2", "vertical-scroll", "simple-scroll"] as const;
type Layout = (typeof LAYOUTS)[number];
const GRID_OR_SCROLL = new Set<Layout>(["grid-2-4", "grid-3-1-2", "grid-1-2-2", "vertical-scroll", "simple-scroll"]);

const gallery = (page: Page): Locator => page.locator("#commercegurus-pdp-gallery");
const slides = (page: Page): Locator => gallery(page).locator(".cg-main-swiper > ul > li");
const thumb = (page: Page, name: string): Locator => gallery(page).getByRole("button", { name });

async function openGallery(page: Page, query = ""): Promise<void> {
  await gotoStore(page, `/product/hoodie/${query}`);
  await expect(page.locator('[data-island="gallery"]')).toHaveAttribute("data-island-state", "mounted");
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

/** The slide whose left edge sits at the main slider's left edge: the one shown. */
async function expectShown(page: Page, index: number): Promise<void> {
  const main = await box(gallery(page).locator(".cg-main-swiper"));
  // Within half a pixel: slides are sized in whole pixels (as Swiper's), the container may not be.
  await expect.poll(async () => Math.abs((await box(slides(page).nth(index))).x - main.x)).toBeLessThan(0.5);
}

for (const width of [1280, 390]) {
  test.describe(`layouts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const layout of LAYOUTS) {
      test(`${layout}`, async ({ page }) => {
        await openGallery(page, `?gallery_layout=${layout}`);
        await expect(gallery(page)).toHaveClass(new RegExp(`\\bcg-layout-${layout}\\b`));
        const isGrid = width > 770 && GRID_OR_SCROLL.has(layout);
        await expect(gallery(page)).toHaveAttribute("data-islet-mode", isGrid ? "grid" : "slider");
        const first = await box(slides(page).nth(0));
        const second = await box(slides(page).nth(1));
        const main = await box(gallery(page).locator(".cg-main-swiper"));
        // Images keep their 800x1024 shape in every layout.
        expect(Math.abs(first.height / first.width - 1024 / 800)).toBeLessThan(0.02);
        if (isGrid && layout.startsWith("grid-") && layout !== "grid-1-2-2") {
          expect(second.y).toBeCloseTo(first.y, 0); // side by side
        } else if (isGrid) {
          expect(second.y).toBeGreaterThan(first.y + first.height - 1); // below
        } else {
          expect(first.x).toBeCloseTo(main.x, 0);
          expect(second.x).toBeGreaterThanOrEqual(main.x + main.width - 1); // next slide off to the right
          await expect(thumb(page, "Show image 1: Hoodie front")).toHaveAttribute("aria-current", "true");
        }
        if (!isGrid || layout === "vertical-scroll") {
          const thumbs = await box(gallery(page).locator(".cg-thumb-swiper"));
          if (width > 770 && layout === "vertical-left") expect(thumbs.x + thumbs.width).toBeLessThanOrEqual(main.x);
          else if (width > 770 && layout === "vertical-right") expect(thumbs.x).toBeGreaterThanOrEqual(main.x + main.width);
          else if (layout !== "vertical-scroll") expect(thumbs.y).toBeGreaterThanOrEqual(main.y + main.height);
          // 4 thumbnails per row (5 in a vertical column), 10 px apart.
          const t1 = await box(thumb(page, "Show image 1: Hoodie front"));
          const t2 = await box(thumb(page, "Show image 2: Hoodie back"));
          if (width > 770 && layout.startsWith("vertical-")) expect(Math.round(t2.y - (t1.y + t1.height))).toBe(10);
          else expect(Math.round(t2.x - (t1.x + t1.width))).toBe(10);
          // Each thumbnail a quarter of the strip, padded 5 px a side (CommerceKit).
          if (!layout.startsWith("vertical-") || width <= 770) expect(Math.round(t1.width * 4 + 40)).toBe(Math.round(thumbs.width));
        }
        if (!isGrid) {
          await thumb(page, "Show image 2: Hoodie back").click();
          await expectShown(page, 1);
          await expect(thumb(page, "Show image 2: Hoodie back")).toHaveAttribute("aria-current", "true");
          await gallery(page).getByRole("button", { name: "Previous slide" }).click();
          await expectShown(page, 0);
        }
      });
    }
  });
}

test.describe("phone layout show-edge", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("shows a tenth of the next slide (1.1 per view), before and after the slider exists", async ({ page }) => {
    await openGallery(page, "?gallery_layout=show-edge");
    const main = await box(gallery(page).locator(".cg-main-swiper"));
    const before = await box(slides(page).nth(0));
    expect(before.width).toBeCloseTo(main.width / 1.1, 0);
    await page.mouse.move(100, 300);
    await thumb(page, "Show image 2: Hoodie back").click();
    await expect.poll(async () => Math.round((await box(slides(page).nth(0))).width)).toBe(Math.round(main.width / 1.1));
  });
});

test.describe("variation gallery", () => {
  test("choosing Blue leads with the Blue image, then the global front and back; Clear brings the default gallery back", async ({ page }) => {
    await openGallery(page);
    const form = page.locator('[data-island="variation-form"]');
    await expect(form).toHaveAttribute("data-island-state", "mounted");
    await form.getByRole("radiogroup", { name: "Select colour" }).getByRole("radio", { name: "Blue", exact: true }).click();
    await expect(gallery(page)).toHaveAttribute("data-gallery-slug", "colour-blue");
    // CommerceKit shows the colour's images, then its global gallery's (the product's front and back).
    await expect(slides(page)).toHaveCount(3);
    await expect(slides(page).first().getByRole("img")).toHaveAttribute("src", "/wp-content/uploads/2026/11/hoodie-blue.png");
    await expect(slides(page).first().locator("a")).toHaveAttribute("href", "/wp-content/uploads/2026/11/hoodie-blue.png");
    await expect(thumb(page, "Show image 3: Hoodie back")).toBeVisible();
    await form.getByRole("link", { name: "Clear options" }).click();
    await expect(gallery(page)).toHaveAttribute("data-gallery-slug", "default_gallery");
    await expect(slides(page)).toHaveCount(2);
    await expect(slides(page).first().getByRole("img")).toHaveAttribute("src", "/wp-content/uploads/2026/11/hoodie-front.png");
    await expect(thumb(page, "Show image 1: Hoodie front")).toBeVisible();
  });
});

test.describe("a one-image gallery", () => {
  test("the Classic T-Shirt's has no thumbnail strip, as CommerceKit prints none", async ({ page }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute("data-island-state", "mounted");
    await expect(slides(page)).toHaveCount(1);
    await expect(gallery(page).locator(".cg-thumb-swiper li")).toHaveCount(0);
  });
});

test.describe("video slide", () => {
  test("the autoplay video starts when its slide is shown, pauses by its icon and when the slide changes", async ({ page }) => {
    await openGallery(page, "?gallery_video=1");
    const video = slides(page).nth(2).locator("video");
    await thumb(page, "Show image 3: Hoodie video").click();
    await expectShown(page, 2);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await gallery(page).getByRole("button", { name: "Pause video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await gallery(page).getByRole("button", { name: "Play video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await thumb(page, "Show image 1: Hoodie front").click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});

test.describe("no layout shift", () => {
  for (const width of [1280, 390]) {
    test(`CLS 0 from the gallery on load, mount and slider creation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { __galleryShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
            const island = document.querySelector('[data-island="gallery"]');
            if (entry.sources?.some((source) => source.node && island?.contains(source.node))) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await openGallery(page);
      await page.mouse.move(200, 400);
      await page.mouse.move(260, 420);
      await expect(slides(page).first()).toHaveAttribute("style", /transform|width/);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __galleryShifts: number[] }).__galleryShifts);
      expect(shifts).toEqual([]);
    });
  }
});

test.describe("window width changes", () => {
  test("a grid becomes a slider at 770 px and back, the slider rebuilt for the new width", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openGallery(page, "?gallery_layout=grid-2-4");
    await expect(gallery(page)).toHaveAttribute("data-islet-mode", "grid");
    await page.setViewportSize({ width: 770, height: 900 });
    await expect(gallery(page)).toHaveAttribute("data-islet-mode", "slider");
    await thumb(page, "Show image 2: Hoodie back").click();
    await expectShown(page, 1);
    await page.setViewportSize({ width: 771, height: 900 });
    await expect(gallery(page)).toHaveAttribute("data-islet-mode", "grid");
    const first = await box(slides(page).nth(0));
    const second = await box(slides(page).nth(1));
    expect(second.y).toBeCloseTo(first.y, 0);
  });

  test("a swipe on the main image changes the slide (keen-slider, created on the first touch of the pointer)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openGallery(page);
    const main = await box(gallery(page).locator(".cg-main-swiper"));
    // Above the previous / next buttons, which sit at mid-height.
    const y = main.y + main.height * 0.3;
    await page.mouse.move(main.x + main.width * 0.8, y);
    await expect(slides(page).first()).toHaveAttribute("style", /transform/);
    await page.mouse.down();
    await page.mouse.move(main.x + main.width / 2, y, { steps: 8 });
    await page.mouse.move(main.x + 20, y, { steps: 8 });
    await page.mouse.up();
    await expectShown(page, 1);
    await expect(thumb(page, "Show image 2: Hoodie back")).toHaveAttribute("aria-current", "true");
  });
});

test.describe("keyboard and reduced motion", () => {
  test("a thumbnail button works from the keyboard; reduced motion changes slides without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openGallery(page);
    await thumb(page, "Show image 2: Hoodie back").focus();
    await page.keyboard.press("Enter");
    await expect(thumb(page, "Show image 2: Hoodie back")).toHaveAttribute("aria-current", "true");
    // No 500 ms slide: in place at once (well under the animation's length).
    await page.waitForTimeout(100);
    const main = await box(gallery(page).locator(".cg-main-swiper"));
    expect(Math.round((await box(slides(page).nth(1))).x - main.x)).toBe(0);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(thumb(page, "Show image 1: Hoodie front")).toHaveAttribute("aria-current", "true");
  });
});
