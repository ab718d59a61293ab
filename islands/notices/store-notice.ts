/**
 * WooCommerce's store notice (docs/behaviour/site-ui.md#store-notice: shown unless its cookie says
 * hidden; dismissing stores hidden, on path /): WooCommerce prints
 * `p.woocommerce-store-notice[data-notice-id]` hidden (`style="display:none;"`) for everyone, so
 * a visitor who dismissed it never sees it flash, whatever a full-page cache kept; it is shown
 * here unless the cookie `store_notice<id>` is `hidden`. Its dismiss link (`role="button"`)
 * stores `hidden` in that cookie (path `/`, a session cookie, as woocommerce.js's js-cookie call
 * does) and hides it; Space presses it too, as a button. The notice is fixed at the bottom
 * (the theme's stylesheet), so showing or hiding it moves nothing.
 */
import { readCookie, writeCookie } from "../../src/bridge/cookies";
import { afterNextPaint } from "../../src/dom/after-paint";

export const NOTICE_SELECTOR = ".woocommerce-store-notice";
export const DISMISS_SELECTOR = ".woocommerce-store-notice__dismiss-link";
export const HIDDEN_VALUE = "hidden";

/** The cookie of a notice: its id is WooCommerce's md5 of the notice text, so a new text shows again. */
export const storeNoticeCookie = (noticeId: string): string => `store_notice${noticeId}`;

/**
 * `.show()`/`.hide()` as jQuery does them: the stylesheet's display, or `block` when it hides it
 * too. That is checked once the next frame has painted, when the page's styles are computed:
 * asked for earlier (in the load's task, or in the frame's callback before the browser restyles a
 * page whose held-back stylesheets are arriving), it computes the whole page's styles in our task,
 * 28 ms at 4x CPU on the Hoodie. Fixed at the bottom, the notice moves nothing a frame later.
 */
function setShown(notice: HTMLElement, shown: boolean): void {
  notice.style.display = shown ? "" : "none";
  if (!shown) return;
  afterNextPaint(() => {
    if (notice.style.display === "" && getComputedStyle(notice).display === "none") notice.style.display = "block";
  });
}

export function wireStoreNotice(signal?: AbortSignal): void {
  const notices = document.querySelectorAll<HTMLElement>(NOTICE_SELECTOR);
  const first = notices[0];
  if (!first) return;
  const cookie = storeNoticeCookie(first.dataset.noticeId ?? "");
  const show = (shown: boolean): void => notices.forEach((notice) => setShown(notice, shown));
  show(readCookie(cookie) !== HIDDEN_VALUE);
  const onPress = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(DISMISS_SELECTOR) : null;
    if (!link) return;
    if (event instanceof KeyboardEvent) {
      // A link with role="button": Space presses it too (Enter is the link's own click).
      if (event.key !== " ") return;
      event.preventDefault();
      link.click();
      return;
    }
    event.preventDefault();
    writeCookie(cookie, HIDDEN_VALUE);
    show(false);
  };
  document.addEventListener("click", onPress, { signal });
  document.addEventListener("keydown", onPress, { signal });
}
