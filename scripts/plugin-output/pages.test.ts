// @vitest-environment node
/**
 * The captured pages as the plugin serves them (wp-plugin/tests/bin/render.php, through its
 * output buffer): the site-wide islands land where their scripts were printed, their props are
 * what the islands' own readers accept, hostile texts stay inside the props, and the scripts the
 * islands replace leave with them. Which scripts leave on each page is the PHP suite's
 * (wp-plugin/tests/LegacyScriptsTest.php); this checks the handshake with the TypeScript side.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TEXTS } from "../../islands/order-bump/texts";
import { readPopupProps } from "../../islands/popup/props";
import { MAY_PROMO_PROPS } from "../../islands/popup/testing";
import { readAttributionProps, WOOCOMMERCE_FIELDS } from "../../islands/attribution/props";
import { parseCartPageProps } from "../../islands/cart-page/props";
import { parseSearchProps } from "../../islands/search/props";
import { parseWishlistProps } from "../../islands/wishlist/props";
import { encodeScriptJson } from "../../src/contract/markup";
import { parseNoProps } from "../../src/contract/validate";
import { myAccountSource } from "../demo-store/my-account-notices";
import { servedIslandProps } from "../../src/testing/served-pages";
import { capturedPages, openDom, readCaptured, renderPhp, requirePhp } from "./render";

const pages = capturedPages();
let served: string[] = [];
let dom: ReturnType<typeof openDom>;

const servedOf = (page: string): string => served[pages.indexOf(page)] ?? "";
const pagesWith = (marker: string): string[] => pages.filter((page) => servedOf(page).includes(marker));
const capturedWith = (...markers: string[]): string[] => pages.filter((page) => markers.every((marker) => readCaptured(page).includes(marker)));
const serve = (html: string): string => renderPhp({ pages: [{ html }] }).pages?.[0] ?? "";

beforeAll(() => {
  requirePhp();
  dom = openDom();
  served = renderPhp({ pages: pages.map((page) => ({ html: readCaptured(page) })) }).pages ?? [];
  expect(served).toHaveLength(pages.length);
});

afterAll(async () => {
  await dom?.close();
});

describe("site-wide islands on the captured pages", () => {
  it("places the search, wishlist and dialogs islands on the pages of the store that has them", () => {
    expect(pagesWith('<div data-island="wishlist"')).toEqual(capturedWith("</body>"));
    expect(pagesWith('<div data-island="search"')).toEqual(capturedWith("widget_product_search"));
    expect(pagesWith('<div data-island="dialogs"')).toEqual(capturedWith("data-shoptimizermodal-id"));
    const hoodie = servedOf("product-variable-hoodie.html");
    expect(hoodie.split('<div data-island="search"')).toHaveLength(3);
    expect(hoodie).not.toMatch(/id="(commercekit-wishlist|commercekit-ajax-search|shoptimizer-dialog)-js"/);
    const search = parseSearchProps(servedIslandProps(hoodie, "search"));
    expect(search.ok && search.value).toMatchObject({ minChars: 3, otherResults: true, showTotals: true, texts: { noResults: "No product suggestions", otherAll: "View all other results" } });
    expect(parseWishlistProps(servedIslandProps(hoodie, "wishlist")).ok).toBe(true);
    expect(parseNoProps(servedIslandProps(hoodie, "dialogs")).ok).toBe(true);
  });

  it("places a countdown island around each CommerceKit timer", () => {
    const withTimer = capturedWith('<div id="commercekit-timer-wrap"');
    expect(withTimer).toEqual(expect.arrayContaining(["checkout-with-items.html", "product-simple-t-shirt.html", "product-variable-hoodie.html", "product-variable-zip-hoodie.html"]));
    expect(pagesWith('<div data-island="countdown" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script><div id="commercekit-timer-wrap"')).toEqual(withTimer);
  });

  it("places an order-bump island around the checkout's bump with the island's texts, and the fallback form once", () => {
    const wrap = '<div class="commercekit-order-bump-wrap';
    expect(capturedWith(wrap)).toEqual(["checkout-with-items.html"]);
    const open = `<div data-island="order-bump" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>${encodeScriptJson(DEFAULT_TEXTS)}</script>${wrap}`;
    expect(pagesWith(open)).toEqual(["checkout-with-items.html"]);
    expect(servedOf("checkout-with-items.html").split('<form id="islet-order-bump" method="post"></form>')).toHaveLength(2);
  });

  it("places the notices island where woocommerce.js leaves, and the password toggle on the account page", () => {
    // The checkout keeps woocommerce.js for WooCommerce's checkout script.
    expect(pagesWith('<div data-island="notices"')).toEqual(capturedWith("</body>").filter((page) => page !== "checkout-with-items.html"));
    const account = serve(myAccountSource(readCaptured("home.html"), readCaptured("checkout-with-items.html")));
    expect(account).toContain('aria-label="Show password" aria-pressed="false" aria-controls="password" hidden></button></span>');
    expect(account).toContain('<div data-island="notices"');
    expect(account).not.toMatch(/id="woocommerce-js"/);
  });

  it("keeps a hostile CommerceKit search text inside the props", () => {
    const page = serve(readCaptured("shop.html").replace('"no_results_text":"No product suggestions"', '"no_results_text":"<\\/script><script>alert(1)<\\/script> & \\u2028 \\"quoted\\" Caf\\u00e9"'));
    const island = page.slice(page.indexOf('<div data-island="search"'));
    const props = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "";
    expect(props).toContain("\\u003C/script\\u003E\\u003Cscript\\u003E");
    expect(props).toContain(" \\u0026 ");
    expect((JSON.parse(props) as { texts: { noResults: string } }).texts.noResults).toBe('</script><script>alert(1)</script> & \u2028 "quoted" Café');
  });

  it("places the site-ui island where the theme printed its main script, and listing-page for cards with carousel dots", () => {
    expect(pagesWith('<div data-island="site-ui"')).toEqual(capturedWith('id="shoptimizer-main-js"', "</body>"));
    const dots = '<div class="shoptimizer-plp-carousel--pagination"><span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div>';
    const page = serve(readCaptured("product-simple-t-shirt.html").replace('<div class="shoptimizer-plp-image-wrapper">', `${dots}<div class="shoptimizer-plp-image-wrapper">`));
    expect(page).toContain('<div data-island="listing-page"');
    expect(page).not.toMatch(/id="shoptimizer-main-js/);
  });
});

describe("PHP popups (Popup Maker): the popup island and what leaves with it", () => {
  const POPUP_PAGES = ["popup-shop.html", "popup-product-hoodie.html"];

  it("wraps may-promo in a popup island with Popup Maker's own settings; no other page has one", () => {
    for (const page of POPUP_PAGES) {
      const html = servedOf(page);
      expect(html.split('<div data-island="popup"'), page).toHaveLength(2);
      expect(html).toMatch(/<div data-island="popup" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>[^<]*<\/script><div \n\tid="pum-100"/);
      expect(readPopupProps(servedIslandProps(html, "popup") as Record<string, unknown>)).toEqual(MAY_PROMO_PROPS);
    }
    expect(pagesWith('<div data-island="popup"')).toEqual(POPUP_PAGES.slice().sort());
  });

  it("takes Popup Maker's script, its objects and stylesheet off, and jquery-ui-core and wp-hooks only where nothing else needs them", () => {
    for (const page of POPUP_PAGES) {
      const html = servedOf(page);
      expect(html).not.toMatch(/id="popup-maker-site-js(-extra)?"|id="jquery-ui-core-js"|id='popup-maker-site-css'|var pum_vars/);
      // The block library's styles stay: they style Popup Maker's blocks wherever content uses them.
      expect(html).toContain("id='popup-maker-block-library-style-css'");
    }
    expect(servedOf("popup-shop.html")).toContain('id="wp-hooks-js"'); // wp-i18n needs it on the shop page
    expect(servedOf("popup-product-hoodie.html")).not.toContain('id="wp-hooks-js"');
  });

  it("leaves every popup and Popup Maker's script alone when one popup's settings cannot be read", () => {
    const page = serve(readCaptured("popup-shop.html").replace('data-popmake="{&quot;id&quot;:100', 'data-popmake="{&quot;id&quot;:&quot;x&quot;'));
    expect(page).not.toContain('<div data-island="popup"');
    expect(page).toContain('id="popup-maker-site-js"');
    expect(page).toContain("id='popup-maker-site-css'");
  });

  it("keeps hostile Popup Maker settings inside the props and the attribute", () => {
    const hostile = '<\\/script><script>alert(1)<\\/script> & \\u2028 \\"q\\"';
    const page = serve(
      readCaptured("popup-shop.html")
        .replace('"message_position":"top","core_sub_forms_enabled"', `"message_position":"${hostile}","core_sub_forms_enabled"`)
        .replace('"cookie_domain":""', `"cookie_domain":"${hostile}"`)
        .replace("&quot;slug&quot;:&quot;may-promo&quot;", "&quot;slug&quot;:&quot;&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;"),
    );
    const island = page.slice(page.indexOf('<div data-island="popup"'));
    const props = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "";
    expect(props).toContain("\\u003C/script\\u003E\\u003Cscript\\u003E");
    expect((JSON.parse(props) as { cookieDomain: string }).cookieDomain).toBe('</script><script>alert(1)</script> & \u2028 "q"');
    const doc = dom.parse(page);
    expect(doc.querySelectorAll('[data-island="popup"] script').length).toBe(1);
    expect(doc.querySelector("#pum-100")?.parentElement?.getAttribute("data-island")).toBe("popup");
  });
});

describe("PHP attribution island (WooCommerce's order attribution)", () => {
  const attributionProps = (html: string): Record<string, unknown> => servedIslandProps(html, "attribution") as Record<string, unknown>;

  it("is printed on every captured page WooCommerce printed its script on, and the island's reader gets WooCommerce's params", () => {
    expect(pagesWith('<div data-island="attribution" data-island-v="1" data-island-when="load">')).toEqual(capturedWith("</body>", 'id="wc-order-attribution-js"'));
    const props = readAttributionProps(attributionProps(servedOf("checkout-with-items.html")));
    expect(props).toEqual({ lifetimeMinutes: 0, sessionMinutes: 30, base64: false, allowTracking: true, prefix: "wc_order_attribution_", fields: WOOCOMMERCE_FIELDS });
    for (const html of served) expect(html).not.toMatch(/id="(sourcebuster-js|wc-order-attribution)-js(-extra)?"/);
  });

  it("reads other objects WooCommerce's filters may print", () => {
    const objects = [
      '{"params":{"lifetime":6,"session":45,"base64":true,"ajaxurl":"\\/wp-admin\\/admin-ajax.php","prefix":"<\\/script><b>&amp;","allowTracking":false},"fields":{"source_type":"current.typ","first_source":"first.src"}}',
      '{"params":{"lifetime":0.5,"session":"15","base64":"0","allowTracking":"0"},"fields":{}}',
      '{"params":{"lifetime":1.0e-11,"session":1.0e20,"base64":null},"fields":{"a":1}}',
      '{"params":{"lifetime":"abc","prefix":7},"fields":["current.typ"]}',
    ];
    const pagesFor = objects.map((object) => ({ html: readCaptured("shop.html").replace(/var wc_order_attribution = \{.*?\};/, `var wc_order_attribution = ${object};`) }));
    const [first = "", second = "", third = "", fourth = ""] = renderPhp({ pages: pagesFor }).pages ?? [];
    expect(attributionProps(first)).toMatchObject({ lifetimeMinutes: 259200, sessionMinutes: 45, base64: true, allowTracking: false, prefix: "</script><b>&amp;" });
    expect(first).toContain('"prefix":"\\u003C/script\\u003E\\u003Cb\\u003E\\u0026amp;"');
    expect(attributionProps(second)).toMatchObject({ lifetimeMinutes: 21600, sessionMinutes: 15, base64: true, allowTracking: true, fields: {} });
    expect(attributionProps(third)).toMatchObject({ lifetimeMinutes: 4, sessionMinutes: 1e12, base64: false, fields: WOOCOMMERCE_FIELDS });
    expect(attributionProps(fourth)).toMatchObject({ lifetimeMinutes: 259200, prefix: "wc_order_attribution_", fields: WOOCOMMERCE_FIELDS });
    for (const page of [first, second, third, fourth]) expect(readAttributionProps(attributionProps(page))).not.toBeNull();
  });
});

describe("PHP cart-page island (WooCommerce's cart.js)", () => {
  it("is printed on the classic cart pages only, with WooCommerce's nonces, and cart.js, country-select, address-i18n and selectWoo leave", () => {
    const withIsland = pagesWith('<div data-island="cart-page" data-island-v="1" data-island-when="interaction">');
    expect(withIsland).toEqual(["cart-empty.html", "cart-with-items.html"]);
    for (const page of withIsland) {
      const html = servedOf(page);
      expect(html, page).not.toMatch(/id="(wc-cart|wc-country-select|wc-address-i18n|selectWoo)-js(-extra)?"/);
      const props = parseCartPageProps(servedIslandProps(html, "cart-page"));
      // The test WordPress's nonces name their action (wp-plugin/tests/support/capabilities.php).
      expect(props.ok && props.value, page).toMatchObject({
        applyCouponNonce: "islet-test-nonce(apply-coupon)",
        removeCouponNonce: "islet-test-nonce(remove-coupon)",
        updateShippingMethodNonce: "islet-test-nonce(update-shipping-method)",
        i18n: { failed: "Sorry, your cart could not be updated. Please try again.", selectState: "Select an option\u2026", required: "required", optional: "optional" },
      });
    }
    // The empty cart has no calculator: no states, no locale.
    expect(servedIslandProps(servedOf("cart-empty.html"), "cart-page")).toMatchObject({ states: null, locale: null });
    const withItems = parseCartPageProps(servedIslandProps(servedOf("cart-with-items.html"), "cart-page"));
    expect(withItems.ok && withItems.value.states?.US?.CA).toBe("California");
    expect(withItems.ok && withItems.value.states?.AT).toEqual({});
    expect(withItems.ok && withItems.value.locale?.default).toEqual({
      state: { label: "State / County", required: true },
      postcode: { label: "Postcode / ZIP", required: true },
      city: { label: "Town / City", required: true },
    });
    expect(withItems.ok && withItems.value.locale?.AT).toEqual({ state: { required: false, hidden: true } });
  });

  it("keeps a hostile locale string inside the props", () => {
    const hostile = '</script><script>alert(1)</script> & \u2028 "q"';
    // WooCommerce's get_country_locale() answers this locale on the PHP side.
    const locale = { default: { postcode: { label: hostile, required: true } } };
    const page = renderPhp({ pages: [{ html: readCaptured("cart-with-items.html"), countries: { locale } }] }).pages?.[0] ?? "";
    const island = page.slice(page.indexOf('<div data-island="cart-page"'));
    const json = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "";
    expect(json).toContain('"label":"\\u003C/script\\u003E\\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E \\u0026 \\u2028 \\"q\\""');
    const props = parseCartPageProps(JSON.parse(json));
    expect(props.ok && props.value.locale?.default?.postcode?.label).toBe(hostile);
    expect(dom.parse(page).querySelectorAll('[data-island="cart-page"] script').length).toBe(1);
  });
});
