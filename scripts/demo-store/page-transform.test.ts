// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config";
import { cartCookies, expiredCookie, parseCookies } from "./cookies";
import { findElementEnd } from "./elements";
import { CART_LOCK_COOKIE, PRODUCT_FORM_AJAX_COOKIE, REDIRECT_COOKIE, settingsFor, withCartLockFor } from "./page-config";
import { renderPage, rewriteUrls, stripLegacyAssets, transformPage } from "./page-transform";
import { resolveInside } from "./static";

describe("stripLegacyAssets", () => {
  it("keeps JSON, ld+json and templates; drops other scripts, omitted styles and stylesheets", () => {
    const html = [
      "<head>",
      '\t<script type="text/javascript">/* inline script omitted: 12 bytes */</script>',
      '<script type="text/javascript" src="http://x/jquery.js" id="jquery-core-js"></script>',
      '<script type="text/javascript" id="wc-add-to-cart-js-extra">\nvar wc_add_to_cart_params = {};\n</script>',
      "<link rel='stylesheet' id='a-css' href='http://x/a.css' type='text/css' media='all' />",
      "<style>/* inline style omitted: 86 bytes */</style>",
      "<noscript><style>/* inline style omitted: 54 bytes */</style></noscript>",
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="text/template" id="tmpl-x"><p>x</p></script>',
      '<script type="application/json" id="y">{}</script>',
      '<link rel="alternate" href="/feed/" />',
      "</head>",
    ].join("\n");
    expect(stripLegacyAssets(html)).toBe(
      [
        "<head>",
        '<script type="application/ld+json">{"a":1}</script>',
        '<script type="text/template" id="tmpl-x"><p>x</p></script>',
        '<script type="application/json" id="y">{}</script>',
        '<link rel="alternate" href="/feed/" />',
        "</head>",
      ].join("\n"),
    );
  });
});

describe("rewriteUrls", () => {
  it("makes URLs site-relative, except ld+json, canonical and URL-encoded ones", () => {
    const html =
      '<a href="http://127.0.0.1:8881/shop/">s</a><a href="http://127.0.0.1:8881">h</a>' +
      'data-x="{&quot;src&quot;:&quot;http:\\/\\/127.0.0.1:8881\\/wp-content\\/a.png&quot;}"' +
      '<link rel="canonical" href="http://127.0.0.1:8881/product/hoodie/" />' +
      '<link href="/wp-json/oembed/1.0/embed?url=http%3A%2F%2F127.0.0.1%3A8881%2Fcart%2F" />' +
      '<script type="application/ld+json">{"@id":"http:\\/\\/127.0.0.1:8881","url":"http:\\/\\/127.0.0.1:8881\\/shop\\/"}</script>';
    const template = { parts: rewriteUrls(html).split(/\u0000(\w+)\u0000/) };
    const origin = "http://localhost:9";
    const out = renderPage(template, { origin, originEncoded: encodeURIComponent(origin), headerCart: "" });
    expect(out).toBe(
      '<a href="/shop/">s</a><a href="/">h</a>' +
        'data-x="{&quot;src&quot;:&quot;\\/wp-content\\/a.png&quot;}"' +
        '<link rel="canonical" href="http://localhost:9/product/hoodie/" />' +
        '<link href="/wp-json/oembed/1.0/embed?url=http%3A%2F%2Flocalhost%3A9%2Fcart%2F" />' +
        '<script type="application/ld+json">{"@id":"http://localhost:9","url":"http://localhost:9\\/shop\\/"}</script>',
    );
  });
});

describe("findElementEnd", () => {
  it("finds the end of a nested element", () => {
    const page = '<body><div id="page"><div tabindex="-1" id="shoptimizerCartDrawer" class="x"><div><div></div></div><p>drawer</p></div><main></main></div></body>';
    const start = page.indexOf("<div tabindex");
    expect(page.slice(start, findElementEnd(page, start, "div"))).toBe('<div tabindex="-1" id="shoptimizerCartDrawer" class="x"><div><div></div></div><p>drawer</p></div>');
  });
});

/** The plugin's own head and footer tags, as WordPress prints them (includes/assets.php). */
const PLUGIN_HEAD =
  '<script type="application/json" id="islet-config">{"cartUrl":"http:\\/\\/127.0.0.1:8881\\/cart\\/"}</script>' +
  "<link rel='stylesheet' id='islet-islands-css' href='http://127.0.0.1:8881/wp-content/plugins/islet/assets/build/islands.css?ver=1' type='text/css' media='all' />";
const PLUGIN_FOOT = "<script type=\"module\" src='http://127.0.0.1:8881/wp-content/plugins/islet/assets/build/boot.js?ver=1' id='islet-boot-js'></script>";

describe("transformPage", () => {
  it("keeps the plugin's own tags, adds the demo's stylesheet before them, and leaves holes for the visitor", () => {
    const raw =
      '<html><head><link rel="stylesheet" id="theme-css" href="t.css"></head>' +
      '<body><div tabindex="-1" id="shoptimizerCartDrawer"></div><div class="shoptimizer-cart">\n<a class="cart-contents" href="#">0</a>\n\t</div>' +
      '<input type="hidden" id="commercekit_nonce" name="commercekit_nonce" value="d99608d53e" /></body></html>';
    const served = raw.replace("</head>", `${PLUGIN_HEAD}</head>`).replace("</body>", `${PLUGIN_FOOT}</body>`);
    const template = transformPage(raw, served, "t.html");
    expect(template.parts.filter((_, index) => index % 2 === 1)).toEqual(["origin", "headerCart", "nonce:commercekit_settings"]);
    const page = renderPage(template, { origin: "http://o", originEncoded: "", headerCart: "" });
    expect(page).not.toContain("t.css");
    expect(page).toContain('{"cartUrl":"http://o\\/cart\\/"}');
    expect(page).toContain(`<link rel="stylesheet" href="/wp-content/plugins/islet/demo/base.css">\n<link rel='stylesheet' id='islet-islands-css' href='/wp-content/plugins/islet/assets/build/islands.css?ver=1'`);
    expect(page).toContain("<script type=\"module\" src='/wp-content/plugins/islet/assets/build/boot.js?ver=1' id='islet-boot-js'></script>");
  });

  it("makes the plugin's nonces and the wishlist's renderedFor holes, and says what the plugin took off", () => {
    const raw =
      '<html><head><script src="x.js" id="wc-cart-fragments-js"></script><script src="j.js" id="jquery-core-js"></script></head><body></body></html>';
    const served =
      `<html><head><script src="j.js" id="jquery-core-js"></script>${PLUGIN_HEAD}</head><body><div data-island="cart-page" data-island-v="1" data-island-when="interaction">` +
      '<script type="application/json" data-island-props>{"applyCouponNonce":"islet-test-nonce(apply-coupon)"}</script></div>' +
      '<div data-island="wishlist" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{"renderedFor":""}</script></div></body></html>';
    const template = transformPage(raw, served, "t.html");
    expect(template.parts.filter((_, index) => index % 2 === 1)).toEqual(["origin", "nonce:apply-coupon", "wishlist_renderedFor"]);
    const page = renderPage(template, { origin: "", originEncoded: "", headerCart: "" }, undefined, (action) => `N-${action}`);
    expect(page).toContain('{"applyCouponNonce":"N-apply-coupon"}');
    expect(page).toContain('{"renderedFor":""}');
    expect(page).toContain("<!-- islet: on a real store this page loses the legacy scripts wc-cart-fragments and 0 inline scripts; it keeps jquery-core; jQuery leaves: nothing left needs it -->");
  });
});

describe("the settings switches", () => {
  it("serve a browser with a switch's cookie as a store with that setting, and nothing else for the others", () => {
    expect(settingsFor(new Map())).toEqual({});
    expect(settingsFor(new Map([[REDIRECT_COOKIE, "yes"]]))).toEqual({ options: { woocommerce_cart_redirect_after_add: "yes" } });
    expect(settingsFor(new Map([[PRODUCT_FORM_AJAX_COOKIE, "on"]]))).toEqual({ shoptimizer: { shoptimizer_layout_woocommerce_single_product_ajax: true } });
    expect(settingsFor(new Map([[REDIRECT_COOKIE, "no"]]))).toEqual({});
  });

  it("turn the cross-tab cart lock off in the config only for the cookie's browser", () => {
    const page = '<script type="application/json" id="islet-config">{"v":1}</script>';
    expect(withCartLockFor(new Map([[CART_LOCK_COOKIE, "off"]]), page)).toBe('<script type="application/json" id="islet-config">{"cartLock":false,"v":1}</script>');
    expect(withCartLockFor(new Map([[CART_LOCK_COOKIE, "on"]]), page)).toBe(page);
  });
});

describe("cookies", () => {
  it("parses a Cookie header", () => {
    expect([...parseCookies("a=1; b=x%7Cy;c")]).toEqual([["a", "1"], ["b", "x%7Cy"]]);
  });

  it("sets changed cart cookies and expires sent ones when the cart is empty", () => {
    expect(cartCookies(new Map(), "h1")).toEqual(["woocommerce_items_in_cart=1; path=/", "woocommerce_cart_hash=h1; path=/"]);
    expect(cartCookies(new Map([["woocommerce_items_in_cart", "1"], ["woocommerce_cart_hash", "h1"]]), "h1")).toEqual([]);
    expect(cartCookies(new Map([["woocommerce_cart_hash", "h1"]]), "")).toEqual([expiredCookie("woocommerce_cart_hash")]);
    expect(cartCookies(new Map(), "")).toEqual([]);
  });
});

describe("resolveInside", () => {
  const root = path.resolve("/srv/uploads");
  it("resolves paths below the root and refuses the rest", () => {
    expect(resolveInside(root, "2026/11/a%20b.png")).toBe(path.join(root, "2026/11/a b.png"));
    for (const bad of ["../x", "a/../../x", "..%2fx", "a%5c..%5cx", "%00", "%E0%A4%A", "./x", ""]) {
      expect(resolveInside(root, bad), bad).toBeNull();
    }
  });
});
