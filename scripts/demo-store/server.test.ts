// @vitest-environment node
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config";
import { PAGE_ROUTES } from "./routes-pages";
import { startDemoStore } from "./server";
import { asRecord, Client, FAKE_MANIFEST, startTestStore, type TestStore } from "./test-helpers";

let t: TestStore;
let base: string;
beforeAll(async () => {
  t = await startTestStore();
  base = t.store.url;
});
afterAll(() => t.stop());

const origin = (): string => base.replace(/\/$/, "");
const count = (html: string, needle: string): number => html.split(needle).length - 1;

/** A raw GET, without fetch's URL normalisation (for path traversal attempts). */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

function configOf(html: string): unknown {
  const json = /<script type="application\/json" id="islet-config">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("pages", () => {
  it.each(PAGE_ROUTES.map((route) => route.path))("serves %s", async (path) => {
    const res = await new Client(base).fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/127\.0\.0\.1(:|%3A)8881/);
    expect(html).not.toContain("inline script omitted");
    expect(html).not.toContain("inline style omitted");
    expect(html).not.toMatch(/<script[^>]*\bsrc=(?![^>]*islet\/assets\/build)/);
    expect(html).not.toMatch(/rel=['"]stylesheet['"][^>]*(themes|plugins\/(?!islet))/);
    expect(html).not.toMatch(/var (wc_add_to_cart_params|wc_cart_fragments_params|commercekit_ajs)/);
    const scriptTypes = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /type="([^"]*)"/.exec(m[1] ?? "")?.[1]);
    expect(new Set(scriptTypes)).toEqual(new Set(scriptTypes.filter((type) => ["application/ld+json", "application/json", "text/template", "module"].includes(type ?? ""))));
    expect(count(html, 'data-island="mini-cart"')).toBe(1);
    expect(count(html, 'data-island="cart-buttons"')).toBe(1);
    expect(count(html, 'id="islet-config"')).toBe(1);
    // As WordPress prints the plugin's boot module and stylesheet (includes/assets.php).
    expect(html).toContain(`<script type="module" src='/wp-content/plugins/islet/assets/build/${FAKE_MANIFEST.boot}?ver=${FAKE_MANIFEST.version}' id='islet-boot-js'></script>`);
    expect(html).toContain(`<link rel='stylesheet' id='islet-islands-css' href='/wp-content/plugins/islet/assets/build/${FAKE_MANIFEST.css}?ver=${FAKE_MANIFEST.version}' type='text/css' media='all' />`);
    expect(html).toContain('<link rel="stylesheet" href="/wp-content/plugins/islet/demo/base.css">');
    const config = parseConfig(configOf(html));
    expect(config.ok).toBe(true);
    if (config.ok) {
      expect(config.value.cartUrl).toBe(`${origin()}/cart/`);
      expect(config.value.isCart).toBe(path === "/cart/");
      expect(config.value.fragmentName).toBe("wc_fragments_cfb14705b435042c502540edd9189136");
      expect(config.value.cartHashKey).toBe("wc_cart_hash_cfb14705b435042c502540edd9189136");
    }
  });

  it("preloads the registry parts by their unversioned URLs: both on product pages, the other pages' part elsewhere, none at checkout (decisions 0024, 0027)", async () => {
    const preload = (file: string | undefined): string => `<link rel="modulepreload" href="/wp-content/plugins/islet/assets/build/${file ?? ""}">`;
    const product = await (await new Client(base).fetch("/product/hoodie/")).text();
    expect(count(product, 'rel="modulepreload"')).toBe(2);
    for (const file of [FAKE_MANIFEST.productPreload[0], FAKE_MANIFEST.pagesPreload[0]]) {
      expect(product.indexOf(preload(file))).toBeGreaterThan(0);
      expect(product.indexOf(preload(file))).toBeLessThan(product.indexOf('<script type="module"'));
    }
    for (const path of ["/shop/", "/cart/", "/"]) {
      const html = await (await new Client(base).fetch(path)).text();
      expect(count(html, 'rel="modulepreload"')).toBe(1);
      expect(html).toContain(preload(FAKE_MANIFEST.pagesPreload[0]));
    }
    expect(await (await new Client(base).fetch("/checkout/")).text()).not.toContain("modulepreload");
  });

  it("wraps the whole cart drawer in the mini-cart island, with its props", async () => {
    const html = await (await new Client(base).fetch("/shop/")).text();
    const start = html.indexOf('<div data-island="mini-cart" data-island-v="1" data-island-when="interaction">');
    expect(start).toBeGreaterThan(0);
    const props = '<script type="application/json" data-island-props>{"openers":".shoptimizer-cart a.cart-contents","blocks":true}</script>';
    expect(html.slice(start).split(props)[1]?.startsWith('<div tabindex="-1" id="shoptimizerCartDrawer"')).toBe(true);
    expect(html).toContain('<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>\n\t\t\t</div></div>');
    // The cart buttons on wp_footer, then (a listing page) the page's own island, the wishlist's,
    // the theme's (site-ui), order attribution's, the notices island (woocommerce.js's work), the
    // boot module WordPress prints with the footer's scripts, then the note.
    expect(html).toMatch(
      /<div data-island="cart-buttons" data-island-v="1" data-island-when="load"><script type="application\/json" data-island-props>\{\}<\/script><\/div>\n<div data-island="listing-page" data-island-v="1" data-island-when="load"><script type="application\/json" data-island-props>\{\}<\/script><\/div>\n<div data-island="wishlist" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>\{"failedText":"[^"]*","renderedFor":""\}<\/script><div id="commercekit-wishlist-popup" role="status" style="display: none;"><\/div><\/div>\n(?:<div data-island="site-ui"[^\n]*\n)?<div data-island="attribution" data-island-v="1" data-island-when="load"><script type="application\/json" data-island-props>\{"lifetimeMinutes":0,[^\n]*<\/script><\/div>\n<div data-island="delivery-reload" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>\{"nonce":"998d98d216","reload":true,"freshUntil":\d+\}<\/script><\/div>\n<div data-island="notices" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>\{"dismiss":"Dismiss"\}<\/script><\/div>\n<script type="module" [^\n]*><\/script>\n<!-- islet: [^>]*-->\n<\/body>/,
    );
  });

  it("keeps ld+json with absolute URLs on the request's origin, and site-relative links", async () => {
    const html = await (await new Client(base).fetch("/product/hoodie/")).text();
    expect(html).toContain(`"@id":"${origin()}"`);
    expect(html).toContain(`<link rel="canonical" href="${origin()}/product/hoodie/" />`);
    expect(html).toContain('data-product_variations="[{&quot;attributes&quot;');
    expect(html).toContain("&quot;thumb_src&quot;:&quot;\\/wp-content\\/uploads\\/2026\\/11\\/hoodie-dark-gray-300x384.png&quot;");
    expect(html).toContain('<script type="text/template" id="tmpl-variation-template">');
  });

  it("shows the visitor's cart in both header carts and the empty or full cart page", async () => {
    const client = new Client(base);
    const emptyCart = await (await client.fetch("/cart/")).text();
    expect(emptyCart).toContain("cart-empty");
    expect(count(emptyCart, '<span class="count">0</span>')).toBe(2);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "65", quantity: "2" });
    const res = await client.fetch("/cart/");
    expect(res.headers.get("cache-control")).toBe("no-cache, must-revalidate, max-age=0, no-store, private");
    const fullCart = await res.text();
    expect(count(fullCart, '<span class="count">2</span>')).toBe(2);
    expect(count(fullCart, "</span>118.00</span></span>")).toBe(2);
    expect(fullCart).toContain("woocommerce-cart-form");
    expect(fullCart).toContain('<div class="widget_shopping_cart_content"></div>');
  });

  it("prints the visitor's CommerceKit nonce", async () => {
    const client = new Client(base);
    const nonce = ((await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce&v=1")).json()) as { nonce: string }).nonce;
    expect(await (await client.fetch("/")).text()).toContain(`id="commercekit_nonce" name="commercekit_nonce" value="${nonce}"`);
  });

  it("serves the search results for /?s=", async () => {
    const html = await (await new Client(base).fetch("/?s=hoodie&post_type=product")).text();
    expect(html).toContain("search-results");
  });

  it("answers unknown paths with a 404 page, and redirects a missing trailing slash", async () => {
    const res = await new Client(base).fetch("/no-such-page/");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(count(html, 'data-island="mini-cart"')).toBe(1);
    expect((await new Client(base).fetch("/product/slim-jeans/")).status).toBe(404);
    const slash = await new Client(base).fetch("/shop?orderby=price");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe(`${origin()}/shop/?orderby=price`);
  });
});

describe("no-JS cart fallbacks", () => {
  it("?add-to-cart=ID adds and redirects to the same URL without the parameters", async () => {
    const client = new Client(base);
    const res = await client.fetch("/shop/?orderby=price&add-to-cart=73&quantity=2");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${origin()}/shop/?orderby=price`);
    expect(client.cookies.get("woocommerce_items_in_cart")).toBe("1");
    expect(await (await client.fetch("/shop/")).text()).toContain('<span class="count">2</span>');
  });

  it("a product form POST (multipart, with a variation) adds and redirects", async () => {
    const client = new Client(base);
    const form = new FormData();
    const fields: [string, string][] = [["attribute_colour", "Gray"], ["attribute_size", "L"], ["quantity", "1"], ["add-to-cart", "25"], ["product_id", "25"], ["variation_id", "42"]];
    for (const [name, value] of fields) form.set(name, value);
    const res = await client.fetch("/product/hoodie/", { method: "POST", body: form });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${origin()}/product/hoodie/`);
    expect(await (await client.fetch("/")).text()).toContain("</span>36.00</span>");
  });

  it("/cart/?remove_item=KEY with the visitor's _wpnonce removes the item and redirects to the cart", async () => {
    const client = new Client(base);
    const added = asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "61" }));
    const nonce = /remove_item=7f39f8317fbdb1988ef4c628eba02591&#038;_wpnonce=([0-9a-f]+)/.exec(JSON.stringify(added.fragments))?.[1];
    expect(nonce).toMatch(/^[0-9a-f]+$/);
    const res = await client.fetch(`/cart/?remove_item=7f39f8317fbdb1988ef4c628eba02591&_wpnonce=${nonce ?? ""}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${origin()}/cart/`);
    expect(client.cookies.has("woocommerce_items_in_cart")).toBe(false);
    expect(await (await client.fetch("/cart/")).text()).toContain("cart-empty");
  });

  for (const [label, query] of [
    ["without a _wpnonce", ""],
    ["with somebody else's _wpnonce", "&_wpnonce=b35def98cc"],
  ] as const) {
    it(`/cart/?remove_item=KEY ${label} shows the cart page (200) and removes nothing, as WooCommerce does`, async () => {
      const client = new Client(base);
      await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
      const res = await client.fetch(`/cart/?remove_item=7f39f8317fbdb1988ef4c628eba02591${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("woocommerce-cart-form");
      expect(client.cookies.get("woocommerce_items_in_cart")).toBe("1");
    });
  }

  it("the cart page's remove links carry the visitor's own _wpnonce, not the captured one", async () => {
    const client = new Client(base);
    const added = asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "61" }));
    const nonce = /_wpnonce=([0-9a-f]+)/.exec(JSON.stringify(added.fragments))?.[1] ?? "";
    const page = await (await client.fetch("/cart/")).text();
    const links = [...page.matchAll(/\?remove_item=[0-9a-f]+&#038;_wpnonce=([0-9a-f]+)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([nonce]));
  });
});

describe("files", () => {
  it("serves the build with content types and long cache headers for hashed files", async () => {
    const boot = await fetch(`${base}wp-content/plugins/islet/assets/build/${FAKE_MANIFEST.boot}`);
    expect(boot.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(boot.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const chunk = await fetch(`${base}wp-content/plugins/islet/assets/build/chunks/chunk-EFGH5678.js`);
    expect(await chunk.text()).toBe("export const x = 1;\n");
    const css = await fetch(`${base}wp-content/plugins/islet/assets/build/${FAKE_MANIFEST.css}`);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const map = await fetch(`${base}wp-content/plugins/islet/assets/build/${FAKE_MANIFEST.boot}.map`);
    expect(map.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const manifest = await fetch(`${base}wp-content/plugins/islet/assets/build/manifest.json`);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(`${base}wp-content/plugins/islet/assets/build/nope.js`)).status).toBe(404);
  });

  it("serves the base stylesheet and the uploads", async () => {
    const css = await fetch(`${base}wp-content/plugins/islet/demo/base.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const image = await fetch(`${base}wp-content/uploads/2026/11/hoodie-blue-300x384.png`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("answers /favicon.ico with 204", async () => {
    expect((await fetch(`${base}favicon.ico`)).status).toBe(204);
  });

  it("refuses path traversal", async () => {
    for (const path of [
      "/wp-content/uploads/../../README.md",
      "/wp-content/uploads/..%2f..%2fREADME.md",
      "/wp-content/uploads/%2e%2e/%2e%2e/README.md",
      "/wp-content/uploads/..%5c..%5cREADME.md",
      "/wp-content/uploads/2026/%00.png",
      "/wp-content/plugins/islet/assets/build/..%2f..%2f..%2fpackage.json",
      "/wp-content/plugins/islet/assets/build/%2e%2e/%2e%2e/%2e%2e/package.json",
    ]) {
      expect(await rawGet(path), path).toBe(404);
    }
  });
});

describe("startDemoStore", () => {
  it("fails with a clear message when there is no build", async () => {
    await expect(startDemoStore({ port: 0, buildDir: "/nonexistent/islet-build" })).rejects.toThrow(/npm run build/);
  });
});
