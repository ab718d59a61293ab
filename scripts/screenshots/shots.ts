/**
 * The pictures `npm run screenshots` takes from the reference store: WordPress.org's
 * screenshot-N.png (N is the place in WPORG_SHOTS, and readme.txt's "== Screenshots ==" lists
 * these captions in this order: scripts/readme-txt.test.ts holds them equal) and the README's
 * picture. This list is the one place a shot is added, removed or reordered.
 */
import type { Page } from "playwright";
import { hideFloating, outlineIslands } from "./overlay";

/** What a shot needs from the run: the page, already in its own browser context. */
export interface ShotPage {
  page: Page;
  /** An absolute URL on the store for a path. */
  url: (path: string) => string;
  /** Waits until the store's after-load calls are answered and the page has painted. */
  settle: () => Promise<void>;
  /** Logs this context in to wp-admin as the kit's administrator. */
  login: () => Promise<void>;
}

export interface Shot {
  /** readme.txt's caption, word for word. */
  caption: string;
  viewport: { width: number; height: number };
  /** Takes the picture; returns the PNG. */
  take: (shot: ShotPage) => Promise<Buffer>;
}

/** WordPress.org's picture folder, relative to the repository: never in the plugin zip (scripts/plugin-zip.ts skips dot folders). */
export const WPORG_DIR = "wp-plugin/.wordpress-org";
export const wporgFile = (position: number): string => `screenshot-${String(position)}.png`;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const HOODIE = "/product/hoodie/";
/** Room below the summary for the legend of islands without a box (two or three lines on a phone). */
const LEGEND_ROOM = 80;

/** Where the product's own islands end: the bottom of the summary column, or of the gallery if lower. */
async function summaryBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bottoms = [".summary", "#commercegurus-pdp-gallery-wrapper"].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? box.bottom + window.scrollY : 0;
    });
    return Math.ceil(Math.max(...bottoms));
  });
}

/**
 * The Hoodie's page with its islands outlined, from the top to the end of the product's summary.
 * The window is made as tall as the picture, so that islands which start when visible have
 * started and nothing fixed to the window's bottom lands in the middle of the picture.
 */
async function outlinedHoodie({ page, url, settle }: ShotPage): Promise<Buffer> {
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  await page.goto(url(HOODIE), { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.islet === "ready");
  await settle();
  await page.setViewportSize({ width, height: (await summaryBottom(page)) + LEGEND_ROOM });
  await settle();
  const legendTop = (await summaryBottom(page)) + 16;
  const { bottom } = await outlineIslands(page, { legendTop });
  const height = Math.max(bottom, legendTop) + 8;
  await page.setViewportSize({ width, height });
  return page.screenshot({ clip: { x: 0, y: 0, width, height } });
}

/** A swatch of the product form's group ("Select colour") by its accessible name, as the store tests find it. */
async function chooseSwatch(page: Page, group: string, value: string): Promise<void> {
  const box = page.locator(".summary form.variations_form").getByRole("radiogroup", { name: group, exact: true });
  await box.getByRole("radio", { name: new RegExp(`^${value}(\\s|$)`) }).first().click({ timeout: 10_000 });
}

/** WooCommerce's store notice, dismissed as a visitor does (a cookie of this context only). */
async function dismissStoreNotice(page: Page): Promise<void> {
  const dismiss = page.locator(".woocommerce-store-notice__dismiss-link").filter({ visible: true });
  if ((await dismiss.count()) > 0) await dismiss.first().click();
}

async function drawerAfterAdd({ page, url, settle }: ShotPage): Promise<Buffer> {
  await page.goto(url("/shop/"), { waitUntil: "load" });
  await settle();
  await dismissStoreNotice(page);
  await page.getByRole("button", { name: "Add to cart: “Classic T-Shirt”", exact: true }).click({ timeout: 10_000 });
  await page.waitForSelector("body.drawer-open #shoptimizerCartDrawer .woocommerce-mini-cart-item", { timeout: 15_000 });
  // The shop's header and first cards behind the drawer, not the row the button was in.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle();
  return page.screenshot();
}

async function swatchesAndPrice({ page, url, settle }: ShotPage): Promise<Buffer> {
  await page.goto(url(HOODIE), { waitUntil: "load" });
  await settle();
  await chooseSwatch(page, "Select colour", "Gray");
  await settle();
  await chooseSwatch(page, "Select size", "L");
  await settle();
  await hideFloating(page);
  const summary = page.locator(".summary").first();
  await summary.scrollIntoViewIfNeeded();
  const box = await summary.boundingBox();
  if (!box) throw new Error("the Hoodie's page has no .summary");
  // The summary column with a margin, to the end of the add-to-cart form (its lower part is long).
  const form = await page.locator(".summary form.cart").first().boundingBox();
  const bottom = form ? form.y + form.height + 110 : box.y + box.height;
  return page.screenshot({ clip: { x: box.x - 24, y: box.y - 16, width: box.width + 48, height: bottom - box.y + 16 } });
}

async function settingsPage({ page, url, login }: ShotPage): Promise<Buffer> {
  await login();
  await page.goto(url("/wp-admin/admin.php?page=islet"), { waitUntil: "load" });
  // Other plugins' and the theme's admin notices (Shoptimizer's plugin recommendations) are not Islet's page.
  await page.addStyleTag({ content: ".wrap > .notice:not([class*='islet']), #wpbody-content > .notice:not([class*='islet']) { display: none !important; }" });
  return page.screenshot({ fullPage: true });
}

async function statusPage({ page, url, login }: ShotPage): Promise<Buffer> {
  await login();
  await page.goto(url("/wp-admin/admin.php?page=islet&tab=status"), { waitUntil: "load" });
  // A fresh check: the table shows what the store serves now (the check loads each page twice, a few seconds).
  await page.getByRole("button", { name: "Check pages" }).click();
  await page.waitForURL(/tab=status/, { waitUntil: "load" });
  await page.addStyleTag({ content: ".wrap > .notice:not([class*='islet']), #wpbody-content > .notice:not([class*='islet']) { display: none !important; }" });
  return page.screenshot({ fullPage: true });
}

export const WPORG_SHOTS: readonly Shot[] = [
  {
    caption: "The Hoodie's product page on a phone, each island outlined and labelled with its name: each wraps the markup the theme and plugins already print.",
    viewport: PHONE,
    take: outlinedHoodie,
  },
  {
    caption: "The cart drawer, opened by an ajax add to cart on the shop page.",
    viewport: DESKTOP,
    take: drawerAfterAdd,
  },
  {
    caption: "Colour and size as swatches (keyboard radio groups); the price, stock bar and delivery date follow the chosen option.",
    viewport: DESKTOP,
    take: swatchesAndPrice,
  },
  {
    caption: "WooCommerce → Islet: each island on or off, the cart drawer's openers, and Page loading with each page type's critical CSS.",
    viewport: { width: 1280, height: 900 },
    take: settingsPage,
  },
  {
    caption: "WooCommerce → Islet → Status: per page type, the islands printed, the scripts taken off and what each did, what still needs jQuery, and the files with and without Islet; administrators can compare each page without Islet.",
    viewport: { width: 1280, height: 900 },
    take: statusPage,
  },
];

/** The README's picture: the Hoodie at desktop width with every island outlined. */
export const README_SHOT = {
  file: "docs/images/product-islands.png",
  shot: {
    caption: "The Hoodie's product page, each island outlined and labelled.",
    viewport: DESKTOP,
    take: outlinedHoodie,
  } satisfies Shot,
} as const;
