/**
 * CommerceKit's waitlist (docs/behaviour/server-calls.md#commercekit, captures 37 and 38): `commercekit_save_waitlist` with
 * product_id, email and commercekit_nonce, answered `{status, message}`. Loaded with the waitlist
 * island only; the call goes through the client's CommerceKit post, the nonce is the caller's.
 */
import { isObject } from "../contract/validate";
import type { ApiResult, StoreClient } from "./client";

export const SAVE_WAITLIST_ACTION = "commercekit_save_waitlist";

export interface WaitlistEntry {
  productId: number;
  email: string;
  nonce: string;
}

/** The store's answer: saved or not, with its own message either way. */
export interface WaitlistAnswer {
  saved: boolean;
  message: string;
}

export function waitlistBody(entry: WaitlistEntry): Record<string, string> {
  return { product_id: String(entry.productId), email: entry.email, commercekit_nonce: entry.nonce };
}

/** Reads `{status, message}`; status 1 (or "1") is saved, as CommerceKit's script checks `== 1`. Null without a message. */
export function readWaitlistAnswer(data: unknown): WaitlistAnswer | null {
  if (!isObject(data) || typeof data.message !== "string") return null;
  return { saved: data.status === 1 || data.status === "1", message: data.message };
}

/** The entry posted; null without CommerceKit. */
export function saveWaitlistEntry(client: Pick<StoreClient, "postCommerceKit">, entry: WaitlistEntry): Promise<ApiResult<WaitlistAnswer>> | null {
  return client.postCommerceKit(SAVE_WAITLIST_ACTION, waitlistBody(entry), readWaitlistAnswer);
}
