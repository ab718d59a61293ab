/**
 * A CommerceKit countdown's settings
 * (docs/behaviour/countdown-and-order-bump.md#countdown-settings), read from the data attributes
 * CommerceKit prints on its timer element:
 *
 *   <div id="commercekit-timer" data-timer="19800" data-mode="regular" data-restart="none"
 *        data-key="ckit_…" data-location="product" data-index="0" data-hide_timer="0">
 *
 * These are "the page's settings": the seconds the server counted when it printed the page, and
 * how the timer behaves at zero. The island reads them from the markup it wraps, so the plugin
 * prints no copy of them.
 */

/** `product` (a product page's timer) or where else CommerceKit printed it (`checkout`, …). */
export const PRODUCT_LOCATION = "product";

export interface TimerSettings {
  /** Seconds left when the server printed the page (`data-timer`). */
  timer: number;
  /** `regular`, or another of CommerceKit's modes (they differ only at zero). */
  mode: string;
  /** `none`, `immediate`, or another of CommerceKit's values (see rules.ts, atZero). */
  restart: string;
  /** The cookie that keeps the seconds left between pages; `""` for a date-range timer. */
  key: string;
  location: string;
  /** Which of CommerceKit's timers this is: what `commercekit_get_countdown_total` is asked for. */
  index: number;
  /** At the product location, hide the timer and show the end message at zero. */
  hideTimer: boolean;
}

const WHOLE = /^\d+$/;

/** A whole number ≥ 0 from its digits, else null. */
export function wholeNumber(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? "";
  if (!WHOLE.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** Null when the element does not say how long to count (`data-timer` missing or not a whole number). */
export function readTimerSettings(timer: Element): TimerSettings | null {
  const seconds = wholeNumber(timer.getAttribute("data-timer"));
  if (seconds === null) return null;
  const text = (name: string, fallback: string): string => timer.getAttribute(`data-${name}`)?.trim() || fallback;
  return {
    timer: seconds,
    mode: text("mode", "regular"),
    restart: text("restart", "none"),
    key: timer.getAttribute("data-key")?.trim() ?? "",
    location: text("location", PRODUCT_LOCATION),
    index: wholeNumber(timer.getAttribute("data-index")) ?? 0,
    hideTimer: timer.getAttribute("data-hide_timer")?.trim() === "1",
  };
}
