/**
 * The demo store's cookie switches for the store's settings: a browser with one of these
 * cookies gets pages served as a store with that setting serves them to everyone (the plugin
 * prints the config from the setting: plugin-render.ts), so one test can turn a setting on
 * without changing the store for the others.
 */
import type { StoreSettings } from "./plugin-render";

/**
 * The demo store's switch for tests that show the race the lock prevents (issue 16): this cookie
 * with the value `off` prints `"cartLock": false` in that browser's pages. A real store's plugin
 * never prints it, so no shopper can turn the lock off.
 */
export const CART_LOCK_COOKIE = "islet_demo_cart_lock";

/**
 * WooCommerce's "Redirect to the cart page after successful addition" (the option
 * `woocommerce_cart_redirect_after_add`): this cookie with the value `yes` turns it on (the
 * reference store has it off, docs/behaviour/constants.md).
 */
export const REDIRECT_COOKIE = "islet_demo_redirect_after_add";

/**
 * Shoptimizer's "single product ajax add to cart" setting: this cookie with the value `on` turns
 * it on. Off, the reference store's setting (the theme's default), the product form posts.
 */
export const PRODUCT_FORM_AJAX_COOKIE = "islet_demo_product_form_ajax";

/** The store's settings a visitor's cookies turn on (none: the reference store's). */
export function settingsFor(cookies: ReadonlyMap<string, string>): StoreSettings {
  const settings: StoreSettings = {};
  if (cookies.get(REDIRECT_COOKIE) === "yes") settings.options = { woocommerce_cart_redirect_after_add: "yes" };
  if (cookies.get(PRODUCT_FORM_AJAX_COOKIE) === "on") settings.shoptimizer = { shoptimizer_layout_woocommerce_single_product_ajax: true };
  return settings;
}

const CONFIG_START = '<script type="application/json" id="islet-config">{';

/** The page with the cross-tab cart lock off in its config, for a browser with CART_LOCK_COOKIE `off`. */
export function withCartLockFor(cookies: ReadonlyMap<string, string>, page: string): string {
  return cookies.get(CART_LOCK_COOKIE) === "off" ? page.replace(CONFIG_START, `${CONFIG_START}"cartLock":false,`) : page;
}
