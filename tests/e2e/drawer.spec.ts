/**
 * The mini-cart drawer (docs/behaviour/cart.md#cart-drawer, its blocks' timing): open paths, close
 * paths, the dialog's name and focus handling, and CommerceKit's blocks.
 */
import { expect, test } from "./support/fixtures";
import {
  EMPTY_MINI_CART,
  PRODUCTS,
  drawer,
  expectDrawerClosed,
  expectDrawerOpen,
  gotoStore,
  islandOf,
  miniCartItems,
  nextAjax,
  openDrawer,
  opener,
  recordAjax,
  seedCart,
} from "./support/store";

test.describe("opening and closing", () => {
  test("the header cart opens the drawer at the first click, before the island loaded", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "pending");
    await expectDrawerClosed(page);
    await opener(page).click();
    await expectDrawerOpen(page);
    await expect(page).toHaveURL(/\/shop\/$/); // the opener's href="#" was not followed
    const dialog = page.getByRole("dialog", { name: "Cart drawer" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // No cart yet: the island fills the drawer with the (empty) mini cart.
    await expect(dialog.locator(".woocommerce-mini-cart__empty-message")).toHaveText(EMPTY_MINI_CART);
  });

  test("Escape closes it", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await expect(drawer(page)).not.toHaveAttribute("aria-modal", "true");
  });

  test("the close button closes it", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await page.getByRole("dialog", { name: "Cart drawer" }).getByRole("button", { name: "Close drawer" }).click();
    await expectDrawerClosed(page);
  });

  test("a click outside closes it, a click inside does not", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await page.getByRole("dialog", { name: "Cart drawer" }).locator(".cart-drawer-heading").click();
    await page.waitForTimeout(200); // prove it stays open
    await expectDrawerOpen(page);
    const box = await drawer(page).boundingBox();
    expect(box).not.toBeNull();
    // Left of the drawer, on the page body (no link there).
    await page.mouse.click(Math.max(5, (box?.x ?? 400) - 300), 400);
    await expectDrawerClosed(page);
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test("Escape closes it while its script is still loading", async ({ page }) => {
    // The dialog behaviour is plain TypeScript armed at scan time, so it needs no React.
    await gotoStore(page, "/shop/");
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/chunks\/mount-[^/]*\.js/, async (route) => {
      await gate;
      await route.fallback();
    });
    try {
      await opener(page).click();
      await expect(page.locator("body")).toHaveClass(/\bdrawer-open\b/);
      await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "loading");
      await page.keyboard.press("Escape");
      await expect(page.locator("body")).not.toHaveClass(/\bdrawer-open\b/, { timeout: 2000 });
    } finally {
      release();
    }
  });

  test("the close button works when the drawer's script fails to load", async ({ page }) => {
    // With the React chunk unavailable the island ends in "error", yet the drawer still closes.
    await gotoStore(page, "/shop/");
    await page.route(/\/chunks\/mount-[^/]*\.js/, (route) => route.abort());
    await opener(page).click();
    await expect(page.locator("body")).toHaveClass(/\bdrawer-open\b/);
    await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "error");
    await drawer(page).getByRole("button", { name: "Close drawer" }).click();
    await expect(page.locator("body")).not.toHaveClass(/\bdrawer-open\b/, { timeout: 2000 });
  });

  test("it opens again after closing, and the header cart toggles nothing else", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
  });
});

test.describe("focus", () => {
  test("focus moves into the dialog and Tab stays inside", async ({ page }) => {
    await seedCart(page.context(), PRODUCTS.classicTShirt.id);
    await gotoStore(page, "/shop/");
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expectDrawerOpen(page);
    const inDialog = (): Promise<boolean> =>
      page.evaluate(() => Boolean(document.activeElement?.closest("#shoptimizerCartDrawer")));
    await expect.poll(inDialog).toBe(true);
    // Wait for the blocks, so the set of focusable elements is final while we Tab.
    await expect(drawer(page).locator(".islet-mini-cart-after")).toContainText("Customers also bought");
    const focusable = await drawer(page).locator("a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])").count();
    for (let i = 0; i < focusable + 2; i += 1) {
      await page.keyboard.press("Tab");
      expect(await inDialog(), `after Tab #${i + 1}`).toBe(true);
    }
    for (let i = 0; i < focusable + 2; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await inDialog(), `after Shift+Tab #${i + 1}`).toBe(true);
    }
  });

  test("focus returns to the header cart when the drawer closes (later opens)", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    // Second opening, by keyboard: Escape and the close button both give focus back.
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expectDrawerOpen(page);
    await expect(opener(page)).not.toBeFocused();
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await expect(opener(page)).toBeFocused();
    await opener(page).click();
    await expectDrawerOpen(page);
    await page.getByRole("button", { name: "Close drawer" }).click();
    await expectDrawerClosed(page);
    await expect(opener(page)).toBeFocused();
  });

  test("focus returns to the header cart when the drawer closes (first opening)", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expectDrawerOpen(page);
    await expect(miniCartItems(page).or(drawer(page).locator(".woocommerce-mini-cart__empty-message"))).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await expect(opener(page)).toBeFocused({ timeout: 2000 });
  });

  test("after an add, closing gives focus back to the add button", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const button = page.getByRole("button", { name: `Add to cart: “${PRODUCTS.baseballCap.name}”` });
    await button.focus();
    await page.keyboard.press("Enter");
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await expect(button).toBeFocused();
  });
});

test.describe("CommerceKit blocks", () => {
  test("appear before and after the items about 600 ms after opening", async ({ page }) => {
    await seedCart(page.context(), PRODUCTS.classicTShirt.id);
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const before = drawer(page).locator(".islet-mini-cart-before");
    const after = drawer(page).locator(".islet-mini-cart-after");
    const blocks = nextAjax(page, "commercekit_mini_cart_blocks");
    const clickedAt = Date.now();
    await opener(page).click();
    await expectDrawerOpen(page);
    await blocks;
    // 500 ms click delay + 100 ms debounce (docs/behaviour/constants.md#cart), plus the lazy load.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(550);
    await expect(before).toContainText("free shipping");
    await expect(after).toContainText("Customers also bought");
    // Slots sit around the widget, outside the fragment target, in this order.
    const order = await drawer(page).evaluate((dialog) =>
      Array.from(dialog.querySelectorAll(".islet-mini-cart-before, .widget_shopping_cart_content, .islet-mini-cart-after")).map(
        (element) => element.className.split(" ")[0],
      ),
    );
    expect(order).toEqual(["islet-mini-cart-before", "widget_shopping_cart_content", "islet-mini-cart-after"]);
    expect(ajax.count("commercekit_mini_cart_blocks")).toBe(1);
    await expect(miniCartItems(page)).toHaveCount(1);
  });

  test("a burst of open and close asks for the blocks once", async ({ page }) => {
    await seedCart(page.context(), PRODUCTS.classicTShirt.id);
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await expect(drawer(page).locator(".islet-mini-cart-after")).toContainText("Customers also bought");
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    const ajax = recordAjax(page);
    const blocks = nextAjax(page, "commercekit_mini_cart_blocks");
    await page.evaluate(() => {
      const open = document.querySelector<HTMLElement>(".shoptimizer-cart a.cart-contents");
      for (let i = 0; i < 3; i += 1) {
        open?.click();
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      }
      open?.click();
    });
    await expectDrawerOpen(page);
    await blocks;
    await page.waitForTimeout(700); // no second request follows
    expect(ajax.count("commercekit_mini_cart_blocks")).toBe(1);
  });

  test("stay empty when the cart is empty", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const blocks = nextAjax(page, "commercekit_mini_cart_blocks");
    await openDrawer(page);
    await blocks;
    await expect(drawer(page).locator(".woocommerce-mini-cart__empty-message")).toHaveText(EMPTY_MINI_CART);
    await expect(drawer(page).locator(".islet-mini-cart-before")).toHaveText("");
    await expect(drawer(page).locator(".islet-mini-cart-after")).toHaveText("");
  });
});
