/**
 * Popup Maker's "May offer" popup (id 99, the kit's seed/08-popup-maker.php) on the real store,
 * Islet against legacy, for a visitor who has not seen it yet (no `pum-99` cookie): it opens by
 * itself 3 s after the page is ready, as a dialog with its heading; closing it sets `pum-99`
 * (1 month) and it stays closed on the next page; the footer's `.may-promo-trigger` link (the
 * kit's mu-plugin, on every page) opens it again; its subscription form answers with Popup
 * Maker's success message and sets `pum-99-success` (1 year).
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { storeProductId } from "../../scripts/refstore/store-place";
import { addByLink } from "./support/cart-state";
import { cookiesFor, expect, test, SIDES } from "./support/sides";
import { formField, nextAction } from "./support/requests";
import { daysToMonthsOn } from "../e2e/support/calendar";

const HEADING = "May offer: 15% off knitwear";
const SUBSCRIBED = "You have been subscribed!";
const DAY_S = 86_400;

interface Moments {
  /** DOMContentLoaded, from the page's start (ms). */
  ready?: number;
  /** The first frame with Popup Maker's `pum-open` class on <html>. */
  opened?: number;
}

/** The popup: the dialog that holds its heading (the cart drawer is a dialog too). */
const popup = (page: Page): Locator => page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: HEADING }) });

/** Notes when the page was ready and when the popup first opened, in every document of the page. */
async function recordMoments(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moments: { ready?: number; opened?: number } = {};
    Object.assign(window, { __moments: moments });
    document.addEventListener("DOMContentLoaded", () => (moments.ready = performance.now()));
    const watch = (): void => {
      if (document.documentElement?.classList.contains("pum-open")) moments.opened = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

const moments = (page: Page): Promise<Moments> => page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);

async function cookie(context: BrowserContext, name: string): Promise<{ value: string; days: number; path: string } | null> {
  const found = (await context.cookies()).find((entry) => entry.name === name);
  return found ? { value: found.value, days: Math.round((found.expires - Date.now() / 1000) / DAY_S), path: found.path } : null;
}

test.describe("the may-promo popup on the real store", () => {
  for (const side of SIDES) {
    test(`${side}: opens by itself 3 s after load, closes to pum-99 and stays closed on the next page; its trigger opens it and the form subscribes`, async ({ browser, contextOptions }) => {
      const context = await browser.newContext(contextOptions);
      await cookiesFor(context, side, false);
      try {
        const page = await context.newPage();
        await recordMoments(page);

        await page.goto("/");
        await expect(popup(page)).toBeVisible({ timeout: 15_000 });
        await expect(popup(page).getByRole("heading", { name: HEADING, level: 3 })).toBeVisible();
        await expect(popup(page).getByText("Join our list and get the code by email.")).toBeVisible();
        const first = await moments(page);
        if (first.ready === undefined || first.opened === undefined) throw new Error(`moments not noted: ${JSON.stringify(first)}`);
        // Popup Maker starts its 3000 ms once the page is ready; a script may start it a little
        // before DOMContentLoaded fires, hence 100 ms of slack.
        expect(first.opened - first.ready).toBeGreaterThanOrEqual(2_900);
        expect(first.opened - first.ready).toBeLessThan(6_000);
        // Its content takes the focus once it is in.
        await expect(popup(page).locator(".pum-content")).toBeFocused();
        expect(await cookie(context, "pum-99")).toBeNull();

        await page.keyboard.press("Escape");
        await expect(popup(page)).toBeHidden();
        await expect(page.locator("#pum-99")).toBeHidden();
        await expect(page.locator("html")).not.toHaveClass(/\bpum-open\b/);
        expect(await cookie(context, "pum-99")).toEqual({ value: "true", days: daysToMonthsOn(1), path: "/" });

        // The next page: well past the delay, it has not opened.
        await page.goto("/shop/");
        await page.waitForFunction(() => {
          const noted = (window as unknown as { __moments: Moments }).__moments;
          return noted.ready !== undefined && performance.now() > noted.ready + 5_000;
        }, undefined, { timeout: 20_000 });
        await expect(page.locator("#pum-99")).toBeHidden();
        expect((await moments(page)).opened).toBeUndefined();

        // The footer's trigger (under the store notice bar: dismissed first, as a shopper would).
        await page.locator(".woocommerce-store-notice").getByRole("button", { name: "Dismiss" }).click();
        await page.locator(".may-promo-trigger").click();
        await expect(popup(page)).toBeVisible({ timeout: 10_000 });

        const email = `popup-${side}-${Date.now()}@example.com`;
        await popup(page).getByPlaceholder("Email").fill(email);
        const sent = nextAction(page, "pum_sub_form");
        await popup(page).getByRole("button", { name: "Subscribe" }).click();
        const request = await sent;
        expect([formField(request, "values[email]"), formField(request, "values[pum_form_popup_id]")]).toEqual([email, "99"]);
        const message = popup(page).locator(".pum-form__message--success");
        await expect(message).toHaveText(SUBSCRIBED);
        await expect(popup(page).locator("form.pum-sub-form")).toHaveClass(/\bpum-newsletter-success\b/);
        // Not closed by the submission (close_on_form_submission is off): the message stays in view.
        await expect(popup(page)).toBeVisible();
        expect(await cookie(context, "pum-99-success")).toEqual({ value: "true", days: daysToMonthsOn(12), path: "/" });

        await popup(page).getByRole("button", { name: "Close", exact: true }).click();
        await expect(page.locator("#pum-99")).toBeHidden();
      } finally {
        await context.close();
      }
    });
  }
});

test("islet: on a new visitor's checkout the popup opens by itself from the first bundle's arm, without the other pages' registry part (decision 0046)", async ({ browser, contextOptions }) => {
  const context = await browser.newContext(contextOptions);
  await cookiesFor(context, "islet", false);
  try {
    const page = await context.newPage();
    await addByLink(page, storeProductId("classic-t-shirt") ?? 0);
    const files: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") files.push(new URL(request.url()).pathname);
    });
    await page.goto("/checkout/");
    await expect(popup(page)).toBeVisible({ timeout: 15_000 });
    const ours = files.filter((file) => file.includes("/plugins/islet/"));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((file) => /\/registry-(pages|product)-/.test(file))).toEqual([]);
  } finally {
    await context.close();
  }
});
