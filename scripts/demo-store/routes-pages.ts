/**
 * Pages at the real store's paths, served from the captured pages (transformed once at
 * startup, see page-transform.ts), plus WooCommerce's no-JS cart fallbacks:
 * `?add-to-cart=ID[&quantity=N]` (GET, or a product form POST) and
 * `?remove_item=KEY&_wpnonce=…`. The add is answered with a redirect; the removal, as
 * WooCommerce's form handler does it, only with the visitor's valid `woocommerce-cart` nonce
 * (then a redirect to the cart), otherwise the page is shown and nothing is removed.
 *
 * CommerceKit's wishlist is printed per visitor (its buttons and the `/wishlist/` list); with
 * `?cached=1` any page renders as a full-page cache would have stored it for a visitor with
 * nothing saved: every button unsaved, the list empty.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { AssetManifest } from "../../esbuild.config";
import { addToVisitorCart } from "./ajax-wc";
import { savedButton } from "./ajax-wishlist";
import { removeFromCart } from "./cart";
import { cartSummary, withCartCookies, type RequestContext } from "./context";
import { renderHeaderCart } from "./fragments";
import { HTML_TYPE, NO_CACHE_HEADERS, redirect, type Answer } from "./http";
import { addGalleryVideo, applyGalleryLayout } from "./gallery-switches";
import { withSourceSwitches } from "./page-switches";
import { settingsFor, withCartLockFor } from "./page-config";
import { notFoundSource, renderPage, type PageTemplate, type VisitorParts } from "./page-transform";
import { PageTemplates } from "./page-templates";
import { CAPTURE_ORIGIN, PAGES_DIR } from "./paths";
import { renderWishlistShortcode, shortcodeInnerSpan } from "./wishlist-page";
import { renderedForKey } from "../../islands/wishlist/rendered-for";
import { COMING_SOON_ADMIN_FILE, COMING_SOON_SWITCH } from "./coming-soon";
import { myAccountSource, withLoginError } from "./my-account-notices";
import { cartPageAction } from "./cart-page-actions";
import { visitorCartSource, withVisitorNotices } from "./cart-page-render";
import { serveThroughPlugin } from "./plugin-render";
import { loadHtmlExamples, themeExampleName, themeExampleSource, themeExampleTemplate } from "./theme-examples";

interface PageRoute {
  path: string;
  file: string;
  /** Served instead of `file` while the visitor's cart is empty. */
  emptyCartFile?: string;
  /** WooCommerce sends no-cache headers on the cart and checkout pages. */
  noCache?: boolean;
  /** Served instead of `file` for `?popup=1`: the same page with Popup Maker's may-promo popup. */
  popupFile?: string;
}

export const PAGE_ROUTES: PageRoute[] = [
  { path: "/", file: "home.html" },
  { path: "/shop/", file: "shop.html", popupFile: "popup-shop.html" },
  { path: "/product/hoodie/", file: "product-variable-hoodie.html", popupFile: "popup-product-hoodie.html" },
  { path: "/product/zip-hoodie/", file: "product-variable-zip-hoodie.html" },
  { path: "/product/classic-t-shirt/", file: "product-simple-t-shirt.html" },
  { path: "/product/wool-beanie/", file: "product-simple-out-of-stock-beanie.html" },
  { path: "/product/gift-card/", file: "product-sold-individually-gift-card.html" },
  { path: "/product-category/clothing/hoodies/", file: "category-hoodies.html" },
  { path: "/cart/", file: "cart-with-items.html", emptyCartFile: "cart-empty.html", noCache: true },
  { path: "/checkout/", file: "checkout-with-items.html", noCache: true },
  { path: "/wishlist/", file: "wishlist-with-items.html" },
];
const SEARCH_FILE = "search-results.html";
const NOT_FOUND = "404";
/** `/my-account/`, built from home.html and the checkout's login form (my-account-notices.ts). */
const MY_ACCOUNT = "my-account";
const MY_ACCOUNT_PATH = "/my-account/";

export function loadPages(manifest: AssetManifest, pagesDir = PAGES_DIR): PageTemplates {
  const read = (file: string): string => readFileSync(path.join(pagesDir, file), "utf8");
  const files = [...new Set([SEARCH_FILE, COMING_SOON_ADMIN_FILE, ...PAGE_ROUTES.flatMap((route) => [route.file, route.emptyCartFile ?? route.file, route.popupFile ?? route.file])])];
  const sources = new Map<string, { raw: string; page: string }>(files.map((file) => [file, { raw: read(file), page: file }]));
  sources.set(NOT_FOUND, { raw: notFoundSource(read("home.html")), page: "404 (home.html)" });
  sources.set(MY_ACCOUNT, { raw: myAccountSource(read("home.html"), read("checkout-with-items.html")), page: "my-account (home.html)" });
  for (const [name, example] of loadHtmlExamples()) {
    sources.set(themeExampleTemplate(name), { raw: themeExampleSource(read("home.html"), name, example), page: `theme example ${name} (home.html)` });
  }
  return new PageTemplates(sources, manifest);
}

const routeFor = (pathname: string): PageRoute | undefined => PAGE_ROUTES.find((route) => route.path === pathname);

/** The URL without the add-to-cart parameters, as a redirect target. */
function withoutParams(ctx: RequestContext, url: URL, names: string[]): string {
  const params = new URLSearchParams(url.search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  return `${ctx.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

function cartFallback(ctx: RequestContext, url: URL, form: Map<string, string>): Answer | null {
  const removeKey = url.searchParams.get("remove_item");
  if (removeKey !== null) {
    if (!ctx.session.id || url.searchParams.get("_wpnonce") !== ctx.session.removeNonce) return null;
    removeFromCart(ctx.session.cart, removeKey);
    return withCartCookies(ctx, redirect(`${ctx.origin}/cart/`));
  }
  const addId = form.get("add-to-cart") ?? url.searchParams.get("add-to-cart");
  if (addId === null) return null;
  const variationId = Number.parseInt(form.get("variation_id") ?? "", 10);
  const id = variationId > 0 ? variationId : Number.parseInt(addId, 10) || 0;
  addToVisitorCart(ctx, id, form.get("quantity") ?? url.searchParams.get("quantity") ?? undefined);
  return withCartCookies(ctx, redirect(withoutParams(ctx, url, ["add-to-cart", "quantity"])));
}

function templateFile(ctx: RequestContext, templates: PageTemplates, url: URL, route: PageRoute | undefined): string {
  if (url.pathname === "/" && url.searchParams.has("s")) return SEARCH_FILE;
  if (url.pathname === MY_ACCOUNT_PATH) return MY_ACCOUNT;
  const example = themeExampleName(url.pathname);
  if (example !== null && templates.has(themeExampleTemplate(example))) return themeExampleTemplate(example);
  if (url.pathname === COMING_SOON_SWITCH.path && url.searchParams.get(COMING_SOON_SWITCH.name) === COMING_SOON_SWITCH.value) return COMING_SOON_ADMIN_FILE;
  if (!route) return NOT_FOUND;
  if (route.popupFile && url.searchParams.get("popup") === "1") return route.popupFile;
  return route.emptyCartFile && ctx.session.cart.lines.length === 0 ? route.emptyCartFile : route.file;
}

/**
 * The wishlist buttons as the visitor has them, and whom they are printed for (the key of the
 * visitor's `commercekit_wishlist` cookie, "" without one), as the plugin prints it.
 */
export function visitorWishlist(saved: readonly number[], wishlistKey: string | null = null): VisitorParts {
  return {
    wishlist: (hole, captured) => {
      if (hole.kind === "renderedFor") return JSON.stringify(renderedForKey(wishlistKey));
      return saved.includes(hole.productId) ? savedButton("", hole.kind) : captured;
    },
  };
}

/** The wishlist page's source with the list of `saved` products, as CommerceKit prints it. */
export function withWishlistList(raw: string, saved: readonly number[]): string {
  const list = shortcodeInnerSpan(raw);
  return list ? `${raw.slice(0, list.start)}${renderWishlistShortcode(saved, CAPTURE_ORIGIN)}${raw.slice(list.end)}` : raw;
}

/** The page's source as this request changes it: the switches, the visitor's cart and wishlist. */
function sourceFor(ctx: RequestContext, url: URL, raw: string, cached: boolean): string {
  const switched = withSourceSwitches(raw, url.searchParams);
  if (url.pathname === "/cart/") return visitorCartSource(ctx, switched);
  return url.pathname === "/wishlist/" ? withWishlistList(switched, cached ? [] : ctx.session.wishlist) : switched;
}

function renderFor(ctx: RequestContext, template: PageTemplate, cached: boolean): string {
  const values = {
    origin: ctx.origin,
    originEncoded: encodeURIComponent(ctx.origin),
    headerCart: renderHeaderCart(cartSummary(ctx)),
  };
  // A full-page cache stored the page as printed for a visitor with nothing saved and no cookie.
  const wishlist = cached ? visitorWishlist([]) : visitorWishlist(ctx.session.wishlist, ctx.session.wishlistKey);
  return withCartLockFor(ctx.session.cookies, renderPage(template, values, wishlist, (action) => ctx.session.nonceFor(action)));
}

export function handlePage(ctx: RequestContext, templates: PageTemplates, url: URL, form: Map<string, string>): Answer {
  const fallback = cartPageAction(ctx, url, form) ?? cartFallback(ctx, url, form);
  if (fallback) return fallback;
  const route = routeFor(url.pathname);
  if (!route && !url.pathname.endsWith("/") && routeFor(`${url.pathname}/`)) {
    return { status: 301, headers: { Location: `${ctx.origin}${url.pathname}/${url.search}` }, body: "" };
  }
  const file = templateFile(ctx, templates, url, route);
  const cached = url.searchParams.get("cached") === "1";
  const template = templates.variant(file, (raw) => sourceFor(ctx, url, raw, cached), settingsFor(ctx.session.cookies));
  const headers = { "Content-Type": HTML_TYPE, ...(route?.noCache ? NO_CACHE_HEADERS : {}) };
  const status = file === NOT_FOUND ? 404 : 200;
  const rendered = renderFor(ctx, template, cached);
  const page = route?.path === "/cart/" ? withVisitorNotices(ctx, rendered) : rendered;
  const layout = url.searchParams.get("gallery_layout");
  const withLayout = layout ? applyGalleryLayout(page, layout) : page;
  const withVideo = url.searchParams.get("gallery_video") === "1" ? addGalleryVideo(withLayout) : withLayout;
  // The login form posted: WooCommerce answers the same page with its error notice.
  const body = url.pathname === MY_ACCOUNT_PATH && form.has("login") ? withLoginError(withVideo) : withVideo;
  return withCartCookies(ctx, { status, headers, body });
}
