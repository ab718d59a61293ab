/**
 * Takes the plugin's WordPress.org screenshots and the README's picture from the running
 * reference store (its README: http://127.0.0.1:8890, ISLET_STORE_PORT), as they look today:
 *
 *   npm run screenshots      (npx tsx scripts/screenshots.ts)
 *
 * The shots are listed in scripts/screenshots/shots.ts. Each runs in a browser context of its
 * own, as a new visitor who has seen the popup (Popup Maker's `pum-99` cookie), so the store's
 * data changes no more than by a visitor's cart (and the admin's login session); the settings shot
 * blocks the critical CSS builder a wp-admin page may start, which would save builds. The overlay
 * and hidden floating elements are added to the browser's copy of a page only.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright";
import { CHROMIUM_LAUNCH } from "./chromium";
import { logInToWpAdmin } from "./refstore/wp-login";
import { storeUrl } from "./refstore/store-place";
import { README_SHOT, WPORG_DIR, WPORG_SHOTS, wporgFile, type Shot, type ShotPage } from "./screenshots/shots";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STORE = storeUrl();

/** The popup opens by itself 3 s after load; a visitor who closed it has this cookie. */
const POPUP_SEEN = { name: "pum-99", value: "true", url: STORE };

/** Silence this long, with nothing in flight, counts as settled (the store's delivery dates and bulk prices come by ajax). */
const QUIET_MS = 600;
const QUIET_CAP_MS = 15_000;

/** Counts the page's requests in flight, for settle(). */
function trackTraffic(page: Page): () => { open: number; last: number } {
  const open = new Set<unknown>();
  let last = Date.now();
  page.on("request", (request) => {
    open.add(request);
    last = Date.now();
  });
  const done = (request: unknown): void => {
    if (open.delete(request)) last = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => ({ open: open.size, last });
}

async function settle(page: Page, traffic: () => { open: number; last: number }): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < QUIET_CAP_MS) {
    const now = traffic();
    if (now.open === 0 && Date.now() - now.last >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Transitions the answers start (a swatch's price, the drawer's slide: 350 ms).
  await page.waitForTimeout(500);
}

async function login(page: Page): Promise<void> {
  // The critical CSS builder, which a wp-admin page starts by itself while a page type waits for
  // a build, saves what it builds; a picture must not. Without it the page shows the stored state.
  await page.route(/\/assets\/build\/admin\/|\/wp-json\/islet\/v1\/first-paint|rest_route=%2Fislet%2Fv1%2Ffirst-paint/, (route) => route.abort());
  await logInToWpAdmin(page, STORE);
}

/** Runs one shot in a fresh context and writes its PNG. */
async function take(browser: Browser, shot: Shot, file: string): Promise<void> {
  const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: 1 });
  try {
    await context.addCookies([POPUP_SEEN]);
    const page = await context.newPage();
    const traffic = trackTraffic(page);
    const shotPage: ShotPage = {
      page,
      url: (where) => new URL(where, STORE).href,
      settle: () => settle(page, traffic),
      login: () => login(page),
    };
    const png = await shot.take(shotPage);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
    console.log(`${path.relative(root, file)}: ${String(Math.round(png.length / 1024))} KB`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const reachable = await fetch(`${STORE}/`, { method: "HEAD" }).then((answer) => answer.ok, () => false);
  if (!reachable) throw new Error(`the reference store does not answer at ${STORE}: start it (its README: store start)`);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const [index, shot] of WPORG_SHOTS.entries()) await take(browser, shot, path.join(root, WPORG_DIR, wporgFile(index + 1)));
    await take(browser, README_SHOT.shot, path.join(root, README_SHOT.file));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
