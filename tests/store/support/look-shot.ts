/**
 * One side's picture for the look suite: open the page at a width, settle, apply the intended
 * differences, do the case's steps, measure what is masked, take the screenshot. And the verdict
 * on the two pictures: the share of differing pixels against the threshold, with the pictures
 * written out for a person when it fails.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { comparePngs, type Mask } from "./pixels";
import { intendedFor } from "./intended";
import { url, VIEWPORT_HEIGHT, type LookCase, type Width } from "./look-cases";
import { pointerIn, repaint, scrollThrough, settle, trackRequests } from "./settle";

/**
 * A comparison passes when at most this share of the pixels differ (in percent). It sits just above
 * the noise of the legacy page compared with itself (LOOK_SELF=legacy, two full runs): 0 differing
 * pixels on 36 of the 38 comparisons; the rest is the resampling of a downscaled thumbnail (41 px =
 * 0.012 % of the Hoodie's out-of-stock state at 390 px; 82 px = 0.007 % of the wishlist at 1280 px).
 * 0.1 %, the first choice, is too lax: Islet's different quantity stepper on the cart page
 * (−/1/+ box and the "Update cart" button) is 0.039 % at 1280 px and 0.088 % at 390 px.
 */
export const THRESHOLD_PERCENT = 0.02;

/**
 * Always masked, measured on each side: what legitimately differs from one second to the next.
 * The delivery dates are not masked: both sides ask the same server clock, and Islet renders them
 * itself, so they are content to compare.
 */
const MOVING = ["#commercekit-timer .commercekit-timer-digit"];

/**
 * A full-page picture paints the whole page at once, fixed elements included, so a fixed element
 * parked just outside the viewport (CommerceKit's sticky add-to-cart bar waits 95 px under a phone's
 * screen) appears in it though no shopper ever sees it there. Such elements are hidden on both
 * sides before the picture; a fixed element anywhere in view stays.
 */
async function hideFixedOutOfView(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (getComputedStyle(element).position !== "fixed") continue;
      const box = element.getBoundingClientRect();
      const outside = box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
      if (outside) element.style.setProperty("visibility", "hidden", "important");
    }
  });
}

export interface Shot {
  png: Buffer;
  masks: Mask[];
}

async function hideIntended(page: Page, caseId: string): Promise<void> {
  const css = intendedFor(caseId)
    .filter((entry) => entry.treatment === "hide")
    .map((entry) => `${entry.selector} { display: none !important; }`)
    .join("\n");
  if (css) await page.addStyleTag({ content: css });
}

/** The boxes of the selectors' visible elements, in the screenshot's coordinates, rounded outwards. */
async function boxesOf(page: Page, selectors: readonly string[], fullPage: boolean): Promise<Mask[]> {
  if (selectors.length === 0) return [];
  return page.evaluate(
    ({ selectors, fullPage }) =>
      selectors.flatMap((selector) =>
        Array.from(document.querySelectorAll(selector)).flatMap((element) => {
          const r = element.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return [];
          const dx = fullPage ? window.scrollX : 0;
          const dy = fullPage ? window.scrollY : 0;
          const x = Math.floor(r.left + dx);
          const y = Math.floor(r.top + dy);
          return [{ x, y, width: Math.ceil(r.right + dx) - x, height: Math.ceil(r.bottom + dy) - y }];
        }),
      ),
    { selectors, fullPage },
  );
}

/** What is masked on a case: the moving digits and its intended "mask" entries. */
const maskSelectors = (caseId: string): string[] => [
  ...MOVING,
  ...intendedFor(caseId)
    .filter((entry) => entry.treatment === "mask")
    .map((entry) => entry.selector),
];

/** Opens the case's page at the width and waits until it has settled, its intended "hide"s applied. */
async function open(page: Page, lookCase: LookCase, width: Width): Promise<void> {
  trackRequests(page);
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
  await lookCase.before?.(page);
  await page.goto(url(lookCase.path), { waitUntil: "load" });
  await pointerIn(page);
  await settle(page);
  await hideIntended(page, lookCase.id);
}

/** One side's picture of a case: full page for a page type, the viewport for a state. */
export async function shoot(page: Page, lookCase: LookCase, width: Width): Promise<Shot> {
  await open(page, lookCase, width);
  await lookCase.steps?.(page, width);
  if (lookCase.anchor) {
    await page.locator(lookCase.anchor).first().evaluate((element) => element.scrollIntoView({ block: "center" }));
    await settle(page);
  }
  const fullPage = lookCase.kind === "look";
  if (fullPage) {
    await scrollThrough(page);
    await hideFixedOutOfView(page);
  }
  await repaint(page);
  const masks = await boxesOf(page, maskSelectors(lookCase.id), fullPage);
  const png = await page.screenshot({ fullPage, animations: "disabled", caret: "hide", scale: "css" });
  return { png, masks };
}

/** The viewport's picture as the page is now, the case's intended differences applied (first-paint.spec.ts). */
export async function shootViewport(page: Page, caseId: string): Promise<Shot> {
  await hideIntended(page, caseId);
  await repaint(page);
  const masks = await boxesOf(page, maskSelectors(caseId), false);
  const png = await page.screenshot({ animations: "disabled", caret: "hide", scale: "css" });
  return { png, masks };
}

export interface Verdict {
  percent: number;
  pass: boolean;
  message: string;
}

const slug = (name: string): string =>
  name
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

/** Where failing pictures go: test-results/store/look/ (the store config's outputDir + look). */
export const lookDir = (testInfo: TestInfo): string => path.join(testInfo.project.outputDir, "look");

async function writePictures(testInfo: TestInfo, name: string, files: Record<string, Buffer>): Promise<string> {
  const dir = lookDir(testInfo);
  await mkdir(dir, { recursive: true });
  for (const [suffix, png] of Object.entries(files)) {
    const file = path.join(dir, `${slug(name)}-${suffix}.png`);
    await writeFile(file, png);
    await testInfo.attach(`${suffix}.png`, { path: file, contentType: "image/png" });
  }
  return path.relative(process.cwd(), path.join(dir, `${slug(name)}-{islet,legacy,diff}.png`));
}

export async function judge(browser: Browser, testInfo: TestInfo, name: string, islet: Shot, legacy: Shot): Promise<Verdict> {
  const diff = await comparePngs(browser, islet.png, legacy.png, [...islet.masks, ...legacy.masks]);
  const percent = (100 * diff.differing) / diff.total;
  const pass = percent <= THRESHOLD_PERCENT;
  const size = `${diff.width}×${diff.height}`;
  const counts = `${diff.differing} of ${size}; limit ${THRESHOLD_PERCENT} %`;
  const summary = `${name}: ${percent.toFixed(3)} % of pixels differ (${counts})`;
  const keep = !pass || process.env.LOOK_KEEP === "1";
  const where = keep ? await writePictures(testInfo, name, { islet: islet.png, legacy: legacy.png, diff: diff.diffPng }) : "";
  return { percent, pass, message: pass ? summary : `${summary}; pictures (red = different): ${where}` };
}
