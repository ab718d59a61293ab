// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { renderConfigScript, renderIsland } from "../../src/contract/markup";
import type { Page } from "./browser";
import { EXPECTED_ISLANDS, expectIsletStorePage, JOURNEYS_RUN_IN_CI, WOO_MISSING, withoutWooCommerce } from "./checks-store";
import { closeHtmlParser } from "./html";
import { Reporter } from "./report";
import { restPath, settingsPath } from "./site";

afterAll(closeHtmlParser);

const page = (body: string, status = 200): Page => ({ status, url: "http://localhost:8895/shop/", body, headers: new Headers(), location: null, redirects: [] });
const CONFIG = renderConfigScript({ v: 1, wcAjaxUrl: "/?wc-ajax=%%endpoint%%" });
const BUTTONS = renderIsland({ name: "cart-buttons", version: 1, when: "load", props: {} });
const shop = (head: string, body: string): string => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("expectIsletStorePage", () => {
  it("accepts a shop page with the config, its islands and no WooCommerce cart scripts", () => {
    expect(expectIsletStorePage(page(shop(CONFIG, BUTTONS)), EXPECTED_ISLANDS.shop).wcAjaxUrl).toBe("/?wc-ajax=%%endpoint%%");
  });

  it("fails without the config, without islands, or with an island missing", () => {
    expect(() => expectIsletStorePage(page(shop("", BUTTONS)), [])).toThrow(/#islet-config/);
    expect(() => expectIsletStorePage(page(shop(CONFIG, "")), [])).toThrow(/no \[data-island\]/);
    const other = renderIsland({ name: "mini-cart", version: 1, when: "interaction", props: {} });
    expect(() => expectIsletStorePage(page(shop(CONFIG, other)), ["cart-buttons"])).toThrow(/islands missing: cart-buttons/);
  });

  it("fails while WooCommerce's add-to-cart or fragments script is still printed", () => {
    const script = '<script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js" id="wc-cart-fragments-js"></script>';
    expect(() => expectIsletStorePage(page(shop(CONFIG + script, BUTTONS)), [])).toThrow(/wc-cart-fragments/);
  });

  it("fails on PHP output and on an error status", () => {
    const warning = "<br />\n<b>Warning</b>:  Undefined index: x in <b>/wordpress/wp-content/plugins/islet/includes/frontend.php</b> on line <b>3</b><br />\n";
    expect(() => expectIsletStorePage(page(warning + shop(CONFIG, BUTTONS)), [])).toThrow(/PHP printed/);
    expect(() => expectIsletStorePage(page(shop(CONFIG, BUTTONS), 500), [])).toThrow(/answered 500/);
  });
});

describe("without WooCommerce", () => {
  it("skips the journeys outside CI, saying how to get them", () => {
    const printed: string[] = [];
    const logged: string[] = [];
    const report = new Reporter((line) => printed.push(line));
    withoutWooCommerce(report, false, (line) => logged.push(line));
    expect(report.outcomes).toEqual([]);
    expect(printed).toEqual([]);
    expect(logged).toEqual([`skip store journeys: ${WOO_MISSING}`]);
    expect(WOO_MISSING).toMatch(/reference store kit/);
    expect(WOO_MISSING).toMatch(/ISLET_REFSTORE=/);
    expect(WOO_MISSING).toMatch(/ISLET_WOOCOMMERCE_DIR=/);
  });

  it("fails the run in CI instead of skipping", () => {
    const logged: string[] = [];
    const report = new Reporter(() => undefined);
    withoutWooCommerce(report, true, (line) => logged.push(line));
    expect(logged).toEqual([]);
    expect(report.failed).toBe(1);
    expect(report.outcomes[0]).toEqual({ name: JOURNEYS_RUN_IN_CI, passed: false, detail: WOO_MISSING });
  });
});

describe("site paths", () => {
  it("puts the settings page under Settings without WooCommerce and under WooCommerce with it", () => {
    expect(settingsPath(false)).toBe("/wp-admin/options-general.php?page=islet");
    expect(settingsPath(true)).toBe("/wp-admin/admin.php?page=islet");
  });

  it("reaches REST routes whatever the permalinks", () => {
    expect(restPath("/wc/v3/products")).toBe("/?rest_route=/wc/v3/products");
  });
});
