/**
 * A listing card's swatch click on /shop/, at 4× CPU (issue 12): the shopper scrolls to the
 * Hoodie's card (its island mounts near the viewport, React with it), opens its "Quick add"
 * (closed on a phone), waits for the page to go idle, and presses Gray on the card. Measured in the page from the click to the card's picture
 * showing Gray and the Gray radio checked, painted (the first frame that sees both, plus a task:
 * see paint-probe.ts). Also: every script the page loaded by then (the shop's JS in all after
 * idle, React included) and the ajax calls made before the scroll (the cards carry their
 * variations: none expected).
 */
import type { Browser } from "playwright";
import { BenchFailure } from "./failure";
import { watchNetwork, sumScripts } from "./network";
import { readProbe, settle, throttledSession, waitForProbe } from "./page-metrics";
import { installWhenPainted, WHEN_PAINTED, type WhenPainted } from "./paint-probe";
import { newMobileContext } from "./scenarios";
import { SHOP_PATH } from "./summary";

const CARD = "li.product.post-25";
const PROBE = "__isletBenchCardSwatch";
const DONE_TIMEOUT_MS = 10_000;

export interface CardSwatchFigures {
  /** Click → Gray picture and checked radio painted. */
  clickToPaintedMs: number | null;
  /** Event Timing duration of the click; null when not reported. */
  eventDurationMs: number | null;
  /** gzip of every script loaded once the card had mounted and the page was idle. */
  jsGzipWithReact: number;
  jsFilesWithReact: number;
  /** Ajax calls from the page load until the scroll. */
  ajaxBeforeScroll: string[];
}

interface Probe {
  click: number;
  painted: number;
  event: number;
}

/** Runs in the page (no named inner functions: see readTimeline in page-metrics.ts). */
function armProbe(args: { probe: string; card: string; whenPainted: string }): void {
  const probe: Probe = { click: -1, painted: -1, event: -1 };
  Reflect.set(window, args.probe, probe);
  const whenPainted = Reflect.get(window, args.whenPainted) as WhenPainted;
  const card = document.querySelector(args.card) ?? document.body;
  whenPainted(
    (timeStamp) => void (probe.click = timeStamp),
    () => {
      const picture = card.querySelector(".woocommerce-image__wrapper img:not(.gallery-image)")?.getAttribute("src") ?? "";
      const radio = card.querySelector('[role=radiogroup]:not([aria-hidden]) [role=radio][data-attribute-value="Gray"]');
      return picture.includes("hoodie-gray") && radio?.getAttribute("aria-checked") === "true";
    },
    (paintedAt) => void (probe.painted = paintedAt),
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "click" && probe.event < 0) probe.event = entry.duration;
  }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
}

export async function measureCardSwatch(browser: Browser, storeUrl: string): Promise<CardSwatchFigures> {
  const context = await newMobileContext(browser, true);
  try {
    const page = await context.newPage();
    await throttledSession(page);
    const network = watchNetwork(page);
    await page.goto(new URL(SHOP_PATH, storeUrl).href, { waitUntil: "load" });
    await settle(page, "interaction");
    const ajaxBeforeScroll = network.ajax.map((call) => call.name);
    const card = page.locator(CARD);
    await card.scrollIntoViewIfNeeded();
    await card.locator('[data-island="listing-swatches"][data-island-state="mounted"]').waitFor({ timeout: DONE_TIMEOUT_MS });
    // On a phone the card's "Quick add" starts closed (docs/behaviour/listing.md#quick-add).
    await card.locator("details > summary").click();
    await settle(page, "interaction");
    const gray = card.getByRole("radiogroup", { name: "Select colour" }).getByRole("radio", { name: "Gray", exact: true });
    await gray.waitFor();
    const scripts = sumScripts(await network.scripts());
    await installWhenPainted(page);
    await page.evaluate(armProbe, { probe: PROBE, card: CARD, whenPainted: WHEN_PAINTED });
    await gray.click();
    await waitForProbe<Probe>(page, PROBE, (probe) => (probe?.painted ?? -1) >= 0, DONE_TIMEOUT_MS);
    await page.waitForTimeout(300);
    const probe = await readProbe<Probe>(page, PROBE);
    network.stop();
    if (probe.click < 0) throw new BenchFailure("the card's Gray swatch click did not reach the page");
    return {
      clickToPaintedMs: probe.painted >= 0 ? probe.painted - probe.click : null,
      eventDurationMs: probe.event >= 0 ? probe.event : null,
      jsGzipWithReact: scripts.gzip,
      jsFilesWithReact: scripts.files,
      ajaxBeforeScroll,
    };
  } finally {
    await context.close();
  }
}
