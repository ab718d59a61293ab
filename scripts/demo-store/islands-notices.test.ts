// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { placeIslands } from "./islands";
import { NOTICES_ISLAND, passwordToggle, placeNoticesIsland, wrapPasswordFields } from "./islands-notices";
import { applyLegacyRule, pageTypeOf, printedScriptsOf } from "./legacy";
import { myAccountSource } from "./my-account-notices";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const count = (html: string, text: string): number => html.split(text).length - 1;
const account = (): string => myAccountSource(page("home.html"), page("checkout-with-items.html"));

/** A captured page with every island the plugin would place, and what the legacy rule then takes off. */
function served(raw: string, name: string): { html: string; removed: string[] } {
  const html = placeIslands(raw, { page: name, source: raw });
  return { html, removed: applyLegacyRule(html, pageTypeOf(raw), printedScriptsOf(raw)).handles };
}

describe("the notices island takes over woocommerce.js where it can do all of its work", () => {
  const pages = readdirSync(PAGES_DIR).filter((file) => file.endsWith(".html") && page(file).includes('id="shoptimizerCartDrawer"'));

  it.each(pages)("on %s: printed exactly where woocommerce.js leaves", (name) => {
    const { html, removed } = served(page(name), name);
    const placed = html.includes('<div data-island="notices"');
    expect(removed.includes("woocommerce")).toBe(placed);
    if (placed) expect(count(html, NOTICES_ISLAND)).toBe(1);
  });

  it("is on every page but the checkout, whose script needs woocommerce.js (the cart's leaves with the cart-page island)", () => {
    const without = pages.filter((name) => !served(page(name), name).html.includes('<div data-island="notices"'));
    expect(without).toEqual(["checkout-with-items.html"]);
  });

  it("goes last, before </body>", () => {
    const { html } = served(page("product-variable-hoodie.html"), "product-variable-hoodie.html");
    expect(html).toContain(`${NOTICES_ISLAND}\n</body>`);
  });

  it("leaves a listing alone where its ordering dropdown has no listing-page island", () => {
    const shop = page("shop.html");
    expect(placeNoticesIsland(shop, shop)).toBe(shop);
    const withIsland = shop.replace("</body>", '<div data-island="listing-page" data-island-v="1" data-island-when="load"></div></body>');
    expect(placeNoticesIsland(withIsland, shop)).toContain(NOTICES_ISLAND);
  });

  it("leaves a page alone where woocommerce.js was not printed, or a field has a description to toggle", () => {
    const home = page("home.html");
    const withoutScript = home.replace(/<script\b[^>]*id="woocommerce-js"[^>]*><\/script>/, "");
    expect(withoutScript).not.toBe(home);
    expect(placeNoticesIsland(withoutScript)).toBe(withoutScript);
    const described = home.replace("</main>", '<span class="woocommerce-input-wrapper"><input type="text" name="x"><span class="description" id="x-description">Hint</span></span></main>');
    expect(placeNoticesIsland(described)).toBe(described);
  });

  it("is printed once", () => {
    const home = page("home.html");
    const once = placeNoticesIsland(home);
    expect(placeNoticesIsland(once, home)).toBe(once);
  });
});

describe("password fields", () => {
  it("gets WooCommerce's wrapper and a hidden toggle for the account page's field", () => {
    const { html, removed } = served(account(), "my-account");
    expect(html).toContain(
      '<span class="password-input"><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />' +
        '<button type="button" class="show-password-input" aria-label="Show password" aria-pressed="false" aria-controls="password" hidden></button></span>',
    );
    expect(html).toContain(NOTICES_ISLAND);
    expect(removed).toContain("woocommerce");
  });

  it("wraps the checkout's account password, in WooCommerce's input wrapper", () => {
    const html = '<p><span class="woocommerce-input-wrapper"><input type="password" class="input-text " name="account_password" id="account_password" value="" /></span></p>';
    expect(wrapPasswordFields(html)).toBe(
      '<p><span class="woocommerce-input-wrapper"><span class="password-input"><input type="password" class="input-text " name="account_password" id="account_password" value="" />' +
        `${passwordToggle("Show password", "account_password")}</span></span></p>`,
    );
  });

  it("leaves a page with another password field to woocommerce.js", () => {
    const foreign = page("home.html").replace("</main>", '<form class="login-widget"><input type="password" name="pwd"></form></main>');
    expect(wrapPasswordFields(foreign)).toBeNull();
    expect(placeNoticesIsland(foreign)).toBe(foreign);
  });

  it("names the toggle safely, and without an id controls nothing", () => {
    expect(passwordToggle('Zeigen "x" <b>', null)).toBe(
      '<button type="button" class="show-password-input" aria-label="Zeigen &quot;x&quot; &lt;b&gt;" aria-pressed="false" hidden></button>',
    );
  });
});
