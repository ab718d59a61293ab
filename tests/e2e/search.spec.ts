/**
 * The header search: CommerceKit's live search as an ARIA combobox over the theme's field (the
 * minimum length, the calls, the texts, the debounce and the popup's height), its suggestions links.
 */
import type { Locator, Page } from "@playwright/test";
import { seriousViolations, describeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, nextAjax, recordAjax, setFaults, type FaultMode } from "./support/store";

const field = (page: Page): Locator => page.locator("#masthead").getByRole("combobox", { name: "Search for:" });
const list = (page: Page): Locator => page.getByRole("listbox", { name: "Search suggestions" });
const searchIsland = (page: Page): Locator => page.locator('[data-island="search"]').first();

async function typeInto(page: Page, words: string): Promise<void> {
  const input = page.locator("#woocommerce-product-search-field-0");
  await input.click();
  await expect(searchIsland(page)).toHaveAttribute("data-island-state", "mounted");
  await input.pressSequentially(words, { delay: 30 });
}

test.describe("live search", () => {
  test("loads on the first focus; 'ho' asks nothing; 'hoo' shows products, View all and Other results", async ({ page }) => {
    await gotoStore(page, "/");
    const calls = recordAjax(page);
    await expect(searchIsland(page)).toHaveAttribute("data-island-state", "pending");
    await typeInto(page, "ho");
    await page.waitForTimeout(400);
    expect(calls.names).toEqual([]);
    await expect(field(page)).toHaveAttribute("aria-expanded", "false");
    const counted = nextAjax(page, "commercekit_search_counts");
    await page.keyboard.type("o");
    await expect(list(page).getByRole("option", { name: /Hoodie/ }).first()).toBeVisible();
    await expect(list(page).getByRole("option", { name: /^View all product results \(\d+\)$/ })).toBeVisible();
    await expect(list(page).getByRole("group", { name: "Other results" })).toBeVisible();
    await counted;
    expect(calls.names).toEqual(["commercekit_get_nonce", "cgkit_ajax_search_product", "cgkit_ajax_search_post", "commercekit_search_counts"]);
    await expect(field(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: /suggestions available\./ })).toBeAttached();
    const maxHeight = await page.locator(".islet-search-results").evaluate((popup) => Number.parseFloat(getComputedStyle(popup).maxHeight));
    expect(maxHeight).toBeGreaterThanOrEqual(280);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test("the keyboard moves through the suggestions, Enter opens one, Escape closes", async ({ page }) => {
    await gotoStore(page, "/");
    await typeInto(page, "hoo");
    await expect(list(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const first = list(page).getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await page.keyboard.press("Escape");
    await expect(list(page)).toBeHidden();
    await expect(field(page)).toHaveValue("hoo");
    await page.keyboard.press("ArrowDown");
    await expect(list(page)).toBeVisible();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/hoodie\/\?cgkit_search_word=hoo$/);
  });

  test("each suggestion is a link to its own page: the address under the pointer, a plain click opens it here", async ({ page, baseURL }) => {
    await gotoStore(page, "/");
    await typeInto(page, "hoo");
    const options = list(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    const links = await options.evaluateAll((all) => all.map((option) => (option instanceof HTMLAnchorElement ? option.href : null)));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) expect(href === null ? null : new URL(href).origin).toBe(new URL(baseURL ?? "").origin);
    const hoodie = list(page).getByRole("option").first();
    await expect(hoodie).toHaveAttribute("href", /\/product\/hoodie\/\?cgkit_search_word=hoo$/);
    await expect(list(page).getByRole("option", { name: /^View all product results/ })).toHaveAttribute("href", /[?&]s=hoo\b/);
    // What the browser shows on hover: the link under the pointer, anywhere on the row.
    const box = await hoodie.boundingBox();
    if (!box) throw new Error("the Hoodie suggestion has no box");
    for (const point of [{ x: box.x + 3, y: box.y + 3 }, { x: box.x + box.width - 3, y: box.y + box.height - 3 }]) {
      await page.mouse.move(point.x, point.y);
      const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href") ?? null, point);
      expect(under).toBe(await hoodie.getAttribute("href"));
    }
    await hoodie.click();
    await expect(page).toHaveURL(/\/product\/hoodie\/\?cgkit_search_word=hoo$/);
  });

  const presses: { how: string; options: Parameters<Locator["click"]>[0] }[] = [
    { how: "ctrl+click", options: { modifiers: ["ControlOrMeta"] } },
    { how: "shift+click", options: { modifiers: ["Shift"] } },
    { how: "middle click", options: { button: "middle" } },
  ];
  for (const press of presses) {
    test(`a ${press.how} on a suggestion opens it in a new page and leaves this one as it was`, async ({ page, context }) => {
      await gotoStore(page, "/");
      await typeInto(page, "hoo");
      const hoodie = list(page).getByRole("option").first();
      await expect(hoodie).toBeVisible();
      const here = page.url();
      const opened = context.waitForEvent("page");
      await hoodie.click(press.options);
      const product = await opened;
      await product.waitForLoadState("domcontentloaded");
      expect(product.url()).toMatch(/\/product\/hoodie\/\?cgkit_search_word=hoo$/);
      expect(page.url()).toBe(here);
      // The list stays open with the field focused: the shopper can open the next one.
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveValue("hoo");
      await expect(hoodie).toBeVisible();
    });
  }

  test("a term with no result says the configured texts; Enter searches the store", async ({ page }) => {
    await gotoStore(page, "/");
    await typeInto(page, "zzzq");
    await expect(page.getByText("No product suggestions", { exact: true })).toBeVisible();
    await expect(page.getByText("No other results", { exact: true })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]s=zzzq/);
  });

  test("a hostile term shows as text and runs nothing", async ({ page }) => {
    await gotoStore(page, "/");
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await typeInto(page, hostile);
    await expect(page.getByText("No product suggestions", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await expect(field(page)).toHaveValue(hostile);
  });

  test("the search modal opens from its trigger with the same search, and closes with Escape", async ({ page }) => {
    await gotoStore(page, "/?search=modal");
    const trigger = page.locator("button.search-trigger");
    await trigger.click();
    const modal = page.getByRole("dialog", { name: "Search products" });
    await expect(modal).toBeVisible();
    const modalField = modal.getByRole("combobox");
    await expect(modalField).toBeFocused();
    await modalField.pressSequentially("hoo", { delay: 30 });
    await expect(modal.getByRole("option", { name: /Hoodie/ }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal.getByRole("listbox")).toBeHidden();
    await expect(modalField).toHaveValue("hoo");
    // Then the browser's own Escape of a search field (it empties it), then the dialog's.
    await page.keyboard.press("Escape");
    await expect(modalField).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("on a phone the mobile search toggle opens the same search modal", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoStore(page, "/?search=modal");
    await page.locator("button.mobile-search-toggle").click();
    const modal = page.getByRole("dialog", { name: "Search products" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("combobox")).toBeFocused();
    await modal.getByRole("button", { name: "Close modal" }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator("button.mobile-search-toggle")).toBeFocused();
  });

  for (const mode of ["403", "500", "malformed", "timeout"] as FaultMode[]) {
    test(`a product search answering ${mode} shows no suggestions, raises nothing, and the form still searches`, async ({ page, context, baseURL }) => {
      await setFaults(context, baseURL, { cgkit_ajax_search_product: mode, cgkit_ajax_search_post: mode });
      await gotoStore(page, "/");
      const asked = nextAjax(page, "cgkit_ajax_search_product");
      await typeInto(page, "hoo");
      if (mode !== "timeout") await asked;
      await page.waitForTimeout(300);
      await expect(list(page).getByRole("option")).toHaveCount(0);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]s=hoo/);
    });
  }

  test("a nonce call failing leaves the search quiet; the counts failing changes nothing", async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL, { commercekit_get_nonce: "500", commercekit_search_counts: "500" });
    await gotoStore(page, "/");
    const calls = recordAjax(page);
    await typeInto(page, "hoo");
    await page.waitForTimeout(500);
    expect(calls.names.every((name) => name === "commercekit_get_nonce")).toBe(true);
    await expect(list(page).getByRole("option")).toHaveCount(0);
  });
});
