/**
 * Turns a page as the plugin served it (plugin-render.ts: islands placed, legacy scripts taken
 * off, our config, stylesheet and boot module printed, all by the plugin's own PHP) into a
 * template: what the demo store cannot serve goes (every other script and stylesheet a real
 * store keeps: their files do not exist here), the demo's base stylesheet comes in, URLs become
 * site-relative. What depends on the visitor or the request (the origin, the header cart, the
 * nonces, the wishlist) is left as "holes" filled per request by renderPage.
 */
import { insertBeforeBodyEnd } from "./elements";
import { legacyReport } from "./legacy-report";
import { BASE_CSS_URL, CAPTURE_ORIGIN } from "./paths";
import { CART_NONCE_ACTION, CK_NONCE_ACTION } from "./visitors";

export type Hole = "origin" | "originEncoded" | "headerCart";
const HOLES: readonly string[] = ["origin", "originEncoded", "headerCart"];

/** A nonce the page printed for `action`, filled with the visitor's (`nonce:ACTION`). */
const NONCE_HOLE_PREFIX = "nonce:";
const nonceHole = (action: string): string => hole(`${NONCE_HOLE_PREFIX}${action}`);

/** What renderPage fills the `nonce:ACTION` holes with. */
export type NonceFor = (action: string) => string;

/**
 * CommerceKit's wishlist, printed per visitor: a product's save link in its `.full` (product
 * page) or `.mini` (listing card) button, and whom the buttons were printed for. (The
 * `/wishlist/` page's list is part of the page the plugin serves: routes-pages.ts.)
 */
export type WishlistHole = { kind: "full" | "mini"; productId: number } | { kind: "renderedFor" };

/** What renderPage asks of the visitor for the wishlist holes; `captured` is the captured markup. */
export interface VisitorParts {
  wishlist(hole: WishlistHole, captured: string): string;
}

export interface PageTemplate {
  /** Literal text at even indexes, hole names at odd ones. */
  parts: string[];
  /** The captured markup of the wishlist holes, by hole name. */
  captured?: Record<string, string>;
}

const hole = (name: string): string => `\u0000${name}\u0000`;
const HOLE_RE = /\u0000([\w:-]+)\u0000/;

const KEPT_SCRIPT_TYPES = new Set(["application/ld+json", "application/json", "text/template"]);

/** The plugin's own tags (includes/assets.php's handles): the boot module and the islands' stylesheet. */
const OWN_ASSET = /\sid=["'](?:islet-boot-js|islet-islands-css)["']/;

/**
 * Removes every script except JSON, ld+json and `text/template` blocks and the plugin's boot
 * module (so every other `<script src>`, every inline config object and every "inline script
 * omitted" stub), the "inline style omitted" stubs and every stylesheet link but the plugin's
 * (their files do not exist here).
 */
export function stripLegacyAssets(html: string): string {
  const removed = "\u0001";
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attrs: string) => {
      const type = /\btype\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
      if (OWN_ASSET.test(attrs)) return element;
      return KEPT_SCRIPT_TYPES.has(type) && !/\bsrc\s*=/i.test(attrs) ? element : removed;
    })
    .replace(/<style\b[^>]*>\s*\/\* inline style omitted: \d+ bytes \*\/\s*<\/style>/g, removed)
    .replace(/<noscript>[\s\u0001]*<\/noscript>/g, removed)
    .replace(/<link\b[^>]*\brel\s*=\s*(["'])stylesheet\1[^>]*>/gi, (element) => (OWN_ASSET.test(element) ? element : removed))
    .replace(/^[ \t]*(?:\u0001[ \t]*)+\r?\n/gm, "")
    .replace(/\u0001/g, "");
}

/**
 * Site-relative URLs everywhere, except where an absolute URL is expected: ld+json, the
 * plugin's config (its cart URL), the canonical link and URL-encoded URLs (oEmbed links), which
 * get the request's origin.
 */
export function rewriteUrls(html: string): string {
  const escapedOrigin = CAPTURE_ORIGIN.replace(/\//g, "\\/");
  return html
    .replace(/<script type="application\/(?:ld\+json">|json" id="islet-config">)[\s\S]*?<\/script>/g, (block) =>
      block.split(escapedOrigin).join(hole("origin")).split(CAPTURE_ORIGIN).join(hole("origin")),
    )
    .replace(/(<link rel=["']canonical["'] href=["'])http:\/\/127\.0\.0\.1:8881/g, `$1${hole("origin")}`)
    .split(encodeURIComponent(CAPTURE_ORIGIN)).join(hole("originEncoded"))
    .split(`${escapedOrigin}\\/`).join("\\/")
    .split(escapedOrigin).join("\\/")
    .split(`${CAPTURE_ORIGIN}/`).join("/")
    .split(CAPTURE_ORIGIN).join("/");
}

const wishlistHoleName = (target: WishlistHole): string =>
  target.kind === "renderedFor" ? `wishlist_${target.kind}` : `wishlist_${target.kind}_${target.productId}`;

function wishlistHoleOf(name: string): WishlistHole | null {
  if (name === "wishlist_renderedFor") return { kind: "renderedFor" };
  const match = /^wishlist_(full|mini)_(\d+)$/.exec(name);
  return match ? { kind: match[1] === "full" ? "full" : "mini", productId: Number(match[2]) } : null;
}

/**
 * The header cart blocks, the captured nonces (CommerceKit's input, the `_wpnonce` of the cart
 * page's remove links) and each product's wishlist save link inside its `.full` / `.mini` button
 * become holes (the links' captured markup kept in `captured`).
 */
function markVisitorParts(html: string, captured: Record<string, string>): string {
  return html
    .replace(/<div class="shoptimizer-cart">[\s\S]*?<\/a>\s*<\/div>/g, hole("headerCart"))
    .replace(/(<input type="hidden" id="commercekit_nonce" name="commercekit_nonce" value=")[^"]*(")/g, `$1${nonceHole(CK_NONCE_ACTION)}$2`)
    .replace(/(\?remove_item=[0-9a-f]+&(?:#038;|amp;)?_wpnonce=)[0-9a-f]+/g, `$1${nonceHole(CART_NONCE_ACTION)}`)
    .replace(
      /(<div class="commercekit-wishlist (full|mini)\b[^"]*" data-product-id="(\d+)">)(<a href="#" class="commercekit-save-wishlist"[^>]*>[\s\S]*?<\/a>)/g,
      (_, open: string, kind: string, id: string, link: string) => {
        const name = wishlistHoleName({ kind: kind === "full" ? "full" : "mini", productId: Number(id) });
        captured[name] = link;
        return `${open}${hole(name)}`;
      },
    );
}

/**
 * The wishlist island's `renderedFor` prop becomes a hole: whom the page's buttons are printed
 * for, a JSON string; captured as the plugin printed it for a visitor without a wishlist.
 */
function markRenderedFor(html: string, captured: Record<string, string>): string {
  const name = wishlistHoleName({ kind: "renderedFor" });
  const island = html.indexOf('<div data-island="wishlist"');
  const prop = island < 0 ? -1 : html.indexOf('"renderedFor":""', island);
  if (prop < 0) return html;
  captured[name] = JSON.stringify("");
  const value = prop + '"renderedFor":'.length;
  return `${html.slice(0, value)}${hole(name)}${html.slice(value + 2)}`;
}

/**
 * A nonce as the plugin's test WordPress prints it (wp-plugin/tests/support/capabilities.php
 * names the action): in a page's source, a nonce the visitor's takes the place of.
 */
export const nonceMark = (action: string): string => `islet-test-nonce(${action})`;

/** The nonces the plugin printed become holes. */
const markNonces = (html: string): string => html.replace(/islet-test-nonce\(([\w-]+)\)/g, (_, action: string) => nonceHole(action));

/** The demo's own stylesheet (the theme's, which the demo does not serve, in short), before the islands' one. */
function addBaseCss(html: string, page: string): string {
  const islands = html.search(/<link rel='stylesheet' id='islet-islands-css'/);
  if (islands < 0) throw new Error(`${page}: the plugin printed no stylesheet`);
  return `${html.slice(0, islands)}<link rel="stylesheet" href="${BASE_CSS_URL}">\n${html.slice(islands)}`;
}

/** A captured page's template; `served`: the page as the plugin served it (serveThroughPlugin). */
export function transformPage(raw: string, served: string, page: string): PageTemplate {
  let html = stripLegacyAssets(served);
  html = rewriteUrls(html);
  const captured: Record<string, string> = {};
  html = markVisitorParts(html, captured);
  html = markRenderedFor(html, captured);
  html = markNonces(html);
  html = insertBeforeBodyEnd(html, legacyReport(raw, served));
  html = addBaseCss(html, page);
  return { parts: html.split(HOLE_RE), captured };
}

/** The page for a request: `values` fill the holes, `visitor` the wishlist (captured without it). */
export function renderPage(template: PageTemplate, values: Record<Hole, string>, visitor?: VisitorParts, nonceFor?: NonceFor): string {
  const fill = (part: string): string => {
    if (HOLES.includes(part)) return values[part as Hole] ?? "";
    if (part.startsWith(NONCE_HOLE_PREFIX)) return nonceFor?.(part.slice(NONCE_HOLE_PREFIX.length)) ?? "";
    const captured = template.captured?.[part] ?? "";
    const wishlist = wishlistHoleOf(part);
    return wishlist && visitor ? visitor.wishlist(wishlist, captured) : captured;
  };
  return template.parts.map((part, index) => (index % 2 === 0 ? part : fill(part))).join("");
}

/** The 404 page: the home page with its posts replaced by a "not found" message. */
export function notFoundSource(home: string): string {
  return home
    .replace(/<title>[^<]*<\/title>/, "<title>Page not found &#8211; Ref Clothing Store</title>")
    .replace(/<body class="home blog /, '<body class="error404 ')
    .replace(
      /<main id="main"[^>]*>[\s\S]*?<\/main>/,
      '<main id="main" class="site-main"><section class="error-404 not-found"><header class="page-header">' +
        '<h1 class="page-title">Page not found</h1></header><div class="page-content">' +
        '<p>There is nothing at this address. Try a search, or browse the <a href="/shop/">shop</a>.</p>' +
        "</div></section></main>",
    );
}
