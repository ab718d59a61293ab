/**
 * WordPress's emoji loader only on pages with emoji (docs/decisions/0042-emoji-loader.md), on the
 * real store. This browser lacks the newest emoji, as many phones do, so the legacy page fetches
 * wp-emoji-release.min.js on every page; Islet's pages with no emoji do not, and a page that
 * shows one (a search for it: the heading repeats the visitor’s words) shows WordPress's picture
 * of it as the legacy page does.
 */
import type { Page } from "@playwright/test";
import { STORE_PAGES } from "../../scripts/bench/store/pages";
import { url } from "./support/look-cases";
import { networkQuiet, trackRequests } from "./support/settle";
import { expect, test } from "./support/sides";

const EMOJI_SCRIPT = /\/wp-includes\/js\/wp-emoji-release\.min\.js/;
const EMOJI_SEARCH = `/?s=${encodeURIComponent("🧶")}&post_type=product`;

/** Whether a page's load, until the network is quiet, fetched the emoji script. */
async function fetchesEmojiScript(page: Page, path: string): Promise<boolean> {
  let fetched = false;
  trackRequests(page);
  page.on("request", (request) => {
    if (EMOJI_SCRIPT.test(request.url())) fetched = true;
  });
  await page.goto(url(path), { waitUntil: "load" });
  await networkQuiet(page);
  return fetched;
}

for (const { name, path } of STORE_PAGES.filter((page) => !page.withItem)) {
  test(`${name}: no emoji on the page, so the Islet page fetches no emoji script; legacy does`, async ({ sides }) => {
    expect(await fetchesEmojiScript(sides.legacy, path), "legacy, in this browser").toBe(true);
    expect(await fetchesEmojiScript(sides.islet, path)).toBe(false);
    expect(await sides.islet.evaluate(() => "_wpemojiSettings" in window)).toBe(false);
  });
}

/** WordPress's emoji pictures come from s.w.org, out of reach here: a square stands in. */
const EMOJI_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36"/></svg>';

test("a page with an emoji gets the loader, and shows WordPress's picture of it as legacy does", async ({ sides }) => {
  for (const page of [sides.legacy, sides.islet]) {
    await page.route(/^https:\/\/s\.w\.org\/images\/core\/emoji\//, (route) => route.fulfill({ contentType: "image/svg+xml", body: EMOJI_PICTURE }));
    expect(await fetchesEmojiScript(page, EMOJI_SEARCH)).toBe(true);
    await expect(page.getByRole("img", { name: "🧶" }).first()).toBeVisible();
  }
});
