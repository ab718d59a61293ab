/**
 * Every example of the theme developers' guide (docs/theme-developers.md) works as printed: the
 * demo store serves each `html example=NAME` block in a page of its own
 * (scripts/demo-store/theme-examples.ts), through the plugin, and each case below does what the
 * guide says the example does, then axe finds no serious violation on the page it leaves. A new
 * example without a case fails the first test.
 */
import type { Page } from "@playwright/test";
import { loadGuideExamples, loadHtmlExamples } from "../../scripts/demo-store/theme-examples";
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
    // The island waits for the shopper to reach the card (decision 0044).
    await card.locator("form.cgkit-swatch-form").hover();
    await expect(exampleIsland(page, "listing-swatches")).toHaveAttribute("data-island-state", "mounted");
    await card.getByRole("radio", { name: "Blue", exact: true }).click();
    await card.getByRole("radio", { name: "M", exact: true }).click();
    await expect(headerCount(page)).toHaveText("1");
    await expect(page.getByRole("dialog", { name: "Cart drawer" })).toBeVisible();
  },
};

/** Runs a script example of the guide on the page, as a theme's script would run, with `args` in scope. */
async function runScriptExample(page: Page, name: string, args: Record<string, string> = {}): Promise<void> {
  const code = loadGuideExamples("js").get(name);
  if (code === undefined) throw new Error(`the guide has no js example ${name}`);
  await page.evaluate(
    ({ source, values }) => {
      const run = new Function(...Object.keys(values), `return (async () => {\n${source}\n})();`) as (...params: string[]) => Promise<void>;
      return run(...Object.values(values));
    },
    { source: code, values: args },
  );
}

/** The guide's script examples, each run on one of its example pages. */
const SCRIPT_CASES: Record<string, (page: Page) => Promise<void>> = {
  rescan: async (page) => {
    await gotoStore(page, examplePath("cart-button"));
    await content(page).evaluate((element) => element.insertAdjacentHTML("beforeend", '<div class="quick-view"></div>'));
    const islandMarkup = (loadHtmlExamples().get("quantity") ?? "").replaceAll("quantity_61", "quantity_quick_view");
    await runScriptExample(page, "rescan", { islandMarkup });
    const quickView = content(page).locator(".quick-view");
    await expect(quickView.locator('[data-island="quantity"]')).toHaveAttribute("data-island-state", "mounted");
    await quickView.getByRole("button", { name: "One more" }).click();
    await expect(quickView.getByRole("spinbutton")).toHaveValue("2");
  },
  "cart-request": async (page) => {
    await gotoStore(page, examplePath("cart-button"));
    await expect(headerCount(page)).toHaveText("0");
    await runScriptExample(page, "cart-request");
    await expect(headerCount(page)).toHaveText("1");
  },
};

test("every example of the guide has a case here or in the PHP tests", () => {
  expect([...loadHtmlExamples().keys()].sort()).toEqual(Object.keys(CASES).sort());
  expect([...loadGuideExamples("js").keys()].sort()).toEqual(Object.keys(SCRIPT_CASES).sort());
  // wp-plugin/tests/ThemeGuideTest.php runs the PHP example.
  expect([...loadGuideExamples("php").keys()]).toEqual(["quantity"]);
});

for (const [name, run] of Object.entries(SCRIPT_CASES)) {
  test(`the guide's "${name}" script example works as the guide says`, async ({ page }) => {
    await run(page);
  });
}

for (const [name, run] of Object.entries(CASES)) {
  test(`the guide's "${name}" example works as the guide says`, async ({ page }) => {
    await gotoStore(page, examplePath(name));
    await run(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
