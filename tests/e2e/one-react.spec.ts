/**
 * One React on a page (docs/decisions/0035-one-react.md): the islands render with WordPress's
 * React where its `react` and `react-dom` scripts are on the page, and load the copy the page
 * config names (the plugin's, on the demo store's WordPress 6.1) only where there is none:
 * once, when the first React island mounts. A React that cannot load leaves the server's markup.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { DEFAULT_BUILD_DIR } from "../../scripts/demo-store/paths";
import { readManifest } from "./support/chunks";
import { expect, test } from "./support/fixtures";
import { gotoStore, islandOf, openDrawer } from "./support/store";

const HOODIE = "/product/hoodie/";
const COPY = /\/assets\/build\/vendor\/react(-dom)?-[\d.]+\.min\.js$/;
/** Where WordPress 6.8 prints its React (the captured shop page's tags). */
const WORDPRESS_REACT = {
  react: "/wp-includes/js/dist/vendor/react.min.js?ver=18.3.1.1",
  reactDom: "/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1.1",
} as const;

/** React's UMD builds as the build copied them: the files WordPress ships as `react` and `react-dom`. */
function umd(file: "react" | "reactDom"): string {
  const buildDir = process.env.ISLET_BUILD_DIR ?? DEFAULT_BUILD_DIR;
  return readFileSync(path.join(buildDir, readManifest(buildDir).react[file]), "utf8");
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}
/** Any island by name (islandOf() knows the cart's two). */
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
const copies = (requests: readonly Request[]): string[] => requests.map((request) => new URL(request.url()).pathname).filter((pathname) => COPY.test(pathname));

/**
 * Pages served as on a store where a block enqueued WordPress's React: its two scripts printed in
 * the footer (`async` where asked, as a plugin may), their files WordPress's (served from the copy
 * the build made, after `delayMs`).
 */
async function withWordPressReact(page: Page, { async = false, delayMs = 0 } = {}): Promise<void> {
  await page.route(/\/wp-includes\/js\/dist\/vendor\/react(-dom)?\.min\.js/, async (route) => {
    const isDom = route.request().url().includes("react-dom");
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ contentType: "text/javascript", body: umd(isDom ? "reactDom" : "react") });
  });
  await page.route(
    (url) => url.pathname === "/shop/" || url.pathname === HOODIE,
    async (route) => {
      const response = await route.fetch();
      const flag = async ? " async" : "";
      const tags = `<script src="${WORDPRESS_REACT.react}" id="react-js"${flag}></script>\n<script src="${WORDPRESS_REACT.reactDom}" id="react-dom-js"${flag}></script>\n`;
      await route.fulfill({ response, body: (await response.text()).replace("</body>", `${tags}</body>`) });
    },
  );
}

test.describe("a page without React 18 (the demo store's WordPress 6.1)", () => {
  test("loads the plugin's copy once, after the page's first load, when the first React island mounts", async ({ page }) => {
    const requests = recordRequests(page);
    await gotoStore(page, "/shop/");
    await page.waitForLoadState("networkidle");
    expect(copies(requests), "no React island has mounted on the shop").toEqual([]);
    await openDrawer(page);
    await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "mounted");
    expect(copies(requests).sort()).toEqual([expect.stringMatching(/react-18/), expect.stringMatching(/react-dom-18/)].sort());
    expect(await page.evaluate(() => ({ version: (window as unknown as { React?: { version: string } }).React?.version, added: document.querySelectorAll("script[data-islet-react]").length }))).toEqual({
      version: "18.3.1",
      added: 2,
    });
  });

  test("a product page's islands share one copy, requested once each", async ({ page }) => {
    const requests = recordRequests(page);
    await gotoStore(page, HOODIE);
    await expect(island(page, "variation-form")).toHaveAttribute("data-island-state", "mounted");
    await expect(island(page, "product-price")).toHaveAttribute("data-island-state", "mounted");
    await openDrawer(page);
    await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "mounted");
    expect(copies(requests)).toHaveLength(2);
    // Not in the first paint's path: the runtime asked for them once the page had been parsed.
    const started = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const copy = performance.getEntriesByType("resource").filter((entry) => /\/vendor\/react/.test(entry.name));
      return copy.map((entry) => entry.startTime >= (navigation?.domInteractive ?? Infinity));
    });
    expect(started).toEqual([true, true]);
  });

  test("an older React on the page (WordPress 6.1's 17) keeps its globals", async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { React: { version: "17.0.1", createElement: () => null }, ReactDOM: { version: "17.0.1", render: () => null } });
    });
    await gotoStore(page, HOODIE);
    await expect(island(page, "variation-form")).toHaveAttribute("data-island-state", "mounted");
    expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe("17.0.1");
  });

  test("a copy that does not load leaves the server's markup, and says so on the island", async ({ page }) => {
    await page.route(COPY, (route) => route.abort());
    await gotoStore(page, HOODIE);
    const form = island(page, "variation-form");
    await expect(form).toHaveAttribute("data-island-state", "error");
    await expect(form).toHaveAttribute("data-island-reason", /React did not load/);
    // The server's selects are still the form's controls.
    await expect(form.locator("select[name=attribute_colour]")).toBeAttached();
  });
});

test.describe("a page with WordPress's React (a block enqueued it)", () => {
  test("the islands render with it and no copy loads", async ({ page }) => {
    const requests = recordRequests(page);
    await withWordPressReact(page);
    await gotoStore(page, "/shop/");
    await openDrawer(page);
    await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "mounted");
    expect(copies(requests)).toEqual([]);
    expect(
      await page.evaluate(() => {
        const kept = (globalThis as unknown as Record<symbol, { React: unknown } | undefined>)[Symbol.for("islet.react")];
        return { same: kept?.React === (window as unknown as { React: unknown }).React, added: document.querySelectorAll("script[data-islet-react]").length };
      }),
    ).toEqual({ same: true, added: 0 });
  });

  test("the islands wait for WordPress's React printed async, and still load no copy", async ({ page }) => {
    const requests = recordRequests(page);
    await withWordPressReact(page, { async: true, delayMs: 1500 });
    await gotoStore(page, HOODIE);
    await expect(island(page, "variation-form")).toHaveAttribute("data-island-state", "mounted", { timeout: 15_000 });
    expect(copies(requests)).toEqual([]);
  });
});
