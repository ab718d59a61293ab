/**
 * A swatch click on the Hoodie, at 4× CPU: the shopper has chosen Gray, then presses L, which
 * completes the selection (a variation on sale, in stock). Measured in the page:
 *   - the click's Event Timing entry (input → the next paint after its handlers: what the
 *     browser itself reports as the interaction's latency);
 *   - click → price, sale badge and add-to-cart button all updated, then painted (the first
 *     frame that sees all three, plus a task: see paint-probe.ts).
 * The first choice (Gray) is not measured: it starts the one sale-prices call the badge needs.
 */
import type { Browser, Page } from "playwright";
import { BenchFailure } from "./failure";
import { readProbe, settle, throttledSession, waitForProbe } from "./page-metrics";
import { newMobileContext } from "./scenarios";
import { watchNetwork } from "./network";
import { installWhenPainted, installWhenPaintedOnLoad, WHEN_PAINTED, type WhenPainted } from "./paint-probe";

export const SWATCH_PAGE = "/product/hoodie/";
const FIRST = { group: "Select colour", name: "Gray" } as const;
const MEASURED = { group: "Select size", name: "L" } as const;
const PROBE = "__isletBenchSwatch";
const DONE_TIMEOUT_MS = 10_000;

export interface SwatchFigures {
  /** Event Timing duration of the click (Chromium rounds to 8 ms); null when not reported. */
  eventDurationMs: number | null;
  /** Click → price, badge and button updated and a frame produced. */
  clickToPaintedMs: number | null;
  /** What the badge said once painted (e.g. "-20%"). */
  badge: string | null;
  ajax: string[];
}

interface Probe {
  click: number;
  painted: number;
  event: number;
  badge: string | null;
}

/**
 * Runs in the page (no named inner functions: see readTimeline in page-metrics.ts). With
 * `early`, it is an init script: it waits for the bundle to boot (`data-islet="ready"`: the
 * arm in place, React not loaded yet), presses Gray in the server's markup, arms the probe,
 * notes the form's state and presses L.
 */
function armProbe(args: { probe: string; whenPainted: string; early?: boolean }): void {
  if (args.early && document.documentElement?.getAttribute("data-islet") !== "ready") {
    const booted = new MutationObserver(() => {
      if (document.documentElement.getAttribute("data-islet") !== "ready") return;
      booted.disconnect();
      const form = document.querySelector('[data-island="variation-form"]');
      form?.querySelector<HTMLElement>('ul[data-attribute="attribute_colour"] button[data-attribute-value="Gray"]')?.click();
      Reflect.set(window, `${args.probe}:state`, form?.getAttribute("data-island-state") ?? null);
      armProbe({ probe: args.probe, whenPainted: args.whenPainted });
      form?.querySelector<HTMLElement>('ul[data-attribute="attribute_size"] button[data-attribute-value="L"]')?.click();
    });
    // An init script runs before <html> exists: watch the document for it.
    booted.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-islet"] });
    return;
  }
  const probe: Probe = { click: -1, painted: -1, event: -1, badge: null };
  Reflect.set(window, args.probe, probe);
  const whenPainted = Reflect.get(window, args.whenPainted) as WhenPainted;
  const summary = document.querySelector(".summary") ?? document.body;
  const startPrice = summary.querySelector(".single_variation")?.textContent ?? "";
  whenPainted(
    (timeStamp) => void (probe.click = timeStamp),
    () => {
      const badge = summary.querySelector<HTMLElement>(".sale-item.product-label");
      const button = summary.querySelector(".single_add_to_cart_button");
      const price = summary.querySelector(".single_variation")?.textContent ?? "";
      const badgeShown = badge !== null && !badge.hidden && badge.style.display !== "none";
      if (badgeShown) probe.badge = badge.textContent?.trim() ?? null;
      const buttonReady = button !== null && !button.classList.contains("disabled");
      return badgeShown && buttonReady && price !== startPrice && price.trim() !== "";
    },
    (paintedAt) => void (probe.painted = paintedAt),
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "click" && probe.event < 0) probe.event = entry.duration;
  }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
}

/** Issue 11: a completing click that lands before the form's React has mounted. */
export interface EarlySwatchFigures {
  clickToPaintedMs: number | null;
  /** The variation form's `data-island-state` when L was pressed (`mounted`: React was faster). */
  formStateAtClick: string | null;
  badge: string | null;
}

/**
 * Gray, then L, pressed as soon as the bundle booted: the variation form's arm keeps the
 * presses while React loads; measured from the L click to price, badge and button painted.
 */
export async function measureEarlySwatch(browser: Browser, storeUrl: string): Promise<EarlySwatchFigures> {
  const context = await newMobileContext(browser, true);
  try {
    const page = await context.newPage();
    await throttledSession(page);
    await installWhenPaintedOnLoad(page);
    await page.addInitScript(armProbe, { probe: PROBE, whenPainted: WHEN_PAINTED, early: true });
    await page.goto(new URL(SWATCH_PAGE, storeUrl).href, { waitUntil: "commit" });
    await waitForProbe<Probe>(page, PROBE, (probe) => (probe?.painted ?? -1) >= 0, DONE_TIMEOUT_MS);
    const probe = await readProbe<Probe | undefined>(page, PROBE);
    const formStateAtClick = await readProbe<string | null>(page, `${PROBE}:state`);
    if (!probe) throw new BenchFailure("the early swatch presses never ran (the bundle did not boot)");
    return { clickToPaintedMs: probe.painted >= 0 && probe.click >= 0 ? probe.painted - probe.click : null, formStateAtClick, badge: probe.badge };
  } finally {
    await context.close();
  }
}

export function swatch(page: Page, choice: { group: string; name: string }) {
  return page.getByRole("radiogroup", { name: choice.group }).first().getByRole("radio", { name: choice.name, exact: true });
}

export async function measureSwatch(browser: Browser, storeUrl: string): Promise<SwatchFigures> {
  const context = await newMobileContext(browser, true);
  try {
    const page = await context.newPage();
    await throttledSession(page);
    const url = new URL(SWATCH_PAGE, storeUrl).href;
    await page.goto(url, { waitUntil: "load" });
    await settle(page, "interaction");
    await swatch(page, FIRST).click();
    await settle(page, "interaction");
    const network = watchNetwork(page);
    await installWhenPainted(page);
    await page.evaluate(armProbe, { probe: PROBE, whenPainted: WHEN_PAINTED });
    await swatch(page, MEASURED).click();
    await waitForProbe<Probe>(page, PROBE, (probe) => (probe?.painted ?? -1) >= 0, DONE_TIMEOUT_MS);
    // Event Timing entries are delivered after the paint; give the observer a moment.
    await page.waitForTimeout(300);
    const probe = await readProbe<Probe>(page, PROBE);
    network.stop();
    if (probe.click < 0) throw new BenchFailure(`the ${MEASURED.name} swatch click did not reach the page`);
    return {
      eventDurationMs: probe.event >= 0 ? probe.event : null,
      clickToPaintedMs: probe.painted >= 0 ? probe.painted - probe.click : null,
      badge: probe.badge,
      ajax: network.ajax.map((call) => call.name),
    };
  } finally {
    await context.close();
  }
}
