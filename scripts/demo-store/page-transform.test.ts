// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config";
import { cartCookies, expiredCookie, parseCookies } from "./cookies";
import { findElementEnd } from "./elements";
import { buildIsletConfig } from "./page-config";
import { renderPage, rewriteUrls, stripLegacyAssets, transformPage } from "./page-transform";
import { resolveInside } from "./static";
import { FAKE_MANIFEST } from "./test-helpers";

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
    const template = { parts: rewriteUrls(html).split(/\u0000(\w+)\u0000/), fragmentName: "", cartHashKey: "" };
    const origin = "http://localhost:9";
    const out = renderPage(template, { origin, originEncoded: encodeURIComponent(origin), headerCart: "", config: "", nonce: "", removeNonce: "" });
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

describe("transformPage", () => {
  it("reads the fragment params and leaves holes for the visitor", () => {
    const raw =
      '<html><head><script type="text/javascript" id="wc-cart-fragments-js-extra">\nvar wc_cart_fragments_params = {"cart_hash_key":"k","fragment_name":"f"};\n</script></head>' +
      '<body><div tabindex="-1" id="shoptimizerCartDrawer"></div><div class="shoptimizer-cart">\n<a class="cart-contents" href="#">0</a>\n\t</div>' +
      '<input type="hidden" id="commercekit_nonce" name="commercekit_nonce" value="d99608d53e" /></body></html>';
    const template = transformPage(raw, raw, "t.html", FAKE_MANIFEST);
    expect(template.fragmentName).toBe("f");
    expect(template.cartHashKey).toBe("k");
    expect(template.parts.filter((_, index) => index % 2 === 1)).toEqual(["config", "headerCart", "nonce"]);
  });

  it("makes the plugin's nonces and the wishlist's renderedFor holes, and says what the plugin took off", () => {
    const raw =
      '<html><head><script type="text/javascript" id="wc-cart-fragments-js-extra">\nvar wc_cart_fragments_params = {"cart_hash_key":"k","fragment_name":"f"};\n</script>' +
      '<script src="x.js" id="wc-cart-fragments-js"></script><script src="j.js" id="jquery-core-js"></script></head><body></body></html>';
    const served =
      '<html><head><script src="j.js" id="jquery-core-js"></script></head><body><div data-island="cart-page" data-island-v="1" data-island-when="interaction">' +
      '<script type="application/json" data-island-props>{"applyCouponNonce":"islet-test-nonce(apply-coupon)"}</script></div>' +
      '<div data-island="wishlist" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{"renderedFor":""}</script></div></body></html>';
    const template = transformPage(raw, served, "t.html", FAKE_MANIFEST);
    expect(template.parts.filter((_, index) => index % 2 === 1)).toEqual(["config", "nonce:apply-coupon", "wishlist_renderedFor"]);
    const page = renderPage(template, { origin: "", originEncoded: "", headerCart: "", config: "", nonce: "", removeNonce: "" }, undefined, (action) => `N-${action}`);
    expect(page).toContain('{"applyCouponNonce":"N-apply-coupon"}');
    expect(page).toContain('{"renderedFor":""}');
    expect(page).toContain("<!-- islet: on a real store this page loses the legacy scripts wc-cart-fragments and 0 inline scripts; it keeps jquery-core; jQuery leaves: nothing left needs it -->");
  });
});

describe("buildIsletConfig", () => {
  it("builds a config that src/config.ts accepts", () => {
    const config = buildIsletConfig({ origin: "http://127.0.0.1:8080", isCart: true, fragmentName: "f", cartHashKey: "k" });
    const parsed = parseConfig(config);
    expect(parsed.ok && parsed.value).toMatchObject({ wcAjaxUrl: "/?wc-ajax=%%endpoint%%", ckAjaxUrl: "/?commercekit-ajax", cartUrl: "http://127.0.0.1:8080/cart/", isCart: true, cartRedirectAfterAdd: false, requestTimeout: 5000 });
  });

  it("prints WooCommerce's redirect-after-add option as 'yes' only when asked (the demo store's cookie)", () => {
    const input = { origin: "http://127.0.0.1:8080", isCart: false, fragmentName: "f", cartHashKey: "k" };
    expect(buildIsletConfig(input).cartRedirectAfterAdd).toBe("no");
    expect(buildIsletConfig({ ...input, redirectAfterAdd: false }).cartRedirectAfterAdd).toBe("no");
    const on = parseConfig(buildIsletConfig({ ...input, redirectAfterAdd: true }));
    expect(on.ok && on.value.cartRedirectAfterAdd).toBe(true);
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
