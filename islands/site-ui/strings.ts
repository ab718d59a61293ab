/** The island's strings, read by its lazily loaded part from the props as printed (props.ts). */
import { stringField, type JsonObject } from "../../src/contract/validate";

export const DEFAULT_SUB_MENU_LABEL = "%s sub-menu";
export const DEFAULT_SEARCH_LABEL = "Search";

export interface SiteUiStrings {
  /** The name of a sub-menu's toggle (the theme's caret) in the phone menu; `%s` is its item's text. */
  subMenuLabel: string;
  /** The name of Shoptimizer's phone search toggle, an icon without text. */
  searchLabel: string;
}

const nonEmpty = (value: string | undefined, fallback: string): string => (value === undefined || value.trim() === "" ? fallback : value);

export function readSiteUiStrings(printed: JsonObject): SiteUiStrings {
  return {
    subMenuLabel: nonEmpty(stringField(printed, "subMenuLabel"), DEFAULT_SUB_MENU_LABEL),
    searchLabel: nonEmpty(stringField(printed, "searchLabel"), DEFAULT_SEARCH_LABEL),
  };
}
