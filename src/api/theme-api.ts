/**
 * `window.islet.cartRequest(url, body)`: the one function the bundle gives theme developers, for
 * the cart changes of their own scripts (a quick view's add, a plugin's bundle offer). Sent through
 * our client, such a request waits its turn in the tab's cart queue and takes the lock every tab
 * shares (cart-lock.ts), so it cannot overwrite a change another tab or island is making
 * (docs/decisions/0022). Requests a script sends itself (jQuery.ajax) cannot be covered.
 * Loaded on the first call (theme-api-expose.ts puts the function on `window`).
 */
import { sameOriginUrl } from "../bridge/navigate";
import { CART_MUTATION_TIMEOUT_MS, mapAnswer, type ApiResult, type StoreClient } from "./client";
import type { CartRequestResult } from "./theme-api-expose";
import { describeFailure, sendRequest, type FormBody } from "./http";

function toResult(result: ApiResult<unknown>): CartRequestResult {
  if (result.ok) return { ok: true, data: result.value };
  return { ok: false, error: result.failure.kind === "unexpected" ? "empty answer" : describeFailure(result.failure) };
}

function isFormBody(body: unknown): body is FormBody {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

/** The request, checked: a same-origin URL and an object of fields, or nothing is sent. */
export function cartRequest(client: Pick<StoreClient, "transport" | "mutateCart">, url: unknown, body: unknown = {}, base: Location = window.location): Promise<CartRequestResult> {
  const target = typeof url === "string" ? sameOriginUrl(url, base.href) : null;
  if (target === null) return Promise.resolve({ ok: false, error: "not a same-origin URL" });
  // Callers are plain scripts: a body that is not an object of fields is refused, not sent.
  if (!isFormBody(body)) return Promise.resolve({ ok: false, error: "the body is not an object of fields" });
  const send = () => sendRequest(client.transport.fetch, { method: "POST", url: target, body, timeoutMs: CART_MUTATION_TIMEOUT_MS });
  return client.mutateCart(send).then(mapAnswer((data) => data)).then(toResult);
}
