/**
 * The popup's display, close and cookie settings (docs/behaviour/popup.md#settings), read from its
 * `data-popmake` JSON with the island's code. A missing or odd field takes Popup Maker's own
 * default (docs/behaviour/constants.md#popup: animation speed 350 ms, top 100, z-index 1999999999,
 * size medium, custom 640 × 380), so a popup the arm accepted always opens.
 */
import { booleanField, isObject, numberField, parseJson, stringField, type JsonObject } from "../../src/contract/validate";
import type { Targeting } from "./rules";

/** Popup Maker's default animation speed (docs/behaviour/constants.md#popup). */
export const DEFAULT_ANIMATION_SPEED = 350;
export const DEFAULT_ZINDEX = 1999999999;
export const DEFAULT_POSITION_TOP = 100;

/** A cookie the popup sets when its event happens (`on_popup_close`, `pum_sub_form_success` …). */
export interface CookieSetting {
  event: string;
  name: string;
  /** "1 month", "1 year", … (cookies.ts). */
  time: string;
  /** A session cookie: no expiry. */
  session: boolean;
  /** Sitewide: path `home_url` ("/"); else the page's own path. */
  sitewide: boolean;
}

export interface DisplaySettings {
  stackable: boolean;
  overlayDisabled: boolean;
  size: string;
  responsiveMinWidth: string;
  responsiveMaxWidth: string;
  customWidth: string;
  customHeight: string;
  customHeightAuto: boolean;
  location: string;
  positionTop: number;
  positionLeft: number;
  positionBottom: number;
  positionRight: number;
  positionFixed: boolean;
  animationType: string;
  animationSpeed: number;
  zindex: number;
}

export interface CloseSettings {
  buttonDelay: number;
  overlayClick: boolean;
  escPress: boolean;
  f4Press: boolean;
}

export interface PopupSettings {
  id: number;
  slug: string;
  display: DisplaySettings;
  close: CloseSettings;
  cookies: CookieSetting[];
  /** The conditions and device flags (absent conditions: every page). */
  targeting: Targeting;
}

const object = (value: unknown): JsonObject => (isObject(value) ? value : {});

/** A CSS length as the editor stores it ("640px", or 640 with its unit apart); null when it is not one. */
export function cssLength(value: unknown, unit: unknown): string | null {
  const text = `${typeof value === "number" || typeof value === "string" ? value : ""}${typeof unit === "string" ? unit : ""}`.trim();
  return /^\d+(\.\d+)?(px|%|em|rem|vw|vh)?$/.test(text) ? text : null;
}

function readDisplay(raw: JsonObject): DisplaySettings {
  const length = (key: string, fallback: string): string => cssLength(raw[key], raw[`${key}_unit`]) ?? fallback;
  const speed = numberField(raw, "animation_speed", DEFAULT_ANIMATION_SPEED);
  const zindex = numberField(raw, "zindex", DEFAULT_ZINDEX);
  return {
    stackable: booleanField(raw, "stackable", false),
    overlayDisabled: booleanField(raw, "overlay_disabled", false),
    size: (stringField(raw, "size") ?? "medium").replace(/[^a-z-]/g, "") || "medium",
    responsiveMinWidth: length("responsive_min_width", "0%"),
    responsiveMaxWidth: length("responsive_max_width", "100%"),
    customWidth: length("custom_width", "640px"),
    customHeight: length("custom_height", "380px"),
    customHeightAuto: booleanField(raw, "custom_height_auto", false),
    location: stringField(raw, "location") ?? "center top",
    positionTop: numberField(raw, "position_top", DEFAULT_POSITION_TOP),
    positionLeft: numberField(raw, "position_left", 0),
    positionBottom: numberField(raw, "position_bottom", 0),
    positionRight: numberField(raw, "position_right", 0),
    positionFixed: booleanField(raw, "position_fixed", false),
    animationType: stringField(raw, "animation_type") ?? "fade",
    animationSpeed: speed >= 0 ? speed : DEFAULT_ANIMATION_SPEED,
    zindex: Number.isInteger(zindex) ? zindex : DEFAULT_ZINDEX,
  };
}

function readClose(raw: JsonObject): CloseSettings {
  const delay = numberField(raw, "button_delay", 0);
  return {
    buttonDelay: delay > 0 ? delay : 0,
    overlayClick: booleanField(raw, "overlay_click", false),
    escPress: booleanField(raw, "esc_press", false),
    f4Press: booleanField(raw, "f4_press", false),
  };
}

function readCookies(raw: unknown): CookieSetting[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): CookieSetting[] => {
    const settings = isObject(entry) ? object(entry.settings) : {};
    const event = isObject(entry) ? stringField(entry, "event") : undefined;
    const name = stringField(settings, "name");
    if (!event || !name) return [];
    return [{ event, name, time: stringField(settings, "time") ?? "", session: booleanField(settings, "session", false), sitewide: booleanField(settings, "path", false) }];
  });
}

/** The overlay's settings; null when its `data-popmake` is not a popup's (the arm has refused it already). */
export function readPopupSettings(overlay: Element): PopupSettings | null {
  const json = parseJson(overlay.getAttribute("data-popmake") ?? "");
  if (!json.ok || !isObject(json.value)) return null;
  const raw = json.value;
  const meta = object(raw.meta);
  const id = numberField(raw, "id", 0);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    id,
    slug: stringField(raw, "slug") ?? "",
    display: readDisplay(object(meta.display)),
    close: readClose(object(meta.close)),
    cookies: readCookies(raw.cookies),
    targeting: {
      conditions: Array.isArray(raw.conditions) ? raw.conditions : [],
      mobileDisabled: Boolean(raw.mobile_disabled ?? raw.disable_on_mobile),
      tabletDisabled: Boolean(raw.tablet_disabled ?? raw.disable_on_tablet),
    },
  };
}
