/** What every check needs: the site, the admin's browser, the report, and the plugin's contract. */
import { Browser, jsonOf, type Page } from "./browser";
import { describeMessages, KNOWN_CORE_NOISE, phpMessagesInHtml, sortMessages, type KnownNoise } from "./php-messages";
import { expect, type Reporter } from "./report";

/** The admin notice the plugin prints when WooCommerce is not active. */
export const MISSING_WOO_NOTICE_CLASS = "islet-notice-missing-woocommerce";

export interface Site {
  baseUrl: string;
  /** Logged in as admin by the Playground's auto-login. */
  admin: Browser;
  report: Reporter;
  withWoo: boolean;
  /** PHP messages that are not Islet's (noiseFor in php-messages.ts). */
  noise: readonly KnownNoise[];
}

/** Islet's settings page: under Settings without WooCommerce, under the WooCommerce menu with it. */
export function settingsPath(withWoo: boolean): string {
  return withWoo ? "/wp-admin/admin.php?page=islet" : "/wp-admin/options-general.php?page=islet";
}

/** REST route URL that works with any permalink setting. */
export function restPath(route: string): string {
  return `/?rest_route=${encodeURIComponent(route).replace(/%2F/g, "/")}`;
}

/** Fails unless the page answered `status`. */
export function expectStatus(page: Page, status: number): void {
  expect(page.status === status, `${page.url} answered ${page.status}, expected ${status}`);
}

/** Fails when PHP printed anything into the page, except known noise that is not Islet's. */
export function expectNoPhpMessages(page: Page, noise: readonly KnownNoise[] = KNOWN_CORE_NOISE): string | void {
  const { unexpected, known } = sortMessages(phpMessagesInHtml(page.body), noise);
  expect(unexpected.length === 0, `PHP printed into ${page.url}:\n${describeMessages(unexpected)}`);
  if (known.length > 0) return `${known.length} known message(s) not from Islet ignored`;
}

/** Checks a page for PHP messages as its own line in the report. */
export async function checkPageClean(site: Site, label: string, page: Page): Promise<boolean> {
  return site.report.check(`no PHP notices, warnings, deprecations or fatal errors on ${label}`, () => {
    expectStatus(page, 200);
    return expectNoPhpMessages(page, site.noise);
  });
}

/** A REST nonce for the admin's cookie session (core's admin-ajax "rest-nonce" action). */
export async function restNonce(browser: Browser): Promise<string> {
  const page = await browser.get("/wp-admin/admin-ajax.php?action=rest-nonce");
  const nonce = page.body.trim();
  expect(page.status === 200 && /^[0-9a-f]{10}$/.test(nonce), `no REST nonce from admin-ajax.php (${page.status}: ${page.body.slice(0, 80)})`);
  return nonce;
}

/** POSTs JSON to a REST route with the browser's cookies and a fresh nonce. */
export async function restPost(browser: Browser, route: string, data: unknown): Promise<{ page: Page; json: unknown }> {
  const nonce = await restNonce(browser);
  const page = await browser.postJson(restPath(route), data, { "X-WP-Nonce": nonce });
  return { page, json: jsonOf(page) };
}

/**
 * Logs in through wp-login.php's form with a fresh cookie jar. The test cookie that the form's
 * GET would set is set here instead: on PHP 8.2 that GET makes WordPress 6.1 itself authenticate
 * null credentials, which logs two core deprecations unrelated to the plugin.
 */
export async function logIn(baseUrl: string, username: string, password: string): Promise<Browser> {
  const browser = Browser.anonymous(baseUrl);
  browser.jar.set("wordpress_test_cookie", "WP%20Cookie%20check");
  const answer = await browser.postForm(
    "/wp-login.php",
    { log: username, pwd: password, "wp-submit": "Log In", redirect_to: browser.url("/wp-admin/").href, testcookie: "1" },
    { follow: false },
  );
  expect(answer.status === 302, `wp-login.php answered ${answer.status} to ${username}'s login, expected a 302`);
  expect(browser.jar.has((name) => name.startsWith("wordpress_logged_in_")), `no login cookie for ${username}`);
  return browser;
}
