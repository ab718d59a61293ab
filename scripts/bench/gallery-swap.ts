/**
 * The Hoodie's gallery swap, at 4× CPU: from no choice, the shopper presses the Blue swatch and
 * the Blue gallery's first image must lead the main slider. Measured in the page from the click
 * to the first main image's new source being in the DOM and painted (the first frame that sees it,
 * plus a task: see paint-probe.ts), and to that image decoded.
 * The gallery waits the documented 200 ms (VARIATION_SWAP_DELAY_MS) before it swaps, so the figure
 * after the delay is what the bundle's own work costs.
 */
import type { Browser, Page } from "playwright";
import { VARIATION_SWAP_DELAY_MS } from "../../islands/gallery/constants";
import { BenchFailure } from "./failure";
import { readProbe, settle, throttledSession, waitForProbe } from "./page-metrics";
import { installWhenPainted, WHEN_PAINTED, type WhenPainted } from "./paint-probe";
import { newMobileContext } from "./scenarios";
import { swatch, SWATCH_PAGE } from "./swatch";

const PROBE = "__isletBenchGallery";
const MAIN_IMAGE = "#commercegurus-pdp-gallery .cg-main-swiper .swiper-slide img";
const DONE_TIMEOUT_MS = 10_000;

export interface GallerySwapFigures {
  /** Click → the new first image in the DOM and a frame produced. */
  clickToShownMs: number | null;
  /** The same, less the gallery's deliberate 200 ms wait. */
  afterDelayMs: number | null;
  /** Click → that image decoded (network and decode included). */
  clickToDecodedMs: number | null;
}

interface Probe {
  click: number;
  shown: number;
  decoded: number;
}

/** Runs in the page (no named inner functions: see readTimeline in page-metrics.ts). */
function armProbe(args: { probe: string; image: string; whenPainted: string }): void {
  const probe: Probe = { click: -1, shown: -1, decoded: -1 };
  Reflect.set(window, args.probe, probe);
  const whenPainted = Reflect.get(window, args.whenPainted) as WhenPainted;
  const before = document.querySelector<HTMLImageElement>(args.image)?.getAttribute("src") ?? "";
  whenPainted(
    (timeStamp) => void (probe.click = timeStamp),
    () => ![before, ""].includes(document.querySelector(args.image)?.getAttribute("src") ?? ""),
    (paintedAt) => void (probe.shown = paintedAt),
  );
  const root = document.querySelector("#commercegurus-pdp-gallery") ?? document.body;
  const watcher = new MutationObserver(() => {
    const image = document.querySelector<HTMLImageElement>(args.image);
    const src = image?.getAttribute("src") ?? "";
    if (probe.click < 0 || !image || src === before || src === "") return;
    watcher.disconnect();
    image.decode().then(
      () => void (probe.decoded = performance.now()),
      () => void (probe.decoded = -2),
    );
  });
  watcher.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["src"] });
}

export async function measureGallerySwap(browser: Browser, storeUrl: string): Promise<GallerySwapFigures> {
  const context = await newMobileContext(browser, true);
  try {
    const page: Page = await context.newPage();
    await throttledSession(page);
    await page.goto(new URL(SWATCH_PAGE, storeUrl).href, { waitUntil: "load" });
    await settle(page, "interaction");
    const blue = swatch(page, { group: "Select colour", name: "Blue" });
    // Finding it first: Playwright's own script for locators is evaluated now, not in the window.
    await blue.waitFor();
    await installWhenPainted(page);
    await page.evaluate(armProbe, { probe: PROBE, image: MAIN_IMAGE, whenPainted: WHEN_PAINTED });
    await blue.click();
    await waitForProbe<Probe>(page, PROBE, (probe) => probe !== undefined && probe.decoded !== -1 && probe.shown >= 0, DONE_TIMEOUT_MS);
    const probe = await readProbe<Probe>(page, PROBE);
    if (probe.click < 0) throw new BenchFailure("the Blue swatch click did not reach the page");
    const shown = probe.shown >= 0 ? probe.shown - probe.click : null;
    return {
      clickToShownMs: shown,
      afterDelayMs: shown === null ? null : shown - VARIATION_SWAP_DELAY_MS,
      clickToDecodedMs: probe.decoded >= 0 ? probe.decoded - probe.click : null,
    };
  } finally {
    await context.close();
  }
}
