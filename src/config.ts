/**
 * Page-wide configuration: one JSON script (`#islet-config`) printed once by the server and
 * read once. Values mirror the store's own params objects (wc_add_to_cart_params,
 * wc_cart_fragments_params, commercekit_ajs), so a real store and the demo store agree.
 */
import { CONFIG_SCRIPT_ID } from "./contract/markup";
import {
  booleanField,
  fail,
  isObject,
  numberField,
  ok,
  parseJson,
  stringField,
  type JsonObject,
  type Result,
} from "./contract/validate";

export const CONFIG_VERSION = 1;

export interface IsletStrings {
  viewCart: string;
  loading: string;
  cartUpdated: string;
  itemAdded: string;
  itemRemoved: string;
  closeCart: string;
  addFailed: string;
  removeFailed: string;
}

export interface IsletConfig {
  /** `/?wc-ajax=%%endpoint%%`, as WC_AJAX::get_endpoint prints it. */
  wcAjaxUrl: string;
  /** `/wp-admin/admin-ajax.php`. */
  ajaxUrl: string;
  /** CommerceKit's `commercekit_ajs.ajax_url` (`/?commercekit-ajax`); null without CommerceKit. */
  ckAjaxUrl: string | null;
  cartUrl: string;
  isCart: boolean;
  cartRedirectAfterAdd: boolean;
  /**
   * The product page's form adds by ajax and opens the drawer (Shoptimizer's single-product ajax
   * setting); false, its default: the form posts and the page reloads.
   */
  productFormAjax: boolean;
  fragmentName: string;
  cartHashKey: string;
  requestTimeout: number;
  /** True inside a page-builder editor, where the drawer must not pop open after an add. */
  isPageBuilderEditor: boolean;
  /** CommerceKit's live search URLs (`commercekit_ajs.ajax_url_product` / `ajax_url_post`); null when off. */
  ckSearch: CkSearchUrls | null;
  /**
   * The lock all tabs take around a cart mutation (src/api/cart-lock.ts), on unless the page says
   * `false`: only the demo store does, for tests that show the race it prevents (docs/decisions/0022).
   */
  cartLock: boolean;
  /**
   * Where the islands' React comes from when the page has none of version 18 or later
   * (src/runtime/react-load.ts): WordPress's own `react` and `react-dom` scripts where they are
   * React 18+, else the copy the plugin ships (docs/decisions/0035-one-react.md); null when the
   * page says nothing.
   */
  react: ReactSources | null;
  i18n: IsletStrings;
}

/** React's two UMD files, of one version (`18.3.1`). */
export interface ReactSources {
  version: string;
  react: string;
  reactDom: string;
}

export interface CkSearchUrls {
  productUrl: string;
  postUrl: string;
}

function readCkSearch(raw: unknown): CkSearchUrls | null {
  if (!isObject(raw)) return null;
  const productUrl = stringField(raw, "productUrl");
  const postUrl = stringField(raw, "postUrl");
  return productUrl && postUrl ? { productUrl, postUrl } : null;
}

function readReactSources(raw: unknown): ReactSources | null {
  if (!isObject(raw)) return null;
  const version = stringField(raw, "version");
  const react = stringField(raw, "react");
  const reactDom = stringField(raw, "reactDom");
  return version && react && reactDom ? { version, react, reactDom } : null;
}

export const DEFAULT_STRINGS: IsletStrings = {
  viewCart: "View cart",
  loading: "Please wait...",
  cartUpdated: "Cart updated.",
  itemAdded: "Item added to your cart.",
  itemRemoved: "Item removed from your cart.",
  closeCart: "Close drawer",
  addFailed: "Sorry, this item could not be added to your cart. Please try again.",
  removeFailed: "Sorry, this item could not be removed from your cart. Please try again.",
};

function readStrings(raw: unknown): IsletStrings {
  const source: JsonObject = isObject(raw) ? raw : {};
  const out = { ...DEFAULT_STRINGS };
  for (const key of Object.keys(out) as (keyof IsletStrings)[]) {
    out[key] = stringField(source, key, out[key]) ?? out[key];
  }
  return out;
}

export function parseConfig(raw: unknown): Result<IsletConfig> {
  if (!isObject(raw)) return fail("config is not an object");
  if (numberField(raw, "v", 0) !== CONFIG_VERSION) return fail(`config version is not ${CONFIG_VERSION}`);
  const wcAjaxUrl = stringField(raw, "wcAjaxUrl");
  if (!wcAjaxUrl || !wcAjaxUrl.includes("%%endpoint%%")) return fail("wcAjaxUrl must contain %%endpoint%%");
  const ckAjaxUrl = stringField(raw, "ckAjaxUrl");
  return ok({
    wcAjaxUrl,
    ajaxUrl: stringField(raw, "ajaxUrl", "/wp-admin/admin-ajax.php") ?? "/wp-admin/admin-ajax.php",
    ckAjaxUrl: ckAjaxUrl ? ckAjaxUrl : null,
    cartUrl: stringField(raw, "cartUrl", "/cart/") ?? "/cart/",
    isCart: booleanField(raw, "isCart", false),
    cartRedirectAfterAdd: raw.cartRedirectAfterAdd === "yes" || raw.cartRedirectAfterAdd === true,
    productFormAjax: booleanField(raw, "productFormAjax", false),
    fragmentName: stringField(raw, "fragmentName", "wc_fragments") ?? "wc_fragments",
    cartHashKey: stringField(raw, "cartHashKey", "wc_cart_hash") ?? "wc_cart_hash",
    requestTimeout: numberField(raw, "requestTimeout", 5000),
    isPageBuilderEditor: booleanField(raw, "isPageBuilderEditor", false),
    ckSearch: readCkSearch(raw.ckSearch),
    cartLock: raw.cartLock !== false,
    react: readReactSources(raw.react),
    i18n: readStrings(raw.i18n),
  });
}

/** Reads and validates the page's config script. */
export function readConfig(doc: Document = document): Result<IsletConfig> {
  const script = doc.getElementById(CONFIG_SCRIPT_ID);
  if (!script) return fail(`#${CONFIG_SCRIPT_ID} is missing`);
  const parsed = parseJson(script.textContent ?? "");
  return parsed.ok ? parseConfig(parsed.value) : fail(`#${CONFIG_SCRIPT_ID}: ${parsed.error}`);
}
