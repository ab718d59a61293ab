/**
 * The `popup` island around each of Popup Maker's popups (`div.pum-overlay[data-popmake]`,
 * printed in `wp_footer`), on every page that has them: here the captures `popup-shop.html` and
 * `popup-product-hoodie.html` (`?popup=1`). Its props come from Popup Maker's own objects as the
 * page prints them (`pum_vars`, `pum_popups`), read from the captured page before its inline
 * objects are stripped. Only when every popup's settings can be read: Popup Maker's script
 * leaves the page with the islands (legacy-scripts.json), so a popup left out would be dead.
 * The plugin's includes/popup.php does the same; scripts/php-parity.test.ts compares them.
 */
import { DEFAULT_FAILED_TEXT, DEFAULT_LABEL } from "../../islands/popup/props";
import { wrap, findElementEnd, type Span } from "./elements";
import { isRecord, readInlineObject } from "./inline-objects";
import { CAPTURE_ORIGIN } from "./paths";

/** A Popup Maker overlay's opening tag: a div with `pum-overlay` among its classes and a `data-popmake`. */
export const POPUP_OVERLAY_RE = /<div\b(?=[^>]*\sdata-popmake=")(?=[^>]*\sclass="(?:[^"]*\s)?pum-overlay[\s"])[^>]*>/g;

/** The page's `var NAME = {...};` (Popup Maker prints `pum_vars` and `pum_popups` in the footer), decoded; null without it. */
export function readPumObject(html: string, name: "pum_vars" | "pum_popups"): Record<string, unknown> | null {
  return readInlineObject(html, name);
}

/** wp_localize_script's booleans ("1" / "") and real ones. */
const flag = (value: unknown): boolean => value === true || value === 1 || value === "1";
const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** A whole number of milliseconds, 0 for anything else. */
const wholeMs = (value: unknown): number => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : 0);

/** A URL on the store's own origin made site-relative (the demo store serves on another origin; islet_popup_site_relative()). */
export function siteRelative(url: string, origin: string = CAPTURE_ORIGIN): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

export interface PopupProps {
  ajaxUrl: string;
  analyticsApi: string;
  analyticsRoute: string;
  analytics: boolean;
  messagePosition: string;
  homeUrl: string;
  cookieDomain: string;
  closeOnFormSubmission: boolean;
  closeOnFormSubmissionDelay: number;
  label: string;
  failedText: string;
}

/** One popup's props from `pum_vars` and its `pum_popups` entry (islet_popup_props()). */
export function popupPropsFrom(vars: Record<string, unknown>, popup: unknown): PopupProps {
  const settings = isRecord(popup) ? popup : {};
  return {
    ajaxUrl: siteRelative(text(vars.ajaxurl)),
    analyticsApi: siteRelative(text(vars.analytics_api)),
    analyticsRoute: text(vars.analytics_route) || "analytics",
    analytics: flag(vars.analytics_enabled),
    messagePosition: text(vars.message_position),
    homeUrl: text(vars.home_url) || "/",
    cookieDomain: text(vars.cookie_domain),
    closeOnFormSubmission: flag(settings.close_on_form_submission),
    closeOnFormSubmissionDelay: wholeMs(settings.close_on_form_submission_delay),
    label: DEFAULT_LABEL,
    failedText: DEFAULT_FAILED_TEXT,
  };
}

/** The entities esc_attr() writes, decoded in one pass (islet_popup_decode_attribute()). */
const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = { "&quot;": '"', "&#039;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const decodeAttribute = (value: string): string => value.replace(/&(?:quot|#0?39|lt|gt|amp);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity);

/** The popup id in an overlay's opening tag, when its `data-popmake` is a popup's settings; else null. */
export function popupIdOf(openingTag: string): number | null {
  const raw = /\sdata-popmake="([^"]*)"/.exec(openingTag)?.[1];
  if (raw === undefined) return null;
  try {
    const settings: unknown = JSON.parse(decodeAttribute(raw));
    const id = isRecord(settings) ? settings.id : null;
    return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

interface PopupSpan extends Span {
  id: number | null;
}

export function popupOverlays(html: string): PopupSpan[] {
  const spans: PopupSpan[] = [];
  for (const match of html.matchAll(POPUP_OVERLAY_RE)) {
    const end = findElementEnd(html, match.index, "div");
    if (end > match.index) spans.push({ start: match.index, end, id: popupIdOf(match[0]) });
  }
  return spans;
}

/**
 * Each popup in its own popup island, read from `source` (the page as captured): the page
 * unchanged without `pum_vars`, with a popup whose settings cannot be read, or when it already
 * has popup islands.
 */
export function placePopupIslands(html: string, source: string = html): string {
  const vars = readPumObject(source, "pum_vars");
  if (vars === null || html.includes('<div data-island="popup"')) return html;
  const popups = readPumObject(source, "pum_popups") ?? {};
  const overlays = popupOverlays(html);
  if (overlays.some((overlay) => overlay.id === null)) return html;
  let out = html;
  // From the last popup back: each wrap leaves the earlier offsets where they were.
  for (const overlay of overlays.reverse()) out = wrap(out, overlay, "popup", "interaction", popupPropsFrom(vars, popups[`pum-${overlay.id ?? 0}`]));
  return out;
}
