/**
 * `POST commercekit_get_countdown_total` with `index` (docs/behaviour/server-calls.md#commercekit,
 * captures 21 and 22): the seconds
 * left of a CommerceKit countdown whose end is a date (a date-range timer), as the store counts
 * them now. Capture 21 (`{"status":1,"total":31564002}`) is such an answer; capture 22
 * (`{"status":0,"total":0}`, a regular timer's index) says the store has no total to give. Loaded
 * with the countdown island only; the call goes through the client's CommerceKit post.
 */
import { isObject } from "../contract/validate";
import type { ApiResult, StoreClient } from "./client";

export const COUNTDOWN_TOTAL_ACTION = "commercekit_get_countdown_total";

/**
 * The seconds left, or null for anything but `status` 1 with a whole, non-negative `total`
 * (a number, or the digits PHP may send as a string).
 */
export function readCountdownTotal(data: unknown): number | null {
  if (!isObject(data) || Number(data.status) !== 1) return null;
  const { total } = data;
  const seconds = typeof total === "number" ? total : typeof total === "string" && /^\d+$/.test(total.trim()) ? Number(total) : Number.NaN;
  return Number.isSafeInteger(seconds) && seconds >= 0 ? seconds : null;
}

/** The total of timer `index`, given up after `timeoutMs`; null without CommerceKit. */
export function getCountdownTotal(
  client: Pick<StoreClient, "postCommerceKit">,
  index: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ApiResult<number>> | null {
  return client.postCommerceKit(COUNTDOWN_TOTAL_ACTION, { index }, readCountdownTotal, { timeoutMs, signal });
}
