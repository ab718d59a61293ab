/**
 * Issue 15, order attribution: the island writes sourcebuster's cookies on every page with no
 * call, and the checkout's 16 `wc_order_attribution_*` inputs hold what WooCommerce's script
 * would put there (docs/behaviour/attribution.md), on the demo store at 127.0.0.1.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { OUR_MARKUP, describeViolations, seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { gotoStore, recordAjax } from "./support/store";

const FIELDS = [
  "source_type",
  "referrer",
  "utm_campaign",
  "utm_source",
  "utm_medium",
  "utm_content",
  "utm_id",
  "utm_term",
  "utm_source_platform",
  "utm_creative_format",
  "utm_marketing_tactic",
  "session_entry",
  "session_start_time",
  "session_pages",
  "session_count",
  "user_agent",
];
const SBJS = ["sbjs_current", "sbjs_current_add", "sbjs_first", "sbjs_first_add", "sbjs_session", "sbjs_udata", "sbjs_migrations"];

/** Opens `path` (with a referrer) and waits until the attribution island has done its work. */
async function visit(page: Page, path: string, referer?: string): Promise<void> {
  await page.goto(path, referer ? { referer } : {});
  await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
  await expect(page.locator('[data-island="attribution"]')).toHaveAttribute("data-island-state", "mounted");
}

/** The checkout form's attribution inputs, by field (in the form's order). */
async function checkoutInputs(page: Page): Promise<[string, string][]> {
  const inputs = page.locator('form.checkout wc-order-attribution-inputs input[type="hidden"]');
  await expect(inputs).toHaveCount(16);
  return inputs.evaluateAll((elements) =>
    elements.map((element) => {
      const input = element as HTMLInputElement;
      return [input.name.replace("wc_order_attribution_", ""), input.value] as [string, string];
    }),
  );
}

async function sbjsCookies(context: BrowserContext): Promise<Record<string, { value: string; domain: string; expires: number }>> {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.startsWith("sbjs_")).map((cookie) => [cookie.name, cookie]));
}

test.describe("order attribution on the demo store", () => {
  test("arrive with utm parameters, browse 3 pages, reach the checkout: the 16 fields hold WooCommerce's values, and no page made a call", async ({ visitor, baseURL }) => {
    const { page, context } = await visitor();
    const calls = recordAjax(page);
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/chunks\/checkout-[A-Z0-9]+\.js$/.test(request.url())) chunks.push(new URL(page.url()).pathname);
    });
    const landing = `${baseURL}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero&utm_term=hoodie&utm_id=42&utm_source_platform=klaviyo&utm_creative_format=banner&utm_marketing_tactic=retargeting`;
    const started = Date.now();
    await visit(page, landing, "https://mail.example/");
    let previous = landing;
    for (const path of ["/shop/", "/product/hoodie/", "/cart/"]) {
      await visit(page, path, previous);
      previous = `${baseURL}${path}`;
    }
    expect(chunks, "the form part loads only where a form takes the values").toEqual([]);
    await visit(page, "/checkout/", previous);
    const inputs = await checkoutInputs(page);
    expect(inputs.map(([field]) => field)).toEqual(FIELDS);
    const values = Object.fromEntries(inputs);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(values).toEqual({
      source_type: "utm",
      referrer: "https://mail.example/",
      utm_campaign: "spring_sale",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_content: "hero",
      utm_id: "42",
      utm_term: "hoodie",
      utm_source_platform: "klaviyo",
      utm_creative_format: "banner",
      utm_marketing_tactic: "retargeting",
      session_entry: landing,
      session_start_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      session_pages: "5",
      session_count: "1",
      user_agent: userAgent,
    });
    // fd is UTC (WooCommerce's timezone_offset '0'), written on the landing page.
    const fd = Date.parse(`${values.session_start_time?.replace(" ", "T")}Z`);
    expect(fd).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 - 1000);
    expect(fd).toBeLessThanOrEqual(Date.now());
    expect(chunks).toEqual(["/checkout/"]);
    expect(calls.names).toEqual([]);
  });

  test("the cookies: sourcebuster's names and format, for .127.0.0.1, session cookies but the 30-minute session", async ({ visitor }) => {
    const { page, context } = await visitor();
    // Every cookie string the page writes, as written.
    await page.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
      const writes: string[] = [];
      (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
      Object.defineProperty(document, "cookie", {
        get: () => descriptor?.get?.call(document) as string,
        set: (value: string) => {
          writes.push(value);
          descriptor?.set?.call(document, value);
        },
      });
    });
    await visit(page, "/?utm_source=fb&utm_medium=social");
    const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites.filter((cookie) => cookie.startsWith("sbjs_")));
    expect(writes.map((cookie) => cookie.split("=")[0])).toEqual(["sbjs_migrations", "sbjs_current_add", "sbjs_first_add", "sbjs_current", "sbjs_first", "sbjs_udata", "sbjs_session"]);
    for (const cookie of writes) expect(cookie).toMatch(/;domain=\.127\.0\.0\.1; path=\/$/);
    const cookies = await sbjsCookies(context);
    expect(Object.keys(cookies).sort()).toEqual([...SBJS].sort());
    // Chromium keeps a domain cookie of an IP address for that host
    // (docs/decisions/0020-order-attribution.md).
    for (const name of SBJS) expect(cookies[name]?.domain, name).toBe("127.0.0.1");
    expect(decodeURIComponent(cookies.sbjs_current?.value ?? "")).toBe(
      "typ=utm|||src=fb|||mdm=social|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)",
    );
    expect(decodeURIComponent(cookies.sbjs_migrations?.value ?? "")).toBe("1418474375998=1");
    // WooCommerce's lifetime of 1e-5 months is 0 minutes: session cookies; the session cookie lasts 30 minutes.
    for (const name of SBJS.filter((name) => name !== "sbjs_session")) expect(cookies[name]?.expires, name).toBe(-1);
    const sessionLeft = (cookies.sbjs_session?.expires ?? 0) - Date.now() / 1000;
    expect(sessionLeft).toBeGreaterThan(29 * 60);
    expect(sessionLeft).toBeLessThanOrEqual(30 * 60 + 5);
  });

  test("a referral arrival (t.co, shown as twitter.com)", async ({ visitor, baseURL }) => {
    const { page } = await visitor();
    await visit(page, "/product/hoodie/", "https://t.co/AbC123");
    await visit(page, "/checkout/", `${baseURL}/product/hoodie/`);
    expect(Object.fromEntries(await checkoutInputs(page))).toMatchObject({
      source_type: "referral",
      referrer: "https://t.co/AbC123",
      utm_source: "twitter.com",
      utm_medium: "referral",
      utm_content: "/AbC123",
      utm_campaign: "(none)",
      session_pages: "2",
      session_count: "1",
    });
  });

  test("first and current touch: a later visit from Google replaces the current touch only", async ({ visitor }) => {
    const { page, context } = await visitor();
    await visit(page, "/?utm_source=fb");
    await visit(page, "/shop/", "https://www.google.com/");
    await visit(page, "/checkout/");
    expect(Object.fromEntries(await checkoutInputs(page))).toMatchObject({ source_type: "organic", utm_source: "google", utm_medium: "organic", session_pages: "3" });
    const cookies = await sbjsCookies(context);
    expect(decodeURIComponent(cookies.sbjs_first?.value ?? "")).toContain("typ=utm|||src=fb|||");
  });

  test("tracking not allowed (?tracking=off: WooCommerce's allow-tracking filter says no): the cookies go and the fields stay empty", async ({ visitor }) => {
    const { page, context } = await visitor();
    await visit(page, "/?utm_source=fb");
    expect(Object.keys(await sbjsCookies(context))).toHaveLength(7);
    await visit(page, "/checkout/?tracking=off");
    expect(await sbjsCookies(context)).toEqual({});
    expect(await checkoutInputs(page)).toEqual(FIELDS.map((field) => [field, ""]));
    expect(await page.evaluate(() => Object.values((window as unknown as { wc_order_attribution: { getAttributionData(): object } }).wc_order_attribution.getAttributionData()))).toEqual(FIELDS.map(() => null));
  });

  test("the values go with the checkout form when it is submitted", async ({ visitor }) => {
    const { page } = await visitor();
    await visit(page, "/checkout/?utm_source=fb&utm_campaign=may");
    const form = await page.locator("form.checkout").evaluate((element) => Object.fromEntries([...new FormData(element as HTMLFormElement)].filter(([name]) => name.startsWith("wc_order_attribution_")).map(([name, value]) => [name, String(value)])));
    expect(form).toMatchObject({ wc_order_attribution_source_type: "utm", wc_order_attribution_utm_source: "fb", wc_order_attribution_utm_campaign: "may" });
    expect(Object.keys(form)).toHaveLength(16);
  });

  test("axe: no serious violation on the checkout with its attribution inputs", async ({ page }) => {
    await gotoStore(page, "/checkout/?utm_source=fb");
    await expect(page.locator("form.checkout wc-order-attribution-inputs input")).toHaveCount(16);
    const violations = await seriousViolations(page, [...OUR_MARKUP, "wc-order-attribution-inputs"]);
    if (violations.length > 0) console.log(`axe, checkout:\n${describeViolations(violations)}`);
    expect(violations.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
  });
});
