/**
 * Posting a waitlist entry (docs/behaviour/server-calls.md#commercekit: `commercekit_save_waitlist`
 * with product_id, email, commercekit_nonce; answers `{status, message}`) and turning every answer,
 * good or bad, into an outcome the dialog can show. Never throws.
 */
import type { ApiResult, StoreClient } from "../../src/api/client";
import { isObject } from "../../src/contract/validate";
import { forgetNonce, refusedWith403, withFreshNonce } from "../../src/stores/nonce";
import { MESSAGES } from "./strings";

export const SAVE_WAITLIST_ACTION = "commercekit_save_waitlist";

/** `success`/`error`: the server's own message; `failed`: ours, and the form stays for a retry. */
export type WaitlistOutcome =
  | { kind: "success"; message: string }
  | { kind: "error"; message: string }
  | { kind: "failed"; message: string };

export function waitlistBody(productId: number, email: string, nonce: string): Record<string, string> {
  return { product_id: String(productId), email, commercekit_nonce: nonce };
}

/** Reads `{status, message}`; status 1 (or "1") is success, as CommerceKit's script checks `== 1`. */
export function readWaitlistAnswer(data: unknown): WaitlistOutcome {
  if (!isObject(data) || typeof data.message !== "string") return { kind: "failed", message: MESSAGES.unexpected };
  const ok = data.status === 1 || data.status === "1";
  return { kind: ok ? "success" : "error", message: data.message };
}

function outcomeOf(result: ApiResult<unknown>): WaitlistOutcome {
  if (result.ok) return readWaitlistAnswer(result.value);
  const failure = result.failure;
  if (refusedWith403(result)) {
    // Refused twice: forget it, so the shopper's next try fetches a fresh one.
    forgetNonce();
    return { kind: "failed", message: MESSAGES.expired };
  }
  if (failure.kind === "timeout") return { kind: "failed", message: MESSAGES.timeout };
  if (failure.kind === "network" || failure.kind === "aborted") return { kind: "failed", message: MESSAGES.unavailable };
  return { kind: "failed", message: MESSAGES.unexpected };
}

/** Null when nothing was sent: no nonce can be had (docs/behaviour/server-calls.md#nonce) or no CommerceKit. */
export async function saveWaitlist(client: StoreClient, productId: number, email: string): Promise<WaitlistOutcome | null> {
  // A 403 (an expired nonce) is asked once more with a fresh nonce before it is shown.
  const result = await withFreshNonce(
    (nonce) => client.postCommerceKit(SAVE_WAITLIST_ACTION, waitlistBody(productId, email, nonce), (data) => data) ?? Promise.resolve(null),
    refusedWith403,
  );
  return result === null ? null : outcomeOf(result);
}

/** What the dialog sends: nothing sent (no nonce) reads as "not available right now". */
export async function joinWaitlist(client: StoreClient, productId: number, email: string): Promise<WaitlistOutcome> {
  return (await saveWaitlist(client, productId, email)) ?? { kind: "failed", message: MESSAGES.unavailable };
}
