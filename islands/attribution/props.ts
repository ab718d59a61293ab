/**
 * The island's props. The plugin prints them whole from WooCommerce's own `wc_order_attribution`
 * object (wp-plugin/includes/attribution.php, with WooCommerce's
 * defaults where its object lacks a value), so this reader, in the every-page code, only keeps
 * each value's type: a missing or mistyped one takes sourcebuster's default (`fields`: none).
 * sourcebuster's options WooCommerce never passes (`organics`, `referrals`, `typein`,
 * `promocode`) are read by options.ts, loaded only for an island that has one.
 */
import type { JsonObject } from "../../src/contract/validate";
import type { TrackSettings } from "./track";

export interface AttributionProps extends Pick<TrackSettings, "lifetimeMinutes" | "sessionMinutes" | "base64"> {
  /** WooCommerce's `allowTracking`: false clears the cookies and blanks the values. */
  allowTracking: boolean;
  /** The inputs' name prefix (`wc_order_attribution_`). */
  prefix: string;
  /** Field name → dotted path in the tracked data (`source_type` → `current.typ`). */
  fields: JsonObject;
}

/** sourcebuster's defaults: 6 months, a 30-minute session. */
export const DEFAULT_LIFETIME_MINUTES = 6 * 30 * 24 * 60;
export const DEFAULT_SESSION_MINUTES = 30;
export const DEFAULT_PREFIX = "wc_order_attribution_";
/**
 * WooCommerce's 16 fields in its order (its `wc_order_attribution.fields`,
 * docs/behaviour/attribution.md#fields): what the plugin and the demo store print where its object
 * lacks them, and what the tests expect. The island reads them from its props; tree-shaken out of
 * its code.
 */
export const WOOCOMMERCE_FIELDS: Readonly<Record<string, string>> = {
  source_type: "current.typ",
  referrer: "current_add.rf",
  utm_campaign: "current.cmp",
  utm_source: "current.src",
  utm_medium: "current.mdm",
  utm_content: "current.cnt",
  utm_id: "current.id",
  utm_term: "current.trm",
  utm_source_platform: "current.plt",
  utm_creative_format: "current.fmt",
  utm_marketing_tactic: "current.tct",
  session_entry: "current_add.ep",
  session_start_time: "current_add.fd",
  session_pages: "session.pgs",
  session_count: "udata.vst",
  user_agent: "udata.uag",
};
/** The props of sourcebuster's options (options.ts). */
export const OPTION_PROPS = ["organics", "referrals", "typein", "promocode"] as const;

/** A whole number, or the default for 0 and anything else (sourcebuster's `parseInt(v) || default`). */
const whole = (value: unknown, fallback: number): number => (typeof value === "number" && Math.trunc(value)) || fallback;

export function readAttributionProps(raw: JsonObject): AttributionProps {
  const { lifetimeMinutes, fields, prefix } = raw;
  return {
    lifetimeMinutes: typeof lifetimeMinutes === "number" ? Math.trunc(lifetimeMinutes) : DEFAULT_LIFETIME_MINUTES,
    sessionMinutes: whole(raw.sessionMinutes, DEFAULT_SESSION_MINUTES),
    base64: raw.base64 === true,
    allowTracking: raw.allowTracking !== false,
    prefix: typeof prefix === "string" ? prefix : DEFAULT_PREFIX,
    fields: fields && typeof fields === "object" ? (fields as JsonObject) : {},
  };
}
