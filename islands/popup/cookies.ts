/**
 * The cookies a popup sets (docs/behaviour/popup.md#cookies): named by its settings, value `true`,
 * for the time they give, counted as Popup Maker's own script counts it (its `strtotime`): on the
 * calendar, in the visitor's local time ("1 month" from 1 December is 1 January, 31 days; from
 * 1 November, 30), path `/` (Popup Maker's `home_url`) when sitewide, the store's cookie domain
 * when it has one. Blocked cookies are ignored: the popup simply opens again on the next page.
 */
import type { CookieSetting } from "./settings";

type CalendarStep = (date: Date, count: number) => void;

/** Each unit a cookie's time may give, as a step on the calendar (a week is 7 days); a Map, so no inherited name reads as a unit. */
const STEPS: ReadonlyMap<string, CalendarStep> = new Map<string, CalendarStep>([
  ["year", (date, count) => date.setFullYear(date.getFullYear() + count)],
  ["month", (date, count) => date.setMonth(date.getMonth() + count)],
  ["week", (date, count) => date.setDate(date.getDate() + 7 * count)],
  ["day", (date, count) => date.setDate(date.getDate() + count)],
  ["hour", (date, count) => date.setHours(date.getHours() + count)],
  ["minute", (date, count) => date.setMinutes(date.getMinutes() + count)],
  ["second", (date, count) => date.setSeconds(date.getSeconds() + count)],
]);

/** The short names Popup Maker reads too. */
const SHORT: ReadonlyMap<string, string> = new Map([
  ["min", "minute"],
  ["sec", "second"],
]);

/** When a cookie set at `now` for "1 month", "+2 weeks", "30 days" ends; null for a time it cannot read. */
export function cookieExpiry(time: string, now: number): Date | null {
  const match = /^\+?\s*(\d+)\s*([a-z]+?)s?$/i.exec(time.trim());
  const unit = (match?.[2] ?? "").toLowerCase();
  const add = STEPS.get(SHORT.get(unit) ?? unit);
  if (!match || !add) return null;
  const expiry = new Date(now);
  add(expiry, Number(match[1]));
  return expiry;
}

export interface CookieScope {
  /** `pum_vars.home_url`: the path of a sitewide cookie. */
  homeUrl: string;
  /** `pum_vars.cookie_domain`; "" for the page's own host. */
  cookieDomain: string;
}

/**
 * The `document.cookie` assignment that sets `cookie` now (the value `true`, as Popup Maker
 * writes it). A time that cannot be read makes a session cookie (Popup Maker would write one
 * that has already expired, and the popup would never stay closed); a cookie that is not
 * sitewide gets the page's own path.
 */
export function cookieString(cookie: CookieSetting, scope: CookieScope, now = Date.now()): string {
  const expiry = cookie.session ? null : cookieExpiry(cookie.time, now);
  return [
    `${encodeURIComponent(cookie.name)}=true`,
    expiry === null ? "" : `expires=${expiry.toUTCString()}`,
    cookie.sitewide ? `path=${scope.homeUrl || "/"}` : "",
    scope.cookieDomain ? `domain=${scope.cookieDomain}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function setPopupCookie(cookie: CookieSetting, scope: CookieScope, now = Date.now()): void {
  try {
    document.cookie = cookieString(cookie, scope, now);
  } catch {
    /* blocked cookies: nothing is kept */
  }
}

/** Sets the popup's cookies for `event` (`on_popup_open`, `on_popup_close`, `pum_sub_form_success`, `form_success`). */
export function setCookiesFor(event: string, cookies: readonly CookieSetting[], scope: CookieScope): void {
  for (const cookie of cookies) if (cookie.event === event) setPopupCookie(cookie, scope);
}
