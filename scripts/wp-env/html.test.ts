// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import {
  bufferingArtifacts,
  closeHtmlParser,
  contentForms,
  findPluginRow,
  firstDifference,
  hasNotice,
  hrefToPath,
  isletMarks,
  normalizeForCompare,
  pluginFolder,
  pluginRows,
} from "./html";

afterAll(closeHtmlParser);

const PLUGINS_PAGE = `<table><tbody id="the-list">
<tr class="inactive" data-slug="akismet" data-plugin="akismet/akismet.php"><td><span class="activate"><a href="plugins.php?action=activate&amp;plugin=akismet%2Fakismet.php&amp;_wpnonce=dae2777b0f">Activate</a></span></td></tr>
<tr class="active" data-slug="islet" data-plugin="wp-plugin/islet.php"><td><span class="deactivate"><a href="plugins.php?action=deactivate&amp;plugin=wp-plugin%2Fislet.php&amp;_wpnonce=0a4f81c219">Deactivate</a></span></td></tr>
<tr class="active update" data-plugin="woocommerce/woocommerce.php"><td></td></tr>
</tbody></table>`;

describe("the plugins page", () => {
  it("reads each row's file, state and links", () => {
    const rows = pluginRows(PLUGINS_PAGE);
    expect(rows.map((row) => [row.file, row.active])).toEqual([
      ["akismet/akismet.php", false],
      ["wp-plugin/islet.php", true],
      ["woocommerce/woocommerce.php", true],
    ]);
    expect(rows[0]?.activateUrl).toBe("plugins.php?action=activate&plugin=akismet%2Fakismet.php&_wpnonce=dae2777b0f");
    expect(rows[1]?.deactivateUrl).toContain("action=deactivate");
  });

  it("finds the plugin whatever its folder is called", () => {
    const row = findPluginRow(pluginRows(PLUGINS_PAGE), "islet.php");
    expect(row?.file).toBe("wp-plugin/islet.php");
    expect(pluginFolder(row?.file ?? "")).toBe("wp-plugin");
    expect(findPluginRow(pluginRows(PLUGINS_PAGE), "nope.php")).toBeUndefined();
  });

  it("turns a relative admin link into a site path", () => {
    expect(hrefToPath("plugins.php?action=activate&amp;plugin=a%2Fa.php")).toBe("/wp-admin/plugins.php?action=activate&plugin=a%2Fa.php");
    expect(hrefToPath("http://localhost:8895/wp-admin/x.php")).toBe("http://localhost:8895/wp-admin/x.php");
  });
});

describe("admin notices and forms", () => {
  it("finds a notice by class only on a .notice element", () => {
    const notice = '<div class="notice notice-warning islet-notice-missing-woocommerce"><p>Islet needs WooCommerce.</p></div>';
    expect(hasNotice(notice, "islet-notice-missing-woocommerce")).toBe(true);
    expect(hasNotice('<p class="islet-notice-missing-woocommerce"></p>', "islet-notice-missing-woocommerce")).toBe(false);
    expect(hasNotice('<div class="notice notice-warning"><p>Islet needs WooCommerce.</p></div>', "islet-notice-missing-woocommerce")).toBe(false);
  });

  it("counts the page's own forms, not Screen Options nor the admin-bar search", () => {
    expect(contentForms('<form name="adv-settings" method="post"></form><form id="adminbarsearch"></form>')).toBe(0);
    expect(contentForms('<div class="wrap"><form method="post" action="options.php"></form></div>')).toBe(1);
  });
});

describe("Islet's marks on the front end", () => {
  it("finds the config, islands, handles and asset URLs", () => {
    const html = `<script type="application/json" id="islet-config">{}</script><div data-island="x"></div>
<link rel="stylesheet" id='islet-islands-css' href="/wp-content/plugins/islet/assets/build/a.css" />
<script id="islet-boot-js-extra">var a;</script>`;
    expect(isletMarks(html, "islet")).toEqual([
      "islet-config",
      "data-island",
      "handle id='islet-islands-css'",
      'handle id="islet-boot-js-extra"',
      "asset URL under /wp-content/plugins/islet/",
    ]);
  });

  it("finds nothing on a page without Islet", () => {
    expect(isletMarks('<!DOCTYPE html><html><body class="islets"><p>islet of Man</p><script id="wp-embed-js"></script></body></html>', "islet")).toEqual([]);
  });
});

describe("buffering artifacts", () => {
  it("accepts one clean document", () => {
    expect(bufferingArtifacts("<!DOCTYPE html>\n<html><body></body></html>\n")).toEqual([]);
  });

  it("reports text before the doctype, a second document and text after </html>", () => {
    const problems = bufferingArtifacts("x<!DOCTYPE html><html></html><!DOCTYPE html><html></html>tail");
    expect(problems).toHaveLength(4);
  });
});

describe("comparing two renders", () => {
  it("ignores nonces and timing comments", () => {
    const a = `<a href="?_wpnonce=0123456789">x</a><script>var s = {"nonce":"abcdef0123"};</script><!-- 12 queries in 0.3 seconds -->`;
    const b = `<a href="?_wpnonce=9876543210">x</a><script>var s = {"nonce":"0123abcdef"};</script>`;
    expect(normalizeForCompare(a)).toBe(normalizeForCompare(b));
  });

  it("names the first differing line", () => {
    expect(firstDifference("a\nb\nc", "a\nb\nc")).toBeNull();
    expect(firstDifference("a\nb", "a\nB\nc")).toBe('line 2: "b" vs "B"');
    expect(firstDifference("a", "a\nextra")).toBe('line 2: "<none>" vs "extra"');
  });
});
