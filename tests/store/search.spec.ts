/**
 * The header search on the real store, Islet against legacy (issue 28): "hood" suggests the Hoodie
 * first, as a link to its page. The address is the link's, under the pointer as on hover (what the
 * browser shows), and a ctrl+click or a middle click opens it in a new page while this one stays.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, SIDES } from "./support/sides";

/** The Hoodie's page or the Zip Hoodie's (the link adds CommerceKit's `cgkit_search_word` query). */
const HOODIE_PATH = /^\/product\/(zip-)?hoodie\/$/;

const searchField = (page: Page): Locator => page.getByLabel("Search for:").filter({ visible: true }).first();

/** Types into the header's search field and waits for the first product suggestion. */
async function firstProductSuggestion(page: Page, words: string): Promise<Locator> {
  await page.goto("/shop/", { waitUntil: "networkidle" });
  const field = searchField(page);
  await field.click();
  await field.pressSequentially(words, { delay: 60 });
  // CommerceKit's class for its product suggestion links, which Islet's links carry too.
  const first = page.locator("a.commercekit-ajs-product").filter({ visible: true }).first();
  await expect(first).toBeVisible();
  return first;
}

/** The href of the link under the pointer: the address the browser shows on hover. */
async function linkUnderPointer(page: Page, target: Locator): Promise<string | null> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the suggestion has no box");
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y);
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a[href]")?.getAttribute("href") ?? null, point);
}

test.describe("header search suggestions on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: the first product suggested for "hood" is a link to the Hoodie that opens in a new page`, async ({ sides }) => {
      const page = sides[side];
      const hoodie = await firstProductSuggestion(page, "hood");
      await expect(hoodie).toContainText("Hoodie");
      const href = await hoodie.getAttribute("href");
      if (href === null) throw new Error("the suggestion has no href");
      const address = new URL(href, page.url());
      expect(address.origin).toBe(new URL(page.url()).origin);
      expect(address.pathname).toMatch(HOODIE_PATH);
      expect(await linkUnderPointer(page, hoodie)).toBe(href);
      await expect(hoodie).toHaveAttribute("href", href);

      const here = page.url();
      const presses: Parameters<Locator["click"]>[0][] = [{ modifiers: ["ControlOrMeta"] }, { button: "middle" }];
      for (const press of presses) {
        const opened = page.context().waitForEvent("page");
        await hoodie.click(press);
        const product = await opened;
        await product.waitForURL(address.href, { waitUntil: "commit" });
        await product.close();
        expect(page.url()).toBe(here);
        await expect(searchField(page)).toHaveValue("hood");
        // CommerceKit closes its list after a ctrl+click (Islet keeps it open); back in the field, it shows again.
        await searchField(page).click();
        await expect(hoodie).toBeVisible();
      }
    });
  }
});
