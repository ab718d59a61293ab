/**
 * The sticky add-to-cart bar (docs/behaviour/product-page.md#sticky-add-to-cart-bar, on by
 * default): it appears once the main add-to-cart is scrolled past, mirrors the form, and adds
 * through the main form's own path. Hoodie (variable) and Classic T-Shirt (simple).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { describeViolations, seriousViolations } from "./support/axe";
import { expectDrawerOpen, gotoStore, headerCount, multipartField, nextAjax, productFormAddsByAjax, recordAjax } from "./support/store";

const bar = (page: Page): Locator => page.getByRole("region", { name: "Add to Cart", exact: true });
const barButton = (page: Page): Locator => bar(page).getByRole("button", { name: "Add to cart", exact: true });
const mainForm = (page: Page): Locator => page.locator(".summary form.cart");
const mainButton = (page: Page): Locator => mainForm(page).getByRole("button", { name: "Add to cart", exact: true });
const swatch = (page: Page, group: string, name: string): Locator =>
  mainForm(page).getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });
const stickyIsland = (page: Page): Locator => page.locator('[data-island="sticky-bar"]');

/** Scrolls until the main add-to-cart row is just above the viewport (its button may be swapped for 'Get notified'). */
async function scrollPastMainButton(page: Page): Promise<void> {
  await mainForm(page).locator(".commercekit-sticky-atc-intersector").evaluate((row) => {
    window.scrollTo({ top: row.getBoundingClientRect().bottom + window.scrollY + 40, behavior: "instant" });
  });
}

async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

test.describe("sticky add-to-cart bar on the Hoodie", () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    // The bar's adds go through the main form's, here by ajax (its post is the simple product's test).
    await productFormAddsByAjax(context, baseURL);
    await gotoStore(page, "/product/hoodie/");
    await expect(page.locator('[data-island="variation-form"]')).toHaveAttribute("data-island-state", "mounted");
  });

  test("loads only once the main button is scrolled past; shows the title and price; hides when it is back", async ({ page }) => {
    await expect(stickyIsland(page)).toHaveAttribute("data-island-state", "pending");
    await expect(bar(page)).toBeHidden();
    await scrollPastMainButton(page);
    await expect(stickyIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText("Hoodie");
    await expect(bar(page)).toContainText("£29.00");
    await expect(bar(page)).toContainText("£45.00");
    // Fixed at the top of the viewport: nothing in the page moved for it.
    // (Once it has slid in.)
    await expect.poll(async () => (await bar(page).boundingBox())?.y).toBe(0);
    await scrollToTop(page);
    await expect(bar(page)).toBeHidden();
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
  });

  test("on a phone it slides in at the bottom of the screen, and the page keeps room for it under its end", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await expect.poll(async () => {
      const box = await bar(page).boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    }).toBe(844);
    // The button across the bar, beside the close button; CommerceKit's phone bar has no title or price.
    await expect(barButton(page)).toBeVisible();
    await expect(bar(page).locator(".commercekit-sticky-add-to-cart__content-price")).toBeHidden();
    await expect(bar(page).getByText("Hoodie", { exact: true })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("70px");
  });

  test("slides in the first time it shows, as every later time (its first render is hidden)", async ({ page }) => {
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { isletSlides: seen });
      document.addEventListener("transitionrun", (event) => {
        if (event.target instanceof Element && event.target.matches(".islet-sticky-bar")) seen.push(event.propertyName);
      }, true);
    });
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { isletSlides: string[] }).isletSlides)).toContain("transform");
  });

  test("mirrors Gray + L, and its add sends one add_to_cart with the main form's body; the drawer opens", async ({ page }) => {
    await swatch(page, "Select colour", "Gray").click();
    await swatch(page, "Select size", "L").click();
    await expect(mainButton(page)).not.toHaveClass(/\bdisabled\b/);
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText("Gray, L");
    await expect(bar(page)).toContainText("£36.00");
    await expect(bar(page).locator("img")).toHaveAttribute("src", /hoodie-gray/);
    await expect(barButton(page)).not.toHaveClass(/\bdisabled\b/);
    const ajax = recordAjax(page);
    const added = nextAjax(page, "add_to_cart");
    await barButton(page).click();
    const request = await added;
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toEqual({
      attribute_colour: "Gray",
      attribute_size: "L",
      quantity: "1",
      product_id: "42",
      variation_id: "42",
    });
    await expectDrawerOpen(page);
    await expect(headerCount(page)).toHaveText("1");
    expect(ajax.count("add_to_cart")).toBe(1);
  });

  test("with nothing chosen, its button brings the shopper to the options and sends nothing", async ({ page }) => {
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await expect(barButton(page)).toHaveClass(/\bdisabled\b/);
    const ajax = recordAjax(page);
    await barButton(page).click();
    await expect(swatch(page, "Select colour", "Dark Gray")).toBeFocused();
    await expect(mainButton(page)).toBeInViewport();
    await expect(bar(page)).toBeHidden();
    expect(ajax.count("add_to_cart")).toBe(0);
  });

  test("Blue + 3XL: the bar says 'Get notified' and opens the waitlist", async ({ page }) => {
    await swatch(page, "Select colour", "Blue").click();
    await swatch(page, "Select size", "3XL (Out of stock)").click();
    await scrollPastMainButton(page);
    const notify = bar(page).getByRole("button", { name: "Get notified", exact: true });
    await expect(notify).toBeVisible();
    await notify.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the close button hides it for the rest of the page", async ({ page }) => {
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole("button", { name: "Close sticky add to cart", exact: true }).click();
    await expect(bar(page)).toBeHidden();
    await scrollToTop(page);
    await scrollPastMainButton(page);
    await page.waitForTimeout(300);
    await expect(bar(page)).toBeHidden();
  });

  test("mirrors the form's quantity, and adds that quantity", async ({ page }) => {
    await swatch(page, "Select colour", "Blue").click();
    await swatch(page, "Select size", "M").click();
    await mainForm(page).getByRole("button", { name: "Increase quantity" }).click();
    await expect(mainForm(page).getByRole("spinbutton", { name: "Product quantity" })).toHaveValue("2");
    await scrollPastMainButton(page);
    await expect(bar(page)).toContainText("Quantity: 2");
    const added = nextAjax(page, "add_to_cart");
    await barButton(page).click();
    expect(new URLSearchParams((await added).postData() ?? "").get("quantity")).toBe("2");
    await expectDrawerOpen(page);
  });

  test("axe finds nothing serious in the shown bar", async ({ page }) => {
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    // Only the bar's own nodes: other islands on the page have their own checks.
    const all = await seriousViolations(page);
    const inBar = await Promise.all(
      all.map((violation) =>
        page.evaluate((targets) => targets.some((target) => document.querySelector(target)?.closest(".islet-sticky-bar")), violation.nodes.map((node) => node.target.join(" "))),
      ),
    );
    const violations = all.filter((_, index) => inBar[index]);
    expect(violations.map((violation) => `${violation.id} (${violation.nodes.length})`), describeViolations(violations)).toEqual([]);
  });

  test("its buttons show a visible focus ring, and keyboard focus keeps it shown", async ({ page }) => {
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await barButton(page).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(barButton(page)).toBeFocused();
    const outline = await barButton(page).evaluate((button) => getComputedStyle(button).outlineStyle);
    expect(outline).not.toBe("none");
    // Keyboard focus keeps the bar even with the main button back in view, so focus is never dropped.
    await scrollToTop(page);
    await expect(bar(page)).toBeVisible();
    await expect(barButton(page)).toBeFocused();
  });
});

test.describe("sticky add-to-cart bar on the Classic T-Shirt (simple)", () => {
  test("shows the title and sale price, and adds through the main form", async ({ page }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText("Classic T-Shirt");
    await expect(bar(page)).toContainText("£14.00");
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/product/classic-t-shirt/");
    await barButton(page).click();
    // The main form's own submit (multipart, its button's add-to-cart=61), as a press on it sends.
    const body = (await posted).postData() ?? "";
    expect(multipartField(body, "add-to-cart")).toBe("61");
    expect(multipartField(body, "quantity")).toBe("1");
    await expect(headerCount(page)).toHaveText("1");
  });
});
