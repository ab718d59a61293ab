/**
 * The search island's props, from CommerceKit's own settings (`commercekit_ajs`): the minimum
 * length, whether 'Other results' are asked, whether 'View all' shows the total, and the texts.
 * Texts left out take the spec's words (spec §8).
 */
import { booleanField, isObject, numberField, stringRecord, type Result } from "../../src/contract/validate";

export interface SearchTexts {
  noResults: string;
  otherResults: string;
  viewAll: string;
  noOther: string;
  otherAll: string;
  /** Announced when suggestions arrive; `%d` is their count. */
  resultsCount: string;
  /** The suggestions list's accessible name. */
  suggestions: string;
}

export interface SearchProps {
  minChars: number;
  otherResults: boolean;
  showTotals: boolean;
  texts: SearchTexts;
}

export const DEFAULT_SEARCH_TEXTS: SearchTexts = {
  noResults: "No results",
  otherResults: "Other results",
  viewAll: "View all results",
  noOther: "No other results",
  otherAll: "View all results",
  resultsCount: "%d suggestions available.",
  suggestions: "Search suggestions",
};

export const DEFAULT_MIN_CHARS = 3;

function readTexts(raw: unknown): SearchTexts {
  const given = stringRecord(raw) ?? {};
  const texts = { ...DEFAULT_SEARCH_TEXTS };
  for (const key of Object.keys(texts) as (keyof SearchTexts)[]) {
    const text = given[key];
    if (typeof text === "string" && text.trim() !== "") texts[key] = text;
  }
  return texts;
}

export function parseSearchProps(raw: unknown): Result<SearchProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const minChars = numberField(raw, "minChars", DEFAULT_MIN_CHARS);
  if (!Number.isInteger(minChars) || minChars < 1) return { ok: false, error: "minChars must be a positive integer" };
  return {
    ok: true,
    value: {
      minChars,
      otherResults: booleanField(raw, "otherResults", true),
      showTotals: booleanField(raw, "showTotals", true),
      texts: readTexts(raw.texts),
    },
  };
}
