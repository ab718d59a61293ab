/**
 * Issue 15's checkout figures (`npm run bench -- --checkout` prints only these): a visitor who
 * arrived from a newsletter link, with a T-Shirt in the cart, opens the checkout (mobile, 4×
 * CPU). Measured: our JS besides React before interaction (budget 20 KB), React, the calls the
 * load makes (attribution's budget: 0), total blocking time, the attribution fields filled, then
 * the JS the order bump adds once scrolled into view.
 */
import type { Browser, Page } from "playwright";
import type { FileKinds } from "../size/file-kinds";
import { ours } from "../size/measure";
import { BenchFailure } from "./failure";
import type { ScriptFile } from "./network";
import { formatTable } from "./report";
import { measureLoad, newMobileContext } from "./scenarios";
import { formatKb, formatMs, KB, median } from "./summary";

export const CHECKOUT_PATH = "/checkout/";
/** The landing page of the visit, as a campaign link would bring it. */
export const CAMPAIGN_LANDING = "/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-sale";
export const CHECKOUT_BUDGETS = { oursBesidesReactGzip: 20 * KB, attributionCalls: 0 } as const;
const ATTRIBUTION_FIELDS = 'input[name^="wc_order_attribution_"]';
const ORDER_BUMP = '#payment [data-island="order-bump"]';

export interface CheckoutFigures {
  oursGzip: number;
  reactGzip: number;
  files: number;
  /** Ajax calls during the checkout's load. */
  ajax: string[];
  tbtMs: number;
  /** Attribution inputs holding a value (of the 16 per form). */
  fieldsFilled: number;
  fields: number;
  sourceType: string | null;
  /** Our JS loaded by scrolling the order bump into view (null: it did not mount). */
  bumpAddedGzip: number | null;
}

const gzipOf = (files: readonly ScriptFile[]): number => files.reduce((sum, file) => sum + file.gzip, 0);

async function readFields(page: Page): Promise<{ filled: number; total: number; sourceType: string | null }> {
  return page.evaluate((selector) => {
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>(selector));
    const sourceType = inputs.find((input) => input.name.endsWith("source_type"))?.value ?? null;
    return { filled: inputs.filter((input) => input.value !== "").length, total: inputs.length, sourceType };
  }, ATTRIBUTION_FIELDS);
}

async function bumpAdded(page: Page, before: number, scripts: () => Promise<ScriptFile[]>): Promise<number | null> {
  const bump = page.locator(ORDER_BUMP);
  if ((await bump.count()) === 0) return null;
  await bump.scrollIntoViewIfNeeded();
  const mounted = await page
    .locator(`${ORDER_BUMP}[data-island-state="mounted"]`)
    .waitFor({ state: "attached", timeout: 15_000 })
    .then(() => true, () => false);
  if (!mounted) return null;
  await page.waitForLoadState("networkidle").catch(() => undefined);
  return gzipOf(ours(await scripts())) - before;
}

export async function measureCheckout(browser: Browser, storeUrl: string, kinds: FileKinds): Promise<CheckoutFigures> {
  const context = await newMobileContext(browser, true);
  try {
    const landing = await context.newPage();
    await landing.goto(new URL(CAMPAIGN_LANDING, storeUrl).href, { waitUntil: "load" });
    // The landing's attribution must have written its cookies before the visitor moves on.
    await landing.locator('[data-island="attribution"][data-island-state="mounted"]').waitFor({ state: "attached", timeout: 15_000 });
    await landing.close();
    const added = await context.request.post(`${storeUrl}?wc-ajax=add_to_cart`, { form: { product_id: "61", quantity: "1" } });
    if (!added.ok()) throw new BenchFailure(`add_to_cart answered ${added.status()}`);
    const { page, figures, network } = await measureLoad(context, new URL(CHECKOUT_PATH, storeUrl).href, true);
    const loaded = ours(await network.scripts());
    const besidesReact = loaded.filter((file) => !kinds.isReact(file.url));
    const fields = await readFields(page);
    const bump = await bumpAdded(page, gzipOf(loaded), () => network.scripts());
    network.stop();
    return {
      oursGzip: gzipOf(besidesReact),
      reactGzip: gzipOf(loaded) - gzipOf(besidesReact),
      files: loaded.length,
      ajax: figures.ajax,
      tbtMs: figures.tbtMs,
      fieldsFilled: fields.filled,
      fields: fields.total,
      sourceType: fields.sourceType,
      bumpAddedGzip: bump,
    };
  } finally {
    await context.close();
  }
}

export function formatCheckout(runs: readonly CheckoutFigures[], settings: { runs: number; viewport: string; cpuThrottling: number }): string {
  const list = <T>(pick: (run: CheckoutFigures) => T, format: (value: T) => string): string => runs.map((run) => format(pick(run))).join(" | ");
  const calls = median(runs.map((run) => run.ajax.length));
  const rows = [
    ["metric", "median", "runs", "reference"],
    ["ours besides React before interaction, gzip", formatKb(median(runs.map((run) => run.oursGzip))), list((run) => run.oursGzip, formatKb), `budget ≤ ${formatKb(CHECKOUT_BUDGETS.oursBesidesReactGzip)} (issue 15)`],
    ["React, gzip", formatKb(median(runs.map((run) => run.reactGzip))), list((run) => run.reactGzip, formatKb), "the countdown is in view"],
    ["order bump scrolled into view, added gzip", formatKb(median(runs.map((run) => run.bumpAddedGzip))), list((run) => run.bumpAddedGzip, formatKb), ""],
    ["ajax calls during load", String(calls ?? "–"), list((run) => run.ajax.length, String), `attribution's budget: ${CHECKOUT_BUDGETS.attributionCalls}; made: ${[...new Set(runs.flatMap((run) => run.ajax))].join(", ") || "none"}`],
    ["TBT", formatMs(median(runs.map((run) => run.tbtMs))), list((run) => run.tbtMs, formatMs), ""],
    ["attribution fields filled", list((run) => `${run.fieldsFilled}/${run.fields}`, String), "", `source type: ${[...new Set(runs.map((run) => run.sourceType ?? "–"))].join(", ")}`],
  ];
  return [
    `checkout after a campaign landing (${CAMPAIGN_LANDING}) with a T-Shirt in the cart (median of ${settings.runs} runs, ${settings.viewport}, ${settings.cpuThrottling}× CPU)`,
    formatTable(rows),
  ].join("\n");
}
