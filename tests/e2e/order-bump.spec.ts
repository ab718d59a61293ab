/**
 * CommerceKit's order bumps (issue 15; docs/behaviour/countdown-and-order-bump.md#order-bump,
 * commercekit_order_bump_add and commercekit_orderbump_views): the checkout's bump (the captured
 * Striped Socks) and the drawer's carousel (Baseball Cap, Knit Scarf), their adds through the cart
 * queue, the views call, the arrows' rules (reversed right to left), keys and swipe, every bad
 * answer, the no-JavaScript fallback and axe.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, liveRegion, miniCartItems, nextAjax, openDrawer, recordAjax, seedCart, type FaultMode } from "./support/store";

const ADD = "commercekit_order_bump_add";
const VIEWS = "commercekit_orderbump_views";

const checkoutBump = (page: Page): Locator => page.locator("#payment").locator('[data-island="order-bump"]');
const drawerBumps = (page: Page): Locator => page.locator("#shoptimizerCartDrawer").locator('[data-island="order-bump"]');
const carousel = (page: Page): Locator => page.getByRole("region", { name: "Customers also bought" });
const addButton = (scope: Locator, product: string): Locator => scope.getByRole("button", { name: `Click to add ${product}` });

/** The demo store's fault cookie for the order bump's actions (support/store.ts's setFaults for these). */
async function faultBumps(context: BrowserContext, baseURL: string | undefined, faults: Partial<Record<typeof ADD | typeof VIEWS, FaultMode>>): Promise<void> {
  const value = Object.entries(faults).map(([endpoint, mode]) => `${endpoint}:${mode}`).join(",");
  await context.addCookies([{ name: "islet_demo_fault", value: encodeURIComponent(value), url: baseURL ?? "" }]);
}

/** How many items the visitor's cart holds, as the store says (the checkout has no header cart). */
async function cartCount(context: BrowserContext): Promise<number> {
  const response = await context.request.post("/?wc-ajax=get_refreshed_fragments", { form: { time: String(Date.now()) } });
  const { fragments } = (await response.json()) as { fragments: Record<string, string> };
  return Number(/class="count">(\d+)</.exec(fragments["div.shoptimizer-cart"] ?? "")?.[1] ?? "0");
}

/** The checkout with a cart, its bump scrolled into view and mounted. */
async function openCheckout(page: Page): Promise<Locator> {
  await seedCart(page.context(), 61);
  await gotoStore(page, "/checkout/");
  const island = checkoutBump(page);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-island-state", "mounted");
  return island;
}

/** The drawer open with a cart, its bumps arrived (CommerceKit's blocks) and mounted. */
async function openDrawerBumps(page: Page): Promise<Locator> {
  await seedCart(page.context(), 61);
  await gotoStore(page, "/shop/");
  await openDrawer(page);
  const island = drawerBumps(page);
  await expect(island).toHaveAttribute("data-island-state", "mounted");
  return island;
}

test.describe("the checkout's bump", () => {
  test("adds Striped Socks through CommerceKit's call, refreshes the cart and says so", async ({ page }) => {
    const calls = recordAjax(page);
    const island = await openCheckout(page);
    const add = addButton(island, "Striped Socks");
    await expect(add).toHaveText("Click to add Striped Socks");
    const added = nextAjax(page, ADD);
    await add.click();
    const request = await added;
    expect(new URLSearchParams(request.postData() ?? "").get("product_id")).toBe("73");
    expect(await (await request.response())?.json()).toEqual({ status: 1, message: "Sucessfully added to cart." });
    await expect(island.getByText("“Striped Socks” has been added to your cart.")).toBeVisible();
    // The drawer's mini cart (a fragment) has it too.
    await expect(miniCartItems(page).filter({ hasText: "Striped Socks" })).toHaveCount(1);
    expect(await cartCount(page.context())).toBe(2);
    await expect(liveRegion(page)).toHaveText("“Striped Socks” has been added to your cart.");
    await expect(add).toHaveAttribute("aria-disabled", "true");
    const names = calls.names.filter((name) => name !== "commercekit_get_nonce");
    expect(names.slice(names.indexOf(ADD))).toEqual(expect.arrayContaining([ADD, "get_refreshed_fragments"]));
    expect(names.indexOf("get_refreshed_fragments", names.indexOf(ADD))).toBeGreaterThan(names.indexOf(ADD));
  });

  test("loads nothing of the order bump before it comes into view, then tells CommerceKit it was shown, once", async ({ page }) => {
    const calls = recordAjax(page);
    await seedCart(page.context(), 61);
    await gotoStore(page, "/checkout/");
    await expect(checkoutBump(page)).toHaveAttribute("data-island-state", "pending");
    expect(calls.count(VIEWS)).toBe(0);
    const viewed = nextAjax(page, VIEWS);
    await checkoutBump(page).scrollIntoViewIfNeeded();
    const request = await viewed;
    expect(new URLSearchParams(request.postData() ?? "").get("product_ids")).toBe("73");
    await page.waitForTimeout(300);
    expect(calls.count(VIEWS)).toBe(1);
  });

  for (const mode of ["500", "html", "malformed", "403", "empty"] as const) {
    test(`a ${mode} answer to the add ends in the failure message, and the button can be pressed again`, async ({ page, context, baseURL }) => {
      await faultBumps(context, baseURL, { [ADD]: mode });
      const island = await openCheckout(page);
      const add = addButton(island, "Striped Socks");
      await add.click();
      const failed = "Sorry, “Striped Socks” could not be added to your cart. Please try again.";
      await expect(island.locator(".islet-notice--error")).toHaveText(failed);
      await expect(liveRegion(page)).toHaveText(failed);
      await expect(add).not.toHaveAttribute("aria-disabled", "true");
      expect(await cartCount(context)).toBe(1);
    });
  }

  test("a failing views call changes nothing the shopper sees", async ({ page, context, baseURL }) => {
    await faultBumps(context, baseURL, { [VIEWS]: "500" });
    const island = await openCheckout(page);
    await page.waitForTimeout(300);
    await expect(island.locator(".islet-notice")).toHaveCount(0);
    await addButton(island, "Striped Socks").click();
    await expect(island.getByText("“Striped Socks” has been added to your cart.")).toBeVisible();
  });

  test("axe finds nothing serious on the checkout with the bump, before and after an add", async ({ page }) => {
    const island = await openCheckout(page);
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await addButton(island, "Striped Socks").click();
    await expect(island.getByText("“Striped Socks” has been added to your cart.")).toBeVisible();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Click to add' adds the product through WooCommerce's add-to-cart, never submitting the checkout", async ({ page }) => {
    await seedCart(page.context(), 61);
    await page.goto("/checkout/");
    const add = page.locator("#payment").getByRole("button", { name: "Click to add" });
    await expect(add).toHaveAttribute("form", "islet-order-bump");
    await add.click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect(await cartCount(page.context())).toBe(2);
  });
});

test.describe("the drawer's carousel", () => {
  test("is a named region; previous is disabled at the first item and next at the last", async ({ page }) => {
    const island = await openDrawerBumps(page);
    const region = carousel(page);
    const previous = region.getByRole("button", { name: "Previous" });
    const next = region.getByRole("button", { name: "Next" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(next).toHaveAttribute("aria-disabled", "false");
    await expect(region.getByRole("group", { name: "1 of 2" })).toBeVisible();
    await expect(addButton(island, "Baseball Cap")).toBeVisible();
    await next.click();
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(addButton(island, "Knit Scarf")).toBeInViewport();
    await expect(next).toBeFocused();
    // Pressed at the end, it does nothing (aria-disabled keeps it in the tab order).
    await next.click({ force: true });
    await expect(region.locator(".commercekit-order-bump.active")).toHaveAttribute("data-product-id", "71");
  });

  test("follows the keys, and a swipe once it settles", async ({ page }) => {
    const island = await openDrawerBumps(page);
    await addButton(island, "Baseball Cap").focus();
    await page.keyboard.press("ArrowRight");
    await expect(addButton(island, "Knit Scarf")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(addButton(island, "Baseball Cap")).toBeFocused();
    // A swipe scrolls the strip (CSS scroll snapping); the arrows follow.
    await island.locator(".commercekit-order-bumps").evaluate((strip) => strip.scrollBy({ left: strip.clientWidth, behavior: "instant" }));
    await expect(carousel(page).getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await expect(island.locator(".commercekit-order-bump.active")).toHaveAttribute("data-product-id", "71");
  });

  test("reverses the arrows in a right-to-left layout", async ({ page }) => {
    await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => document.documentElement.setAttribute("dir", "rtl")));
    const island = await openDrawerBumps(page);
    const left = island.locator("button.ckobp-prev");
    const right = island.locator("button.ckobp-next");
    await expect(left).toHaveAccessibleName("Next");
    await expect(right).toHaveAttribute("aria-disabled", "true");
    await left.click();
    await expect(left).toHaveAttribute("aria-disabled", "true");
    await expect(right).toHaveAttribute("aria-disabled", "false");
    await expect(addButton(island, "Knit Scarf")).toBeInViewport();
  });

  test("adds a bump in the drawer: the item joins the mini cart and the bumps shown change, counted once per set", async ({ page }) => {
    const calls = recordAjax(page);
    const island = await openDrawerBumps(page);
    await expect.poll(() => calls.count(VIEWS)).toBe(1);
    await carousel(page).getByRole("button", { name: "Next" }).click();
    await addButton(island, "Knit Scarf").click();
    await expect(miniCartItems(page).filter({ hasText: "Knit Scarf" })).toHaveCount(1);
    await expect(liveRegion(page)).toHaveText("“Knit Scarf” has been added to your cart.");
    // CommerceKit's blocks come again without the scarf: the cap alone, no carousel.
    const remaining = drawerBumps(page);
    await expect(remaining.locator(".commercekit-order-bump")).toHaveCount(1);
    await expect(remaining).toHaveAttribute("data-island-state", "mounted");
    await expect(addButton(remaining, "Baseball Cap")).toBeFocused();
    await expect(carousel(page)).toHaveCount(0);
    await expect.poll(() => calls.count(VIEWS)).toBe(2);
    expect(calls.count(ADD)).toBe(1);
  });

  test("axe finds nothing serious in the drawer's carousel", async ({ page }) => {
    await openDrawerBumps(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
