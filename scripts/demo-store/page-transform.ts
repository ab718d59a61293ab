/**
 * Turns a captured page into a template, once at startup: legacy scripts and stylesheets out,
 * our stylesheet, config and bundle in, islands placed, URLs made site-relative. What depends
 * on the visitor or the request (the origin, the header cart, the nonce, the config script) is
 * left as "holes" filled per request by renderPage.
 */
import type { AssetManifest } from "../../esbuild.config";
import { insertBeforeBodyEnd } from "./elements";
import { placeIslands } from "./islands";
import { applyLegacyRule, legacyReport, pageTypeOf, printedScriptsOf } from "./legacy";
import { headAssets } from "./page-config";
import { CAPTURE_ORIGIN } from "./paths";
import { RENDERED_FOR_MARK } from "./islands-wishlist";
import { shortcodeInnerSpan } from "./wishlist-page";

export type Hole = "origin" | "originEncoded" | "headerCart" | "config" | "nonce" | "removeNonce";
const HOLES: readonly string[] = ["origin", "originEncoded", "headerCart", "config", "nonce", "removeNonce"];

/**
 * CommerceKit's wishlist, printed per visitor: a product's save link in its `.full` (product
 * page) or `.mini` (listing card) button, and the `/wishlist/` page's list.
 */
export type WishlistHole = { kind: "full" | "mini"; productId: number } | { kind: "list" } | { kind: "renderedFor" };

/** What renderPage asks of the visitor for the wishlist holes; `captured` is the captured markup. */
export interface VisitorParts {
  wishlist(hole: WishlistHole, captured: string): string;
}

export interface PageTemplate {
  /** Literal text at even indexes, hole names at odd ones. */
  parts: string[];
  fragmentName: string;
  cartHashKey: string;
  /** The captured markup of the wishlist holes, by hole name. */
  captured?: Record<string, string>;
}

const hole = (name: string): string => `\u0000${name}\u0000`;
const HOLE_RE = /\u0000(\w+)\u0000/;

const KEPT_SCRIPT_TYPES = new Set(["application/ld+json", "application/json", "text/template"]);

/** wc_cart_fragments_params' fragment_name and cart_hash_key, read before its script goes. */
export function readFragmentParams(html: string, page: string): { fragmentName: string; cartHashKey: string } {
  const json = /var wc_cart_fragments_params = (\{.*?\});/.exec(html)?.[1];
  const params: unknown = json ? JSON.parse(json) : undefined;
  if (typeof params !== "object" || params === null) throw new Error(`${page}: no wc_cart_fragments_params`);
  const fragmentName = "fragment_name" in params ? params.fragment_name : undefined;
  const cartHashKey = "cart_hash_key" in params ? params.cart_hash_key : undefined;
  if (typeof fragmentName !== "string" || typeof cartHashKey !== "string") {
    throw new Error(`${page}: wc_cart_fragments_params lacks fragment_name / cart_hash_key`);
  }
  return { fragmentName, cartHashKey };
}

/**
 * Removes every script except JSON, ld+json and `text/template` blocks (so every
 * `<script src>`, every inline config object and every "inline script omitted" stub), the
 * "inline style omitted" stubs and every stylesheet link (their files do not exist here).
 */
export function stripLegacyAssets(html: string): string {
  const removed = "\u0001";
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attrs: string) => {
      const type = /\btype\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
      return KEPT_SCRIPT_TYPES.has(type) && !/\bsrc\s*=/i.test(attrs) ? element : removed;
    })
    .replace(/<style\b[^>]*>\s*\/\* inline style omitted: \d+ bytes \*\/\s*<\/style>/g, removed)
    .replace(/<noscript>[\s\u0001]*<\/noscript>/g, removed)
    .replace(/<link\b[^>]*\brel\s*=\s*(["'])stylesheet\1[^>]*>/gi, removed)
    .replace(/^[ \t]*(?:\u0001[ \t]*)+\r?\n/gm, "")
    .replace(/\u0001/g, "");
}

/**
 * Site-relative URLs everywhere, except where an absolute URL is expected: ld+json, the
 * canonical link and URL-encoded URLs (oEmbed links), which get the request's origin.
 */
export function rewriteUrls(html: string): string {
  const escapedOrigin = CAPTURE_ORIGIN.replace(/\//g, "\\/");
  return html
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, (block) =>
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
  target.kind === "list" || target.kind === "renderedFor" ? `wishlist_${target.kind}` : `wishlist_${target.kind}_${target.productId}`;

function wishlistHoleOf(name: string): WishlistHole | null {
  if (name === "wishlist_list") return { kind: "list" };
  if (name === "wishlist_renderedFor") return { kind: "renderedFor" };
  const match = /^wishlist_(full|mini)_(\d+)$/.exec(name);
  return match ? { kind: match[1] === "full" ? "full" : "mini", productId: Number(match[2]) } : null;
}

/**
 * The header cart blocks, CommerceKit's nonce input, the `_wpnonce` of the cart page's remove
 * links (checked as WooCommerce checks it) and CommerceKit's wishlist become holes: each
 * product's save link inside its `.full` / `.mini` button, and the inner markup of the
 * wishlist page's `#commercekit-wishlist-shortcode` (their captured markup kept in `captured`).
 */
function markVisitorParts(html: string, captured: Record<string, string>): string {
  const marked = html
    .replace(/<div class="shoptimizer-cart">[\s\S]*?<\/a>\s*<\/div>/g, hole("headerCart"))
    .replace(/(<input type="hidden" id="commercekit_nonce" name="commercekit_nonce" value=")[^"]*(")/g, `$1${hole("nonce")}$2`)
    .replace(/(\?remove_item=[0-9a-f]+&(?:#038;|amp;)?_wpnonce=)[0-9a-f]+/g, `$1${hole("removeNonce")}`)
    .replace(
      /(<div class="commercekit-wishlist (full|mini)\b[^"]*" data-product-id="(\d+)">)(<a href="#" class="commercekit-save-wishlist"[^>]*>[\s\S]*?<\/a>)/g,
      (_, open: string, kind: string, id: string, link: string) => {
        const name = wishlistHoleName({ kind: kind === "full" ? "full" : "mini", productId: Number(id) });
        captured[name] = link;
        return `${open}${hole(name)}`;
      },
    );
  const list = shortcodeInnerSpan(marked);
  if (!list) return marked;
  captured[wishlistHoleName({ kind: "list" })] = marked.slice(list.start, list.end);
  return `${marked.slice(0, list.start)}${hole(wishlistHoleName({ kind: "list" }))}${marked.slice(list.end)}`;
}

/**
 * The wishlist island's `renderedFor` prop (islands-wishlist.ts prints a mark there) becomes a
 * hole: whom the page's buttons are printed for, a JSON string; captured as a page printed for a
 * visitor without a wishlist.
 */
function markRenderedFor(html: string, captured: Record<string, string>): string {
  const name = wishlistHoleName({ kind: "renderedFor" });
  captured[name] = JSON.stringify("");
  return html.split(JSON.stringify(RENDERED_FOR_MARK)).join(hole(name));
}

function addHeadAssets(html: string, manifest: AssetManifest, page: string, pageType: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) throw new Error(`${page}: no </head>`);
  return `${html.slice(0, headEnd)}${headAssets(manifest, hole("config"), pageType)}\n${html.slice(headEnd)}`;
}

/**
 * The plugin's legacy-script rule on the placed page: the scripts are already gone here, so it
 * settles what they leave behind and notes what a real store would keep.
 */
function applyLegacyScripts(html: string, raw: string): string {
  const scripts = printedScriptsOf(raw);
  const outcome = applyLegacyRule(html, pageTypeOf(raw), scripts);
  return insertBeforeBodyEnd(outcome.html, legacyReport(outcome, scripts));
}

export function transformPage(raw: string, page: string, manifest: AssetManifest): PageTemplate {
  const params = readFragmentParams(raw, page);
  let html = stripLegacyAssets(raw);
  html = rewriteUrls(html);
  const captured: Record<string, string> = {};
  html = markVisitorParts(html, captured);
  html = placeIslands(html, { page, source: raw });
  html = markRenderedFor(html, captured);
  html = applyLegacyScripts(html, raw);
  html = addHeadAssets(html, manifest, page, pageTypeOf(raw));
  return { parts: html.split(HOLE_RE), ...params, captured };
}

/** The page for a request: `values` fill the holes, `visitor` the wishlist (captured without it). */
export function renderPage(template: PageTemplate, values: Record<Hole, string>, visitor?: VisitorParts): string {
  const fill = (part: string): string => {
    if (HOLES.includes(part)) return values[part as Hole] ?? "";
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
