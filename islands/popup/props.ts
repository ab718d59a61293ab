/**
 * The popup island's props, from Popup Maker's own objects as the page prints them (`pum_vars`
 * and the popup's entry in `pum_popups`), read with the island's code: the ajax URL its forms
 * post to, the analytics route, where form messages go, the cookies' path and domain, whether a
 * form submission closes the popup, and our two texts. Missing or odd values take Popup Maker's
 * defaults.
 */
import { booleanField, numberField, stringField, type JsonObject } from "../../src/contract/validate";

export type MessagePosition = "top" | "bottom" | "field";

export interface PopupProps {
  /** `pum_vars.ajaxurl` ("" → the page config's admin-ajax URL). */
  ajaxUrl: string;
  /** `pum_vars.analytics_api` (`/wp-json/pum/v1`); "" → beacons go to admin-ajax. */
  analyticsApi: string;
  /** `pum_vars.analytics_route` (`analytics`). */
  analyticsRoute: string;
  /** `pum_vars.analytics_enabled`. */
  analytics: boolean;
  /** `pum_vars.message_position`: top or bottom of the form, or anything else: next to the field. */
  messagePosition: MessagePosition;
  homeUrl: string;
  cookieDomain: string;
  /** The popup's `close_on_form_submission` and its delay in ms (`pum_popups`). */
  closeOnFormSubmission: boolean;
  closeOnFormSubmissionDelay: number;
  /** The dialog's name when the popup has no title and no heading. */
  label: string;
  /** Shown when a form's call fails (an error page, a timeout, a malformed answer). */
  failedText: string;
}

export const DEFAULT_LABEL = "Popup";
export const DEFAULT_FAILED_TEXT = "Sorry, your form could not be sent. Please try again.";

const text = (raw: JsonObject, key: string, fallback: string): string => {
  const value = stringField(raw, key, fallback) ?? fallback;
  return value.trim() === "" ? fallback : value;
};

export function readMessagePosition(value: unknown): MessagePosition {
  return value === "top" || value === "bottom" ? value : "field";
}

export function readPopupProps(raw: JsonObject): PopupProps {
  const delay = numberField(raw, "closeOnFormSubmissionDelay", 0);
  return {
    ajaxUrl: stringField(raw, "ajaxUrl") ?? "",
    analyticsApi: stringField(raw, "analyticsApi") ?? "",
    analyticsRoute: stringField(raw, "analyticsRoute") ?? "analytics",
    analytics: booleanField(raw, "analytics", false),
    messagePosition: readMessagePosition(raw.messagePosition ?? "top"),
    homeUrl: stringField(raw, "homeUrl") || "/",
    cookieDomain: stringField(raw, "cookieDomain") ?? "",
    closeOnFormSubmission: booleanField(raw, "closeOnFormSubmission", false),
    closeOnFormSubmissionDelay: delay > 0 ? delay : 0,
    label: text(raw, "label", DEFAULT_LABEL),
    failedText: text(raw, "failedText", DEFAULT_FAILED_TEXT),
  };
}
