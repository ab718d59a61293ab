/**
 * WooCommerce's coming-soon footer banner, dismissed for good
 * (docs/behaviour/server-calls.md#woocommerce, capture 46): a POST to the REST url its dismiss link
 * carries (`data-rest-url`, the administrator's own `/wp-json/wp/v2/users/<id>`) with
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes`, form encoded as woocommerce.js's `$.ajax`
 * sends it, and the nonce of the link's `data-rest-nonce` in the `X-WP-Nonce` header. The url comes
 * from the server's markup: it is only followed when it is on the page's own origin (a nonce must
 * never travel elsewhere).
 */
import { sameOriginUrl as pageOriginUrl } from "../bridge/navigate";
import { isObject } from "../contract/validate";
import type { ApiResult, StoreClient } from "./client";
import { sendRequest, type FetchLike } from "./http";

export const BANNER_DISMISS_TIMEOUT_MS = 10000;

export const BANNER_DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } } as const;

/** What the store keeps for the user: the updated user, whose meta now says "yes". */
export interface BannerDismissed {
  dismissed: true;
}

/**
 * The url resolved against the page, or null when it is not on the page's own origin; an empty
 * link (which would resolve to the page itself) is none.
 */
export function sameOriginUrl(raw: string, base: string = window.location.href): string | null {
  return raw.trim() === "" ? null : pageOriginUrl(raw, base);
}

/** The user the REST answer describes says the banner is dismissed. */
export function readBannerDismissed(data: unknown): BannerDismissed | null {
  const meta = isObject(data) ? data.woocommerce_meta : undefined;
  return isObject(meta) && meta.coming_soon_banner_dismissed === "yes" ? { dismissed: true } : null;
}

export async function dismissComingSoonBanner(fetchImpl: FetchLike, restUrl: string, nonce: string): Promise<ApiResult<BannerDismissed>> {
  const url = sameOriginUrl(restUrl);
  if (url === null || nonce === "") return { ok: false, failure: { kind: "unexpected" } };
  const result = await sendRequest(fetchImpl, {
    method: "POST",
    url,
    body: BANNER_DISMISS_BODY,
    timeoutMs: BANNER_DISMISS_TIMEOUT_MS,
    headers: { "X-WP-Nonce": nonce },
  });
  if (!result.ok) return { ok: false, failure: result.failure };
  const value = readBannerDismissed(result.data);
  return value ? { ok: true, value } : { ok: false, failure: { kind: "unexpected" } };
}

/** The dismissal through the store client's transport (the notices island's banner). */
export function dismissBannerFor(client: Pick<StoreClient, "transport">, restUrl: string, nonce: string): Promise<ApiResult<BannerDismissed>> {
  return dismissComingSoonBanner(client.transport.fetch, restUrl, nonce);
}
