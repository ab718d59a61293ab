/**
 * Issue 16's scenario: two tabs of one browser on /shop/, each adding 25 simple products (five
 * products in turn, a click every 160 ms, both tabs at once), against the demo store's
 * WooCommerce-like session (scripts/demo-store/cart-session.ts). Run with the cross-tab lock
 * (Web Locks, or the lease where the page has no `navigator.locks`) or without it (the demo
 * store's `islet_demo_cart_lock=off` cookie). The benchmark prints the figures; the end-to-end
 * test (tests/e2e/cross-tab.spec.ts) checks them.
 */
import type { Browser, BrowserContext, Page } from "playwright";
import { CART_LOCK_COOKIE } from "../demo-store/page-config";

/** Simple products with no stock limit on the demo shop page. */
export const CROSS_TAB_PRODUCTS = [61, 63, 65, 67, 71] as const;
export const ADDS_PER_TAB = 25;
/** Each button is pressed every 5 × 160 ms, as a shopper going along a row of cards. */
export const CLICK_EVERY_MS = 160;

export type LockMode = "web-locks" | "lease" | "off";

export interface CrossTabRun {
  mode: LockMode;
  /** add_to_cart requests sent by both tabs. */
  sent: number;
  /** Of them, answered with fragments. */
  answered: number;
  /** Items in the cart on the server afterwards. */
  kept: number;
  /** Each tab's header count once both settled. */
  shown: number[];
  /** From the first click to the last add's answer. */
  ms: number;
  /** From the last click to the last add's answer. */
  tailMs: number;
  /** Ajax requests both tabs sent, by name. */
  requests: Record<string, number>;
}

/** The demo store's switches for a mode, set on the context before any page opens. */
export async function prepareContext(context: BrowserContext, storeUrl: string, mode: LockMode): Promise<void> {
  if (mode === "off") await context.addCookies([{ name: CART_LOCK_COOKIE, value: "off", url: storeUrl }]);
  // As in a browser without Web Locks (or a page not served over HTTPS).
  if (mode === "lease") await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "locks"));
}

function ajaxName(url: string): string | null {
  const params = new URL(url).searchParams;
  return params.get("wc-ajax") ?? params.get("commercekit-ajax") ?? null;
}

interface TabWatch {
  requests: Record<string, number>;
  sent: number;
  answered: number;
  lastAnswerAt: number;
}

function watchTab(page: Page, watch: TabWatch): void {
  page.on("request", (request) => {
    const name = ajaxName(request.url());
    if (name) watch.requests[name] = (watch.requests[name] ?? 0) + 1;
    if (name === "add_to_cart") watch.sent += 1;
  });
  page.on("requestfinished", (request) => {
    if (ajaxName(request.url()) !== "add_to_cart") return;
    watch.lastAnswerAt = Date.now();
    void request.response().then(async (response) => {
      const body = response ? await response.text().catch(() => "") : "";
      if (body.includes('"fragments"')) watch.answered += 1;
    });
  });
}

/** Presses the products' add buttons in turn, `count` times, `every` ms apart; the last press's time. */
function pressInTurn(page: Page, count: number): Promise<number> {
  return page.evaluate(
    async ({ ids, count: presses, every }) => {
      for (let i = 0; i < presses; i += 1) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, every));
        const id = ids[i % ids.length];
        // A dispatched click: the drawer opening after the first add must not be in the way.
        document.querySelector(`.add_to_cart_button.ajax_add_to_cart[data-product_id="${id}"]`)?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      }
      return Date.now();
    },
    { ids: [...CROSS_TAB_PRODUCTS], count, every: CLICK_EVERY_MS },
  );
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

/** The item count in a header cart fragment (Shoptimizer's `span.count`). */
export function countIn(html: string): number {
  const match = /class="count"[^>]*>\s*(\d+)\s*</.exec(html);
  return match?.[1] ? Number(match[1]) : Number.NaN;
}

/** The items in the context's cart, as the server has it (a read: it changes nothing). */
export async function serverCount(context: BrowserContext, storeUrl: string): Promise<number> {
  const answer = await context.request.post(new URL("/?wc-ajax=get_refreshed_fragments", storeUrl).href, { form: { time: String(Date.now()) } });
  const { fragments } = (await answer.json()) as { fragments?: Record<string, string> };
  return countIn(Object.values(fragments ?? {}).join(""));
}

const headerCount = (page: Page): Promise<number> => page.locator(".shoptimizer-cart .count").first().textContent().then((text) => Number(text ?? "NaN"));

/** Both tabs on /shop/, the islands ready. */
export async function openShopTabs(context: BrowserContext, storeUrl: string, first?: Page): Promise<Page[]> {
  const pages = [first ?? (await context.newPage()), await context.newPage()];
  await Promise.all(
    pages.map(async (page) => {
      await page.goto(new URL("/shop/", storeUrl).href);
      await page.locator('html[data-islet="ready"]').waitFor({ state: "attached" });
      await page.locator('[data-island="cart-buttons"][data-island-state="mounted"]').waitFor({ state: "attached" });
    }),
  );
  return pages;
}

/** The scenario on two open tabs: both press at once, then every add is awaited. */
export async function addFromTabs(context: BrowserContext, storeUrl: string, pages: Page[], mode: LockMode, addsPerTab = ADDS_PER_TAB): Promise<CrossTabRun> {
  const watches = pages.map((page): TabWatch => {
    const watch: TabWatch = { requests: {}, sent: 0, answered: 0, lastAnswerAt: 0 };
    watchTab(page, watch);
    return watch;
  });
  const started = Date.now();
  const lastPresses = await Promise.all(pages.map((page) => pressInTurn(page, addsPerTab)));
  const expected = addsPerTab * pages.length;
  const total = (pick: (watch: TabWatch) => number): number => watches.reduce((sum, watch) => sum + pick(watch), 0);
  await waitFor(() => total((watch) => watch.answered) >= expected, 30_000);
  const lastAnswerAt = Math.max(...watches.map((watch) => watch.lastAnswerAt));
  const kept = await serverCount(context, storeUrl);
  // The tabs show the server's cart once the last answer's fragments reached both.
  await waitFor(async () => (await Promise.all(pages.map(headerCount))).every((count) => count === kept), 5_000);
  const requests: Record<string, number> = {};
  for (const watch of watches) for (const [name, count] of Object.entries(watch.requests)) requests[name] = (requests[name] ?? 0) + count;
  return {
    mode,
    sent: total((watch) => watch.sent),
    answered: total((watch) => watch.answered),
    kept,
    shown: await Promise.all(pages.map(headerCount)),
    ms: lastAnswerAt - started,
    tailMs: lastAnswerAt - Math.max(...lastPresses),
    requests,
  };
}

/** One run in a fresh browser context (its own cookies, so its own cart). */
export async function runCrossTab(browser: Browser, storeUrl: string, mode: LockMode): Promise<CrossTabRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await prepareContext(context, storeUrl, mode);
    const pages = await openShopTabs(context, storeUrl);
    return await addFromTabs(context, storeUrl, pages, mode);
  } finally {
    await context.close();
  }
}
