/**
 * The `attribution` island (docs/decisions/0020-order-attribution.md), once before `</body>` on
 * every page where WooCommerce printed its order-attribution script (`wc-order-attribution`,
 * after `sourcebuster-js`) with its `wc_order_attribution` object: the props are that object's
 * params and fields, as WooCommerce's filters made them (its lifetime in whole minutes, by
 * sourcebuster's own rounding). Placed only where the legacy rule then takes both scripts off
 * (nothing printed still needs them), so the island and WooCommerce's scripts never both count a
 * page. The plugin's includes/attribution.php does the same; scripts/php-parity.test.ts compares.
 *
 * `?tracking=off` serves a page as WooCommerce prints it when its
 * `wc_order_attribution_allow_tracking` filter says no (a consent tool's answer).
 */
import { DEFAULT_PREFIX, DEFAULT_SESSION_MINUTES, WOOCOMMERCE_FIELDS } from "../../islands/attribution/props";
import { renderIsland } from "../../src/contract/markup";
import { insertBeforeBodyEnd } from "./elements";
import { isRecord, readInlineObject } from "./inline-objects";
import { islandsInHtml, pageTypeOf, printedScriptsOf, REFERENCE_DEPS } from "./legacy";
import { legacyRemovals } from "./legacy-rule";

export const ATTRIBUTION_HANDLES = ["sourcebuster-js", "wc-order-attribution"] as const;
/** sourcebuster's default lifetime, in months, for a lifetime of 0 or none. */
export const SOURCEBUSTER_DEFAULT_MONTHS = 6;
export const MINUTES_PER_MONTH = 30 * 24 * 60;
/**
 * Beyond this many minutes the cookies' expiry date is past what a JavaScript Date holds and
 * sourcebuster writes session cookies: any larger lifetime is printed as this one.
 */
export const MAX_LIFETIME_MINUTES = 1e12;

/** WooCommerce's 16 fields (docs/behaviour/attribution.md#fields) in its order, for an object that lacks them. */
export const DEFAULT_FIELDS = WOOCOMMERCE_FIELDS;

export interface AttributionIslandProps {
  lifetimeMinutes: number;
  sessionMinutes: number;
  base64: boolean;
  allowTracking: boolean;
  prefix: string;
  fields: Record<string, string>;
}

/** The page's `var wc_order_attribution = {...};`, decoded; null without one. */
export function readOrderAttribution(html: string): Record<string, unknown> | null {
  return readInlineObject(html, "wc_order_attribution");
}

/** A decimal number's text (what both printers read from a string). */
const NUMBER_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A number WooCommerce printed (or a decimal number's text), NaN for anything else. */
const numberOf = (value: unknown): number => (typeof value === "number" ? value : typeof value === "string" && NUMBER_TEXT.test(value) ? Number(value) : NaN);

/**
 * sourcebuster's `parseInt` of a number's text: whole minutes (from 1e21, and below 1e-6,
 * JavaScript writes an exponent and parseInt keeps the digit before it), within
 * ±MAX_LIFETIME_MINUTES; 0 for what is not a number (islet_attribution_parse_int()).
 */
export function wholeMinutes(minutes: number): number {
  const parsed = parseInt(String(minutes), 10);
  if (!Number.isFinite(parsed)) return 0;
  // `|| 0`: JSON has no negative zero, and PHP prints 0.
  return Math.max(-MAX_LIFETIME_MINUTES, Math.min(MAX_LIFETIME_MINUTES, parsed)) || 0;
}

/**
 * sourcebuster's cookie lifetime in minutes for WooCommerce's months: 6 for 0 or not a number,
 * times 30 days, then parseInt. WooCommerce's 0.00001 months is 0 minutes: session cookies.
 */
export const sourcebusterMinutes = (months: unknown): number => wholeMinutes((numberOf(months) || SOURCEBUSTER_DEFAULT_MONTHS) * MINUTES_PER_MONTH);

/** WooCommerce's script reads its flags by truthiness. */
const truthy = (value: unknown): boolean => Boolean(value);

/** The island's props from WooCommerce's object (islet_attribution_props()). */
export function attributionPropsFrom(object: Record<string, unknown>): AttributionIslandProps {
  const params = isRecord(object.params) ? object.params : {};
  const fields = isRecord(object.fields) && Object.values(object.fields).every((path) => typeof path === "string") ? (object.fields as Record<string, string>) : { ...DEFAULT_FIELDS };
  return {
    lifetimeMinutes: sourcebusterMinutes(params.lifetime),
    sessionMinutes: wholeMinutes(numberOf(params.session)) || DEFAULT_SESSION_MINUTES,
    base64: truthy(params.base64),
    // Tracking is allowed by default (WooCommerce's filter says true;
    // docs/behaviour/attribution.md#tracking-switch).
    allowTracking: "allowTracking" in params ? truthy(params.allowTracking) : true,
    prefix: typeof params.prefix === "string" ? params.prefix : DEFAULT_PREFIX,
    fields,
  };
}

export const attributionIsland = (props: AttributionIslandProps): string => renderIsland({ name: "attribution", version: 1, when: "load", props });

/**
 * The island before `</body>` where `source` printed WooCommerce's order-attribution script
 * and its object, and the legacy rule then takes both of WooCommerce's scripts off; otherwise
 * the page unchanged. `deps`: the scripts' registered dependencies (the reference store's).
 */
export function placeAttributionIsland(html: string, source: string = html, deps: Record<string, string[]> = REFERENCE_DEPS): string {
  const printed = printedScriptsOf(source, deps);
  const object = readOrderAttribution(source);
  if (!printed.printed.includes("wc-order-attribution") || object === null || html.includes('<div data-island="attribution"')) return html;
  const placed = insertBeforeBodyEnd(html, attributionIsland(attributionPropsFrom(object)));
  if (placed === html) return html;
  const removed = legacyRemovals(islandsInHtml(placed), pageTypeOf(source), printed);
  return ATTRIBUTION_HANDLES.every((handle) => removed.includes(handle)) ? placed : html;
}

/** `?tracking=off`: the page as printed when WooCommerce's allow-tracking filter says no. */
export function withTrackingDisallowed(page: string): string {
  return page.replace(
    /(<div data-island="attribution" data-island-v="1" data-island-when="load"><script type="application\/json" data-island-props>\{[^<]*?"allowTracking":)true/,
    "$1false",
  );
}
