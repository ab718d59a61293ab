/**
 * WordPress's wp-polyfill only for browsers lacking what it adds
 * (docs/decisions/0043-polyfill-on-demand.md), on the real store's listings, where WooCommerce's
 * block scripts and `wp-url` list it. This browser has every feature, so the Islet page fetches
 * no polyfill where the legacy page does, and the scripts that list it still run; a browser
 * without one of the features gets it written in before them.
 */
import type { Page } from "@playwright/test";
import { STORE_PAGES } from "../../scripts/bench/store/pages";
import { url } from "./support/look-cases";
import { networkQuiet, trackRequests } from "./support/settle";
import { expect, test } from "./support/sides";

const POLYFILL = /\/wp-includes\/js\/dist\/vendor\/wp-polyfill(\.min)?\.js/;
const LISTINGS = STORE_PAGES.filter((page) => page.group === "listing");

interface Load {
  polyfillFetched: boolean;
  errors: string[];
}

/** Loads `path` until the network is quiet: whether it fetched the polyfill, and its uncaught errors. */
async function load(page: Page, path: string): Promise<Load> {
  const seen: Load = { polyfillFetched: false, errors: [] };
  trackRequests(page);
  page.on("request", (request) => {
    if (POLYFILL.test(request.url())) seen.polyfillFetched = true;
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  await page.goto(url(path), { waitUntil: "load" });
  await networkQuiet(page);
  return seen;
}

/** What the scripts listing the polyfill leave: WordPress's URL helpers and WooCommerce's block data. */
const blockScriptsRan = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const globals = window as unknown as { wp?: { url?: object }; wc?: { wcBlocksData?: object } };
    return typeof globals.wp?.url === "object" && typeof globals.wc?.wcBlocksData === "object";
  });

for (const { name, path } of LISTINGS) {
  test(`${name}: a browser with every feature fetches no polyfill on the Islet page; legacy does; the block scripts run`, async ({ sides }) => {
    expect((await load(sides.legacy, path)).polyfillFetched, "legacy").toBe(true);
    const islet = await load(sides.islet, path);
    expect(islet.polyfillFetched).toBe(false);
    expect(islet.errors).toEqual([]);
    expect(await blockScriptsRan(sides.islet)).toBe(true);
  });
}

test("a browser without Promise.withResolvers gets the polyfill, before the scripts that need it", async ({ sides }) => {
  const page = sides.islet;
  await page.addInitScript(() => Reflect.deleteProperty(Promise, "withResolvers"));
  const islet = await load(page, "/shop/");
  expect(islet.polyfillFetched).toBe(true);
  expect(islet.errors).toEqual([]);
  expect(await page.evaluate(() => typeof Reflect.get(Promise, "withResolvers"))).toBe("function");
  const polyfillFirst = await page.evaluate(() => {
    const polyfill = document.querySelector('script[src*="/wp-polyfill"]');
    const blocks = document.getElementById("wc-blocks-data-store-js");
    return polyfill !== null && blocks !== null && (polyfill.compareDocumentPosition(blocks) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(polyfillFirst).toBe(true);
  expect(await blockScriptsRan(page)).toBe(true);
});
