// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_STRINGS } from "../src/config";
import { buildPot, extractStrings, formatPot, pluginHeaders, POT_FILE, poString, withoutCreationDate } from "./make-pot";

const SAMPLE = `<?php
/**
 * Plugin Name: Sample
 */
echo esc_html__( 'Plain', 'islet' );
_e( "Double \\"quoted\\"\\tand\\n", 'islet' );
echo esc_attr_e( 'It\\'s', 'islet' );
$a = _x( 'Post', 'noun', 'islet' );
$b = _n( '%d item', '%d items', count( $list ), 'islet' );
$c = _nx( 'One', 'Many', $n, 'menu, plural', 'islet' );
// translators: %s: a name.
$d = sprintf( __( 'Hello %s', 'islet' ), $name );
/* translators: %1$s: first, %2$s: second */
$e = sprintf(
	__( '%1$s then %2$s', 'islet' ),
	$x,
	$y
);
$f = __( 'Joined ' . 'literals', 'islet' );
$g = __( 'Other domain', 'woocommerce' );
$h = __( $variable, 'islet' );
$i = __( "Interpolated $name", 'islet' );
$j = $object->__( 'Method', 'islet' );
$k = Some_Class::__( 'Static', 'islet' );
// __( 'Commented out', 'islet' );
/* _e( 'Also commented', 'islet' ); */
$l = __( 'Plain', 'islet' );
$m = __( 'No domain' );
$n = '__( "in a string", "islet" )';
function __islet_not_gettext() {}
?>
<p><?php esc_html_e( 'In a template', 'islet' ); ?></p>
<p>__( 'inline html', 'islet' )</p>
`;

describe("extractStrings", () => {
  const entries = extractStrings(SAMPLE, "sample.php");
  const byId = (msgid: string) => entries.filter((entry) => entry.msgid === msgid);

  it("finds the islet strings of every gettext function, with escapes decoded", () => {
    expect(entries.map((entry) => entry.msgid)).toEqual([
      "Plain",
      'Double "quoted"\tand\n',
      "It's",
      "Post",
      "%d item",
      "One",
      "Hello %s",
      "%1$s then %2$s",
      "Joined literals",
      "Plain",
      "In a template",
    ]);
  });

  it("keeps context, plurals and line references", () => {
    expect(byId("Post")[0]).toMatchObject({ msgctxt: "noun", references: ["sample.php:8"] });
    expect(byId("%d item")[0]).toMatchObject({ msgidPlural: "%d items", phpFormat: true, references: ["sample.php:9"] });
    expect(byId("One")[0]).toMatchObject({ msgidPlural: "Many", msgctxt: "menu, plural", phpFormat: false });
    expect(byId("In a template")[0]?.references).toEqual(["sample.php:32"]);
  });

  it("attaches a translators comment to the next call of the same statement", () => {
    expect(byId("Hello %s")[0]?.comments).toEqual(["translators: %s: a name."]);
    expect(byId("%1$s then %2$s")[0]?.comments).toEqual(["translators: %1$s: first, %2$s: second"]);
    expect(byId("Plain")[0]?.comments).toEqual([]);
  });

  it("skips other domains, variables, interpolation, methods, comments and strings", () => {
    for (const skipped of ["Other domain", "Method", "Static", "Commented out", "Also commented", "No domain", "in a string", "inline html"]) {
      expect(byId(skipped), skipped).toEqual([]);
    }
    expect(entries.some((entry) => entry.msgid.startsWith("Interpolated"))).toBe(false);
  });

  it("reads the plugin header", () => {
    expect(pluginHeaders(SAMPLE)).toEqual({ "Plugin Name": "Sample" });
  });
});

describe("formatPot", () => {
  it("writes contexts, plurals, flags and multi-line strings in PO syntax", () => {
    const pot = formatPot(
      [
        { msgid: "%d item", msgidPlural: "%d items", msgctxt: "cart", references: ["a.php:1", "b.php:2"], comments: ["translators: count"], phpFormat: true },
        { msgid: 'Two\nlines "q" \\', references: ["a.php:3"], comments: [], phpFormat: false },
      ],
      { "Plugin Name": "X", Version: "1.2.3", Author: "Me", License: "GPL-2.0-or-later", "Text Domain": "islet" },
      new Date("2026-01-02T03:04:05Z"),
    );
    expect(pot).toContain('"Project-Id-Version: X 1.2.3\\n"');
    expect(pot).toContain('"POT-Creation-Date: 2026-01-02T03:04:05+00:00\\n"');
    expect(pot).toContain(
      '#. translators: count\n#: a.php:1 b.php:2\n#, php-format\nmsgctxt "cart"\nmsgid "%d item"\nmsgid_plural "%d items"\nmsgstr[0] ""\nmsgstr[1] ""\n',
    );
    expect(pot).toContain('#: a.php:3\nmsgid ""\n"Two\\n"\n"lines \\"q\\" \\\\"\nmsgstr ""\n');
  });

  it("quotes single-line strings on one line", () => {
    expect(poString('a "b"\tc')).toBe('"a \\"b\\"\\tc"');
  });
});

describe("wp-plugin/languages/islet.pot", () => {
  const committed = readFileSync(POT_FILE, "utf8");

  it("is up to date with the plugin's sources (run `npm run pot`)", () => {
    expect(withoutCreationDate(committed)).toBe(withoutCreationDate(buildPot()));
  });

  it("holds every string the bundle shows, except WooCommerce's own 'View cart'", () => {
    for (const [key, text] of Object.entries(DEFAULT_STRINGS)) {
      if (key === "viewCart") expect(committed).not.toContain(`msgid "${text}"`);
      else expect(committed, key).toContain(`msgid ${poString(text)}`);
    }
  });

  it("has the standard header for the islet domain", () => {
    expect(committed).toMatch(/^# Copyright \(C\) Islet contributors\n# This file is distributed under the GPL-2.0-or-later\.\nmsgid ""\nmsgstr ""\n"Project-Id-Version: Islet for WooCommerce \d+\.\d+\.\d+\\n"/);
    expect(committed).toContain('"Content-Type: text/plain; charset=UTF-8\\n"');
    expect(committed).toContain('"X-Domain: islet\\n"');
  });
});
