/**
 * Cart fragments (docs/behaviour/cart.md#fragments): which page loads ask the store, and the
 * re-syncs after the back/forward cache and other tabs.
 */
import { expect, test } from "./support/fixtures";
import {
  PRODUCTS,
  addButton,
  drawer,
  expectDrawerOpen,
  gotoStore,
  headerCount,
  miniCartItems,
  nextAjax,
  openDrawer,
  recordAjax,
  seedCart,
  setFaults,
} from "./support/store";
import type { Page } from "@playwright/test";

/** Long enough for a request the page would send right after boot to show up. */
const QUIET_MS = 600;

/**
 * Adds the Baseball Cap from the shop and waits until the drawer it opens is done talking to the
 * store: CommerceKit's blocks came, and their order bump told CommerceKit it was shown (a views
 * call, after a nonce call, once the carousel has painted). Counting starts after that.
 */
async function addCapAndSettle(page: Page): Promise<void> {
  const viewsCounted = nextAjax(page, "commercekit_orderbump_views");
  await addButton(page, PRODUCTS.baseballCap.name).click();
  await expect(addButton(page, PRODUCTS.baseballCap.name)).toHaveClass(/\badded\b/);
  await expectDrawerOpen(page);
  await expect(drawer(page).locator(".islet-mini-cart-after")).toContainText("Customers also bought");
  await viewsCounted;
}

test.describe("page load", () => {
  test("without cart cookies makes no ajax call", async ({ page }) => {
    const ajax = recordAjax(page);
    await gotoStore(page, "/shop/");
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.names).toEqual([]);
  });

  test("after an add, the next page reuses the stored fragments (no call)", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await addCapAndSettle(page);

    const ajax = recordAjax(page);
    await gotoStore(page, "/product/classic-t-shirt/");
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.names).toEqual([]);
    // The mini cart is already there, from session storage.
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(miniCartItems(page)).toContainText(PRODUCTS.baseballCap.name);
    await expect(headerCount(page)).toHaveText("1");
    // Opening it asks only for CommerceKit's blocks, never for the fragments again.
    const blocks = nextAjax(page, "commercekit_mini_cart_blocks");
    await openDrawer(page);
    await blocks;
    expect(ajax.count("get_refreshed_fragments")).toBe(0);
  });

  test("with cart cookies but nothing stored makes exactly one call", async ({ visitor }) => {
    const { context, page } = await visitor();
    await seedCart(context, PRODUCTS.classicTShirt.id);
    const ajax = recordAjax(page);
    const refreshed = nextAjax(page, "get_refreshed_fragments");
    await gotoStore(page, "/shop/");
    const request = await refreshed;
    expect(request.method()).toBe("POST");
    expect(request.postData()).toMatch(/^time=\d+$/);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(miniCartItems(page)).toContainText(PRODUCTS.classicTShirt.name);
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.names).toEqual(["get_refreshed_fragments"]);

    // Stored now: the next page asks nothing.
    const next = recordAjax(page);
    await gotoStore(page, "/product/hoodie/");
    await page.waitForTimeout(QUIET_MS);
    expect(next.names).toEqual([]);
  });

  test("a cart changed elsewhere (cookie hash differs) is refreshed once", async ({ page, context }) => {
    await gotoStore(page, "/shop/");
    await addCapAndSettle(page);
    await expect(headerCount(page)).toHaveText("1");
    // Another device or a no-JS form changes the cart: new cart_hash cookie, stale storage.
    await seedCart(context, PRODUCTS.knitScarf.id);
    const ajax = recordAjax(page);
    await gotoStore(page, "/product/classic-t-shirt/");
    await expect(miniCartItems(page)).toHaveCount(2);
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.names).toEqual(["get_refreshed_fragments"]);
  });

  test("a refresh that times out leaves the page usable", async ({ visitor, baseURL }) => {
    test.slow();
    const { context, page } = await visitor();
    await seedCart(context, PRODUCTS.classicTShirt.id);
    await setFaults(context, baseURL, { get_refreshed_fragments: "timeout" });
    const ajax = recordAjax(page);
    await gotoStore(page, "/shop/");
    await expect.poll(() => ajax.names).toEqual(["get_refreshed_fragments"]);
    // The server-rendered header still says what is in the cart; the drawer opens.
    await expect(headerCount(page)).toHaveText("1");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    // The client gives up after 5 s (request_timeout); then the cart works again.
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.click();
    await expect(button).toHaveClass(/\badded\b/, { timeout: 15_000 });
    await expect(headerCount(page)).toHaveText("2");
    await expect(miniCartItems(page)).toHaveCount(2);
  });
});

test.describe("re-sync", () => {
  test("a pageshow from the back/forward cache refreshes once", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await addButton(page, PRODUCTS.baseballCap.name).click();
    await expect(headerCount(page)).toHaveText("1");
    const ajax = recordAjax(page);
    const refreshed = nextAjax(page, "get_refreshed_fragments");
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await refreshed;
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.count("get_refreshed_fragments")).toBe(1);
  });

  test("a pageshow that is not from the cache asks nothing", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await addButton(page, PRODUCTS.baseballCap.name).click();
    await expect(headerCount(page)).toHaveText("1");
    const ajax = recordAjax(page);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false })));
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.count("get_refreshed_fragments")).toBe(0);
  });

  test("an add in another tab shows in this tab, from the fragments that tab stored (no request: issue 16)", async ({ page, context }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    const other = await context.newPage();
    await gotoStore(other, "/shop/");
    const ajax = recordAjax(page);
    await addButton(other, PRODUCTS.knitScarf.name).click();
    await expect(addButton(other, PRODUCTS.knitScarf.name)).toHaveClass(/\badded\b/);
    await expect(headerCount(page)).toHaveText("1");
    await expect(drawer(page).locator("li.woocommerce-mini-cart-item")).toContainText(PRODUCTS.knitScarf.name);
    await page.waitForTimeout(QUIET_MS);
    expect(ajax.count("get_refreshed_fragments")).toBe(0);
  });

  test("a cart hash stored without our fragments (WooCommerce's own script in another tab) refreshes this tab", async ({ page, context }) => {
    await gotoStore(page, "/product/classic-t-shirt/");
    const other = await context.newPage();
    await gotoStore(other, "/shop/");
    const ajax = recordAjax(page);
    const refreshed = nextAjax(page, "get_refreshed_fragments");
    // What cart-fragments.js stores: the hash alone.
    await other.evaluate(() => {
      const { cartHashKey } = JSON.parse(document.getElementById("islet-config")?.textContent ?? "{}") as { cartHashKey: string };
      localStorage.setItem(cartHashKey, "a-hash-woocommerce-stored");
    });
    await refreshed;
    expect(ajax.count("get_refreshed_fragments")).toBe(1);
  });
});
