/**
 * The cart journey on the listing page (docs/behaviour/cart.md: add to cart, mini-cart removal):
 * add → loading → added + View cart → drawer with the item → count → CommerceKit blocks → remove →
 * empty mini cart. Plus the queue, the click debounce and product_url.
 */
import { builtFileFor } from "./support/chunks";
import { expect, test } from "./support/fixtures";
import {
  EMPTY_MINI_CART,
  PRODUCTS,
  addButton,
  cardOf,
  drawer,
  expectDrawerClosed,
  expectDrawerOpen,
  gotoStore,
  headerCount,
  holdAjax,
  liveRegion,
  miniCartItems,
  nextAjax,
  recordAjax,
  seedCart,
  setFaults,
} from "./support/store";

test.describe("add to cart from the shop", () => {
  test("add, see it in the drawer, then remove it", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const button = addButton(page, PRODUCTS.classicTShirt.name);
    const card = cardOf(button);
    await expect(headerCount(page)).toHaveText("0");

    // Add: loading while the request runs (held at the network), then added + "View cart".
    const add = await holdAjax(page, "add_to_cart");
    await button.click();
    await expect(button).toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveClass(/\badded\b/);
    await expect.poll(() => add.held()).toBe(1);
    const added = nextAjax(page, "add_to_cart");
    add.release();
    await added;
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    const viewCart = card.locator("a.added_to_cart");
    await expect(viewCart).toHaveCount(1);
    await expect(viewCart).toHaveText("View cart");
    await expect(viewCart).toHaveAttribute("href", /\/cart\/$/);
    await expect(button.locator("xpath=following-sibling::*[1]")).toHaveClass(/\badded_to_cart\b/);

    // The drawer opens by itself with the item; the header count follows.
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(miniCartItems(page)).toContainText(PRODUCTS.classicTShirt.name);
    await expect(headerCount(page)).toHaveText("1");
    await expect(liveRegion(page)).toHaveText(`“${PRODUCTS.classicTShirt.name}” has been added to your cart`);

    // CommerceKit's blocks (free-shipping bar before, order bump after) arrive shortly after.
    await expect(drawer(page).locator(".islet-mini-cart-before")).toContainText("free shipping");
    await expect(drawer(page).locator(".islet-mini-cart-after")).toContainText("Customers also bought");
    expect(ajax.count("commercekit_mini_cart_blocks")).toBeGreaterThanOrEqual(1);

    // Remove: the row is blocked while the request runs, then it goes and the count follows.
    const row = miniCartItems(page).first();
    const remove = await holdAjax(page, "remove_from_cart");
    await drawer(page).getByRole("button", { name: `Remove ${PRODUCTS.classicTShirt.name} from cart` }).click();
    await expect(row).toHaveClass(/\bislet-blocked\b/);
    await expect(row).toHaveAttribute("aria-busy", "true");
    // The spec's message, written on the veil by the stylesheet.
    expect(await row.evaluate((element) => getComputedStyle(element, "::after").content)).toBe('"Please wait..."');
    await expect.poll(() => remove.held()).toBe(1);
    // The loading indicator shows while remove_from_cart runs
    // (docs/behaviour/cart.md#loading-indicator).
    await expect(page.locator("body")).toHaveClass(/\bislet-cart-loading\b/);
    remove.release();
    await expect(miniCartItems(page)).toHaveCount(0);
    await expect(drawer(page).locator(".woocommerce-mini-cart__empty-message")).toHaveText(EMPTY_MINI_CART);
    await expect(headerCount(page)).toHaveText("0");
    await expect(page.locator("body")).not.toHaveClass(/\bislet-cart-loading\b/);
    await expect(liveRegion(page)).toHaveText(`“${PRODUCTS.classicTShirt.name}” has been removed from your cart`);
    await expect(page).toHaveURL(/\/shop\/$/);
    expect(ajax.count("add_to_cart")).toBe(1);
    expect(ajax.count("remove_from_cart")).toBe(1);
  });

  test("two quick adds of different products are queued and both end in the cart", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const first = await holdAjax(page, "add_to_cart");
    await addButton(page, PRODUCTS.baseballCap.name).click();
    await addButton(page, PRODUCTS.knitScarf.name).click();
    await expect(addButton(page, PRODUCTS.knitScarf.name)).toHaveClass(/\bloading\b/);
    await expect.poll(() => first.held()).toBe(1);
    // One at a time: the second request is not sent while the first has no answer.
    await page.waitForTimeout(400);
    expect(ajax.count("add_to_cart")).toBe(1);
    first.release();

    await expect(addButton(page, PRODUCTS.baseballCap.name)).toHaveClass(/\badded\b/);
    await expect(addButton(page, PRODUCTS.knitScarf.name)).toHaveClass(/\badded\b/);
    expect(ajax.count("add_to_cart")).toBe(2);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toHaveCount(2);
    await expect(miniCartItems(page).filter({ hasText: PRODUCTS.baseballCap.name })).toHaveCount(1);
    await expect(miniCartItems(page).filter({ hasText: PRODUCTS.knitScarf.name })).toHaveCount(1);
    await expect(headerCount(page)).toHaveText("2");
  });

  test("a double click sends one request", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.dblclick();
    await expect(button).toHaveClass(/\badded\b/);
    await expectDrawerOpen(page);
    // Nothing else follows: a second request would show up within this window.
    await page.waitForTimeout(500);
    expect(ajax.count("add_to_cart")).toBe(1);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(miniCartItems(page).locator(".quantity")).toContainText("1 ×");
    await expect(headerCount(page)).toHaveText("1");
    await expect(cardOf(button).locator("a.added_to_cart")).toHaveCount(1);
  });

  test("a drawer that an add opens between a double click's two clicks stays open", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error("the add button has no box");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // A slow double click on a fast store: the add is answered and the drawer opens before the
    // gesture's second click, which lands outside the drawer.
    const added = nextAjax(page, "add_to_cart");
    await page.mouse.click(x, y);
    await added;
    await expectDrawerOpen(page);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await page.waitForTimeout(300);
    await expectDrawerOpen(page);
    // A new click outside still closes it.
    await page.mouse.click(5, y);
    await expectDrawerClosed(page);
  });

  test("three quick clicks add three, one request after another (as WooCommerce queues them)", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const button = addButton(page, PRODUCTS.baseballCap.name);
    // Quicker than the demo store answers (the drawer would cover the card after the first).
    await button.evaluate((element: HTMLElement) => {
      for (let i = 0; i < 3; i += 1) element.click();
    });
    await expect.poll(() => ajax.count("add_to_cart")).toBe(3);
    await expect(miniCartItems(page).locator(".quantity")).toContainText("3 ×");
    await expect(headerCount(page)).toHaveText("3");
    await expect(cardOf(button).locator("a.added_to_cart")).toHaveCount(1);
  });

  test("a second click after the drawer was closed adds again", async ({ page }) => {
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expectDrawerOpen(page);
    await page.keyboard.press("Escape"); // close the drawer that opened over the listing
    await expectDrawerClosed(page);
    await button.click();
    await expect.poll(() => ajax.count("add_to_cart")).toBe(2);
    await expect(miniCartItems(page).locator(".quantity")).toContainText("2 ×");
  });

  test("an error with a product_url sends the shopper to that product page", async ({ page }) => {
    await gotoStore(page, "/shop/");
    // The out-of-stock beanie has no ajax button on the shop ("Read more"): give it one, as a
    // stale cached listing would, so the store answers {error: true, product_url}.
    const readMore = page.getByRole("link", { name: "Read more about “Wool Beanie”" });
    await expect(readMore).toHaveCount(1);
    await expect(readMore).not.toHaveClass(/\bajax_add_to_cart\b/);
    await readMore.evaluate((link, id) => {
      const button = document.createElement("a");
      button.href = "#stale";
      button.className = "button product_type_simple add_to_cart_button ajax_add_to_cart";
      button.dataset.product_id = String(id);
      button.dataset.quantity = "1";
      button.setAttribute("role", "button");
      button.textContent = "Add stale beanie";
      link.after(button);
    }, PRODUCTS.woolBeanie.id);
    const ajax = recordAjax(page);
    await page.getByRole("button", { name: "Add stale beanie" }).click();
    await page.waitForURL(/\/product\/wool-beanie\/$/);
    await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
    expect(ajax.count("add_to_cart")).toBe(1);
  });

  test("no View cart link is added on the cart page", async ({ page, context }) => {
    // The cart page with items lists cross-sells with ajax buttons.
    await context.request.post("/?wc-ajax=add_to_cart", { form: { product_id: String(PRODUCTS.classicTShirt.id), quantity: "1" } });
    await gotoStore(page, "/cart/");
    const button = addButton(page, PRODUCTS.baseballCap.name);
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expectDrawerOpen(page);
    await expect(page.locator("a.added_to_cart")).toHaveCount(0);
    await expect(page).toHaveURL(/\/cart\/$/);
  });

  test("with redirect-after-add on, a successful add goes to the cart page, which lists the item", async ({ page, context, baseURL }) => {
    // The demo store's stand-in for WooCommerce's option (scripts/demo-store/page-config.ts).
    await context.addCookies([{ name: "islet_demo_redirect_after_add", value: "yes", url: baseURL ?? "" }]);
    await gotoStore(page, "/shop/");
    const ajax = recordAjax(page);
    await addButton(page, PRODUCTS.classicTShirt.name).click();
    await page.waitForURL(/\/cart\/$/);
    expect(ajax.count("add_to_cart")).toBe(1);
    await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
    await expect(headerCount(page)).toHaveText("1");
    await expect(page.locator(".woocommerce-cart-form").getByRole("link", { name: PRODUCTS.classicTShirt.name }).first()).toBeVisible();
  });

  test("with redirect-after-add on, a failed add stays on the page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "islet_demo_redirect_after_add", value: "yes", url: baseURL ?? "" }]);
    await setFaults(context, baseURL, { add_to_cart: "500" });
    await gotoStore(page, "/shop/");
    const button = addButton(page, PRODUCTS.classicTShirt.name);
    const failed = nextAjax(page, "add_to_cart");
    await button.click();
    await failed;
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveClass(/\badded\b/);
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});

test.describe("the cart page's removal link (remove_item), as WooCommerce answers it", () => {
  const T_SHIRT_KEY = "7f39f8317fbdb1988ef4c628eba02591";

  test("without a valid _wpnonce the cart page is shown (200) and nothing is removed; the row's own link removes it", async ({ page, context }) => {
    await context.request.post("/?wc-ajax=add_to_cart", { form: { product_id: String(PRODUCTS.classicTShirt.id), quantity: "1" } });
    for (const query of ["", "&_wpnonce=b35def98cc"]) {
      const response = await page.goto(`/cart/?remove_item=${T_SHIRT_KEY}${query}`);
      expect(response?.status()).toBe(200);
      await expect(headerCount(page)).toHaveText("1");
    }
    await gotoStore(page, "/cart/");
    const remove = page.getByRole("button", { name: `Remove ${PRODUCTS.classicTShirt.name} from cart` }).first();
    expect(await remove.getAttribute("href")).toMatch(new RegExp(`remove_item=${T_SHIRT_KEY}&_wpnonce=(?!b35def98cc)[0-9a-f]+$`));
    await remove.click();
    await page.waitForURL(/\/cart\/$/);
    await expect(headerCount(page)).toHaveText("0");
  });
});

test.describe("the checkout", () => {
  test("does not fetch the cart buttons' code: its only cart buttons would be the drawer's, which loads it on intent", async ({ page }) => {
    await seedCart(page.context(), PRODUCTS.classicTShirt.id);
    const behaviour = builtFileFor("islands/cart-buttons/behaviour.ts");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await gotoStore(page, "/checkout/");
    const cartButtons = page.locator('[data-island="cart-buttons"]');
    await expect(cartButtons).toHaveAttribute("data-island-when", "interaction");
    await expect(page.locator('[data-island="attribution"]')).toHaveAttribute("data-island-state", "mounted");
    await page.waitForTimeout(500);
    await expect(cartButtons).toHaveAttribute("data-island-state", "pending");
    expect(fetched).not.toContain(behaviour);
  });
});
