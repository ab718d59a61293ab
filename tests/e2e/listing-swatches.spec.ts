/**
 * Quick add from the listing cards (docs/behaviour/listing.md#quick-add): a full combination on a
 * card adds that variation with CommerceKit's call, the drawer opens and the count follows; a
 * refusal or a failure shows a named dialog, never nothing.
 */
import type { Locator, Page } from "@playwright/test";
import { describeViolations, seriousViolations } from "./support/axe";
import { builtFileFor, holdLazyFiles, pressDownWhileCodeComes } from "./support/chunks";
import { expect, test } from "./support/fixtures";
import { ADD_FAILED, expectDrawerOpen, gotoStore, headerCount, miniCartItems, nextAjax, recordAjax, setFaults, type FaultMode } from "./support/store";

const ADD = "commercekit_ajax_as_add_to_cart";
const HOODIE_CARD = "li.product.post-25";

function hoodieSwatch(page: Page, group: "Select colour" | "Select size", name: string): Locator {
  return page.locator(HOODIE_CARD).getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });
}

const hoodieIsland = (page: Page): Locator => page.locator(HOODIE_CARD).locator('[data-island="listing-swatches"]');

/** Scrolls to the Hoodie's card and points at it, as a shopper does: its island mounts then (decision 0044). */
async function reachHoodieCard(page: Page): Promise<void> {
  const card = page.locator(HOODIE_CARD);
  await card.scrollIntoViewIfNeeded();
  await card.locator("form.cgkit-swatch-form").hover();
  await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "mounted");
}

/** The Hoodie card's swatch as the server printed it (a button; a radio once the island has mounted). */
const serverSwatch = (page: Page, attribute: "colour" | "size", value: string): Locator =>
  page.locator(HOODIE_CARD).locator(`table.variations ul[data-attribute="attribute_${attribute}"] button[data-attribute-value="${value}"]`);

async function choose(page: Page, colour: string, size: string): Promise<void> {
  await reachHoodieCard(page);
  await hoodieSwatch(page, "Select colour", colour).click();
  await hoodieSwatch(page, "Select size", size).click();
}

const noticeDialog = (page: Page): Locator => page.getByRole("alertdialog", { name: "Could not add to cart" });

test.describe("quick add on the shop's cards", () => {
  test("Gray then L on the Hoodie card adds that variation, opens the drawer, count 1", async ({ page }) => {
    const ajax = recordAjax(page);
    await gotoStore(page, "/shop/");
    await expect(headerCount(page)).toHaveText("0");
    const sent = nextAjax(page, ADD);
    const picture = page.locator(`${HOODIE_CARD} .woocommerce-image__wrapper img`);
    await reachHoodieCard(page);
    await hoodieSwatch(page, "Select colour", "Gray").click();
    await expect(picture).toHaveAttribute("src", /hoodie-gray-300x384\.png$/);
    await hoodieSwatch(page, "Select size", "L").click();
    const request = await sent;
    const body = new URLSearchParams(request.postData() ?? "");
    expect([body.get("product_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["25", "Gray", "L"]);
    await expectDrawerOpen(page);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(miniCartItems(page)).toContainText("Hoodie - Gray, L");
    await expect(headerCount(page)).toHaveText("1");
    // Added: the card is ready for the next add, with the server's picture and price again.
    await expect(hoodieSwatch(page, "Select colour", "Gray")).toHaveAttribute("aria-checked", "false");
    await expect(picture).toHaveAttribute("src", /hoodie-front-300x384\.png$/);
    await expect(page.locator(`${HOODIE_CARD} .cgkit-as-variation-price .price`)).toContainText(/29\.00.*45\.00/);
    // The cards carry their variations in the page: nothing was asked for them.
    expect(ajax.count("commercekit_get_ajax_as_variations")).toBe(0);
  });

  test("a sold-out combination shows the store's notice in a dialog; Escape closes it and nothing was added", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await choose(page, "White", "XXL (Out of stock)");
    await expect(noticeDialog(page)).toContainText('You cannot add "Hoodie - White, XXL" to the cart because the product is out of stock.');
    await expect(noticeDialog(page).getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(noticeDialog(page)).toHaveCount(0);
    await expect(hoodieSwatch(page, "Select size", "XXL (Out of stock)")).toBeFocused();
    await expect(headerCount(page)).toHaveText("0");
  });

  for (const mode of ["500", "malformed", "html", "403"] satisfies FaultMode[]) {
    test(`a ${mode} answer to the add says so in the dialog, with no uncaught error and no item lost`, async ({ page, context, baseURL }) => {
      await setFaults(context, baseURL, { [ADD]: mode });
      await gotoStore(page, "/shop/");
      await choose(page, "Blue", "M");
      await expect(noticeDialog(page)).toContainText(ADD_FAILED);
      await expect(headerCount(page)).toHaveText("0");
    });
  }

  test("a slow answer to the add: the card shows it is adding until the store answers, then the item is in the cart", async ({ page, context, baseURL }) => {
    test.slow();
    await setFaults(context, baseURL, { [ADD]: "timeout" });
    await gotoStore(page, "/shop/");
    await choose(page, "Blue", "M");
    const form = page.locator(`${HOODIE_CARD} form.cgkit-swatch-form`);
    await expect(form).toHaveClass(/\bcgkit-loading\b/);
    await page.waitForTimeout(2000); // the store answers after 8 s; nothing may happen before
    await expect(form).toHaveClass(/\bcgkit-loading\b/);
    await expect(noticeDialog(page)).toHaveCount(0);
    await expect(headerCount(page)).toHaveText("1", { timeout: 20_000 });
    await expect(form).not.toHaveClass(/\bcgkit-loading\b/);
  });

  test("the cards' 'Quick add' is closed on a phone and open on a wide window, following the window across 992 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoStore(page, "/shop/");
    const quickAdd = page.locator(`${HOODIE_CARD} details`);
    await expect(page.locator(`${HOODIE_CARD} [data-island="accordions"]`)).toHaveAttribute("data-island-state", "mounted");
    await expect(quickAdd).not.toHaveAttribute("open");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(quickAdd).toHaveAttribute("open", "");
    await quickAdd.locator("summary").click();
    await expect(quickAdd).not.toHaveAttribute("open");
  });

  test("keyboard: arrow keys move and choose within a card's group", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await reachHoodieCard(page);
    await hoodieSwatch(page, "Select colour", "Dark Gray").focus();
    await page.keyboard.press("ArrowRight");
    await expect(hoodieSwatch(page, "Select colour", "White")).toBeFocused();
    await expect(hoodieSwatch(page, "Select colour", "White")).toHaveAttribute("aria-checked", "true");
  });

  test("axe: no serious violation with a swatch chosen, nor with the notice open", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await reachHoodieCard(page);
    await hoodieSwatch(page, "Select colour", "White").click();
    await expect(hoodieSwatch(page, "Select colour", "White")).toHaveAttribute("aria-checked", "true");
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await hoodieSwatch(page, "Select size", "XXL (Out of stock)").click();
    await expect(noticeDialog(page)).toBeVisible();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test.describe("a card's code waits for the shopper (decision 0044)", () => {
  test("nothing of a card's view loads with the page; a pointer on the card mounts it", async ({ page }) => {
    const view = builtFileFor("islands/listing-swatches/mount.tsx");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await gotoStore(page, "/shop/");
    await page.locator(HOODIE_CARD).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "pending");
    expect(fetched).not.toContain(view);
    await page.locator(`${HOODIE_CARD} form.cgkit-swatch-form`).hover();
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "mounted");
    expect(fetched).toContain(view);
  });

  test("a swatch Tab reached before the mount keeps the focus once the card has mounted; the arrow keys go on from it", async ({ page }) => {
    await gotoStore(page, "/shop/");
    await page.locator(HOODIE_CARD).scrollIntoViewIfNeeded();
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "pending");
    await serverSwatch(page, "colour", "Dark Gray").focus();
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(hoodieSwatch(page, "Select colour", "Dark Gray")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(hoodieSwatch(page, "Select colour", "White")).toBeFocused();
    await expect(hoodieSwatch(page, "Select colour", "White")).toHaveAttribute("aria-checked", "true");
  });

  test("a colour pressed before the view has come is shown and kept: L then adds Gray, L", async ({ page }) => {
    const release = await holdLazyFiles(page);
    await gotoStore(page, "/shop/");
    await serverSwatch(page, "colour", "Gray").click();
    await expect(serverSwatch(page, "colour", "Gray")).toHaveAttribute("aria-checked", "true");
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", /^(pending|loading)$/);
    const sent = nextAjax(page, ADD);
    release();
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(hoodieSwatch(page, "Select colour", "Gray")).toHaveAttribute("aria-checked", "true");
    await hoodieSwatch(page, "Select size", "L").click();
    const body = new URLSearchParams((await sent).postData() ?? "");
    expect([body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["Gray", "L"]);
    await expect(headerCount(page)).toHaveText("1");
  });

  test("a press whose button went down before the view came and comes up after it still chooses the colour", async ({ page }) => {
    const release = await holdLazyFiles(page);
    await gotoStore(page, "/shop/");
    await page.locator(HOODIE_CARD).scrollIntoViewIfNeeded();
    await pressDownWhileCodeComes(page, serverSwatch(page, "colour", "Gray"), release);
    // The view waits for the press: a press from a server button to a rendered one would be a click on neither.
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "loading");
    await page.mouse.up();
    await expect(hoodieIsland(page)).toHaveAttribute("data-island-state", "mounted");
    await expect(hoodieSwatch(page, "Select colour", "Gray")).toHaveAttribute("aria-checked", "true");
  });
});

test.describe("cards whose variations come by ajax (?variations=ajax)", () => {
  const VARIATIONS = "commercekit_get_ajax_as_variations";

  test("one request at load for the first cards; Gray then L adds, and the picture follows from the answer's images", async ({ page }) => {
    const ajax = recordAjax(page);
    const asked = nextAjax(page, VARIATIONS);
    await gotoStore(page, "/shop/?variations=ajax");
    expect(new URLSearchParams((await asked).postData() ?? "").get("product_ids")).toBe("25,53");
    const sent = nextAjax(page, ADD);
    await reachHoodieCard(page);
    await hoodieSwatch(page, "Select colour", "Gray").click();
    await expect(page.locator(`${HOODIE_CARD} .woocommerce-image__wrapper img`)).toHaveAttribute("src", /hoodie-gray-300x384\.png$/);
    await hoodieSwatch(page, "Select size", "L").click();
    expect(new URLSearchParams((await sent).postData() ?? "").get("variation_id")).toBe("42");
    await expectDrawerOpen(page);
    await expect(headerCount(page)).toHaveText("1");
    expect(ajax.count(VARIATIONS)).toBe(1);
  });

  for (const mode of ["500", "malformed", "html", "403"] satisfies FaultMode[]) {
    test(`a ${mode} answer to the variations says so when a combination is chosen, with no uncaught error`, async ({ page, context, baseURL }) => {
      await setFaults(context, baseURL, { [VARIATIONS]: mode });
      await gotoStore(page, "/shop/?variations=ajax");
      await choose(page, "Blue", "M");
      await expect(noticeDialog(page)).toContainText(ADD_FAILED);
      await expect(headerCount(page)).toHaveText("0");
    });
  }

  test("a slow answer: a combination chosen meanwhile is added once the variations arrive", async ({ page, context, baseURL }) => {
    test.slow();
    await setFaults(context, baseURL, { [VARIATIONS]: "timeout" });
    await gotoStore(page, "/shop/?variations=ajax");
    const sent = nextAjax(page, ADD, 30_000);
    await choose(page, "Blue", "M");
    await page.waitForTimeout(2000); // the store answers after 8 s; nothing may be added before
    await expect(headerCount(page)).toHaveText("0");
    await expect(noticeDialog(page)).toHaveCount(0);
    expect(new URLSearchParams((await sent).postData() ?? "").get("variation_id")).toBe("46");
    await expect(headerCount(page)).toHaveText("1", { timeout: 20_000 });
  });
});

