import { isObject, type JsonObject, type Result } from "../../src/contract/validate";

/**
 * What the first bundle reads: whether WordPress's threaded reply form is this island's to run
 * (no reviews island on the page does it). The strings are read by the lazily loaded part
 * (strings.ts), so that their defaults stay out of the first bundle.
 */
export interface SiteUiProps {
  replies: boolean;
  /** The props as printed, for readSiteUiStrings(). */
  printed: JsonObject;
}

export function parseSiteUiProps(raw: unknown): Result<SiteUiProps> {
  return isObject(raw) ? { ok: true, value: { replies: raw.replies === true, printed: raw } } : { ok: false, error: "props must be an object" };
}
