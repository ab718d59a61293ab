/**
 * The header search on / at 4× CPU (issue 13): nothing of the search loads before the field is
 * focused; the shopper focuses it and types "hoo"; measured in the page from the product search's
 * answer (its resource timing's `responseEnd`) to the first frame that shows its suggestions,
 * painted (that frame, plus a task). Also the scripts the focus loaded and the calls made.
 */
import type { Browser } from "playwright";
import { BenchFailure } from "./failure";
import { watchNetwork, sumScripts } from "./network";
import { readProbe, settle, throttledSession, waitForProbe } from "./page-metrics";
import { newMobileContext } from "./scenarios";

const HOME_PATH = "/";
const FIELD = "#woocommerce-product-search-field-0";
const PROBE = "__isletBenchSearch";
const DONE_TIMEOUT_MS = 15_000;

export interface SearchFigures {
  /** Product answer received → its suggestions painted. */
  answerToPaintedMs: number | null;
  /** Script files (and gzip bytes) loaded before the focus that belong to the search island. */
  searchFilesBeforeFocus: number;
  /** Scripts the first focus loaded (the island, React when not loaded yet). */
  filesOnFocus: number;
  gzipOnFocus: number;
  /** Ajax calls from the load to the focus, and while typing. */
  ajaxBeforeFocus: string[];
  ajaxWhileTyping: string[];
}

interface Probe {
  painted: number;
  answered: number;
}

/**
 * Runs in the page as a string (tsx would name inner functions): a frame loop that notes when a
 * suggestion is first seen, then a task later, as painted; and the product answer's responseEnd.
 */
const ARM_PROBE = `(() => {
  const probe = { painted: -1, answered: -1 };
  window.${PROBE} = probe;
  const loop = {};
  loop.frame = () => {
    if (document.querySelector('.islet-search-results:not([hidden]) [role="option"]')) {
      setTimeout(() => {
        probe.painted = performance.now();
        const entry = performance.getEntriesByType("resource").find((item) => item.name.includes("cgkit_ajax_search_product"));
        probe.answered = entry ? entry.responseEnd : -1;
      }, 0);
    } else requestAnimationFrame(loop.frame);
  };
  requestAnimationFrame(loop.frame);
})()`;

export async function measureSearch(browser: Browser, storeUrl: string): Promise<SearchFigures> {
  const context = await newMobileContext(browser, true);
  try {
    const page = await context.newPage();
    await throttledSession(page);
    const network = watchNetwork(page);
    await page.goto(new URL(HOME_PATH, storeUrl).href, { waitUntil: "load" });
    await settle(page, "interaction");
    const before = await network.scripts();
    const ajaxBeforeFocus = network.ajax.map((call) => call.name);
    const island = page.locator('[data-island="search"]').first();
    const searchFilesBeforeFocus = (await island.getAttribute("data-island-state")) === "mounted" ? before.length : 0;
    await page.locator(FIELD).focus();
    await island.and(page.locator('[data-island-state="mounted"]')).waitFor({ timeout: DONE_TIMEOUT_MS });
    await settle(page, "interaction");
    const onFocus = (await network.scripts()).slice(before.length);
    const focusBytes = sumScripts(onFocus);
    await page.evaluate(ARM_PROBE);
    const typingFrom = network.ajax.length;
    await page.locator(FIELD).pressSequentially("hoo", { delay: 60 });
    await waitForProbe<Probe>(page, PROBE, (probe) => (probe?.painted ?? -1) >= 0, DONE_TIMEOUT_MS);
    await page.waitForTimeout(500);
    const probe = await readProbe<Probe>(page, PROBE);
    const ajaxWhileTyping = network.ajax.slice(typingFrom).map((call) => call.name);
    network.stop();
    if (probe.answered < 0) throw new BenchFailure("the product search's answer has no resource timing");
    return {
      answerToPaintedMs: probe.painted >= 0 ? probe.painted - probe.answered : null,
      searchFilesBeforeFocus,
      filesOnFocus: focusBytes.files,
      gzipOnFocus: focusBytes.gzip,
      ajaxBeforeFocus,
      ajaxWhileTyping,
    };
  } finally {
    await context.close();
  }
}
