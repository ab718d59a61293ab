/**
 * The typed client: every call the islands make to the store. Components and behaviours call
 * these functions and never build URLs or touch fetch.
 */
import type { IsletConfig } from "../config";
import { ckEndpoint, wcEndpoint, withQuery } from "./endpoints";
import { sendRequest, type FetchLike, type FormBody, type HttpFailure } from "./http";
import { createSerialQueue, type SerialQueue } from "./queue";
import { createCartLock, type CartLock } from "./cart-lock";
import type { BannerDismissed } from "./coming-soon";
import {
  readAddToCart,
  readFragments,
  readMiniCartBlocks,
  readNonce,
  readRemove,
  type AddToCartAnswer,
  type Fragments,
  type MiniCartBlocks,
  type NonceAnswer,
  type RemoveAnswer,
} from "./answers";

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: HttpFailure | { kind: "unexpected" } };

/** Cart mutations have no timeout in WooCommerce; ours is generous but stops a stuck button. */
export const CART_MUTATION_TIMEOUT_MS = 20000;
export const DEFAULT_TIMEOUT_MS = 10000;

export interface StoreClient {
  readonly cartQueue: SerialQueue;
  /** The lock every tab of the origin takes around a cart mutation (cart-lock.ts). */
  readonly cartLock: CartLock;
  addToCart(data: Record<string, string>, signal?: AbortSignal): Promise<ApiResult<AddToCartAnswer>>;
  removeFromCart(cartItemKey: string): Promise<ApiResult<RemoveAnswer>>;
  getRefreshedFragments(): Promise<ApiResult<Fragments>>;
  /** Null when the store has no CommerceKit. */
  getNonce(): Promise<ApiResult<NonceAnswer>> | null;
  getMiniCartBlocks(): Promise<ApiResult<MiniCartBlocks>> | null;
  /**
   * The fetch and config behind every call, for the call modules of src/api that load with the
   * islands using them (product-calls.ts): islands never call it themselves.
   */
  readonly transport: Transport;
  /**
   * A CommerceKit POST action, for the calls that live beside their islands and readers
   * (waitlist, listing swatches): what `read` cannot read is `unexpected`; nonce handling is the
   * caller's; null without CommerceKit.
   */
  postCommerceKit<T>(action: string, body: FormBody, read: (data: unknown) => T | null, options?: CommerceKitPostOptions): Promise<ApiResult<T>> | null;
  /**
   * CommerceKit's live search (`commercekit_ajs.ajax_url_product` or `ajax_url_post`) with the
   * query of search.ts, its answer read by `read` (search.ts, kept out of the first load); null
   * when the store's live search is off.
   */
  search<T>(kind: "product" | "post", query: Record<string, string>, read: (data: unknown) => T | null, signal?: AbortSignal): Promise<ApiResult<T>> | null;
  /** A CommerceKit GET action with its query (`commercekit_search_counts`); null without CommerceKit. */
  getCommerceKit(action: string, query: Record<string, string>): Promise<ApiResult<unknown>> | null;
  /**
   * WooCommerce's coming-soon banner dismissed for the administrator (spec §7): POST to the
   * dismiss link's REST url (same origin only) with its nonce as `X-WP-Nonce` (coming-soon.ts).
   */
  dismissComingSoonBanner(restUrl: string, nonce: string): Promise<ApiResult<BannerDismissed>>;
  /**
   * A Popup Maker form (`pum_sub_form`) posted to the URL its `pum_vars.ajaxurl` gives, read by
   * `read` (src/api/popup.ts, loaded with the popup island).
   */
  postPopupForm<T>(url: string, body: FormBody, read: (data: unknown) => T | null, signal?: AbortSignal): Promise<ApiResult<T>>;
  /**
   * Any same-origin POST that changes the cart, as a cart mutation (the theme's and plugins'
   * own, through `window.islet.cartRequest`: theme-api.ts): the JSON answer as it came.
   */
  postCartMutation(url: string, body: FormBody): Promise<ApiResult<unknown>>;
  /**
   * A call of WooCommerce's cart page script (cart.js) whose answer is HTML: the whole cart page
   * (the cart form posted, a remove or undo link followed) or a wc-ajax endpoint's notices or
   * totals. Typed per call in cart-page.ts. A URL off the page's origin is refused (`unexpected`).
   */
  cartPage(call: CartPageCall): Promise<ApiResult<string>>;
}

export interface Transport {
  readonly fetch: FetchLike;
  readonly config: IsletConfig;
}

export interface CartPageCall {
  method: "GET" | "POST";
  /** A wc-ajax endpoint, or a URL the server printed (the cart form's action, a remove link). */
  target: { endpoint: string } | { url: string };
  body?: FormBody;
  /** Changes the cart: waits its turn in the cart queue and takes the lock every tab shares. */
  mutation: boolean;
}

/** True for a URL on the page's own origin (cart.js follows the server's links; we never leave it). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export interface CommerceKitPostOptions {
  /** A cart mutation: it waits its turn in the cart queue and gets the cart's timeout. */
  cart?: boolean;
  /** A call a page waits on to show something (the countdown's total): the config's `requestTimeout`. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ClientOptions {
  fetch?: FetchLike;
  now?: () => number;
  /** Default: createCartLock, on unless the config's `cartLock` is false. */
  cartLock?: CartLock;
}

function mapAnswer<T>(read: (data: unknown) => T | null) {
  return (result: Awaited<ReturnType<typeof sendRequest>>): ApiResult<T> => {
    if (!result.ok) return { ok: false, failure: result.failure };
    const value = read(result.data);
    return value === null ? { ok: false, failure: { kind: "unexpected" } } : { ok: true, value };
  };
}

export function createClient(config: IsletConfig, options: ClientOptions = {}): StoreClient {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const cartQueue = createSerialQueue();
  const cartLock = options.cartLock ?? createCartLock({ enabled: config.cartLock, maxHoldMs: CART_MUTATION_TIMEOUT_MS + 5000 });
  /**
   * A cart mutation waits its turn in this tab's queue, then takes the lock of every tab around
   * the request alone: the tabs take turns request by request, never queue by queue.
   */
  const mutateCart = <T>(send: () => Promise<T>): Promise<T> => cartQueue.run(() => cartLock.run(send));
  const wcPost = (endpoint: string, body: FormBody, timeoutMs: number, signal?: AbortSignal) =>
    sendRequest(fetchImpl, { method: "POST", url: wcEndpoint(config.wcAjaxUrl, endpoint), body, timeoutMs, signal });
  const ckUrl = (action: string): string | null => (config.ckAjaxUrl === null ? null : ckEndpoint(config.ckAjaxUrl, action));
  const ckPost = (url: string, body: FormBody, timeoutMs: number, signal?: AbortSignal) =>
    sendRequest(fetchImpl, { method: "POST", url, body, timeoutMs, signal });
  const ckGet = (action: string, query: Record<string, string>) =>
    config.ckAjaxUrl === null
      ? null
      : sendRequest(fetchImpl, { method: "GET", url: ckEndpoint(config.ckAjaxUrl, action, query), timeoutMs: DEFAULT_TIMEOUT_MS });
  // CommerceKit's own GETs carry a cache-busting timestamp.
  const ckGetFresh = (action: string) => ckGet(action, { v: String(now()) });

  return {
    cartQueue,
    cartLock,
    transport: { fetch: fetchImpl, config },
    addToCart: (data, signal) => mutateCart(() => wcPost("add_to_cart", data, CART_MUTATION_TIMEOUT_MS, signal)).then(mapAnswer(readAddToCart)),
    removeFromCart: (cartItemKey) =>
      mutateCart(() => wcPost("remove_from_cart", { cart_item_key: cartItemKey }, CART_MUTATION_TIMEOUT_MS)).then(mapAnswer(readRemove)),
    getRefreshedFragments: () =>
      cartQueue
        .run(() => wcPost("get_refreshed_fragments", { time: now() }, config.requestTimeout))
        .then(mapAnswer(readFragments)),
    getNonce: () => ckGetFresh("commercekit_get_nonce")?.then(mapAnswer(readNonce)) ?? null,
    getMiniCartBlocks: () => ckGetFresh("commercekit_mini_cart_blocks")?.then(mapAnswer(readMiniCartBlocks)) ?? null,
    search: (kind, query, read, signal) => {
      if (config.ckSearch === null) return null;
      const base = kind === "product" ? config.ckSearch.productUrl : config.ckSearch.postUrl;
      return sendRequest(fetchImpl, { method: "GET", url: withQuery(base, query), timeoutMs: DEFAULT_TIMEOUT_MS, signal }).then(mapAnswer(read));
    },
    getCommerceKit: (action, query) => ckGet(action, query)?.then(mapAnswer((data) => data)) ?? null,
    // Administrators only, once: its code stays out of the first load.
    dismissComingSoonBanner: (restUrl, nonce) =>
      import("./coming-soon").then(
        (call) => call.dismissComingSoonBanner(fetchImpl, restUrl, nonce),
        (error: unknown): ApiResult<BannerDismissed> => ({ ok: false, failure: { kind: "network", message: String(error) } }),
      ),
    postPopupForm: (url, body, read, signal) => sendRequest(fetchImpl, { method: "POST", url, body, timeoutMs: DEFAULT_TIMEOUT_MS, signal }).then(mapAnswer(read)),
    postCommerceKit: (action, body, read, options = {}) => {
      const url = ckUrl(action);
      if (url === null) return null;
      const timeoutMs = options.timeoutMs ?? (options.cart ? CART_MUTATION_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
      const send = () => ckPost(url, body, timeoutMs, options.signal);
      return (options.cart ? mutateCart(send) : send()).then(mapAnswer(read));
    },
    cartPage: (call) => {
      const url = "endpoint" in call.target ? wcEndpoint(config.wcAjaxUrl, call.target.endpoint) : call.target.url;
      if (!("endpoint" in call.target) && !isSameOrigin(url)) {
        return Promise.resolve<ApiResult<string>>({ ok: false, failure: { kind: "unexpected" } });
      }
      const timeoutMs = call.mutation ? CART_MUTATION_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
      const send = () => sendRequest(fetchImpl, { method: call.method, url, body: call.body, timeoutMs, read: "text" });
      // Reads wait behind the mutations queued before them, as get_refreshed_fragments does.
      return (call.mutation ? mutateCart(send) : cartQueue.run(send)).then(mapAnswer((data) => (typeof data === "string" ? data : null)));
    },
    postCartMutation: (url, body) =>
      mutateCart(() => sendRequest(fetchImpl, { method: "POST", url, body, timeoutMs: CART_MUTATION_TIMEOUT_MS })).then(mapAnswer((data) => data)),
  };
}

/** The nonce store's source of fresh nonces (`commercekit_get_nonce`): null when none can be had. */
export async function fetchNonceWith(client: Pick<StoreClient, "getNonce">): Promise<string | null> {
  const result = await client.getNonce();
  return result?.ok ? result.value.nonce : null;
}
