/**
 * The lightbox on the Hoodie page (issue 6; docs/behaviour/gallery.md#lightbox and the next
 * sections): PhotoSwipe 5 opened from the gallery's main images, keys, the shareable hash, Back,
 * focus and axe, at 1280 px and 390 px. Works on the server's gallery markup whether or not the
 * gallery island is placed: the lightbox reads the slides at open time.
 */
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore } from "./support/store";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");

const HOODIE = "/product/hoodie/";
const ERROR = "The image could not be loaded.";
/** Not in the uploads: the demo store answers 404 for it. */
const MISSING = "/wp-content/uploads/2026/11/islet-missing-image.png";

const dialog = (page: Page): Locator => page.getByRole("dialog", { name: "Product images" });
const mainLinks = (page: Page): Locator => page.locator("#commercegurus-pdp-gallery .cg-main-swiper a.swiper-slide-imglink");
const shown = (page: Page, alt: string): Locator => dialog(page).getByRole("img", { name: alt, exact: true });
/** PhotoSwipe binds its keys when the opening transition ends, and focuses the dialog then. */
async function expectReady(page: Page): Promise<void> {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toBeFocused();
}

const lightboxState = (page: Page): Promise<string | null> =>
  page.locator('[data-island="lightbox"]').getAttribute("data-island-state");

/** The Hoodie page; the lightbox's code waits for the gallery, or loads at once for a hash naming an item. */
async function openHoodie(page: Page, hash = ""): Promise<void> {
  await gotoStore(page, `${HOODIE}${hash}`);
  const namesAnItem = /gid=\d/.test(hash) && /pid=\d/.test(hash);
  await expect(page.locator('[data-island="lightbox"]')).toHaveAttribute("data-island-state", namesAnItem ? "mounted" : "pending");
}

/** The open lightbox's transition length, as PhotoSwipe sets it on its root. */
const transition = (page: Page): Promise<string> =>
  page.locator(".pswp.islet-lightbox").evaluate((root) => getComputedStyle(root).getPropertyValue("--pswp-transition-duration").trim());

async function expectClosed(page: Page, hash: string): Promise<void> {
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
}

for (const width of [1280, 390]) {
  test.describe(`lightbox at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test("opens from a main image, keys move through the items, Esc closes and restores focus and hash", async ({ page }) => {
      const photoswipe: string[] = [];
      page.on("request", (request) => /\/chunks\/open-[^/]*\.js$/.test(request.url()) && photoswipe.push(request.url()));
      await openHoodie(page);
      // Nothing of the lightbox but its arm before the shopper reaches the gallery.
      expect(await lightboxState(page)).toBe("pending");
      // PhotoSwipe and its stylesheet wait for the first open.
      expect(photoswipe).toHaveLength(0);
      await expect(page.locator("#islet-photoswipe-css")).toHaveCount(0);

      const first = mainLinks(page).first();
      await first.click();
      await expectReady(page);
      expect(photoswipe).toHaveLength(1);
      await expect(page.locator("#islet-photoswipe-css")).toHaveCount(1);
      await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
      await expect(shown(page, "Hoodie front")).toBeVisible();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=1");
      expect(await transition(page)).toBe("333ms");
      // Counter off, and no share button (docs/behaviour/constants.md#lightbox).
      await expect(dialog(page).locator(".pswp__counter")).toHaveCount(0);
      await expect(dialog(page).getByRole("button", { name: /share/i })).toHaveCount(0);

      await page.keyboard.press("ArrowRight");
      await expect(shown(page, "Hoodie back")).toBeVisible();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=2");
      // Two items: no loop, the right arrow stays on the last.
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=2");
      await page.keyboard.press("ArrowLeft");
      await expect(shown(page, "Hoodie front")).toBeVisible();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=1");

      // Focus stays inside the dialog.
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.closest(".pswp") !== null)).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expectClosed(page, "");
      await expect(first).toBeFocused();
      expect(page.url()).toMatch(/\/product\/hoodie\/$/);
    });

    test("the close button closes; the other parts of the hash are kept and restored", async ({ page }) => {
      await openHoodie(page, "#islet-test");
      await mainLinks(page).nth(1).click();
      await expect(shown(page, "Hoodie back")).toBeVisible();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#islet-test&gid=1&pid=2");
      await dialog(page).getByRole("button", { name: "Close (Esc)" }).click();
      await expectClosed(page, "#islet-test");
      await expect(mainLinks(page).nth(1)).toBeFocused();
    });

    test("a pasted URL with gid and pid reopens that item without animation; closing drops them", async ({ page }) => {
      await openHoodie(page, "#gid=1&pid=2");
      await expectReady(page);
      await expect(shown(page, "Hoodie back")).toBeVisible();
      expect(await transition(page)).toBe("0ms");
      await page.keyboard.press("Escape");
      await expectClosed(page, "");
    });

    test("a hash shorter than 5 characters, or for another gallery, opens nothing", async ({ page }) => {
      await openHoodie(page, "#pid");
      await openHoodie(page, "#gid=2&pid=1");
      await page.waitForTimeout(300);
      await expect(dialog(page)).toHaveCount(0);
    });

    test("Back closes the lightbox, and Back again leaves the page history as it was", async ({ page }) => {
      await openHoodie(page);
      await mainLinks(page).first().click();
      await expectReady(page);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=2");
      await page.goBack();
      await expectClosed(page, "");
      expect(page.url()).toMatch(/\/product\/hoodie\/$/);
      // Reopen and close: the entry pushed replaces the forward one, and closing steps back
      // over it, so the history does not grow with each look at an image.
      const length = await page.evaluate(() => history.length);
      await mainLinks(page).first().click();
      await expectReady(page);
      await page.keyboard.press("Escape");
      await expectClosed(page, "");
      expect(await page.evaluate(() => history.length)).toBe(length);
      await page.goForward();
      await expect(dialog(page)).toBeVisible();
      await page.goBack();
      await expectClosed(page, "");
    });

    test("an image that fails shows the message with a link to the image", async ({ page }) => {
      await openHoodie(page);
      await expect(page.locator("#islet-photoswipe-css")).toHaveCount(0);
      // The gallery island renders the slides when it mounts: change them only after that.
      await expect(page.locator('[data-island="gallery"]')).toHaveAttribute("data-island-state", "mounted");
      // Test-only DOM change: a third slide whose image does not exist (the gallery could swap
      // one in); the lightbox reads the slides when it opens.
      await page.locator("#commercegurus-pdp-gallery .cg-main-swiper ul.swiper-wrapper").evaluate((list, missing) => {
        const slide = list.querySelector("li")?.cloneNode(true);
        if (!(slide instanceof HTMLElement)) throw new Error("no slide to copy");
        const link = slide.querySelector("a");
        link?.setAttribute("href", missing);
        slide.querySelector("img")?.setAttribute("alt", "Missing");
        list.append(slide);
      }, MISSING);
      await mainLinks(page).first().click();
      await expectReady(page);
      // Three items: the loop is on, so left from the first reaches the third.
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=3");
      const message = dialog(page).getByText(ERROR, { exact: true });
      await expect(message).toBeVisible();
      await expect(dialog(page).getByRole("link", { name: "The image", exact: true })).toHaveAttribute("href", `${new URL(page.url()).origin}${MISSING}`);
      expect((await page.request.get(MISSING)).status()).toBe(404);
    });

    test("the open dialog has no serious axe violations", async ({ page }) => {
      await openHoodie(page);
      await mainLinks(page).first().click();
      await expect(shown(page, "Hoodie front")).toBeVisible();
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        type Result = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
        const result = await axe.run({ include: [[".pswp"]] }, { resultTypes: ["violations"] });
        return result.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      });
      expect(violations).toEqual([]);
    });
  });
}

/** A slow mouse drag from the viewport's centre: PhotoSwipe sees no flick, only the distance. */
async function slowDrag(page: Page, dx: number, dy: number): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const x = viewport.width / 2;
  const y = viewport.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(x + (dx * step) / steps, y + (dy * step) / steps);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(250);
  await page.mouse.up();
}

test.describe("lightbox gestures at 1280 px (docs/behaviour/constants.md#lightbox)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a slow horizontal drag longer than 30 px changes the slide; 20 px does not", async ({ page }) => {
    await openHoodie(page);
    await mainLinks(page).first().click();
    await expectReady(page);
    await slowDrag(page, -20, 0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => location.hash)).toBe("#gid=1&pid=1");
    await slowDrag(page, -45, 0);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#gid=1&pid=2");
    await expect(shown(page, "Hoodie back")).toBeVisible();
  });

  test("a slow vertical drag that fades the background below 0.75 closes; a short one does not", async ({ page }) => {
    await openHoodie(page);
    await mainLinks(page).first().click();
    await expectReady(page);
    await slowDrag(page, 0, 40);
    await page.waitForTimeout(500);
    await expect(dialog(page)).toBeVisible();
    await slowDrag(page, 0, 180);
    await expectClosed(page, "");
  });
});

test.describe("lightbox with reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("opens and closes without animation", async ({ page }) => {
    await openHoodie(page);
    await mainLinks(page).first().click();
    await expectReady(page);
    expect(await transition(page)).toBe("0ms");
    await page.keyboard.press("Escape");
    await expectClosed(page, "");
  });
});

test.describe("lightbox fullscreen", () => {
  test("its button puts the dialog in fullscreen and takes it out; closing leaves fullscreen", async ({ page }) => {
    await openHoodie(page);
    await mainLinks(page).first().click();
    await expectReady(page);
    const button = dialog(page).getByRole("button", { name: "Toggle fullscreen" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    const inFullscreen = (): Promise<boolean> => page.evaluate(() => document.fullscreenElement?.matches(".pswp.islet-lightbox") === true);
    await button.click();
    await expect.poll(inFullscreen).toBe(true);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await button.click();
    await expect.poll(inFullscreen).toBe(false);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect.poll(inFullscreen).toBe(true);
    await dialog(page).getByRole("button", { name: "Close (Esc)" }).click();
    await expectClosed(page, "");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });
});
