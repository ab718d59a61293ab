/** The admin side: auto-login, the plugin active, the missing-WooCommerce notice, the settings page's access. */
import { Browser, type Page } from "./browser";
import { contentForms, findPluginRow, hasNotice, pluginRows, type PluginRow } from "./html";
import { PLUGIN_MAIN_FILE } from "./prepare";
import { expect, fail } from "./report";
import { checkPageClean, expectNoPhpMessages, expectStatus, logIn, MISSING_WOO_NOTICE_CLASS, restPost, settingsPath, type Site } from "./site";

export const SUBSCRIBER = { username: "islet-subscriber", password: "islet-subscriber-pass-1", email: "subscriber@example.org" };

/** The Playground logs the first visitor in as admin with a 302 that sets cookies. */
export async function checkAutoLogin(site: Site): Promise<Page | null> {
  const out: { front?: Page } = {};
  await site.report.check("the Playground logs the admin in automatically (302 setting cookies)", async () => {
    const front = await site.admin.get("/");
    out.front = front;
    expect(front.redirects.length > 0 && (front.redirects[0] ?? "").startsWith("302"), `no auto-login redirect on / (answered ${front.status})`);
    expect(site.admin.jar.has((name) => name.startsWith("wordpress_logged_in_")), `no login cookie after the redirect: ${site.admin.jar.names().join(", ")}`);
    expectStatus(front, 200);
  });
  return out.front ?? null;
}

/** Finds the plugin on the plugins page and checks that it is active. */
export async function checkPluginActive(site: Site, pluginsPage: Page): Promise<PluginRow | null> {
  const out: { row?: PluginRow } = {};
  await site.report.check(`the plugin ${PLUGIN_MAIN_FILE} is listed and active`, () => {
    expectStatus(pluginsPage, 200);
    const rows = pluginRows(pluginsPage.body);
    const row = findPluginRow(rows, PLUGIN_MAIN_FILE) ?? fail(`no */${PLUGIN_MAIN_FILE} on the plugins page (listed: ${rows.map((r) => r.file).join(", ")})`);
    out.row = row;
    expect(row.active, `${row.file} is listed but not active`);
    if (site.withWoo) {
      const woo = findPluginRow(rows, "woocommerce.php");
      expect(woo?.active === true, "WooCommerce is not active");
    }
    return `as ${row.file}`;
  });
  return out.row ?? null;
}

export async function checkWooNotice(site: Site, dashboard: Page): Promise<void> {
  const shown = hasNotice(dashboard.body, MISSING_WOO_NOTICE_CLASS);
  if (site.withWoo) {
    await site.report.check("no missing-WooCommerce notice when WooCommerce is active", () => {
      expect(!shown, `.notice.${MISSING_WOO_NOTICE_CLASS} is on /wp-admin/ although WooCommerce is active`);
    });
    return;
  }
  await site.report.check("the admin sees Islet's missing-WooCommerce notice on /wp-admin/", () => {
    expectStatus(dashboard, 200);
    expect(shown, `no element .notice.${MISSING_WOO_NOTICE_CLASS} on /wp-admin/`);
  });
}

async function createSubscriber(site: Site): Promise<void> {
  const { page, json } = await restPost(site.admin, "/wp/v2/users", {
    username: SUBSCRIBER.username,
    password: SUBSCRIBER.password,
    email: SUBSCRIBER.email,
    roles: ["subscriber"],
  });
  const exists = typeof json === "object" && json !== null && "code" in json && json.code === "existing_user_login";
  expect(page.status === 201 || exists, `creating a subscriber through the REST API answered ${page.status}: ${page.body.slice(0, 200)}`);
}

function expectRefused(page: Page, who: string): void {
  expect(page.status === 403, `the settings page answered ${page.status} to ${who}, expected 403`);
  expect(contentForms(page.body) === 0, `the settings page showed a form to ${who}`);
}

/** Admin: 200 with a form; subscriber: 403; anonymous visitor: redirected to wp-login.php. */
export async function checkSettingsAccess(site: Site): Promise<void> {
  const settings = settingsPath(site.withWoo);
  const out: { adminPage?: Page } = {};
  await site.report.check(`the settings page ${settings} answers 200 with a form to an administrator`, async () => {
    const page = await site.admin.get(settings);
    out.adminPage = page;
    expectStatus(page, 200);
    expect(contentForms(page.body) > 0, "no form on the settings page");
  });
  if (out.adminPage) await checkPageClean(site, settings, out.adminPage);
  await site.report.check("the settings page is refused to a subscriber (403)", async () => {
    await createSubscriber(site);
    const subscriber = await logIn(site.baseUrl, SUBSCRIBER.username, SUBSCRIBER.password);
    const page = await subscriber.get(settings);
    expectRefused(page, "a subscriber");
    expectNoPhpMessages(page, site.noise);
  });
  await site.report.check("the settings page sends an anonymous visitor to wp-login.php", async () => {
    const page = await Browser.anonymous(site.baseUrl).get(settings, false);
    expect(page.status === 302, `answered ${page.status}, expected a 302 to wp-login.php`);
    expect((page.location ?? "").includes("/wp-login.php"), `redirected to ${page.location ?? "nowhere"}, not to wp-login.php`);
  });
}
