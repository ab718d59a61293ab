/**
 * CommerceKit's wishlist list (the `[commercekit_wishlist]` shortcode) for a visitor's saved
 * products, in the captured markup: `pages/wishlist-empty.html` when nothing is saved, else one
 * `<li>` per product, newest first, as `pages/wishlist-with-items.html` prints them (its own
 * rows for the Hoodie 25 and the T-Shirt 61; for other products their card in `shop.html` with
 * the wishlist's changes: the `cgkit-wishlist-product` class, `data-product-id`, the
 * `commercekit-remove-wishlist2` link and add-to-cart links back to the wishlist), and the
 * `N items` count. WooCommerce's loop classes `first` / `last` follow the row's place in the
 * four columns. One page only (CommerceKit pages long lists; the store has 12 products).
 *
 * The same markup serves the `/wishlist/` page (site-relative URLs, as the page transform makes
 * them) and `commercekit_remove_wishlist` with `reload=1` (absolute URLs, capture 44), which
 * sends the list without the outer `<div id="commercekit-wishlist-shortcode">`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { findElementEnd } from "./elements";
import { CAPTURE_ORIGIN, PAGES_DIR } from "./paths";

export const SHORTCODE_START = '<div id="commercekit-wishlist-shortcode">';
const LIST_HEAD = '\t\n\t<div class="commercekit-wishlist"></div>\n\t<ul class="commercekit-wishlist-list products columns-4">\n\t\t';
const COLUMNS = 4;

/** Where the inner markup of `#commercekit-wishlist-shortcode` lies in a page, or null. */
export function shortcodeInnerSpan(html: string): { start: number; end: number } | null {
  const start = html.indexOf(SHORTCODE_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  return end < 0 ? null : { start: start + SHORTCODE_START.length, end: end - "</div>".length };
}

/** Each listing card `<li class="product type-product post-N …">…</li>` of a page, by product id. */
export function productCards(html: string): Map<number, string> {
  const cards = new Map<number, string>();
  for (const match of html.matchAll(/<li class="product type-product post-(\d+) /g)) {
    const end = findElementEnd(html, match.index, "li");
    const id = Number(match[1]);
    if (end > 0 && !cards.has(id)) cards.set(id, html.slice(match.index, end));
  }
  return cards;
}

interface Sources {
  /** The rows wishlist-with-items.html prints (25, 61). */
  captured: Map<number, string>;
  /** shop.html's cards: every product of the store. */
  shop: Map<number, string>;
  /** The empty list after LIST_HEAD (wishlist-empty.html). */
  emptyBody: string;
}

let sources: Sources | null = null;

function shortcodeInner(html: string, page: string): string {
  const span = shortcodeInnerSpan(html);
  const inner = span ? html.slice(span.start, span.end) : "";
  if (!inner.startsWith(`\n${LIST_HEAD}`)) throw new Error(`${page}: no wishlist list in the captured markup`);
  return inner.slice(1 + LIST_HEAD.length);
}

function loadSources(pagesDir = PAGES_DIR): Sources {
  if (sources) return sources;
  const read = (file: string): string => readFileSync(path.join(pagesDir, file), "utf8");
  const captured = productCards(shortcodeInner(read("wishlist-with-items.html"), "wishlist-with-items.html"));
  sources = { captured, shop: productCards(read("shop.html")), emptyBody: shortcodeInner(read("wishlist-empty.html"), "wishlist-empty.html") };
  return sources;
}

/** shop.html's card of every product, by id, as captured (absolute capture-origin URLs). */
export const storeCards = (): ReadonlyMap<number, string> => loadSources().shop;

/** Capture-origin URLs on `origin`; `""` makes them site-relative as the page transform does. */
export function localize(markup: string, origin: string): string {
  const escaped = CAPTURE_ORIGIN.replace(/\//g, "\\/");
  if (origin !== "") return markup.split(escaped).join(origin.replace(/\//g, "\\/")).split(CAPTURE_ORIGIN).join(origin);
  return markup
    .split(`${escaped}\\/`).join("\\/")
    .split(escaped).join("\\/")
    .split(`${CAPTURE_ORIGIN}/`).join("/")
    .split(CAPTURE_ORIGIN).join("/");
}

/** A shop card as the wishlist prints it (the rows 25 and 61 show the changes). */
function wishlistCard(card: string, id: number): string {
  const removeLink =
    `<div class="commercekit-wishlist mini no-wsl-update"><a href="#" class="commercekit-remove-wishlist2 wsl-remove" ` +
    `data-product-id="${id}" title="Wishlist" data-wpage="1">x</a></div>`;
  return card
    .replace(/^<li class="([^"]*)">/, (_, classes: string) => {
      const names = classes.split(" ");
      const typeAt = names.findIndex((name) => name.startsWith("product-type-"));
      names.splice(typeAt < 0 ? names.length : typeAt + 1, 0, "cgkit-wishlist-product");
      return `<li class="${names.join(" ")}" data-product-id="${id}">`;
    })
    .replace(/<div class="commercekit-wishlist mini" data-product-id="\d+">[\s\S]*?<\/a><\/div>/, removeLink)
    .split('href="/shop/?add-to-cart=').join('href="/wishlist/?add-to-cart=');
}

/** WooCommerce's loop classes: `first` opens a row of COLUMNS, `last` ends it. */
function withLoopPlace(row: string, index: number): string {
  const place = index % COLUMNS === 0 ? "first" : index % COLUMNS === COLUMNS - 1 ? "last" : "";
  return row.replace(/^<li class="([^"]*)"/, (_, classes: string) => {
    const names = classes.split(" ").filter((name) => name !== "first" && name !== "last");
    const at = names.indexOf("status-publish");
    if (place) names.splice(at < 0 ? names.length : at + 1, 0, place);
    return `<li class="${names.join(" ")}"`;
  });
}

/** The row of a saved product, or null for an id the store does not list. */
export function wishlistRow(id: number, index: number): string | null {
  const { captured, shop } = loadSources();
  const capturedRow = captured.get(id);
  const card = shop.get(id);
  const row = capturedRow ?? (card ? wishlistCard(card, id) : null);
  return row === null ? null : withLoopPlace(row, index);
}

/**
 * The list as `commercekit_remove_wishlist` with `reload=1` sends it (capture 44): `saved` is the
 * visitor's wishlist, oldest save first; the rows show the newest first.
 */
export function renderWishlistList(saved: readonly number[], origin: string): string {
  const rows = [...saved].reverse().flatMap((id, index) => wishlistRow(id, index) ?? []);
  if (rows.length === 0) return localize(LIST_HEAD + loadSources().emptyBody, origin);
  const count = `${rows.length} ${rows.length === 1 ? "item" : "items"}`;
  const list =
    `${LIST_HEAD}${rows.map((row) => `${row}\n`).join("")}\t</ul> \n\t\t<div class="tablenav-pages commercekit-wishlist-pages">\n` +
    `\t\t<span class="displaying-num">${count}</span>\n\t\t\t<div>\n\t\t\t\t\t\t\t</div>\n\t</div>\n\t\t\t`;
  return localize(list, origin);
}

/** The inner markup of `#commercekit-wishlist-shortcode` on the `/wishlist/` page. */
export const renderWishlistShortcode = (saved: readonly number[], origin: string): string => `\n${renderWishlistList(saved, origin)}`;
