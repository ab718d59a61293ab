/**
 * The cookies a popup sets (docs/behaviour/popup.md#cookies): named by its settings, value `true`,
 * for the time they give ("1 month" → 30 days, "1 year" → 365 days, as the reference store's
 * browser kept them), path `/` (Popup Maker's `home_url`) when sitewide, the store's cookie domain
 * when it has one. Blocked cookies are ignored: the popup simply opens again on the next page.
 */
import type { CookieSetting } from "./settings";

const DAY_MS = 86_400_000;

const UNIT_MS: Readonly<Record<string, number>> = {
  second: 1000,
  sec: 1000,
  minute: 60_000,
  min: 60_000,
  hour: 3_600_000,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
};

/** "1 month", "+2 weeks", "30 days" → milliseconds; null for anything else. */
export function cookieLifetimeMs(time: string): number | null {
  const match = /^\+?\s*(\d+)\s*([a-z]+?)s?$/i.exec(time.trim());
  const unit = match ? UNIT_MS[(match[2] ?? "").toLowerCase()] : undefined;
  return match && unit !== undefined ? Number(match[1]) * unit : null;
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
  const lifetime = cookie.session ? null : cookieLifetimeMs(cookie.time);
  return [
    `${encodeURIComponent(cookie.name)}=true`,
    lifetime === null ? "" : `expires=${new Date(now + lifetime).toUTCString()}`,
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
