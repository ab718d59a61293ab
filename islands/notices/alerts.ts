/**
 * woocommerce.js's notices once the page is ready: the first alert notice (WooCommerce's
 * message, error or block notice with `role="alert"`) takes the focus 500 ms later
 * (docs/behaviour/site-ui.md#notices), so a screen reader reads what the last action said; and a
 * sorted listing's result count (`data-is-sorted-by="true"`) is written again 1000 ms later, so its
 * live region announces the new order.
 */
export const ALERT_NOTICE_SELECTOR = ".woocommerce-message[role=alert], .woocommerce-error[role=alert], .wc-block-components-notice-banner[role=alert]";
export const ALERT_FOCUS_DELAY_MS = 500;
export const SORTED_COUNT_SELECTOR = '.woocommerce-result-count[data-is-sorted-by="true"]';
export const SORTED_COUNT_DELAY_MS = 1000;

function later(signal: AbortSignal, ms: number, run: () => void): void {
  const timer = setTimeout(run, ms);
  signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
}

export function focusFirstAlert(signal: AbortSignal): void {
  const notice = document.querySelector<HTMLElement>(ALERT_NOTICE_SELECTOR);
  if (!notice) return;
  notice.setAttribute("tabindex", "-1");
  later(signal, ALERT_FOCUS_DELAY_MS, () => notice.isConnected && notice.focus());
}

export function announceSortedCount(signal: AbortSignal): void {
  const count = document.querySelector<HTMLElement>(SORTED_COUNT_SELECTOR);
  if (!count) return;
  later(signal, SORTED_COUNT_DELAY_MS, () => {
    // The same nodes out and back in: the live region sees new content, nothing is re-parsed.
    const nodes = Array.from(count.childNodes);
    count.replaceChildren();
    count.append(...nodes);
  });
}
