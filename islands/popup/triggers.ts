/**
 * What the arm needs of a popup's settings (Popup Maker's `data-popmake` JSON on its overlay):
 * its triggers, each with the cookies that keep it from opening the popup. In the first bundle with
 * the arm (docs/decisions/0046), so kept to that; the conditions, the device flags and
 * the display and close settings are read with the island's code (rules.ts, settings.ts), which
 * checks them before it opens.
 */
import { readCookie } from "../../src/bridge/cookies";
import { isObject, parseJson } from "../../src/contract/validate";
import { ThemeMarkup } from "../../src/contract/page-names";

export interface Trigger {
  /** auto_open: ms after load; click_open: -1. */
  delay: number;
  /** click_open: its trigger elements (`.popmake-ID, .popmake-SLUG, a[href$="#popmake-ID"]` and the extra selectors). */
  selector: string;
  /** Any one of these cookies set keeps the trigger from opening the popup. */
  cookies: string[];
}

export interface ArmSettings {
  id: number;
  triggers: Trigger[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === "string" && name !== "");

/** `selector` when the browser can read it (an invalid one would throw in every click listener), else `fallback`. */
function readable(selector: string, fallback: string): string {
  try {
    document.querySelector(selector);
    return selector;
  } catch {
    return fallback;
  }
}

/** The overlay's `data-popmake` read for the arm; null when it is not a popup's settings. */
export function readArmSettings(island: Element): ArmSettings | null {
  const json = parseJson(island.querySelector(ThemeMarkup.PopupOverlay)?.getAttribute("data-popmake") ?? "");
  const raw = json.ok && isObject(json.value) ? json.value : {};
  const { id, triggers = [] } = raw;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || !Array.isArray(triggers)) return null;
  let slug = String(raw.slug ?? "");
  try {
    slug = decodeURIComponent(slug); // Popup Maker's own trigger class is the decoded slug
  } catch {
    /* not URI-encoded: the slug as it is */
  }
  const own = `.popmake-${id}, a[href$="#popmake-${id}"]`;
  const read: Trigger[] = [];
  for (const trigger of triggers) {
    const settings = isObject(trigger) && isObject(trigger.settings) ? trigger.settings : {};
    const type = isObject(trigger) ? trigger.type : null;
    const cookies = strings(settings.cookie_name);
    if (type === "auto_open") read.push({ delay: Math.max(0, Number(settings.delay) || 0), selector: "", cookies });
    if (type === "click_open") {
      const selector = [own, slug && `.popmake-${slug}`, ...strings(settings.extra_selectors)].filter(Boolean).join(", ");
      read.push({ delay: -1, selector: readable(selector, own), cookies });
    }
  }
  return { id, triggers: read };
}

/** None of the trigger's cookies is set (Popup Maker's checkCookies). */
export const cookiesAbsent = (trigger: Trigger): boolean => !trigger.cookies.some((name) => readCookie(name) !== undefined);
