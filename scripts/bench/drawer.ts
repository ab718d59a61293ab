/**
 * The first mini-cart drawer open on a loaded page: hover then click the first visible header
 * cart link, timed in the page from the click event to `body.drawer-open` and to the drawer
 * island's `data-island-state="mounted"`, plus the JS loaded in all once it has settled.
 */
import type { Page } from "playwright";
import { sumScripts, type JsBytes, type NetworkWatch } from "./network";
import { readProbe, settle, waitForProbe } from "./page-metrics";
import { BenchFailure } from "./failure";

export const OPENER = ".shoptimizer-cart a.cart-contents";
const DRAWER_ISLAND = '[data-island="mini-cart"]';
const PROBE = "__isletBenchDrawer";
const OPEN_TIMEOUT_MS = 15_000;

export interface DrawerFigures {
  clickToOpenMs: number | null;
  clickToMountedMs: number | null;
  hoverToMountedMs: number | null;
  /** The drawer island's data-island-state at the end. */
  state: string;
  jsBefore: JsBytes;
  jsAfter: JsBytes;
  ajax: string[];
}

interface Probe {
  hover: number;
  click: number;
  open: number;
  mounted: number;
  state: string;
}

/** Runs in the page (no named inner functions: see readTimeline in page-metrics.ts). */
function armProbe(args: { probe: string; opener: string; island: string }): void {
  const probe: Probe = { hover: -1, click: -1, open: -1, mounted: -1, state: "missing" };
  Reflect.set(window, args.probe, probe);
  document.addEventListener(
    "pointerover",
    (event) => {
      if (probe.hover < 0 && event.target instanceof Element && event.target.closest(args.opener)) probe.hover = event.timeStamp;
    },
    true,
  );
  document.addEventListener("click", (event) => void (probe.click < 0 && (probe.click = event.timeStamp)), true);
  new MutationObserver(() => {
    if (probe.open < 0 && document.body.classList.contains("drawer-open")) probe.open = performance.now();
  }).observe(document.body, { attributes: true, attributeFilter: ["class"] });
  const island = document.querySelector(args.island);
  if (!island) return;
  probe.state = island.getAttribute("data-island-state") ?? "none";
  new MutationObserver(() => {
    probe.state = island.getAttribute("data-island-state") ?? "none";
    if (probe.mounted < 0 && probe.state === "mounted") probe.mounted = performance.now();
  }).observe(island, { attributes: true, attributeFilter: ["data-island-state"] });
}

const since = (start: number, end: number): number | null => (start >= 0 && end >= 0 ? end - start : null);

export async function openDrawer(page: Page, network: NetworkWatch): Promise<DrawerFigures> {
  const jsBefore = sumScripts(await network.scripts());
  const ajaxBefore = network.ajax.length;
  await page.evaluate(armProbe, { probe: PROBE, opener: OPENER, island: DRAWER_ISLAND });
  const opener = page.locator(OPENER).filter({ visible: true }).first();
  if ((await opener.count()) === 0) throw new BenchFailure(`no visible ${OPENER} on ${page.url()}`);
  await opener.hover();
  await opener.click();
  await waitForProbe<Probe>(
    page,
    PROBE,
    (probe) => probe !== undefined && probe.open >= 0 && (probe.mounted >= 0 || probe.state === "error"),
    OPEN_TIMEOUT_MS,
  );
  await settle(page, "interaction");
  const probe = await readProbe<Probe>(page, PROBE);
  return {
    clickToOpenMs: since(probe.click, probe.open),
    clickToMountedMs: since(probe.click, probe.mounted),
    hoverToMountedMs: since(probe.hover, probe.mounted),
    state: probe.state,
    jsBefore,
    jsAfter: sumScripts(await network.scripts()),
    ajax: network.ajax.slice(ajaxBefore).map((call) => call.name),
  };
}
