// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeMessages, logEntries, noiseFor, phpMessagesInHtml, phpMessagesInLog, sortMessages, textOfHtml, type PhpMessage } from "./php-messages";

const PLUGIN = "/wordpress/wp-content/plugins/islet/islet.php";

describe("phpMessagesInHtml", () => {
  it("finds what PHP displays with html_errors on", () => {
    const html = `<br />\n<b>Warning</b>:  Undefined variable $x in <b>${PLUGIN}</b> on line <b>6</b><br />\n<!DOCTYPE html><html>…</html>`;
    expect(phpMessagesInHtml(html)).toEqual([{ level: "Warning", text: `Undefined variable $x in ${PLUGIN} on line 6` }]);
  });

  it("finds plain-text messages, deprecations and notices", () => {
    const html = `Deprecated: Creation of dynamic property A::$b is deprecated in ${PLUGIN} on line 9\n<p>ok</p>\nNotice: Function x was called <strong>incorrectly</strong>. in /wordpress/wp-includes/functions.php on line 5835`;
    expect(phpMessagesInHtml(html).map((m) => m.level)).toEqual(["Deprecated", "Notice"]);
  });

  it("finds fatal errors however they read, and WordPress's critical error screen", () => {
    const html = `<b>Fatal error</b>:  Uncaught Error: Call to undefined function nope() in ${PLUGIN}:5\nStack trace:\n#0 {main}`;
    expect(phpMessagesInHtml(html)).toEqual([{ level: "Fatal error", text: `Uncaught Error: Call to undefined function nope() in ${PLUGIN}:5` }]);
    expect(phpMessagesInHtml("<p>There has been a critical error on this website.</p>")[0]?.level).toBe("Critical error");
  });

  it("does not take page text for PHP messages", () => {
    const html = "<p>Warning: this product is almost sold out</p><label>Notice: shipping takes 3 days</label><script>var s = 'Deprecated: no';</script>";
    expect(phpMessagesInHtml(html)).toEqual([]);
  });

  it("decodes entities in the text", () => {
    expect(textOfHtml("a &amp; b &lt;c&gt; &quot;d&quot; &#039;e&#039;<br/>f")).toBe(`a & b <c> "d" 'e'\nf`);
  });
});

describe("phpMessagesInLog", () => {
  const log = [
    "[22-Nov-2026 17:35:15 UTC] PHP Deprecated:  Return type of Requests_Cookie_Jar::offsetGet($key) should either be compatible with ArrayAccess::offsetGet(mixed $offset): mixed, or the #[\\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in /wordpress/wp-includes/Requests/Cookie/Jar.php on line 73",
    "[22-Nov-2026 17:35:16 UTC] PHP Warning:  Undefined variable $upload_path in /wordpress/wp-admin/install.php on line 417",
    `[22-Nov-2026 17:35:17 UTC] PHP Fatal error:  Uncaught Error: Call to undefined function nope() in ${PLUGIN}:5`,
    "Stack trace:",
    "#0 {main}",
    `  thrown in ${PLUGIN} on line 5`,
    "[22-Nov-2026 17:35:18 UTC] WordPress database error no such table: wp_islet for query SELECT 1",
    "[22-Nov-2026 17:35:19 UTC] islet: a plain error_log line",
    "",
  ].join("\n");

  it("splits entries with their continuation lines", () => {
    const entries = logEntries(log);
    expect(entries).toHaveLength(5);
    expect(entries[2]).toContain("Stack trace:");
  });

  it("reads PHP messages and database errors, not plain error_log lines", () => {
    expect(phpMessagesInLog(log).map((m) => m.level)).toEqual(["Deprecated", "Warning", "Fatal error", "Database error"]);
  });

  it("sets WordPress 6.1's own PHP 8.2 noise apart and keeps everything else", () => {
    const { unexpected, known } = sortMessages(phpMessagesInLog(log));
    expect(known.map((m) => m.level)).toEqual(["Deprecated", "Warning"]);
    expect(unexpected.map((m) => m.level)).toEqual(["Fatal error", "Database error"]);
  });

  it("does not excuse the same kind of message from a plugin file", () => {
    const plugin = phpMessagesInLog(`[x] PHP Warning:  Undefined variable $upload_path in ${PLUGIN} on line 3`);
    expect(sortMessages(plugin).unexpected).toHaveLength(1);
  });
});

describe("describeMessages", () => {
  it("lists distinct messages, at most a few", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ level: "Notice" as const, text: `n${i % 7}` }));
    const text = describeMessages(many, 5);
    expect(text.split("\n")).toHaveLength(6);
    expect(text).toContain("… and 2 more");
  });
});

describe("WooCommerce's own messages", () => {
  const woo = (level: "Deprecated" | "Fatal error", where: string): PhpMessage => ({
    level,
    text: `Creation of dynamic property WC_Thing::$x is deprecated in /wordpress/wp-content/plugins/${where} on line 12`,
  });

  it("are set apart only when WooCommerce was given, and never when fatal or about Islet", () => {
    expect(sortMessages([woo("Deprecated", "woocommerce/includes/a.php")], noiseFor(false)).unexpected).toHaveLength(1);
    expect(sortMessages([woo("Deprecated", "woocommerce/includes/a.php")], noiseFor(true)).known).toHaveLength(1);
    expect(sortMessages([woo("Fatal error", "woocommerce/includes/a.php")], noiseFor(true)).unexpected).toHaveLength(1);
    expect(sortMessages([woo("Deprecated", "islet/includes/a.php")], noiseFor(true)).unexpected).toHaveLength(1);
  });
});

describe("WooCommerce's too-early translation notice", () => {
  const notice = (domain: string, tagged: boolean): PhpMessage => {
    const tag = (name: string, text: string): string => (tagged ? `<${name}>${text}</${name}>` : text);
    return {
      level: "Notice",
      text: `Function _load_textdomain_just_in_time was called ${tag("strong", "incorrectly")}. Translation loading for the ${tag("code", domain)} domain was triggered too early. This is usually an indicator for some code in the plugin or theme running too early. Translations should be loaded at the ${tag("code", "init")} action or later. (This message was added in version 6.7.0.) in /wordpress/wp-includes/functions.php on line 6121`,
    };
  };

  it("is set apart with WooCommerce, as logged and as displayed", () => {
    expect(sortMessages([notice("woocommerce", true), notice("woocommerce", false)], noiseFor(true)).known).toHaveLength(2);
  });

  it("still fails for any other domain, without WooCommerce, or at another level", () => {
    expect(sortMessages([notice("islet", true), notice("woocommerce-payments", false)], noiseFor(true)).unexpected).toHaveLength(2);
    expect(sortMessages([notice("woocommerce", true)], noiseFor(false)).unexpected).toHaveLength(1);
    expect(sortMessages([{ ...notice("woocommerce", true), level: "Warning" }], noiseFor(true)).unexpected).toHaveLength(1);
  });

  it("is found in a page as WordPress displays it", () => {
    const html = `<br />\n<b>Notice</b>:  ${notice("woocommerce", true).text.replace(" in /wordpress", ' Please see <a href="https://developer.wordpress.org/">Debugging in WordPress</a> for more information. in <b>/wordpress').replace(" on line 6121", "</b> on line <b>6121</b>")}<br />\n<!DOCTYPE html>`;
    const found = phpMessagesInHtml(html);
    expect(found).toHaveLength(1);
    expect(sortMessages(found, noiseFor(true)).known).toHaveLength(1);
  });

  it("is read from debug.log as one notice", () => {
    const line = `[29-Nov-2026 05:38:12 UTC] PHP Notice:  ${notice("woocommerce", true).text}`;
    expect(sortMessages(phpMessagesInLog(line), noiseFor(true))).toEqual({ unexpected: [], known: [notice("woocommerce", true)] });
  });
});
