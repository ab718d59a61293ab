/**
 * Posting a waitlist entry (src/api/waitlist.ts, with the shared nonce) and turning every answer,
 * good or bad, into an outcome the dialog can show. Never throws.
 */
import type { ApiResult, StoreClient } from "../../src/api/client";
import { saveWaitlistEntry, type WaitlistAnswer } from "../../src/api/waitlist";
import { forgetNonce, refusedWith403, withFreshNonce } from "../../src/stores/nonce";
import { MESSAGES } from "./strings";

/** `success`/`error`: the server's own message; `failed`: ours, and the form stays for a retry. */
export type WaitlistOutcome =
  | { kind: "success"; message: string }
  | { kind: "error"; message: string }
  | { kind: "failed"; message: string };

function outcomeOf(result: ApiResult<WaitlistAnswer>): WaitlistOutcome {
  if (result.ok) return { kind: result.value.saved ? "success" : "error", message: result.value.message };
  const failure = result.failure;
  if (refusedWith403(result)) {
    // Refused twice: forget it, so the shopper's next try fetches a fresh one.
    forgetNonce();
    return { kind: "failed", message: MESSAGES.expired };
  }
  if (failure.kind === "timeout") return { kind: "failed", message: MESSAGES.timeout };
  if (failure.kind === "network" || failure.kind === "aborted") return { kind: "failed", message: MESSAGES.unavailable };
  // An answer that is not CommerceKit's (`unexpected`: no message), an HTML page, a 500, …
  return { kind: "failed", message: MESSAGES.unexpected };
}

/** Null when nothing was sent: no nonce can be had (docs/behaviour/server-calls.md#nonce) or no CommerceKit. */
export async function saveWaitlist(client: StoreClient, productId: number, email: string): Promise<WaitlistOutcome | null> {
  // A 403 (an expired nonce) is asked once more with a fresh nonce before it is shown.
  const result = await withFreshNonce(
    (nonce) => saveWaitlistEntry(client, { productId, email, nonce }) ?? Promise.resolve(null),
    refusedWith403,
  );
  return result === null ? null : outcomeOf(result);
}

/** What the dialog sends: nothing sent (no nonce) reads as "not available right now". */
export async function joinWaitlist(client: StoreClient, productId: number, email: string): Promise<WaitlistOutcome> {
  return (await saveWaitlist(client, productId, email)) ?? { kind: "failed", message: MESSAGES.unavailable };
}
