/** The front end without WooCommerce, the deactivate/reactivate cycle, and debug.log. */
import { readFile } from "node:fs/promises";
import { Browser, type Page } from "./browser";
import {
  bufferingArtifacts,
  findPluginRow,
  firstDifference,
  hrefToPath,
  isletMarks,
  normalizeForCompare,
  pluginFolder,
  pluginRows,
  type PluginRow,
} from "./html";
import { describeMessages, phpMessagesInLog, sortMessages } from "./php-messages";
import { PLUGIN_MAIN_FILE } from "./prepare";
import { expect, fail } from "./report";
import { expectNoPhpMessages, expectStatus, type Site } from "./site";

/** The home page as an anonymous visitor and as the admin: no Islet marks, no buffering artifacts. */
export async function checkFrontUntouched(site: Site, row: PluginRow): Promise<Page | null> {
  const out: { anonymous?: Page } = {};
  const folder = pluginFolder(row.file);
  await site.report.check("the front page has no Islet markup, scripts or styles without WooCommerce (anonymous visitor)", async () => {
    const page = await Browser.anonymous(site.baseUrl).get("/");
    expectStatus(page, 200);
    out.anonymous = page;
    const marks = isletMarks(page.body, folder);
    expect(marks.length === 0, `found ${marks.join(", ")}`);
  });
  await site.report.check("the front page has no Islet markup, scripts or styles without WooCommerce (administrator)", async () => {
    const page = await site.admin.get("/");
    expectStatus(page, 200);
    const marks = isletMarks(page.body, folder);
    expect(marks.length === 0, `found ${marks.join(", ")}`);
  });
  await site.report.check("the front page shows no output-buffering artifacts", () => {
    const page = out.anonymous ?? fail("no front page to look at");
    const problems = bufferingArtifacts(page.body);
    expect(problems.length === 0, problems.join("; "));
    return expectNoPhpMessages(page, site.noise);
  });
  return out.anonymous ?? null;
}

async function currentRow(site: Site): Promise<{ page: Page; row: PluginRow }> {
  const page = await site.admin.get("/wp-admin/plugins.php");
  expectStatus(page, 200);
  const row = findPluginRow(pluginRows(page.body), PLUGIN_MAIN_FILE) ?? fail(`*/${PLUGIN_MAIN_FILE} is gone from the plugins page`);
  return { page, row };
}

async function deactivate(site: Site, row: PluginRow): Promise<void> {
  const link = row.deactivateUrl ?? fail(`no Deactivate link for ${row.file}`);
  const answer = await site.admin.get(hrefToPath(link));
  expectStatus(answer, 200);
  expectNoPhpMessages(answer, site.noise);
  const after = await currentRow(site);
  expect(!after.row.active, `${row.file} is still active after its Deactivate link`);
}

async function reactivate(site: Site): Promise<void> {
  const { row } = await currentRow(site);
  const link = row.activateUrl ?? fail(`no Activate link for ${row.file}`);
  const answer = await site.admin.get(hrefToPath(link), false);
  expect(answer.status === 302, `activation answered ${answer.status}, expected a redirect`);
  const location = answer.location ?? "";
  expect(!location.includes("charsout="), `activation printed unexpected output (${location})`);
  expect(!location.includes("error=true"), `activation failed: redirected to ${location}`);
  expect(location.includes("activate=true"), `activation redirected to ${location}`);
  const after = await currentRow(site);
  expectNoPhpMessages(after.page, site.noise);
  expect(after.row.active, `${row.file} is not active after its Activate link`);
}

/**
 * Deactivates the plugin through its link on the plugins page, optionally compares the anonymous
 * front page with the one seen while active, then activates it again through its link: the
 * activation that WordPress runs in that request must not fail nor print anything.
 */
export async function checkDeactivateReactivate(site: Site, row: PluginRow, activeFront: Page | null): Promise<void> {
  const deactivated = await site.report.check("the plugin deactivates through the plugins page", () => deactivate(site, row));
  if (deactivated && activeFront && !site.withWoo) {
    await site.report.check("the front page is the same with the plugin active and deactivated", async () => {
      const page = await Browser.anonymous(site.baseUrl).get("/");
      expectStatus(page, 200);
      const difference = firstDifference(normalizeForCompare(page.body), normalizeForCompare(activeFront.body));
      expect(difference === null, `deactivated vs active: ${difference ?? ""}`);
    });
  }
  await site.report.check("the plugin activates again through the plugins page, without errors or output", () => reactivate(site));
}

/** The whole debug.log of the run (install, activation, every page) read from the mounted core. */
export async function checkDebugLog(site: Site, debugLog: string): Promise<void> {
  await site.report.check("debug.log has no PHP notices, warnings, deprecations, fatal errors or database errors", async () => {
    let log: string;
    try {
      log = await readFile(debugLog, "utf8");
    } catch {
      return `no ${debugLog}: nothing was logged`;
    }
    const { unexpected, known } = sortMessages(phpMessagesInLog(log), site.noise);
    expect(unexpected.length === 0, `${unexpected.length} message(s) in ${debugLog}:\n${describeMessages(unexpected)}`);
    return `${known.length} known message(s) not from Islet ignored`;
  });
}
