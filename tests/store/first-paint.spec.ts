/**
 * The first paint on the real store (issue 31, docs/decisions/0039): a shop manager builds the
 * critical CSS in WooCommerce → Islet; Islet's Hoodie and shop then arrive compressed, without the
 * block editor's stylesheets, with each sheet's used rules inline and the sheet itself linked only
 * after the load event, and the product image preloaded as the gallery shows it; the checkout's
 * scripts are out of its head; and what a person sees before the rest of the sheets arrives looks
 * like the legacy page, at 390 and 1280 px.
 */
import type { Page } from "@playwright/test";
import { timeline } from "../../scripts/bench/page-metrics";
import { buildFirstPaint, type FirstPaintRows } from "../../scripts/refstore/first-paint-build";
import { storeProductId, storeUrl } from "../../scripts/refstore/store-place";
import { judge, shootViewport } from "./support/look-shot";
import { url, VIEWPORT_HEIGHT, WIDTHS } from "./support/look-cases";
import { pointerIn, settle, trackRequests } from "./support/settle";
import { expect, test } from "./support/sides";

/** The page types issue 31 holds to its budgets, with their look cases (support/look-cases.ts). */
const PAGES = [
  { name: "Hoodie", path: "/product/hoodie/", lookCase: "hoodie" },
  { name: "shop", path: "/shop/", lookCase: "shop" },
] as const;

/** A build reads each page type's pages, and renders each at two widths: about a minute here. */
const BUILD_TIMEOUT_MS = 240_000;

// One worker runs the file in order, after one build: a second build at once would race the first.
test.describe.configure({ mode: "serial" });

let built: FirstPaintRows | null = null;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(BUILD_TIMEOUT_MS);
  // The store suite's runner builds before every spec too; this spec's fixture is its own build.
  built = await buildFirstPaint(browser, storeUrl());
});

test("a shop manager builds the critical CSS in WooCommerce → Islet, per page type", () => {
  expect(built?.state, JSON.stringify(built?.rows)).toBe("done");
  for (const type of ["home", "listing", "product"]) expect(built?.rows[type], type).toMatch(/^Built: \d+(\.\d)? KB/);
});

/** The stylesheets the page holds back in `<noscript data-islet-deferred>`, by URL. */
async function deferredSheets(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(url(path))).text();
  return [...html.matchAll(/<noscript data-islet-deferred><link [^>]*href='([^']+)'/g)].map((match) => match[1] ?? "");
}

for (const { name, path } of PAGES) {
  test(`${name}: compressed, no editor styles, rules inline, every sheet linked after the load event`, async ({ sides }) => {
    const page = sides.islet;
    const response = await page.request.get(url(path), { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    const sheets = await deferredSheets(page, path);
    expect(sheets.length).toBeGreaterThan(10);
    await page.goto(url(path), { waitUntil: "load" });
    await expect(page.locator("noscript[data-islet-deferred]")).toHaveCount(0);
    expect(await page.locator('style[id$="-critical-css"]').count()).toBeGreaterThan(5);
    await expect(page.locator("link#shoptimizer-main-min-css[rel=stylesheet]")).toHaveCount(1);
    for (const editor of ["wp-block-editor", "wp-components", "wp-preferences"]) await expect(page.locator(`link#${editor}-css`)).toHaveCount(0);
    const early = await page.evaluate((held) => {
      const loadAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => held.includes(entry.name) && entry.startTime < loadAt)
        .map((entry) => entry.name);
    }, sheets);
    expect(early, "no held-back sheet is asked for before the load event").toEqual([]);
  });
}

test("the Hoodie's image is preloaded as its gallery shows it, and fetched once", async ({ sides }) => {
  const page = sides.islet;
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && /hoodie-front/.test(request.url())) images.push(request.url());
  });
  await page.goto(url("/product/hoodie/"), { waitUntil: "load" });
  const preload = page.locator('link[rel=preload][as=image]').first();
  const main = page.locator(".cg-main-swiper img.wp-post-image").first();
  expect(await preload.getAttribute("imagesrcset")).toBe(await main.getAttribute("srcset"));
  expect(await preload.getAttribute("imagesizes")).toBe(await main.getAttribute("sizes"));
  expect(await preload.getAttribute("fetchpriority")).toBe("high");
  const shown = await main.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(images.filter((image) => image === shown)).toHaveLength(1);
});

test("the checkout's scripts wait in the body, jQuery before the checkout's own", async ({ sides }) => {
  const page = sides.islet;
  const id = storeProductId("classic-t-shirt");
  await page.request.get(url(`/?add-to-cart=${id ?? 0}`));
  const html = await (await page.request.get(url("/checkout/"))).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toMatch(/<script\b[^>]*\ssrc=/);
  expect(html.indexOf('id="jquery-core-js"')).toBeLessThan(html.indexOf('id="wc-checkout-js"'));
  await page.goto(url("/checkout/"), { waitUntil: "load" });
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe("function");
});

test("without scripts, the held-back sheets load from their noscript", async ({ browser, contextOptions }) => {
  const context = await browser.newContext({ ...contextOptions, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url("/product/hoodie/"), { waitUntil: "load" });
  await expect(page.locator("link#shoptimizer-main-min-css[rel=stylesheet]")).toHaveCount(1);
  await context.close();
});

for (const { name, path, lookCase } of PAGES) {
  for (const width of WIDTHS) {
    test(`${name} @${width}: before the held-back sheets arrive, the first screen looks like the legacy page's`, async ({ sides, browser }, testInfo) => {
      const held = await deferredSheets(sides.islet, path);
      await sides.islet.route((request) => held.includes(request.href), (route) => route.abort());
      const shots = await Promise.all(
        [sides.islet, sides.legacy].map(async (page) => {
          trackRequests(page);
          await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
          await page.goto(url(path), { waitUntil: "load" });
          await pointerIn(page);
          await settle(page);
          return shootViewport(page, lookCase);
        }),
      );
      const [islet, legacy] = shots;
      if (!islet || !legacy) throw new Error("no picture");
      const verdict = await judge(browser, testInfo, `first paint: ${name} @${width}`, islet, legacy);
      expect(verdict.pass, verdict.message).toBe(true);
    });
  }
}

/** The page's layout shift without input (CLS) once it has settled after its load event (the held-back sheets arrive after it). */
async function layoutShift(page: Page, path: string): Promise<number> {
  trackRequests(page);
  await page.goto(url(path), { waitUntil: "load" });
  await settle(page);
  return (await timeline(page)).cls;
}

test("a search on a phone: the held-back sheets' arrival moves nothing the legacy page does not", async ({ sides }) => {
  // Shoptimizer floats a search's results (`.search-results .content-area`) and no other
  // listing's: the build reads a search page too, and keeps the rules its body's classes scope.
  const path = "/?s=hoodie&post_type=product";
  for (const page of [sides.islet, sides.legacy]) await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT[390] });
  const islet = await layoutShift(sides.islet, path);
  const legacy = await layoutShift(sides.legacy, path);
  expect(islet).toBeLessThanOrEqual(legacy + 0.001);
});
