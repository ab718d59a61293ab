/**
 * Bad answers from the store (docs/behaviour/server-calls.md#failures), made by the demo store's
 * fault cookie: every failure ends in the documented fallback, and no page ever throws (the fixture
 * checks `pageerror` after each test).
 */
import { expect, test } from "./support/fixtures";
import {
  ADD_FAILED,
  PRODUCTS,
  addButton,
  drawer,
  expectDrawerClosed,
  expectDrawerOpen,
  gotoStore,
  headerCount,
  liveRegion,
  miniCartItems,
  nextAjax,
  openDrawer,
  recordAjax,
  seedCart,
  setFaults,
  type FaultMode,
} from "./support/store";

const FAILING_MODES: FaultMode[] = ["500", "html", "malformed", "403", "empty"];

test.describe("add_to_cart", () => {
  for (const mode of FAILING_MODES) {
    test(`${mode}: a notice next to the button, no fake success`, async ({ page, context, baseURL }) => {
      await setFaults(context, baseURL, { add_to_cart: mode });
      await gotoStore(page, "/shop/");
      const ajax = recordAjax(page);
      const button = addButton(page, PRODUCTS.baseballCap.name);
      await button.click();

      const notice = button.locator("xpath=following-sibling::*[1]");
      await expect(notice).toHaveClass(/\bislet-notice\b/);
      await expect(notice).toHaveAttribute("role", "alert");
      await expect(notice).toHaveText(ADD_FAILED);
      await expect(button).not.toHaveClass(/\bloading\b/);
      await expect(button).not.toHaveClass(/\badded\b/);
      await expect(page.locator("a.added_to_cart")).toHaveCount(0);
      await expect(liveRegion(page)).toHaveText(ADD_FAILED);
      // It re-syncs the cart in case the add happened after all, and opens nothing.
      await expect.poll(() => ajax.count("get_refreshed_fragments")).toBe(1);
      await expect(headerCount(page)).toHaveText("0");
      await expectDrawerClosed(page);
      await expect(page).toHaveURL(/\/shop\/$/);
      expect(ajax.count("add_to_cart")).toBe(1);
    });
  }

  test("a retry after a failure adds the item", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { add_to_cart: "500" });
    await gotoStore(page, "/shop/");
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.click();
    await expect(page.getByRole("alert").filter({ hasText: ADD_FAILED })).toHaveCount(1);
    await context.clearCookies({ name: "islet_demo_fault" });
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(headerCount(page)).toHaveText("1");
  });

  test("several faults at once: add and refresh both fail, the page stays usable", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { add_to_cart: "html", get_refreshed_fragments: "500" });
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const button = addButton(page, PRODUCTS.knitScarf.name);
    await button.click();
    await expect(button.locator("xpath=following-sibling::*[1]")).toHaveText(ADD_FAILED);
    await expect.poll(() => ajax.count("get_refreshed_fragments")).toBe(1);
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
  });

  test("timeout: the button keeps loading until the slow answer arrives", async ({ page, context, baseURL }) => {
    test.slow();
    await setFaults(context, baseURL, { add_to_cart: "timeout" });
    await gotoStore(page, "/shop/");
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.click();
    await expect(button).toHaveClass(/\bloading\b/);
    await page.waitForTimeout(2000); // the store answers after 8 s; nothing may happen before
    await expect(button).toHaveClass(/\bloading\b/);
    await expect(page.locator(".islet-notice")).toHaveCount(0);
    await expect(button).toHaveClass(/\badded\b/, { timeout: 20_000 });
    await expect(headerCount(page)).toHaveText("1");
  });
});

test.describe("remove_from_cart", () => {
  for (const mode of FAILING_MODES) {
    test(`${mode}: the browser follows the remove link`, async ({ page, context, baseURL }) => {
      await seedCart(context, PRODUCTS.classicTShirt.id);
      await setFaults(context, baseURL, { remove_from_cart: mode });
      await gotoStore(page, "/shop/");
      await openDrawer(page);
      const remove = drawer(page).getByRole("button", { name: `Remove ${PRODUCTS.classicTShirt.name} from cart` });
      const href = await remove.getAttribute("href");
      expect(href).toMatch(/\/cart\/\?remove_item=[0-9a-f]+&_wpnonce=/);
      const followed = page.waitForRequest((request) => request.url() === href);
      await remove.click();
      await followed;
      // The no-JS path removes the item server-side and redirects to the cart.
      await page.waitForURL(/\/cart\/$/);
      await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
      await expect(page.locator(".cart-empty")).toContainText("Your cart is currently empty.");
      await expect(headerCount(page)).toHaveText("0");
    });
  }

  test("timeout: the row stays blocked until the slow answer removes it", async ({ page, context, baseURL }) => {
    test.slow();
    await seedCart(context, PRODUCTS.classicTShirt.id, PRODUCTS.baseballCap.id);
    await setFaults(context, baseURL, { remove_from_cart: "timeout" });
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await expect(miniCartItems(page)).toHaveCount(2);
    const row = miniCartItems(page).filter({ hasText: PRODUCTS.classicTShirt.name });
    await drawer(page).getByRole("button", { name: `Remove ${PRODUCTS.classicTShirt.name} from cart` }).click();
    await expect(row).toHaveClass(/\bislet-blocked\b/);
    await page.waitForTimeout(2000);
    await expect(row).toHaveClass(/\bislet-blocked\b/);
    await expect(miniCartItems(page)).toHaveCount(1, { timeout: 20_000 });
    await expect(miniCartItems(page)).toContainText(PRODUCTS.baseballCap.name);
    await expect(headerCount(page)).toHaveText("1");
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});

test.describe("get_refreshed_fragments", () => {
  for (const mode of FAILING_MODES) {
    test(`${mode}: the server-rendered page stays and the cart still works`, async ({ visitor, baseURL }) => {
      const { context, page } = await visitor();
      await seedCart(context, PRODUCTS.classicTShirt.id);
      await setFaults(context, baseURL, { get_refreshed_fragments: mode });
      const ajax = recordAjax(page);
      const refreshed = nextAjax(page, "get_refreshed_fragments");
      await gotoStore(page, "/shop/");
      await refreshed;
      await expect(headerCount(page)).toHaveText("1");
      await openDrawer(page);
      await page.keyboard.press("Escape");
      await expectDrawerClosed(page);
      // An add carries its own fragments: the mini cart shows the whole cart.
      const button = addButton(page, PRODUCTS.baseballCap.name);
      await button.click();
      await expect(button).toHaveClass(/\badded\b/);
      await expect(miniCartItems(page)).toHaveCount(2);
      await expect(headerCount(page)).toHaveText("2");
      expect(ajax.count("add_to_cart")).toBe(1);
    });
  }
});

test.describe("commercekit_mini_cart_blocks", () => {
  for (const mode of FAILING_MODES) {
    test(`${mode}: the drawer works without the blocks`, async ({ page, context, baseURL }) => {
      await seedCart(context, PRODUCTS.classicTShirt.id);
      await setFaults(context, baseURL, { commercekit_mini_cart_blocks: mode });
      await gotoStore(page, "/shop/");
      const blocks = nextAjax(page, "commercekit_mini_cart_blocks");
      await openDrawer(page);
      await blocks;
      await expect(miniCartItems(page)).toHaveCount(1);
      await expect(drawer(page).locator(".islet-mini-cart-before")).toHaveText("");
      await expect(drawer(page).locator(".islet-mini-cart-after")).toHaveText("");
      await page.getByRole("button", { name: "Close drawer" }).click();
      await expectDrawerClosed(page);
    });
  }

  test("a failed reload keeps the blocks already shown", async ({ page, context, baseURL }) => {
    await seedCart(context, PRODUCTS.classicTShirt.id, PRODUCTS.baseballCap.id);
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    const after = drawer(page).locator(".islet-mini-cart-after");
    await expect(after).toContainText("Customers also bought");
    await setFaults(context, baseURL, { commercekit_mini_cart_blocks: "500" });
    // A cart change reloads the blocks; this time the reload fails.
    const reload = nextAjax(page, "commercekit_mini_cart_blocks");
    await drawer(page).getByRole("button", { name: `Remove ${PRODUCTS.classicTShirt.name} from cart` }).click();
    await expect(miniCartItems(page)).toHaveCount(1);
    await reload;
    await expect(after).toContainText("Customers also bought");
    await expect(drawer(page).locator(".islet-mini-cart-before")).toContainText("free shipping");
  });

  test("timeout: the drawer is usable while the blocks are late", async ({ page, context, baseURL }) => {
    test.slow();
    await seedCart(context, PRODUCTS.classicTShirt.id);
    await setFaults(context, baseURL, { commercekit_mini_cart_blocks: "timeout" });
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await expect(miniCartItems(page)).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expectDrawerClosed(page);
    await openDrawer(page);
    // The store answers after 8 s, within the client's 10 s limit: the blocks arrive late.
    await expect(drawer(page).locator(".islet-mini-cart-after")).toContainText("Customers also bought", { timeout: 15_000 });
  });
});
