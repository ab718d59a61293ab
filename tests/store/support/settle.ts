/**
 * Waiting until a page has stopped changing, the same way on both sides: no request in flight for
 * a while (the store's ajax answers: delivery dates, bulk prices, fragments, suggestions), fonts
 * loaded, and a short settle for what the answers trigger (transitions, late layout).
 */
import type { Page, Request } from "@playwright/test";

/** How long the network must stay silent to count as idle (Playwright's own networkidle uses 500 ms). */
const QUIET_MS = 500;
/** Give up waiting for silence after this long; a stuck request must not hang the suite. */
const QUIET_CAP_MS = 10_000;
/**
 * After the network: what the answers start (swatch and price updates, short fades). The longer
 * transitions (drawer 350 ms, lightbox, gallery slide) get extra time in their steps.
 */
export const SETTLE_MS = 300;

interface Traffic {
  open: Set<Request>;
  /** When a request last started or ended. */
  last: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Starts counting the page's requests; call once, before its first navigation. */
export function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const state: Traffic = { open: new Set(), last: Date.now() };
  traffic.set(page, state);
  page.on("request", (request) => {
    if (request.url().startsWith("data:")) return;
    state.open.add(request);
    state.last = Date.now();
  });
  const done = (request: Request): void => {
    if (state.open.delete(request)) state.last = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/** Resolves once no request has been in flight for QUIET_MS (or after QUIET_CAP_MS). */
export async function networkQuiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error("networkQuiet: trackRequests(page) was not called");
  const start = Date.now();
  while (Date.now() - start < QUIET_CAP_MS) {
    if (state.open.size === 0 && Date.now() - state.last >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}

/** Network idle, fonts ready, two frames painted, then the settle delay and a last idle check. */
export async function settle(page: Page, extraMs = 0): Promise<void> {
  await networkQuiet(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  await page.waitForTimeout(SETTLE_MS + extraMs);
  await networkQuiet(page);
}

/** Where the pointer rests: a corner of the header, over nothing that reacts to hovering. */
const POINTER = { x: 2, y: 2 };

/**
 * A shopper's pointer is somewhere on the page: CommerceKit's gallery (legacy) and Islet's only
 * start their slider at the first interaction, mouseover among them, which headless Chromium sends
 * only when the pointer moves onto an element. Legacy listens from its footer script, before the
 * load event; Islet's islands listen once the bundle has scanned the page, which can come after
 * it (150 to 800 ms on the real store under load). So the pointer moves in once every island
 * found has its state: a move before that goes unseen, and a later move within the same element
 * sends no mouseover (the look suite's Islet product pages came out a pixel short now and then).
 * A page without islands (legacy) moves at once.
 */
export async function pointerIn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[data-island]:not([data-island-state])").length === 0);
  await page.mouse.move(POINTER.x, POINTER.y);
}

/**
 * Scrolls down the page a screen at a time and back to the top, as a shopper reading it would:
 * what waits to be near the view (lazy images, islands that start when visible, such as the
 * countdown) has then started on both sides before a full-page picture, which never scrolls.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

/**
 * Makes Chromium paint everything again where it now stands, with every loaded image decoded.
 * Content that moved into place (the cart drawer sliding in) keeps the text raster of some frame of
 * its transition, at a sub-pixel offset that differs from run to run; a passing text-shadow on
 * everything, then removed, repaints it all as a page that had never moved. Images marked
 * `decoding="async"` may be left out of the fresh raster of a full-page screenshot until decoded;
 * decoding them synchronously (the same on both sides) keeps them in.
 */
export async function repaint(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = (): Promise<void> =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const loaded = Array.from(document.images).filter((image) => image.complete && image.naturalWidth > 0);
    for (const image of loaded) image.decoding = "sync";
    await Promise.all(loaded.map((image) => image.decode().catch(() => undefined)));
    const style = document.createElement("style");
    style.textContent = "* { text-shadow: 0 0 0 transparent !important; }";
    document.head.append(style);
    await frames();
    style.remove();
    await frames();
  });
}
