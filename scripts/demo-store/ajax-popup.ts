/**
 * Popup Maker's calls as the captures answer them (ajax/48–57):
 * - admin-ajax `action=pum_sub_form` (the subscription form): with consent on and not given the
 *   store replaces the address by `deleted@site.invalid` first, so any address succeeds (51);
 *   otherwise an empty or malformed address (sanitize_email empties it) is `empty_email` (49, 50)
 *   and a valid one succeeds (52). No cookie is set by the server.
 * - the analytics beacon: `/wp-json/pum/v1/analytics/` (POST multipart or GET) → 204
 *   `image/gif`, 400 `rest_missing_callback_param` without `pid` (48, 53, 54, 56); admin-ajax
 *   `action=pum_analytics` → 204 (55).
 * `pum_form` has no handler in Popup Maker (57): admin-ajax's 400 `0`, as any unknown action.
 */
import type { RequestContext } from "./context";
import { ADMIN_AJAX_HEADERS, AJAX_HEADERS, jsonAnswer, NO_CACHE_HEADERS, type Answer } from "./http";

export const SUB_FORM_ACTION = "pum_sub_form";
export const ANALYTICS_ACTION = "pum_analytics";
/** The REST route's path, and its name in the fault cookie. */
export const ANALYTICS_REST_PATH = "/wp-json/pum/v1/analytics/";
export const ANALYTICS_REST_NAME = "pum/v1/analytics";

const SUBSCRIBED = { success: true, data: { message: "You have been subscribed!" } };
const EMPTY_EMAIL = { success: false, data: { errors: [{ code: "empty_email", field: "email", message: "Please enter a valid email." }] } };

/** What sanitize_email keeps: something@domain.tld with a dot in the domain (else "", as WordPress). */
export function isValidEmail(email: string): boolean {
  return /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email.trim());
}

function consentArgs(raw: string | undefined): { enabled: boolean } {
  try {
    const args: unknown = JSON.parse(raw ?? "");
    return { enabled: typeof args === "object" && args !== null && "enabled" in args && args.enabled === "yes" };
  } catch {
    return { enabled: false };
  }
}

/** Popup Maker's pum_sub_form with the default ("none") provider. */
export function subFormAnswer(_ctx: RequestContext, form: Map<string, string>): Answer {
  const consentAsked = consentArgs(form.get("values[consent_args]")).enabled;
  const refused = consentAsked && form.get("values[consent]") !== "yes";
  const email = refused ? "deleted@site.invalid" : (form.get("values[email]") ?? "");
  return jsonAnswer(isValidEmail(email) ? SUBSCRIBED : EMPTY_EMAIL);
}

const BEACON_HEADERS = { ...AJAX_HEADERS, "Content-Type": "image/gif" };

/** The REST route: 204 with an empty image/gif, or 400 without `pid` (56). */
export function analyticsRestAnswer(fields: Map<string, string>): Answer {
  if (!fields.get("pid")) {
    return jsonAnswer(
      { code: "rest_missing_callback_param", message: "Missing parameter(s): pid", data: { status: 400, params: ["pid"] } },
      { status: 400, noCache: false },
    );
  }
  return { status: 204, headers: BEACON_HEADERS, body: "" };
}

/** admin-ajax's pum_analytics (55). */
export function analyticsAjaxAnswer(): Answer {
  return { status: 204, headers: { ...BEACON_HEADERS, ...NO_CACHE_HEADERS, ...ADMIN_AJAX_HEADERS }, body: "" };
}
