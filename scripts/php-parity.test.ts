// @vitest-environment node
/**
 * The PHP plugin prints what the TypeScript contract prints and parses (docs/decisions/0002):
 * wp-plugin/tests/bin/render.php runs the plugin's printers with WordPress's real esc_attr()
 * and wp_json_encode(), and its output is compared with fixtures/contract/islands.json,
 * src/contract/markup.ts and the demo store's placeIslands(), then read by the islands' own
 * parsers in a DOM.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseCartButtonsProps } from "../islands/cart-buttons/props";
import { parseMiniCartProps } from "../islands/mini-cart/props";
import { DEFAULT_STRINGS, parseConfig } from "../src/config";
import { encodeScriptJson, renderIsland, type IslandMarkup } from "../src/contract/markup";
import { placeCartButtons, placeMiniCart, placePageTypeIslands, placeSiteIslands, PRODUCT_PLACEMENTS } from "./demo-store/islands";
import { readCommerceKitAjs } from "./demo-store/islands-search";
import { applyLegacyRule, pageTypeOf, printedScriptsOf, type LegacyOutcome } from "./demo-store/legacy";
import type { PrintedScripts } from "./demo-store/legacy-rule";
import { AWDR_DYNAMIC_TABLE, AWDR_NONCE, AWDR_PRICE_BY_QUANTITY } from "./demo-store/islands-discount-rules";
import { WPCED_NONCE } from "./demo-store/islands-delivery-dates";
import { REVIEWS_PROPS } from "./demo-store/islands-product-info";
import { CAPTURE_ORIGIN } from "./demo-store/paths";
import { productIdOf } from "./demo-store/captured";
import { DEFAULT_DECREASE, DEFAULT_INCREASE } from "../islands/quantity/props";
import { parseSearchProps } from "../islands/search/props";
import { parseWishlistProps } from "../islands/wishlist/props";
import { RENDERED_FOR_MARK } from "./demo-store/islands-wishlist";
import { parseNoProps } from "../src/contract/validate";
import { readPopupProps } from "../islands/popup/props";
import { myAccountSource } from "./demo-store/my-account-notices";
import { THEME_DOTS } from "./demo-store/islands-site-ui";
import { ORDER_BUMP_FORM, ORDER_BUMP_PROPS, ORDER_BUMP_WRAP_START } from "./demo-store/islands-order-bump";
import { DEFAULT_FIELDS } from "./demo-store/islands-attribution";
import { readAttributionProps } from "../islands/attribution/props";
import { CART_PAGE_NONCES, readCountryLocale } from "./demo-store/islands-cart-page";
import { parseCartPageProps } from "../islands/cart-page/props";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RENDER = path.join(root, "wp-plugin/tests/bin/render.php");
const PAGES = path.join(root, "fixtures/reference-store/pages");
const MINI_CART_PROPS = { openers: ".shoptimizer-cart a.cart-contents", blocks: true };
const CART_BUTTONS: IslandMarkup = { name: "cart-buttons", version: 1, when: "load", props: {} };

interface GoldenCase {
  name: string;
  island: IslandMarkup;
  html: string;
}

interface RenderRequest {
  islands?: IslandMarkup[];
  json?: unknown[];
  wraps?: { html: string; props: unknown }[];
  products?: { html: string; props: unknown }[];
  selectors?: string[];
  footer?: boolean;
  config?: { options?: Record<string, unknown>; get?: Record<string, string>; isCart?: boolean };
  /** `countries`: what the stand-in WC_Countries answers (the reference store's by default). */
  pages?: { html: string; countries?: { states?: unknown; locale?: unknown } }[];
  legacy?: { html: string; pageType: string; printed: PrintedScripts }[];
}

interface RenderAnswer {
  islands?: string[];
  json?: string[];
  wraps?: string[];
  products?: string[];
  selectors?: boolean[];
  footer?: string;
  config?: string;
  pages?: string[];
  legacy?: LegacyOutcome[];
}

function phpVersion(): string | null {
  const result = spawnSync("php", ["-r", "echo PHP_VERSION;"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout : null;
}

/** Runs the plugin's printers in PHP. */
function renderPhp(request: RenderRequest): RenderAnswer {
  const result = spawnSync("php", [RENDER], { input: JSON.stringify(request), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`render.php exited ${result.status}: ${result.stderr}`);
  return JSON.parse(result.stdout) as RenderAnswer;
}

const golden = JSON.parse(readFileSync(path.join(root, "fixtures/contract/islands.json"), "utf8")) as GoldenCase[];

let window: Window;
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;

/** The one island in `html`, its props script's JSON, and the document. */
function readIsland(html: string): { doc: Document; island: Element; props: unknown } {
  const doc = parse(html);
  const islands = doc.querySelectorAll("[data-island]");
  expect(islands.length).toBe(1);
  const island = islands[0]!;
  const script = island.querySelector(":scope > script[data-island-props]");
  expect(script?.getAttribute("type")).toBe("application/json");
  return { doc, island, props: JSON.parse(script?.textContent ?? "") as unknown };
}

beforeAll(() => {
  if (phpVersion() === null) {
    throw new Error("php-parity: the `php` CLI is missing. Install PHP and WordPress: apt-get install -y php-cli php-xml php-mbstring wordpress");
  }
  const wordpress = process.env.ISLET_WP_DIR ?? "/usr/share/wordpress";
  if (!existsSync(path.join(wordpress, "wp-includes/plugin.php"))) {
    throw new Error(`php-parity: WordPress is missing at ${wordpress}. Install it: apt-get install -y wordpress (or set ISLET_WP_DIR)`);
  }
  window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  // The props parsers check selectors with document.querySelector, as in the browser.
  vi.stubGlobal("document", window.document);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await window?.happyDOM.close();
});

describe("PHP island printer", () => {
  it("renders every golden case byte-identical", () => {
    const answer = renderPhp({ islands: golden.map((c) => c.island) });
    expect(answer.islands).toEqual(golden.map((c) => c.html));
  });

  it("prints what the TypeScript printer prints for the islands the plugin places", () => {
    const miniCart: IslandMarkup = { name: "mini-cart", version: 1, when: "interaction", props: MINI_CART_PROPS, inner: "<div>x</div>" };
    const answer = renderPhp({ islands: [CART_BUTTONS, miniCart], footer: true });
    expect(answer.islands).toEqual([renderIsland(CART_BUTTONS), renderIsland(miniCart)]);
    expect(answer.footer).toBe(`${renderIsland(CART_BUTTONS)}\n`);
  });

  it("encodes JSON like encodeScriptJson for tricky values", () => {
    // Not `[]`: PHP has no empty list distinct from an empty map, and the printer prints {}.
    const values: unknown[] = [
      {},
      { list: [], n: 0, f: 1.5, neg: -2, t: true, nil: null },
      "</script><!-- & -->",
      "Café “Ünïcode” 🧥 日本",
      "tab\tnl\ncr\rquote\"back\\slash/",
      "\u0000\u0001\u001f",
      "\u2028\u2029",
      "\u0080\u00ff\uffff",
    ];
    const answer = renderPhp({ json: values });
    expect(answer.json).toEqual(values.map((value) => encodeScriptJson(value)));
  });

  // PHP's json_encode leaves DEL (U+007F) as a raw byte; so must encodeScriptJson.
  it("encodes DEL (U+007F) like encodeScriptJson", () => {
    expect(renderPhp({ json: ["\u007f"] }).json).toEqual([encodeScriptJson("\u007f")]);
  });
});

describe("TypeScript parsers read the PHP output", () => {
  it("parses the mini-cart and cart-buttons props", () => {
    const answer = renderPhp({
      islands: [{ name: "mini-cart", version: 1, when: "interaction", props: MINI_CART_PROPS }, CART_BUTTONS],
    });
    const [miniCart, cartButtons] = answer.islands ?? [];
    const mini = readIsland(miniCart!);
    expect(mini.island.getAttribute("data-island-when")).toBe("interaction");
    expect(parseMiniCartProps(mini.props)).toEqual({ ok: true, value: MINI_CART_PROPS });
    const buttons = readIsland(cartButtons!);
    expect(buttons.props).toEqual({});
    expect(parseCartButtonsProps(buttons.props)).toEqual({ ok: true, value: {} });
  });

  it("accepts as openers every selector the settings page lets through", () => {
    const selectors = [
      ".shoptimizer-cart a.cart-contents",
      "#cart , .header-cart > a",
      'a[href*="/cart/"], .x:not(.y)',
      "a[data-x='a,b']",
      ".menu-item .cart-contents:is(a, button)",
      "li:nth-child(2n+1) ~ li + li",
      "a[title=\"x\"",
      ".a {color:red}",
      ".a,,.b",
      "> .a",
      "</script>",
    ];
    const accepted = renderPhp({ selectors }).selectors ?? [];
    expect(accepted).toHaveLength(selectors.length);
    selectors.forEach((openers, i) => {
      if (accepted[i]) expect(parseMiniCartProps({ openers }).ok, openers).toBe(true);
    });
    expect(accepted.filter(Boolean)).toHaveLength(6);
  });

  it("parses the config script of the reference store", () => {
    const answer = renderPhp({ config: { options: { siteurl: "http://127.0.0.1:8881", home: "http://127.0.0.1:8881", template: "shoptimizer" } } });
    const doc = parse(answer.config ?? "");
    const scripts = doc.querySelectorAll("script#islet-config");
    expect(scripts.length).toBe(1);
    expect(scripts[0]!.getAttribute("type")).toBe("application/json");
    const parsed = parseConfig(JSON.parse(scripts[0]!.textContent ?? ""));
    expect(parsed).toEqual({
      ok: true,
      value: {
        // The values of wc_add_to_cart_params / wc_cart_fragments_params in shop.html.
        wcAjaxUrl: "/?wc-ajax=%%endpoint%%",
        ajaxUrl: "/wp-admin/admin-ajax.php",
        ckAjaxUrl: null,
        cartUrl: "http://127.0.0.1:8881/cart/",
        isCart: false,
        cartRedirectAfterAdd: false,
        // Shoptimizer's single-product ajax add is off by default: the product form posts.
        productFormAjax: false,
        fragmentName: "wc_fragments_cfb14705b435042c502540edd9189136",
        cartHashKey: "wc_cart_hash_cfb14705b435042c502540edd9189136",
        requestTimeout: 5000,
        isPageBuilderEditor: false,
        ckSearch: null,
        // The plugin never prints `cartLock`: the cross-tab cart lock is on (docs/decisions/0022).
        cartLock: true,
        i18n: DEFAULT_STRINGS,
      },
    });
  });

  it("gives CommerceKit's live search URLs as its commercekit_ajs prints them, when its live search is on", () => {
    const ajs = readCommerceKitAjs(readFileSync(path.join(PAGES, "shop.html"), "utf8")) as Record<string, unknown>;
    const store = { siteurl: "http://127.0.0.1:8881", home: "http://127.0.0.1:8881", active_plugins: ["woocommerce/woocommerce.php", "commercegurus-commercekit/commercegurus-commercekit.php"] };
    const configOf = (options: Record<string, unknown>): unknown => {
      const script = parse(renderPhp({ config: { options: { ...store, ...options } } }).config ?? "").querySelector("#islet-config");
      const parsed = parseConfig(JSON.parse(script?.textContent ?? ""));
      return parsed.ok ? parsed.value.ckSearch : parsed.error;
    };
    expect(configOf({ commercekit: { ajax_search: 1 } })).toEqual({ productUrl: ajs.ajax_url_product, postUrl: ajs.ajax_url_post });
    expect(configOf({ commercekit: { ajax_search: 0, wishlist: 1 } })).toBeNull();
    expect(configOf({})).toBeNull();
  });

  it("parses the config with CommerceKit, the cart page, redirect after add and a page builder", () => {
    const answer = renderPhp({
      config: {
        options: {
          active_plugins: ["woocommerce/woocommerce.php", "commercegurus-commercekit/commercegurus-commercekit.php"],
          woocommerce_cart_redirect_after_add: "yes",
        },
        get: { "elementor-preview": "42" },
        isCart: true,
      },
    });
    const script = parse(answer.config ?? "").querySelector("#islet-config");
    const parsed = parseConfig(JSON.parse(script?.textContent ?? ""));
    expect(parsed.ok && parsed.value).toMatchObject({ ckAjaxUrl: "/?commercekit-ajax", isCart: true, cartRedirectAfterAdd: true, isPageBuilderEditor: true });
  });
});

describe("PHP drawer wrap", () => {
  const pages = readdirSync(PAGES).filter((file) => file.endsWith(".html")).sort();

  it("wraps shop.html exactly as the demo store's placeMiniCart does", () => {
    const html = readFileSync(path.join(PAGES, "shop.html"), "utf8");
    const demo = placeMiniCart(html, { page: "shop.html" });
    const [wrapped] = renderPhp({ wraps: [{ html, props: MINI_CART_PROPS }] }).wraps ?? [];
    expect(wrapped).toBe(demo);
    expect(parseMiniCartProps(readIsland(wrapped!.replace(/^[\s\S]*?(<div data-island="mini-cart")/, "$1")).props).ok).toBe(true);
  });

  it("agrees with placeMiniCart on every reference page, and leaves pages without a drawer alone", () => {
    const htmls = pages.map((file) => readFileSync(path.join(PAGES, file), "utf8"));
    const wraps = renderPhp({ wraps: htmls.map((html) => ({ html, props: MINI_CART_PROPS })) }).wraps ?? [];
    let wrappedCount = 0;
    pages.forEach((page, i) => {
      let expected: string;
      try {
        expected = placeMiniCart(htmls[i]!, { page });
        wrappedCount += 1;
      } catch {
        expected = htmls[i]!; // No drawer: the demo refuses, the plugin changes nothing.
      }
      expect(wraps[i], page).toBe(expected);
    });
    expect(wrappedCount).toBeGreaterThan(10);
  });

  it("leaves a page without Shoptimizer's drawer unchanged", () => {
    const html = '<!DOCTYPE html><html><body><div class="site-header-cart"><div class="widget_shopping_cart_content"></div></div></body></html>';
    expect(renderPhp({ wraps: [{ html, props: MINI_CART_PROPS }] }).wraps).toEqual([html]);
  });
});

/**
 * The demo store makes the gallery's image URLs site-relative (it serves on another origin);
 * the plugin prints the store's own absolute URLs. Compare the gallery props without the origin.
 */
function withoutCaptureOrigin(html: string): string {
  const start = html.indexOf('<div data-island="gallery"');
  const end = start < 0 ? -1 : html.indexOf("</script>", start);
  if (end < 0) return html;
  const escaped = CAPTURE_ORIGIN.replace(/\//g, "\\/");
  const props = html.slice(start, end).split(CAPTURE_ORIGIN).join("").split(escaped).join("");
  return html.slice(0, start) + props + html.slice(end);
}

/** What islet_plugin_settings_props() reads from awdr_params and wpced_vars on the captured store. */
const PLUGIN_SETTINGS = {
  discountRules: { nonce: AWDR_NONCE, priceByQuantity: AWDR_PRICE_BY_QUANTITY, dynamicTable: AWDR_DYNAMIC_TABLE },
  deliveryDates: { nonce: WPCED_NONCE },
};

describe("PHP product-page islands", () => {
  const pages = readdirSync(PAGES).filter((file) => file.endsWith(".html")).sort();

  it("place every product island exactly as the demo store does, on every reference page", () => {
    const htmls = pages.map((file) => readFileSync(path.join(PAGES, file), "utf8"));
    const products = htmls.map((html) => {
      // What islet_product_props() reads from WordPress: the queried product and the options.
      const productId = Number(productIdOf(html) ?? "0");
      return { html, props: { productId, reviews: REVIEWS_PROPS, quantity: { decrease: DEFAULT_DECREASE, increase: DEFAULT_INCREASE }, ...PLUGIN_SETTINGS } };
    });
    const placed = renderPhp({ products }).products ?? [];
    const names = new Set<string>();
    pages.forEach((page, i) => {
      const expected = PRODUCT_PLACEMENTS.reduce((html, step) => step(html), htmls[i]!);
      expect(withoutCaptureOrigin(placed[i] ?? ""), page).toBe(expected);
      for (const match of expected.matchAll(/data-island="([^"]+)"/g)) names.add(match[1]!);
    });
    expect([...names].sort()).toEqual(
      [
        "delivery-dates",
        "discount-price",
        "discount-rules",
        "gallery",
        "inventory-bar",
        "lightbox",
        "product-price",
        "product-tabs",
        "quantity",
        "reviews",
        "sticky-bar",
        "variation-form",
        "waitlist",
      ].sort(),
    );
  });
});

/**
 * The plugin reads Discount Rules' and WPC's nonces from the page's own objects; the demo store
 * prints the anonymous visitor's (the logged-in pages carry others).
 */
const withoutNonces = (html: string): string => html.replace(/"nonce":"[0-9a-f]{10}"/g, '"nonce":"…"');

/**
 * A captured page with the islands the plugin places on a page of its type: the drawer where
 * there is one, the cart-buttons island wp_footer prints, the page type's islands.
 */
function placedLikeThePlugin(raw: string, page: string): string {
  let html = raw;
  try {
    html = placeMiniCart(html, { page });
  } catch {
    // No drawer (the coming-soon pages): the plugin leaves the page without a mini-cart island.
  }
  // A page cut short (the coming-soon product page dies part-way) never reached wp_footer.
  const placed = placeSiteIslands(placePageTypeIslands(html.includes("</body>") ? placeCartButtons(html, { page }) : html), raw);
  // The demo store fills the wishlist's renderedFor per visitor; PHP here serves one without a cookie.
  return withStubNonces(placed.split(JSON.stringify(RENDERED_FOR_MARK)).join(JSON.stringify("")));
}

/** wp_create_nonce() as wp-plugin/tests/support/capabilities.php stands it in. */
const stubNonce = (action: string): string => `nonce-${createHash("md5").update(action).digest("hex").slice(0, 10)}`;

/** The cart-page island's nonce marks (the demo store fills them per visitor) as the PHP stub's nonces. */
function withStubNonces(html: string): string {
  return Object.values(CART_PAGE_NONCES).reduce((page, action) => page.split(`islet-nonce-${action}`).join(stubNonce(action)), html);
}

describe("PHP pages: islands by page type and the legacy scripts they replace", () => {
  const pages = readdirSync(PAGES).filter((file) => file.endsWith(".html")).sort();
  const htmls = pages.map((file) => readFileSync(path.join(PAGES, file), "utf8"));

  it("serves every captured page as the demo store's rule says, byte for byte", () => {
    const served = renderPhp({ pages: htmls.map((html) => ({ html })) }).pages ?? [];
    expect(served).toHaveLength(pages.length);
    pages.forEach((page, i) => {
      const raw = htmls[i]!;
      const expected = applyLegacyRule(placedLikeThePlugin(raw, page), pageTypeOf(raw), printedScriptsOf(raw)).html;
      expect(withoutNonces(withoutCaptureOrigin(served[i] ?? "")), page).toBe(withoutNonces(expected));
    });
  });

  it("places the search, wishlist and dialogs islands on the pages of the store that has them", () => {
    const served = renderPhp({ pages: htmls.map((html) => ({ html })) }).pages ?? [];
    const pagesWith = (name: string): string[] => pages.filter((_, i) => (served[i] ?? "").includes(`<div data-island="${name}"`));
    const withBody = pages.filter((_, i) => htmls[i]!.includes("</body>"));
    expect(pagesWith("wishlist")).toEqual(withBody);
    expect(pagesWith("search")).toEqual(pages.filter((_, i) => htmls[i]!.includes("widget_product_search")));
    expect(pagesWith("dialogs")).toEqual(pages.filter((_, i) => htmls[i]!.includes("data-shoptimizermodal-id")));
    const hoodie = served[pages.indexOf("product-variable-hoodie.html")] ?? "";
    expect(hoodie.split('<div data-island="search"')).toHaveLength(3);
    expect(hoodie).not.toMatch(/id="(commercekit-wishlist|commercekit-ajax-search|shoptimizer-dialog)-js"/);
    const propsOf = (name: string): unknown => {
      const start = hoodie.indexOf(`<div data-island="${name}"`);
      return JSON.parse(/data-island-props>(.*?)<\/script>/.exec(hoodie.slice(start))?.[1] ?? "null") as unknown;
    };
    const search = parseSearchProps(propsOf("search"));
    expect(search.ok && search.value).toMatchObject({ minChars: 3, otherResults: true, showTotals: true, texts: { noResults: "No product suggestions", otherAll: "View all other results" } });
    expect(parseWishlistProps(propsOf("wishlist")).ok).toBe(true);
    expect(parseNoProps(propsOf("dialogs")).ok).toBe(true);
  });

  it("places a countdown island around each CommerceKit timer, and takes its script off those pages only", () => {
    const served = renderPhp({ pages: htmls.map((html) => ({ html })) }).pages ?? [];
    const withTimer = pages.filter((_, i) => htmls[i]!.includes('<div id="commercekit-timer-wrap"'));
    expect(withTimer).toEqual(expect.arrayContaining(["checkout-with-items.html", "product-simple-t-shirt.html", "product-variable-hoodie.html", "product-variable-zip-hoodie.html"]));
    expect(pages.filter((_, i) => (served[i] ?? "").includes('<div data-island="countdown" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>{}</script><div id="commercekit-timer-wrap"'))).toEqual(withTimer);
    const inline = (page: string): string[] => applyLegacyRule(placedLikeThePlugin(htmls[pages.indexOf(page)]!, page), pageTypeOf(htmls[pages.indexOf(page)]!), printedScriptsOf(htmls[pages.indexOf(page)]!)).inline;
    expect(inline("checkout-with-items.html")).toContain("commercekit_countdown_timer_script");
    expect(inline("shop.html")).not.toContain("commercekit_countdown_timer_script");
  });

  it("places an order-bump island around the checkout's bump, the fallback form once, and takes CommerceKit's order-bump script off with it or the drawer's island", () => {
    const served = renderPhp({ pages: htmls.map((html) => ({ html })) }).pages ?? [];
    const withBump = pages.filter((_, i) => htmls[i]!.includes(ORDER_BUMP_WRAP_START));
    expect(withBump).toEqual(["checkout-with-items.html"]);
    const open = `<div data-island="order-bump" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>${encodeScriptJson(ORDER_BUMP_PROPS)}</script>${ORDER_BUMP_WRAP_START}`;
    expect(pages.filter((_, i) => (served[i] ?? "").includes(open))).toEqual(withBump);
    expect(pages.filter((_, i) => (served[i] ?? "").includes(ORDER_BUMP_FORM))).toEqual(withBump);
    const inline = (page: string): string[] => applyLegacyRule(placedLikeThePlugin(htmls[pages.indexOf(page)]!, page), pageTypeOf(htmls[pages.indexOf(page)]!), printedScriptsOf(htmls[pages.indexOf(page)]!)).inline;
    expect(inline("checkout-with-items.html")).toContain("commercekit_order_bump_footer_scripts");
    expect(inline("shop.html")).toContain("commercekit_order_bump_footer_scripts");
  });

  it("places the notices island where woocommerce.js leaves, and password toggles, byte for byte as the demo store", () => {
    const served = renderPhp({ pages: htmls.map((html) => ({ html })) }).pages ?? [];
    const withNotices = pages.filter((_, i) => (served[i] ?? "").includes('<div data-island="notices"'));
    // The classic cart's cart.js leaves with the cart-page island, and woocommerce.js with it.
    const keepWooCommerceJs = ["checkout-with-items.html"];
    expect(withNotices).toEqual(pages.filter((page, i) => htmls[i]!.includes("</body>") && !keepWooCommerceJs.includes(page)));
    // No captured page shows a password field open: the demo store's account page has WooCommerce's login form.
    const account = myAccountSource(htmls[pages.indexOf("home.html")]!, htmls[pages.indexOf("checkout-with-items.html")]!);
    const [page] = renderPhp({ pages: [{ html: account }] }).pages ?? [];
    const expected = applyLegacyRule(placedLikeThePlugin(account, "my-account"), pageTypeOf(account), printedScriptsOf(account)).html;
    expect(withoutNonces(page ?? "")).toBe(withoutNonces(expected));
    expect(page).toContain('aria-label="Show password" aria-pressed="false" aria-controls="password" hidden></button></span>');
    expect(page).toContain('<div data-island="notices"');
    expect(page).not.toMatch(/id="woocommerce-js"/);
  });

  it("keeps a hostile CommerceKit search text inside the props, byte for byte as the demo store", () => {
    const raw = htmls[pages.indexOf("shop.html")]!.replace(
      '"no_results_text":"No product suggestions"',
      '"no_results_text":"<\\/script><script>alert(1)<\\/script> & \\u2028 \\"quoted\\" Caf\\u00e9"',
    );
    const [served] = renderPhp({ pages: [{ html: raw }] }).pages ?? [];
    const expected = applyLegacyRule(placedLikeThePlugin(raw, "shop.html"), pageTypeOf(raw), printedScriptsOf(raw)).html;
    expect(withoutNonces(served ?? "")).toBe(withoutNonces(expected));
    const island = (served ?? "").slice((served ?? "").indexOf('<div data-island="search"'));
    const props = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "";
    expect(props).toContain("\\u003C/script\\u003E\\u003Cscript\\u003E");
    expect(props).toContain(" \\u0026 ");
    expect((JSON.parse(props) as { texts: { noResults: string } }).texts.noResults).toBe('</script><script>alert(1)</script> & \u2028 "quoted" Café');
  });

  it("places the site-ui island where the theme printed its main script, and listing-page for cards with carousel dots", () => {
    const served = renderPhp({ pages: htmls.map((html) => ({ html })) }).pages ?? [];
    const withSiteUi = pages.filter((_, i) => (served[i] ?? "").includes('<div data-island="site-ui"'));
    expect(withSiteUi).toEqual(pages.filter((_, i) => htmls[i]!.includes('id="shoptimizer-main-js"') && htmls[i]!.includes("</body>")));
    const tShirt = htmls[pages.indexOf("product-simple-t-shirt.html")]!;
    const dotted = tShirt.replace('<div class="shoptimizer-plp-image-wrapper">', `${THEME_DOTS}<span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div><div class="shoptimizer-plp-image-wrapper">`);
    const [page] = renderPhp({ pages: [{ html: dotted }] }).pages ?? [];
    const expected = applyLegacyRule(placedLikeThePlugin(dotted, "product-simple-t-shirt.html"), "product", printedScriptsOf(dotted)).html;
    expect(withoutNonces(withoutCaptureOrigin(page ?? ""))).toBe(withoutNonces(expected));
    expect(page).toContain('<div data-island="listing-page"');
    expect(page).not.toMatch(/id="shoptimizer-main-js/);
  });

  it("decides the same removals on every captured page, with every island printed there", () => {
    const inputs = pages.map((page, i) => {
      const raw = htmls[i]!;
      return { html: placedLikeThePlugin(raw, page), pageType: pageTypeOf(raw), printed: printedScriptsOf(raw) };
    });
    const answers = renderPhp({ legacy: inputs }).legacy ?? [];
    let removed = 0;
    pages.forEach((page, i) => {
      const input = inputs[i]!;
      expect(answers[i], page).toEqual(applyLegacyRule(input.html, input.pageType, input.printed));
      removed += answers[i]?.handles.length ?? 0;
    });
    expect(removed).toBeGreaterThan(60);
  });
});

/** Decodes the entities esc_attr() writes, as an HTML parser does in an attribute value. */
function decodeAttribute(raw: string): string {
  const named: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
  return raw.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return named[name!.toLowerCase()] ?? entity;
  });
}

describe("hostile strings cannot break out", () => {
  const HOSTILE = [
    '"><script>alert(1)</script>',
    "' onmouseover='x",
    "</script><script>alert('x')</script>",
    "</SCRIPT >",
    "<!--<script>",
    "&amp; &lt;b&gt; &",
    "Café “Ünïcode” 🧥 /path\\back",
    "line\nbreak\u2028",
  ];

  it("keeps hostile product names inside the props JSON", () => {
    const islands: IslandMarkup[] = HOSTILE.map((name) => ({
      name: "mini-cart",
      version: 1,
      when: "interaction",
      props: { openers: ".shoptimizer-cart a.cart-contents", blocks: false, productName: name, nested: { name } },
    }));
    const answer = renderPhp({ islands });
    answer.islands!.forEach((html, i) => {
      expect(html, HOSTILE[i]).toBe(renderIsland(islands[i]!));
      const { doc, island, props } = readIsland(html);
      expect(props, HOSTILE[i]).toEqual(islands[i]!.props);
      expect(doc.querySelectorAll("script").length).toBe(1);
      expect(island.children.length).toBe(1);
      expect(parseMiniCartProps(props).ok).toBe(true);
    });
  });

  it("keeps hostile attribute values inside their attribute", () => {
    const islands: IslandMarkup[] = HOSTILE.map((value) => ({ name: value, version: 1, when: value as IslandMarkup["when"], props: {} }));
    const answer = renderPhp({ islands });
    answer.islands!.forEach((html, i) => {
      const value = HOSTILE[i]!;
      const { doc, island } = readIsland(html);
      // No attribute, element or script was injected.
      expect([...island.attributes].map((attribute) => attribute.name)).toEqual(["data-island", "data-island-v", "data-island-when"]);
      expect(doc.querySelectorAll("script").length).toBe(1);
      // The value, read from the markup and decoded as a browser decodes it (happy-dom 20
      // leaves &lt; &gt; &#039; undecoded in getAttribute, so the decoding is done here).
      const raw = /^<div data-island="([^"]*)" data-island-v="1" data-island-when="([^"]*)">/.exec(html);
      expect(raw, value).not.toBeNull();
      // esc_attr() does not double-encode entities: `&amp;` in the input reaches the DOM as `&`
      // (escapeAttribute would print &amp;amp;). Both stay inside the attribute.
      const expected = decodeAttribute(value);
      expect(decodeAttribute(raw![1]!), value).toBe(expected);
      expect(decodeAttribute(raw![2]!), value).toBe(expected);
      // Without entities in the input, the bytes are escapeAttribute's.
      if (!/&\w+;/.test(value)) expect(html).toBe(renderIsland(islands[i]!));
    });
  });

  it("keeps a hostile selector from the settings inside the drawer's props", () => {
    const props = { openers: 'a[title="</script><script>alert(1)</script>"]', blocks: true };
    const [wrapped] = renderPhp({ wraps: [{ html: '<body><div tabindex="-1" id="shoptimizerCartDrawer" role="dialog"></div></body>', props }] }).wraps ?? [];
    const { doc, props: read } = readIsland(wrapped!);
    expect(read).toEqual(props);
    expect(doc.querySelectorAll("script").length).toBe(1);
    expect(doc.querySelector("#shoptimizerCartDrawer")?.parentElement?.getAttribute("data-island")).toBe("mini-cart");
  });
});

describe("PHP popups (Popup Maker): the popup island and what leaves with it", () => {
  const POPUP_PAGES = ["popup-shop.html", "popup-product-hoodie.html"];
  const read = (page: string): string => readFileSync(path.join(PAGES, page), "utf8");
  const expectedOf = (raw: string, page: string): LegacyOutcome => applyLegacyRule(placedLikeThePlugin(raw, page), pageTypeOf(raw), printedScriptsOf(raw));
  const popupPropsIn = (html: string): unknown => {
    const start = html.indexOf('<div data-island="popup"');
    return JSON.parse(/data-island-props>(.*?)<\/script>/.exec(html.slice(start))?.[1] ?? "null") as unknown;
  };

  it("wraps may-promo in a popup island with Popup Maker's own settings, byte for byte as the demo store", () => {
    const served = renderPhp({ pages: POPUP_PAGES.map((page) => ({ html: read(page) })) }).pages ?? [];
    POPUP_PAGES.forEach((page, i) => {
      const html = served[i] ?? "";
      expect(withoutNonces(withoutCaptureOrigin(html)), page).toBe(withoutNonces(expectedOf(read(page), page).html));
      expect(html.split('<div data-island="popup"'), page).toHaveLength(2);
      expect(html).toMatch(/<div data-island="popup" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>[^<]*<\/script><div \n\tid="pum-100"/);
      expect(readPopupProps(popupPropsIn(html) as Record<string, unknown>)).toEqual({
        ajaxUrl: "/wp-admin/admin-ajax.php",
        analyticsApi: "/wp-json/pum/v1",
        analyticsRoute: "analytics",
        analytics: true,
        messagePosition: "top",
        homeUrl: "/",
        cookieDomain: "",
        closeOnFormSubmission: false,
        closeOnFormSubmissionDelay: 0,
        label: "Popup",
        failedText: "Sorry, your form could not be sent. Please try again.",
      });
    });
    // No other captured page has a popup.
    const others = readdirSync(PAGES).filter((file) => file.endsWith(".html") && !POPUP_PAGES.includes(file));
    const plain = renderPhp({ pages: others.map((page) => ({ html: read(page) })) }).pages ?? [];
    expect(plain.filter((html) => html.includes('<div data-island="popup"'))).toEqual([]);
  });

  it("takes Popup Maker's script, its objects and stylesheet off, and jquery-ui-core and wp-hooks only where nothing else needs them", () => {
    const [shop, hoodie] = renderPhp({ pages: POPUP_PAGES.map((page) => ({ html: read(page) })) }).pages ?? [];
    for (const html of [shop ?? "", hoodie ?? ""]) {
      expect(html).not.toMatch(/id="popup-maker-site-js(-extra)?"|id="jquery-ui-core-js"|id='popup-maker-site-css'|var pum_vars/);
      // The block library's styles stay: they style Popup Maker's blocks wherever content uses them.
      expect(html).toContain("id='popup-maker-block-library-style-css'");
    }
    expect(shop).toContain('id="wp-hooks-js"'); // wp-i18n needs it on the shop page
    expect(hoodie).not.toContain('id="wp-hooks-js"');
    const outcome = expectedOf(read("popup-shop.html"), "popup-shop.html");
    expect(outcome.handles).toEqual(expect.arrayContaining(["popup-maker-site", "jquery-ui-core"]));
    expect(outcome.handles).not.toContain("wp-hooks");
    expect(outcome.styles).toEqual(["popup-maker-site"]);
  });

  it("leaves every popup and Popup Maker's script alone when one popup's settings cannot be read", () => {
    const raw = read("popup-shop.html").replace('data-popmake="{&quot;id&quot;:100', 'data-popmake="{&quot;id&quot;:&quot;x&quot;');
    const [served] = renderPhp({ pages: [{ html: raw }] }).pages ?? [];
    expect(withoutNonces(served ?? "")).toBe(withoutNonces(expectedOf(raw, "popup-shop.html").html));
    expect(served).not.toContain('<div data-island="popup"');
    expect(served).toContain('id="popup-maker-site-js"');
    expect(served).toContain("id='popup-maker-site-css'");
  });

  it("keeps hostile Popup Maker settings inside the props and the attribute, byte for byte as the demo store", () => {
    const hostile = '<\\/script><script>alert(1)<\\/script> & \\u2028 \\"q\\"';
    const raw = read("popup-shop.html")
      .replace('"message_position":"top","core_sub_forms_enabled"', `"message_position":"${hostile}","core_sub_forms_enabled"`)
      .replace('"cookie_domain":""', `"cookie_domain":"${hostile}"`)
      .replace("&quot;slug&quot;:&quot;may-promo&quot;", "&quot;slug&quot;:&quot;&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;");
    const [served] = renderPhp({ pages: [{ html: raw }] }).pages ?? [];
    expect(withoutNonces(served ?? "")).toBe(withoutNonces(expectedOf(raw, "popup-shop.html").html));
    const island = (served ?? "").slice((served ?? "").indexOf('<div data-island="popup"'));
    const props = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "";
    expect(props).toContain("\\u003C/script\\u003E\\u003Cscript\\u003E");
    expect((JSON.parse(props) as { cookieDomain: string }).cookieDomain).toBe('</script><script>alert(1)</script> & \u2028 "q"');
    const doc = parse(served ?? "");
    expect(doc.querySelectorAll('[data-island="popup"] script').length).toBe(1);
    expect(doc.querySelector("#pum-100")?.parentElement?.getAttribute("data-island")).toBe("popup");
  });
});

describe("PHP attribution island (WooCommerce's order attribution)", () => {
  const read = (page: string): string => readFileSync(path.join(PAGES, page), "utf8");
  const attributionPropsIn = (html: string): Record<string, unknown> => {
    const start = html.indexOf('<div data-island="attribution"');
    return JSON.parse(/data-island-props>(.*?)<\/script>/.exec(html.slice(start))?.[1] ?? "null") as Record<string, unknown>;
  };

  it("is printed on every captured page WooCommerce printed its script on, and the island's reader gets WooCommerce's params", () => {
    const pages = readdirSync(PAGES).filter((file) => file.endsWith(".html")).sort();
    const served = renderPhp({ pages: pages.map((page) => ({ html: read(page) })) }).pages ?? [];
    const withIsland = pages.filter((_, i) => (served[i] ?? "").includes('<div data-island="attribution" data-island-v="1" data-island-when="load">'));
    expect(withIsland).toEqual(pages.filter((page) => read(page).includes("</body>") && read(page).includes('id="wc-order-attribution-js"')));
    const props = readAttributionProps(attributionPropsIn(served[pages.indexOf("checkout-with-items.html")] ?? ""));
    expect(props).toEqual({ lifetimeMinutes: 0, sessionMinutes: 30, base64: false, allowTracking: true, prefix: "wc_order_attribution_", fields: DEFAULT_FIELDS });
    for (const html of served) expect(html).not.toMatch(/id="(sourcebuster-js|wc-order-attribution)-js(-extra)?"/);
  });

  it("reads other objects WooCommerce's filters may print exactly as the demo store does", () => {
    const objects = [
      '{"params":{"lifetime":6,"session":45,"base64":true,"ajaxurl":"\\/wp-admin\\/admin-ajax.php","prefix":"<\\/script><b>&amp;","allowTracking":false},"fields":{"source_type":"current.typ","first_source":"first.src"}}',
      '{"params":{"lifetime":0.5,"session":"15","base64":"0","allowTracking":"0"},"fields":{}}',
      '{"params":{"lifetime":1.0e-11,"session":1.0e20,"base64":null},"fields":{"a":1}}',
      '{"params":{"lifetime":"abc","prefix":7},"fields":["current.typ"]}',
      '{"params":[],"fields":{"x":"y"}}',
    ];
    const raws = objects.map((object) => read("shop.html").replace(/var wc_order_attribution = \{.*?\};/, `var wc_order_attribution = ${object};`));
    const served = renderPhp({ pages: raws.map((html) => ({ html })) }).pages ?? [];
    raws.forEach((raw, i) => {
      const expected = applyLegacyRule(placedLikeThePlugin(raw, "shop.html"), pageTypeOf(raw), printedScriptsOf(raw)).html;
      expect(withoutNonces(served[i] ?? ""), objects[i]).toBe(withoutNonces(expected));
      expect(served[i], objects[i]).toContain('<div data-island="attribution"');
    });
    expect(attributionPropsIn(served[0] ?? "")).toMatchObject({ lifetimeMinutes: 259200, sessionMinutes: 45, base64: true, allowTracking: false, prefix: "</script><b>&amp;" });
    expect(served[0]).toContain('"prefix":"\\u003C/script\\u003E\\u003Cb\\u003E\\u0026amp;"');
    expect(attributionPropsIn(served[1] ?? "")).toMatchObject({ lifetimeMinutes: 21600, sessionMinutes: 15, base64: true, allowTracking: true, fields: {} });
    expect(attributionPropsIn(served[2] ?? "")).toMatchObject({ lifetimeMinutes: 4, sessionMinutes: 1e12, base64: false, fields: DEFAULT_FIELDS });
    expect(attributionPropsIn(served[3] ?? "")).toMatchObject({ lifetimeMinutes: 259200, prefix: "wc_order_attribution_", fields: DEFAULT_FIELDS });
  });
});

describe("PHP cart-page island (WooCommerce's cart.js)", () => {
  const read = (page: string): string => readFileSync(path.join(PAGES, page), "utf8");
  const propsIn = (html: string): Record<string, unknown> => {
    const start = html.indexOf('<div data-island="cart-page"');
    return JSON.parse(/data-island-props>(.*?)<\/script>/.exec(html.slice(start))?.[1] ?? "null") as Record<string, unknown>;
  };

  it("is printed on the classic cart pages only, with WooCommerce's nonces, and cart.js, country-select, address-i18n and selectWoo leave", () => {
    const pages = readdirSync(PAGES).filter((file) => file.endsWith(".html")).sort();
    const served = renderPhp({ pages: pages.map((page) => ({ html: read(page) })) }).pages ?? [];
    const withIsland = pages.filter((_, i) => (served[i] ?? "").includes('<div data-island="cart-page" data-island-v="1" data-island-when="interaction">'));
    expect(withIsland).toEqual(["cart-empty.html", "cart-with-items.html"]);
    for (const page of withIsland) {
      const html = served[pages.indexOf(page)] ?? "";
      expect(html, page).not.toMatch(/id="(wc-cart|wc-country-select|wc-address-i18n|selectWoo)-js(-extra)?"/);
      const props = parseCartPageProps(propsIn(html));
      expect(props.ok && props.value, page).toMatchObject({
        applyCouponNonce: stubNonce("apply-coupon"),
        removeCouponNonce: stubNonce("remove-coupon"),
        updateShippingMethodNonce: stubNonce("update-shipping-method"),
        i18n: { failed: "Sorry, your cart could not be updated. Please try again.", selectState: "Select an option\u2026", required: "required", optional: "optional" },
      });
    }
    // The empty cart has no calculator: no states, no locale.
    expect(propsIn(served[pages.indexOf("cart-empty.html")] ?? "")).toMatchObject({ states: null, locale: null });
    const withItems = parseCartPageProps(propsIn(served[pages.indexOf("cart-with-items.html")] ?? ""));
    expect(withItems.ok && withItems.value.states?.US?.CA).toBe("California");
    expect(withItems.ok && withItems.value.states?.AT).toEqual({});
    expect(withItems.ok && withItems.value.locale?.default).toEqual({
      state: { label: "State / County", required: true },
      postcode: { label: "Postcode / ZIP", required: true },
      city: { label: "Town / City", required: true },
    });
    expect(withItems.ok && withItems.value.locale?.AT).toEqual({ state: { required: false, hidden: true } });
  });

  // As wp_json_encode prints it: U+2028 escaped (JSON.stringify leaves it raw, and a page never has it so).
  const phpJson = (value: unknown): string => JSON.stringify(value).replace(/\u2028/g, "\\u2028");

  it("keeps a hostile locale string inside the props, byte for byte as the demo store", () => {
    const hostile = '</script><script>alert(1)</script> & \u2028 "q"';
    const source = read("cart-with-items.html");
    const locale = readCountryLocale(source) as Record<string, Record<string, Record<string, unknown>>>;
    const us = locale.US?.postcode;
    if (!us) throw new Error("the captured locale has no US postcode");
    us.label = hostile;
    const params = JSON.parse(/var wc_address_i18n_params = (\{.*?\});\s*$/m.exec(source)?.[1] ?? "{}") as Record<string, unknown>;
    const raw = source.replace(/var wc_address_i18n_params = \{.*?\};(\s*)$/m, (_, space: string) => `var wc_address_i18n_params = ${phpJson({ ...params, locale: phpJson(locale) })};${space}`);
    // WooCommerce's get_country_locale() answers the same locale on the PHP side.
    const [served] = renderPhp({ pages: [{ html: raw, countries: { locale } }] }).pages ?? [];
    const expected = applyLegacyRule(placedLikeThePlugin(raw, "cart-with-items.html"), pageTypeOf(raw), printedScriptsOf(raw)).html;
    expect(withoutNonces(served ?? "")).toBe(withoutNonces(expected));
    const island = (served ?? "").slice((served ?? "").indexOf('<div data-island="cart-page"'));
    const json = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "";
    expect(json).toContain('"label":"\\u003C/script\\u003E\\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E \\u0026 \\u2028 \\"q\\""');
    const props = parseCartPageProps(JSON.parse(json));
    expect(props.ok && props.value.locale?.US?.postcode?.label).toBe(hostile);
    expect(parse(served ?? "").querySelectorAll('[data-island="cart-page"] script').length).toBe(1);
  });
});
