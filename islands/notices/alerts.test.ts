import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { ALERT_FOCUS_DELAY_MS, announceSortedCount, focusFirstAlert, SORTED_COUNT_DELAY_MS } from "./alerts";

let teardown: AbortController;

beforeEach(() => {
  teardown = new AbortController();
  vi.useFakeTimers();
});
afterEach(() => {
  teardown.abort();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** WooCommerce's notices as its templates print them (notices/error.php, notices/success.php). */
const ERROR = '<ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> The username or password you entered is incorrect.</li></ul>';
const MESSAGE = '<div class="woocommerce-message" role="alert">“Hoodie” has been added to your cart.</div>';

describe("alert notices (docs/behaviour/constants.md: focus after 500 ms)", () => {
  it("focuses the first alert notice 500 ms after the page is ready, not before", () => {
    loadCapturedBody("shop.html");
    document.querySelector(".woocommerce-notices-wrapper")?.insertAdjacentHTML("beforeend", MESSAGE + ERROR);
    const first = document.querySelector<HTMLElement>(".woocommerce-message") as HTMLElement;
    focusFirstAlert(teardown.signal);
    expect(first.getAttribute("tabindex")).toBe("-1");
    vi.advanceTimersByTime(ALERT_FOCUS_DELAY_MS - 1);
    expect(document.activeElement).not.toBe(first);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(first);
  });

  it("leaves other alerts alone: the listing's result count is a live region, not a notice", () => {
    loadCapturedBody("shop.html");
    expect(document.querySelector(".woocommerce-result-count[role=alert]")).not.toBeNull();
    focusFirstAlert(teardown.signal);
    vi.advanceTimersByTime(ALERT_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector(".woocommerce-result-count")?.hasAttribute("tabindex")).toBe(false);
  });

  it("focuses nothing once the island is torn down, or once the notice is gone", () => {
    document.body.innerHTML = ERROR;
    focusFirstAlert(teardown.signal);
    teardown.abort();
    vi.advanceTimersByTime(ALERT_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(document.body);
    teardown = new AbortController();
    document.body.innerHTML = ERROR;
    focusFirstAlert(teardown.signal);
    document.body.innerHTML = "";
    expect(() => vi.advanceTimersByTime(ALERT_FOCUS_DELAY_MS)).not.toThrow();
  });
});

describe("a sorted listing's result count", () => {
  it("is written again 1000 ms later with the same content, so its live region speaks", () => {
    document.body.innerHTML = '<p class="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by="true">Showing all 12 results<span class="screen-reader-text">Sorted by price: low to high</span></p>';
    const count = document.querySelector(".woocommerce-result-count") as HTMLElement;
    const before = count.innerHTML;
    const observer = new MutationObserver(() => undefined);
    observer.observe(count, { childList: true });
    announceSortedCount(teardown.signal);
    vi.advanceTimersByTime(SORTED_COUNT_DELAY_MS - 1);
    expect(observer.takeRecords()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(observer.takeRecords().length).toBeGreaterThan(0);
    expect(count.innerHTML).toBe(before);
    observer.disconnect();
  });

  it("an unsorted listing's count is left alone", () => {
    loadCapturedBody("shop.html");
    const count = document.querySelector(".woocommerce-result-count") as HTMLElement;
    const child = count.firstChild;
    announceSortedCount(teardown.signal);
    vi.advanceTimersByTime(SORTED_COUNT_DELAY_MS);
    expect(count.firstChild).toBe(child);
  });
});
