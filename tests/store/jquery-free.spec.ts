/**
 * Store pages without jQuery and a new visitor's load without a call (issue 30), on the real
 * store: with Islet on, home, shop, category, search, product pages, the cart and the wishlist
 * load neither jQuery nor jquery-migrate, and a new visitor's page load sends nothing (a popup
 * that opens by itself may send its own analytics). Discount Rules' and WPC's scripts left
 * (docs/decisions/0036-jquery-free-store-pages.md), so what they showed is compared with the
 * legacy page: the delivery dates, the bulk table, the prices, a cart at the bulk price. A page
 * whose printed dates are stale (shown the next day, as a page cache may) asks WPC for them once.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { AFTER_LOAD_MS, callName, isJquery } from "../../scripts/bench/store/measure";
import { STORE_PAGES, type StorePage } from "../../scripts/bench/store/pages";
import { isPopupAnalytics } from "../../scripts/bench/store/summary";
import { storeProductId, storeUrl } from "../../scripts/refstore/store-place";
import { totalsCell } from "./support/cart-state";
import { networkQuiet, trackRequests } from "./support/settle";
import { cookiesFor, expect, test, SIDES, type Side } from "./support/sides";

/** Every page type the store bench measures but the checkout, which keeps jQuery by design. */
const JQUERY_FREE: readonly StorePage[] = STORE_PAGES.filter((page) => page.path !== "/checkout/");

interface Load {
  jquery: string[];
  calls: string[];
}

/** A context of a visitor who never came before (no cookie but the legacy switch); with an item, a cart of one T-Shirt. */
async function visitor(browser: Browser, side: Side, withItem = false): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: storeUrl() });
  await cookiesFor(context, side, false);
  if (withItem) {
    const tShirt = storeProductId("classic-t-shirt");
    expect(tShirt, "the seed's classic-t-shirt").toBeDefined();
    expect((await context.request.get(`/?add-to-cart=${String(tShirt)}`)).ok()).toBe(true);
  }
  return context;
}

/** The jQuery files and the calls of one load, until a while after it. */
async function load(page: Page, path: string): Promise<Load> {
  const jquery: string[] = [];
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && isJquery(request.url())) jquery.push(new URL(request.url()).pathname);
    const name = callName(request);
    if (name) calls.push(name);
  });
  await page.goto(path, { waitUntil: "load" });
  await page.waitForTimeout(AFTER_LOAD_MS);
  return { jquery, calls };
}

const texts = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()));

/**
 * What Discount Rules and WPC showed on the page: every delivery block's text, and the prices of
 * the summary and the cards (the sticky bar's copies are the sticky-bar island's, and legacy's
 * bar holds two).
 */
async function shown(page: Page): Promise<{ dates: string[]; prices: string[] }> {
  return { dates: await texts(page, ".wpced"), prices: [...(await texts(page, ".summary p.price")), ...(await texts(page, "li.product .price"))] };
}

test.describe("store pages without jQuery, and no call on a new visitor's load", () => {
  for (const type of JQUERY_FREE) {
    test(`islet: ${type.name}: no jQuery, no jquery-migrate${type.withItem ? "" : ", and no call on a new visitor's load"}`, async ({ browser }) => {
      const context = await visitor(browser, "islet", type.withItem);
      const { jquery, calls } = await load(await context.newPage(), type.path);
      expect(jquery).toEqual([]);
      if (type.withItem) {
        // Not a new visitor: the cart's own calls stay; neither WPC's nor Discount Rules' is among them.
        expect(calls.filter((name) => /wpced_reload_dates|wdr_ajax/.test(name))).toEqual([]);
      } else {
        expect(calls.filter((name) => !isPopupAnalytics(name))).toEqual([]);
      }
      await context.close();
    });
  }

  test("legacy: WPC's script asks for every shop card's dates on a new visitor's load, with jQuery", async ({ browser }) => {
    const context = await visitor(browser, "legacy");
    const { jquery, calls } = await load(await context.newPage(), "/shop/");
    expect(jquery.length).toBeGreaterThan(0);
    expect(calls).toContain("wc-ajax=wpced_reload_dates");
    await context.close();
  });

  test("islet: the checkout keeps jQuery (WooCommerce's checkout needs it)", async ({ browser }) => {
    const context = await visitor(browser, "islet", true);
    const { jquery } = await load(await context.newPage(), "/checkout/");
    expect(jquery.length).toBeGreaterThan(0);
    await context.close();
  });

  for (const side of SIDES) {
    test(`${side}: Discount Rules' scripts ${side === "islet" ? "leave" : "load on"} the checkout, where the store's "refresh order review" setting is off`, async ({ browser }) => {
      const context = await visitor(browser, side, true);
      const page = await context.newPage();
      const discountRules: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script" && request.url().includes("/woo-discount-rules/")) discountRules.push(new URL(request.url()).pathname);
      });
      await load(page, "/checkout/");
      if (side === "islet") expect(discountRules).toEqual([]);
      else expect(discountRules).toContain("/wp-content/plugins/woo-discount-rules/v2/Assets/Js/site_main.js");
      await context.close();
    });
  }
});

test.describe("what Discount Rules and WPC showed stays as on the legacy page", () => {
  test.beforeEach(({ sides }) => {
    for (const side of SIDES) trackRequests(sides[side]);
  });

  for (const path of ["/shop/", "/product-category/clothing/", "/?s=hoodie&post_type=product", "/product/hoodie/", "/product/classic-t-shirt/"]) {
    test(`${path}: the delivery dates and prices are the legacy page's`, async ({ sides }) => {
      const seen: Partial<Record<Side, Awaited<ReturnType<typeof shown>>>> = {};
      for (const side of SIDES) {
        const page = sides[side];
        await page.goto(path, { waitUntil: "load" });
        await networkQuiet(page);
        seen[side] = await shown(page);
      }
      expect(seen.islet?.dates.length).toBeGreaterThan(0);
      expect(seen.islet?.dates.every((date) => /^Estimated delivery dates: \w+ \d+, \d{4} - \w+ \d+, \d{4}$/.test(date) || date === "")).toBe(true);
      expect(seen.islet).toEqual(seen.legacy);
    });
  }

  test("islet: the product's own bulk table stays as printed (legacy's is replaced by a related card's: docs/store-owners.md)", async ({ sides }) => {
    const page = sides.islet;
    await page.goto("/product/hoodie/", { waitUntil: "domcontentloaded" });
    const printed = await texts(page, ".summary .awdr-bulk-customizable-table");
    await networkQuiet(page);
    expect(printed).toEqual(["Title Range Discount 3-5 items 3 - 5 10% £26.10 6+ items 6 + 15% £24.65"]);
    expect(await texts(page, ".summary .awdr-bulk-customizable-table")).toEqual(printed);
  });

  test("three Hoodies Gray L in the cart: the cart page's lines, totals and dispatch date are the legacy page's", async ({ sides }) => {
    const seen: Partial<Record<Side, unknown>> = {};
    for (const side of SIDES) {
      const page = sides[side];
      const added = await page.context().request.get("/?add-to-cart=25&variation_id=42&attribute_colour=Gray&attribute_size=L&quantity=3");
      expect(added.ok()).toBe(true);
      await page.goto("/cart/", { waitUntil: "load" });
      await networkQuiet(page);
      seen[side] = {
        rows: await texts(page, "form.woocommerce-cart-form tr.cart_item :is(td.product-name, td.product-price, td.product-subtotal)"),
        quantities: await page.locator("form.woocommerce-cart-form tr.cart_item input.qty").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        dispatch: (await page.locator("td.wpced-cart").textContent())?.trim(),
        subtotal: (await totalsCell(page, "cart-subtotal").textContent())?.trim(),
        total: (await totalsCell(page, "order-total").textContent())?.trim(),
      };
    }
    expect(JSON.stringify(seen.islet)).toContain("£97.20");
    expect(seen.islet).toEqual(seen.legacy);
  });
});

test.describe("a page whose printed dates are stale asks WPC once", () => {
  /** A shop load's WPC calls, and the cards' dates after them. */
  async function shopWith(page: Page): Promise<{ calls: string[]; dates: string[] }> {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (callName(request) === "wc-ajax=wpced_reload_dates") calls.push(new URLSearchParams(request.postData() ?? "").getAll("ids[]").join(","));
    });
    trackRequests(page);
    await page.goto("/shop/", { waitUntil: "load" });
    await networkQuiet(page);
    return { calls, dates: (await shown(page)).dates };
  }

  test("islet: the next day, the shop asks for every card's dates once and shows the store's", async ({ browser }) => {
    const fresh = await visitor(browser, "islet");
    const printed = await shopWith(await fresh.newPage());
    await fresh.close();
    expect(printed.calls).toEqual([]);
    const context = await visitor(browser, "islet");
    const page = await context.newPage();
    // The page as a cache would keep it, shown the next day: the browser's clock is a day on.
    await page.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 });
    const stale = await shopWith(page);
    expect(stale.calls).toEqual(["67,77,61,79,25,71,65,63,73,75,69,53"]);
    expect(stale.dates).toEqual(printed.dates);
    await context.close();
  });
});
