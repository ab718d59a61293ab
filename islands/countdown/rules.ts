/**
 * The countdown's rules (docs/behaviour/countdown-and-order-bump.md#countdown), apart from React
 * and the clock:
 *
 * - it ticks every second (TICK_MS) and counts from its cookie (named by `data-key`: the seconds
 *   left when the visitor last saw it), else from the page's `data-timer`; a date-range timer
 *   (no key) asks the store its total (`commercekit_get_countdown_total`) and keeps no cookie;
 * - the cookie lasts 30 days on product pages and the session elsewhere;
 * - at zero a regular timer stops; its timer is hidden and its end message shown everywhere but
 *   at the product location, and there too when `hide_timer` is 1; other modes restart from the
 *   page's time when `restart` is `immediate` and stop like a regular one when it is `none`.
 */
import { wholeNumber, PRODUCT_LOCATION, type TimerSettings } from "./settings";

export const TICK_MS = 1000;
export const PRODUCT_COOKIE_DAYS = 30;

export const TIME_PARTS = ["days", "hours", "minutes", "seconds"] as const;
export type TimePart = (typeof TIME_PARTS)[number];
export type TimeParts = Record<TimePart, number>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date-range timer (CommerceKit prints it without a key) asks the store how long is left. */
export const asksTotal = (settings: TimerSettings): boolean => settings.key === "";

/** The seconds to count from: the cookie's (a whole number), else the page's. */
export function startingSeconds(settings: TimerSettings, cookie: string | undefined): number {
  return (settings.key === "" ? null : wholeNumber(cookie)) ?? settings.timer;
}

/** The cookie's lifetime in days: 30 at the product location, a session cookie (undefined) elsewhere. */
export const cookieDays = (settings: TimerSettings): number | undefined => (settings.location === PRODUCT_LOCATION ? PRODUCT_COOKIE_DAYS : undefined);

/** Whether a stopped timer gives way to its end message. */
export const showsMessageAtEnd = (settings: TimerSettings): boolean => settings.location !== PRODUCT_LOCATION || settings.hideTimer;

export type AtZero =
  /** Counts again from the page's time. */
  | { kind: "restart"; seconds: number }
  /** Stops; `cookie` is what the cookie keeps for the next page. */
  | { kind: "stop"; showMessage: boolean; cookie: number };

export function atZero(settings: TimerSettings): AtZero {
  const showMessage = showsMessageAtEnd(settings);
  if (settings.mode === "regular" || settings.restart === "none") return { kind: "stop", showMessage, cookie: 0 };
  if (settings.restart === "immediate") return { kind: "restart", seconds: settings.timer };
  // CommerceKit's other restart values wait for a later visit: the next page counts from the start.
  return { kind: "stop", showMessage, cookie: settings.timer };
}

/** Whole seconds left before `deadline` (a partly gone second still shows). */
export const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / TICK_MS));

/** Milliseconds until the shown second changes. */
export function msToNextTick(deadline: number, now: number): number {
  const rest = (deadline - now) % TICK_MS;
  return rest > 0 ? rest : TICK_MS;
}

export function timeParts(total: number): TimeParts {
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: total % MINUTE,
  };
}

/** The digits as CommerceKit shows them: two at least (minutes as they are outside product pages). */
export function digitText(part: TimePart, value: number, location: string): string {
  if (part === "minutes" && location !== PRODUCT_LOCATION) return String(value);
  return String(value).padStart(2, "0");
}

/**
 * A block's `display` outside product pages, where CommerceKit shows only the parts that are
 * not 0 (the seconds always); undefined (the theme's) at the product location.
 */
export function blockDisplay(part: TimePart, value: number, location: string): "none" | "inline-flex" | undefined {
  if (location === PRODUCT_LOCATION || part === "seconds") return undefined;
  return value > 0 ? "inline-flex" : "none";
}

/**
 * What a screen reader reads: the time left to the minute (rounded up, so the last minute reads
 * "1 Mins"), in the block labels the server printed ("5 Hours 30 Mins"); only parts that are not
 * 0. It changes once a minute and is no live region: the ticking is never announced.
 */
export function spokenTime(total: number, labels: Readonly<Record<TimePart, string>>): string {
  if (total <= 0) return `0 ${labels.seconds}`.trim();
  const { days, hours, minutes } = timeParts(Math.ceil(total / MINUTE) * MINUTE);
  const parts: [number, string][] = [
    [days, labels.days],
    [hours, labels.hours],
    [minutes, labels.minutes],
  ];
  return parts
    .filter(([value]) => value > 0)
    .map(([value, label]) => `${value} ${label}`.trim())
    .join(" ");
}
