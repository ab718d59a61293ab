/**
 * The typed client: it owns fetch, timeouts, the cart queue and the cross-tab lock. It holds the
 * calls any page may make at once (the cart, fragments, the nonce, CommerceKit's actions); the
 * calls of one kind of page live in call modules beside it (product-calls.ts, search.ts,
 * cart-page.ts, popup.ts, coming-soon.ts, theme-api.ts), built on its transport and
 * `mutateCart`, so they load with the islands that make them (decision 0027). Components and
 * behaviours call these functions and never build URLs or touch fetch.
 */
import type { IsletConfig } from "../config";
import { ckEndpoint, wcEndpoint } from "./endpoints";
import { sendRequest, type FetchLike, type FormBody, type HttpFailure } from "./http";
import { createSerialQueue, type SerialQueue } from "./queue";
import { createCartLock, type CartLock } from "./cart-lock";
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
   * islands using them: islands never use it themselves.
   */
  readonly transport: Transport;
  /**
   * A CommerceKit POST action, for the call modules beside this one that load with their islands
   * (waitlist, wishlist, listing swatches): what `read` cannot read is `unexpected`; nonce
   * handling is the caller's; null without CommerceKit.
   */
  postCommerceKit<T>(action: string, body: FormBody, read: (data: unknown) => T | null, options?: CommerceKitPostOptions): Promise<ApiResult<T>> | null;
  /** A CommerceKit GET action with its query (`commercekit_search_counts`); null without CommerceKit. */
  getCommerceKit(action: string, query: Record<string, string>): Promise<ApiResult<unknown>> | null;
  /**
   * Runs a cart mutation: it waits its turn in this tab's queue, then takes the lock of every
   * tab around the request alone (the tabs take turns request by request, never queue by queue).
   * For the call modules of src/api (cart-page.ts, theme-api.ts).
   */
  mutateCart<T>(send: () => Promise<T>): Promise<T>;
}

export interface Transport {
  readonly fetch: FetchLike;
  readonly config: IsletConfig;
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

/** An answer read by `read`: what it cannot read is `unexpected`. */
export function mapAnswer<T>(read: (data: unknown) => T | null) {
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
    getCommerceKit: (action, query) => ckGet(action, query)?.then(mapAnswer((data) => data)) ?? null,
    mutateCart,
    postCommerceKit: (action, body, read, options = {}) => {
      const url = ckUrl(action);
      if (url === null) return null;
      const timeoutMs = options.timeoutMs ?? (options.cart ? CART_MUTATION_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
      const send = () => ckPost(url, body, timeoutMs, options.signal);
      return (options.cart ? mutateCart(send) : send()).then(mapAnswer(read));
    },
  };
}

/** The nonce store's source of fresh nonces (`commercekit_get_nonce`): null when none can be had. */
export async function fetchNonceWith(client: Pick<StoreClient, "getNonce">): Promise<string | null> {
  const result = await client.getNonce();
  return result?.ok ? result.value.nonce : null;
}
