/**
 * Every example of the theme developers' guide (docs/theme-developers.md) works as printed: the
 * demo store serves each `html example=NAME` block in a page of its own
 * (scripts/demo-store/theme-examples.ts), through the plugin, and each case below does what the
 * guide says the example does, then axe finds no serious violation on the page it leaves. A new
 * example without a case fails the first test.
 */
import type { Page } from "@playwright/test";
import { loadHtmlExamples } from "../../scripts/demo-store/theme-examples";
import { describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, headerCount, islandOf } from "./support/store";

const examplePath = (name: string): string => `/theme-examples/${name}/`;
const content = (page: Page) => page.locator("main .entry-content");
/** An island the example printed, in the page's content. */
const exampleIsland = (page: Page, name: string) => content(page).locator(`[data-island="${name}"]`);

const CASES: Record<string, (page: Page) => Promise<void>> = {
  "cart-button": async (page) => {
    await content(page).getByRole("link", { name: "Add “Classic T-Shirt” to your cart" }).click();
    await expect(content(page).getByRole("link", { name: "View cart" })).toBeVisible();
    await expect(headerCount(page)).toHaveText("1");
  },
  drawer: async (page) => {
    const link = content(page).getByRole("link", { name: "Cart", exact: true });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Cart drawer" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/\bdrawer-open\b/);
    await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "mounted");
    expect(page.url()).toContain(examplePath("drawer"));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  },
  quantity: async (page) => {
    const input = content(page).getByRole("spinbutton", { name: "Classic T-Shirt quantity" });
    await expect(exampleIsland(page, "quantity")).toHaveAttribute("data-island-state", "mounted");
    const more = content(page).getByRole("button", { name: "One more" });
    for (let press = 0; press < 5; press += 1) await more.click();
    await expect(input).toHaveValue("5");
    await content(page).getByRole("button", { name: "One fewer" }).click();
    await expect(input).toHaveValue("4");
  },
  "listing-card": async (page) => {
    const card = content(page).locator("li.product");
    await expect(exampleIsland(page, "listing-swatches")).toHaveAttribute("data-island-state", "mounted");
    await card.getByRole("radio", { name: "Blue", exact: true }).click();
    await card.getByRole("radio", { name: "M", exact: true }).click();
    await expect(headerCount(page)).toHaveText("1");
    await expect(page.getByRole("dialog", { name: "Cart drawer" })).toBeVisible();
  },
};

test("every HTML example of the guide has a case here", () => {
  expect([...loadHtmlExamples().keys()].sort()).toEqual(Object.keys(CASES).sort());
});

for (const [name, run] of Object.entries(CASES)) {
  test(`the guide's "${name}" example works as the guide says`, async ({ page }) => {
    await gotoStore(page, examplePath(name));
    await run(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
