/**
 * Issue 13, "0 calls on a first visit": the ajax calls each page's load makes, for four
 * visitors (nobody, a cart, a wishlist, both), each page opened in a new tab (no stored
 * fragments: the worst case), and once more while browsing the pages in one tab (fragments kept
 * in session storage, as a shopper moving through the store). Calls do not depend on the CPU, so
 * this runs once, unthrottled.
 */
import type { Browser, BrowserContext } from "playwright";
import { BenchFailure } from "./failure";
import { watchNetwork } from "./network";
import { settle } from "./page-metrics";
import { newMobileContext } from "./scenarios";

export const CALL_PAGES = ["/", "/shop/", "/product-category/clothing/hoodies/", "/?s=hoodie&post_type=product", "/product/hoodie/", "/product/classic-t-shirt/", "/cart/", "/checkout/", "/wishlist/", "/shop/?cached=1"] as const;
export const VISITORS = ["new", "cart", "wishlist", "cart + wishlist"] as const;
export type Visitor = (typeof VISITORS)[number];

export interface CallsOnLoad {
  /** Calls per page, each page in a new tab. */
  newTab: Record<Visitor, Record<string, string[]>>;
  /** Calls per page, the pages browsed in order in one tab. */
  browsing: Record<Visitor, Record<string, string[]>>;
}

async function seed(context: BrowserContext, storeUrl: string, visitor: Visitor): Promise<void> {
  if (visitor === "cart" || visitor === "cart + wishlist") {
    const added = await context.request.post(`${storeUrl}?wc-ajax=add_to_cart`, { form: { product_id: "61", quantity: "1" } });
    if (!added.ok()) throw new BenchFailure(`add_to_cart answered ${added.status()}`);
  }
  if (visitor === "wishlist" || visitor === "cart + wishlist") {
    const nonce = (await (await context.request.get(`${storeUrl}?commercekit-ajax=commercekit_get_nonce`)).json()) as { nonce?: string };
    const saved = await context.request.post(`${storeUrl}?commercekit-ajax=commercekit_save_wishlist`, {
      form: { product_id: "61", type: "full", commercekit_nonce: nonce.nonce ?? "" },
    });
    if (!saved.ok()) throw new BenchFailure(`commercekit_save_wishlist answered ${saved.status()}`);
  }
}

async function callsOf(context: BrowserContext, storeUrl: string, paths: readonly string[], oneTab: boolean): Promise<Record<string, string[]>> {
  const calls: Record<string, string[]> = {};
  let page = oneTab ? await context.newPage() : null;
  for (const path of paths) {
    const tab = page ?? (await context.newPage());
    const network = watchNetwork(tab);
    await tab.goto(new URL(path, storeUrl).href, { waitUntil: "load" });
    await settle(tab, "load");
    network.stop();
    calls[path] = network.ajax.map((call) => call.name);
    if (!oneTab) await tab.close();
  }
  await page?.close();
  page = null;
  return calls;
}

export async function measureCallsOnLoad(browser: Browser, storeUrl: string): Promise<CallsOnLoad> {
  const result: CallsOnLoad = { newTab: {} as CallsOnLoad["newTab"], browsing: {} as CallsOnLoad["browsing"] };
  for (const visitor of VISITORS) {
    for (const mode of ["newTab", "browsing"] as const) {
      const context = await newMobileContext(browser, true);
      try {
        await seed(context, storeUrl, visitor);
        result[mode][visitor] = await callsOf(context, storeUrl, CALL_PAGES, mode === "browsing");
      } finally {
        await context.close();
      }
    }
  }
  return result;
}

/** A table per mode: a row per page, a column per visitor, each cell the count; then the calls seen. */
export function formatCallsOnLoad(calls: CallsOnLoad): string {
  const width = Math.max(...CALL_PAGES.map((path) => path.length)) + 2;
  const column = Math.max(...VISITORS.map((visitor) => visitor.length)) + 2;
  const table = (title: string, rows: CallsOnLoad["newTab"]): string => {
    const header = `  ${"page".padEnd(width)}${VISITORS.map((visitor) => visitor.padStart(column)).join("")}`;
    const lines = CALL_PAGES.map((path) => `  ${path.padEnd(width)}${VISITORS.map((visitor) => String(rows[visitor]?.[path]?.length ?? 0).padStart(column)).join("")}`);
    const seen = VISITORS.map((visitor) => {
      const names = [...new Set(CALL_PAGES.flatMap((path) => rows[visitor]?.[path] ?? []))];
      return `  calls (${visitor}): ${names.length > 0 ? names.join(", ") : "none"}`;
    });
    return [title, header, ...lines, ...seen].join("\n");
  };
  return [
    "ajax calls during each page's load (unthrottled, to network idle + 1 s), by visitor",
    table("each page in a new tab (nothing in session storage):", calls.newTab),
    table(`the ${CALL_PAGES.length} pages browsed in order in one tab:`, calls.browsing),
  ].join("\n");
}
