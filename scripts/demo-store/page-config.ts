/**
 * The page-wide Islet config object the demo store prints (`#islet-config`, see
 * src/config.ts): the values the WordPress plugin derives from WooCommerce's own params
 * objects (wc_add_to_cart_params, wc_cart_fragments_params, commercekit_ajs: its ajax URL and
 * its live search URLs, which the captured store has on).
 */
import type { AssetManifest } from "../../esbuild.config";
import { escapeAttribute } from "../../src/contract/markup";
import { BASE_CSS_URL, BUILD_URL_PREFIX } from "./paths";

export interface PageConfigInput {
  /** The request's origin, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  isCart: boolean;
  /** From the page's wc_cart_fragments_params. */
  fragmentName: string;
  cartHashKey: string;
  /** False: the page turns the cross-tab cart lock off (the `islet_demo_cart_lock=off` cookie). */
  cartLock?: boolean;
  /** True: WooCommerce's "Redirect to the cart page after successful addition" is on (REDIRECT_COOKIE). */
  redirectAfterAdd?: boolean;
  /** True: Shoptimizer's "single product ajax add to cart" is on (PRODUCT_FORM_AJAX_COOKIE). */
  productFormAjax?: boolean;
}

/**
 * The demo store's switch for tests that show the race the lock prevents (issue 16): this cookie
 * with the value `off` prints `"cartLock": false` in that browser's pages. A real store's plugin
 * never prints it, so no shopper can turn the lock off.
 */
export const CART_LOCK_COOKIE = "islet_demo_cart_lock";

/**
 * The demo store's stand-in for WooCommerce's `woocommerce_cart_redirect_after_add` option: this
 * cookie with the value `yes` prints `"cartRedirectAfterAdd": "yes"` in that browser's pages, as a
 * store with the option on does for everyone (the reference store has it off:
 * docs/behaviour/constants.md#cart).
 */
export const REDIRECT_COOKIE = "islet_demo_redirect_after_add";

/**
 * The demo store's stand-in for Shoptimizer's "single product ajax add to cart" setting: this
 * cookie with the value `on` prints `"productFormAjax": true` in that browser's pages, as a store
 * with the setting on does for everyone. Off, the reference store's setting (the theme's default),
 * the product form posts.
 */
export const PRODUCT_FORM_AJAX_COOKIE = "islet_demo_product_form_ajax";

export interface DemoIsletConfig {
  v: 1;
  wcAjaxUrl: string;
  ajaxUrl: string;
  ckAjaxUrl: string;
  cartUrl: string;
  isCart: boolean;
  cartRedirectAfterAdd: "yes" | "no";
  productFormAjax: boolean;
  fragmentName: string;
  cartHashKey: string;
  requestTimeout: number;
  isPageBuilderEditor: boolean;
  /** CommerceKit's live search (`commercekit_ajs.ajax_url_product` / `ajax_url_post`), site-relative. */
  ckSearch: { productUrl: string; postUrl: string } | null;
  /** Printed only when false (see CART_LOCK_COOKIE). */
  cartLock?: false;
  i18n: Record<string, string>;
}

export function buildIsletConfig(input: PageConfigInput): DemoIsletConfig {
  return {
    v: 1,
    wcAjaxUrl: "/?wc-ajax=%%endpoint%%",
    ajaxUrl: "/wp-admin/admin-ajax.php",
    ckAjaxUrl: "/?commercekit-ajax",
    cartUrl: `${input.origin}/cart/`,
    isCart: input.isCart,
    cartRedirectAfterAdd: input.redirectAfterAdd === true ? "yes" : "no",
    productFormAjax: input.productFormAjax === true,
    fragmentName: input.fragmentName,
    cartHashKey: input.cartHashKey,
    requestTimeout: 5000,
    isPageBuilderEditor: false,
    ckSearch: { productUrl: "/?cgkit_ajax_search_product=1", postUrl: "/?cgkit_ajax_search_post=1" },
    ...(input.cartLock === false ? { cartLock: false as const } : {}),
    i18n: {},
  };
}

/**
 * What a page of this type preloads beside boot, as the plugin does (includes/assets.php): the
 * registry parts its islands need at once, each file once — the product part on product pages
 * (decision 0024) and the other pages' part everywhere but the checkout, which carries none of
 * their islands (0027).
 */
export function preloadsFor(manifest: Pick<AssetManifest, "productPreload" | "pagesPreload">, pageType: string): string[] {
  if (pageType === "checkout") return [];
  const parts = pageType === "product" ? [...manifest.productPreload, ...manifest.pagesPreload] : manifest.pagesPreload;
  return [...new Set(parts)];
}

/**
 * The `<head>` tags for the base stylesheet and the built bundle (hole: the config script), and
 * the page's preloads (preloadsFor). Their URLs have no `?ver`: boot imports them by their hashed
 * names, and a preload only counts for that URL.
 */
export function headAssets(manifest: AssetManifest, configHole: string, pageType: string): string {
  const ver = encodeURIComponent(manifest.version);
  const asset = (file: string): string => escapeAttribute(`${BUILD_URL_PREFIX}${file}?ver=${ver}`);
  const preloads = preloadsFor(manifest, pageType);
  return [
    `<link rel="stylesheet" href="${BASE_CSS_URL}">`,
    `<link rel="stylesheet" href="${asset(manifest.css)}">`,
    configHole,
    ...preloads.map((file) => `<link rel="modulepreload" href="${escapeAttribute(`${BUILD_URL_PREFIX}${file}`)}">`),
    `<script type="module" src="${asset(manifest.boot)}"></script>`,
  ].join("\n");
}
