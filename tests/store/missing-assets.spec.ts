/**
 * A page links no stylesheet or script the store does not have. On a WordPress store a missing
 * file's URL is answered by WordPress itself (a 404 page), with WooCommerce's session: overlapping
 * a cart change it can undo it (support/sides.ts). Islet leaves such links out of the pages it
 * serves (wp-plugin/includes/missing-assets.php); the legacy page links Popup Maker's missing
 * stylesheet on every page, an intended difference (docs/store-owners.md).
 */
import type { Page, Response } from "@playwright/test";
import { CASES, url } from "./support/look-cases";
import { trackRequests } from "./support/settle";
import { expect, isMissingStylesheet, test, SIDES, type Side } from "./support/sides";

/** The page types, as the look suite opens them (an item in the cart for cart and checkout). */
const PAGES = CASES.filter((entry) => entry.kind === "look");

/** Same-origin stylesheets and scripts the page asked for that came back 404. */
function collectMissing(page: Page): string[] {
  const origin = new URL(url("/")).origin;
  const missing: string[] = [];
  page.on("response", (response: Response) => {
    const request = response.request();
    const asset = ["stylesheet", "script"].includes(request.resourceType());
    if (asset && response.status() === 404 && response.url().startsWith(origin)) missing.push(response.url());
  });
  return missing;
}

const EXPECTED: Record<Side, (missing: string[]) => void> = {
  islet: (missing) => expect(missing).toEqual([]),
  legacy: (missing) => {
    test.info().annotations.push({ type: "intended difference", description: "the legacy page links Popup Maker's missing stylesheet" });
    // The previous page's answer for it can come in after this page started: the same file, counted twice.
    expect(missing.length).toBeGreaterThan(0);
    for (const url of missing) expect(isMissingStylesheet(url), url).toBe(true);
  },
};

test.describe("files a page links that the store does not have", () => {
  for (const side of SIDES) {
    test(`${side}: every page type links only stylesheets and scripts that are there`, async ({ sides }) => {
      const page = sides[side];
      trackRequests(page);
      const missing = collectMissing(page);
      for (const entry of PAGES) {
        await test.step(entry.id, async () => {
          await entry.before?.(page);
          const before = missing.length;
          await page.goto(url(entry.path), { waitUntil: "load" });
          EXPECTED[side](missing.slice(before));
        });
      }
    });
  }
});
