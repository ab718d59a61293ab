// @vitest-environment node
/**
 * The plugin prints what the islands read (docs/decisions/0002): its island printer against the
 * contract's golden cases (fixtures/contract/islands.json) and the TypeScript printer the tests
 * build markup with, its config script and the drawer's wrap read by the islands' own parsers,
 * and hostile strings kept inside their props and attributes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCartButtonsProps } from "../../islands/cart-buttons/props";
import { parseMiniCartProps } from "../../islands/mini-cart/props";
import { DEFAULT_STRINGS, parseConfig } from "../../src/config";
import { encodeScriptJson, renderIsland, type IslandMarkup } from "../../src/contract/markup";
import { readInlineObject } from "../demo-store/inline-objects";
import { REPO_ROOT } from "../demo-store/paths";
import { capturedPages, openDom, readCaptured, readIsland as readOneIsland, renderPhp, requirePhp } from "./render";

const MINI_CART_PROPS = { openers: ".shoptimizer-cart a.cart-contents", blocks: true };
const CART_BUTTONS: IslandMarkup = { name: "cart-buttons", version: 1, when: "load", props: {} };

interface GoldenCase {
  name: string;
  island: IslandMarkup;
  html: string;
}

const golden = JSON.parse(readFileSync(path.join(REPO_ROOT, "fixtures/contract/islands.json"), "utf8")) as GoldenCase[];

let dom: ReturnType<typeof openDom>;
const parse = (html: string): Document => dom.parse(html);
const readIsland = (html: string): ReturnType<typeof readOneIsland> => readOneIsland(parse, html);

beforeAll(() => {
  requirePhp();
  dom = openDom();
});

afterAll(async () => {
  await dom?.close();
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
        // The test WordPress registers no `react` script: the plugin's copy (docs/decisions/0035).
        react: {
          version: "18.3.1",
          react: "http://shop.example/wp-content/plugins/wp-plugin/assets/build/vendor/react-18.3.1.min.js",
          reactDom: "http://shop.example/wp-content/plugins/wp-plugin/assets/build/vendor/react-dom-18.3.1.min.js",
        },
        i18n: DEFAULT_STRINGS,
      },
    });
  });

  it("gives CommerceKit's live search URLs as its commercekit_ajs prints them, when its live search is on", () => {
    const ajs = readInlineObject(readCaptured("shop.html"), "commercekit_ajs") ?? {};
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
  it("wraps the drawer of every captured page that has one in the mini-cart island the island reads", () => {
    const pages = capturedPages();
    const htmls = pages.map(readCaptured);
    const wraps = renderPhp({ wraps: htmls.map((html) => ({ html, props: MINI_CART_PROPS })) }).wraps ?? [];
    const withDrawer = pages.filter((_, i) => htmls[i]?.includes('<div tabindex="-1" id="shoptimizerCartDrawer"'));
    expect(withDrawer.length).toBeGreaterThan(10);
    pages.forEach((page, i) => {
      const wrapped = wraps[i] ?? "";
      if (!withDrawer.includes(page)) return expect(wrapped, page).toBe(htmls[i]);
      expect(wrapped.split('<div data-island="mini-cart"'), page).toHaveLength(2);
      const island = wrapped.slice(wrapped.indexOf('<div data-island="mini-cart"'));
      expect(island.slice(island.indexOf("</script>") + "</script>".length), page).toMatch(/^<div tabindex="-1" id="shoptimizerCartDrawer"/);
      expect(parseMiniCartProps(JSON.parse(/data-island-props>(.*?)<\/script>/.exec(island)?.[1] ?? "null")).ok, page).toBe(true);
    });
  });

  it("leaves a page without Shoptimizer's drawer unchanged", () => {
    const html = '<!DOCTYPE html><html><body><div class="site-header-cart"><div class="widget_shopping_cart_content"></div></div></body></html>';
    expect(renderPhp({ wraps: [{ html, props: MINI_CART_PROPS }] }).wraps).toEqual([html]);
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
    (answer.islands ?? []).forEach((html, i) => {
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
    (answer.islands ?? []).forEach((html, i) => {
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
