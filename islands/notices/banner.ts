/**
 * WooCommerce's coming-soon footer banner, shown to an administrator while the store is in
 * coming-soon mode (docs/behaviour/site-ui.md#coming-soon-banner): its dismiss link hides the
 * banner at once and asks the store to remember it (src/api/coming-soon.ts: the link's
 * `data-rest-url`, its `data-rest-nonce` as `X-WP-Nonce`). A failed call (403, 500, a network
 * error, a timeout, an answer it cannot read) leaves the banner hidden for this page and says
 * nothing, as woocommerce.js, which hides it whatever the answer. WooCommerce prints the link empty
 * and without `href` (its stylesheet draws a cross): it becomes a named button a keyboard reaches.
 */
import type { ApiResult, StoreClient } from "../../src/api/client";
import type { BannerDismissed } from "../../src/api/coming-soon";

export const BANNER_SELECTOR = "#coming-soon-footer-banner";
export const BANNER_DISMISS_SELECTOR = "a.coming-soon-footer-banner-dismiss";

/** Sends the dismissal with the link's REST url and nonce. */
export type SendDismissal = (restUrl: string, nonce: string) => Promise<ApiResult<BannerDismissed>>;

/** Through the store client; administrators only, once, so the call's code loads on the press. */
export const dismissalThrough =
  (client: Pick<StoreClient, "transport">): SendDismissal =>
  (restUrl, nonce) =>
    import("../../src/api/coming-soon").then(
      (call) => call.dismissBannerFor(client, restUrl, nonce),
      (error: unknown): ApiResult<BannerDismissed> => ({ ok: false, failure: { kind: "network", message: String(error) } }),
    );

function hideBanners(): void {
  for (const banner of document.querySelectorAll<HTMLElement>(BANNER_SELECTOR)) banner.style.display = "none";
}

/** Hides the banner and sends the call once; resolves with whether the store kept it. */
export async function dismissBanner(link: HTMLElement, send: SendDismissal): Promise<boolean> {
  hideBanners();
  const result = await send(link.dataset.restUrl ?? "", link.dataset.restNonce ?? "");
  return result.ok;
}

function asButton(link: HTMLElement, name: string): void {
  link.setAttribute("role", "button");
  link.tabIndex = 0;
  if (!link.textContent?.trim() && !link.hasAttribute("aria-label")) link.setAttribute("aria-label", name);
}

export function wireComingSoonBanner(name: string, send: SendDismissal, signal: AbortSignal): void {
  for (const link of document.querySelectorAll<HTMLElement>(BANNER_DISMISS_SELECTOR)) {
    asButton(link, name);
    let sent = false;
    const press = (event: Event): void => {
      event.preventDefault();
      if (sent) return;
      sent = true;
      void dismissBanner(link, send);
    };
    link.addEventListener("click", press, { signal });
    link.addEventListener("keydown", (event) => (event.key === "Enter" || event.key === " ") && press(event), { signal });
  }
}
