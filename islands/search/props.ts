/**
 * The search island's props, from CommerceKit's own settings (`commercekit_ajs`): the minimum
 * length, whether 'Other results' are asked, whether 'View all' shows the total, and the texts.
 * Texts left out take the island's default words (texts.ts).
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
  texts: Partial<SearchTexts>;
}

export const DEFAULT_MIN_CHARS = 3;

/** The texts the server gave (the default words fill the gaps at mount: texts.ts, loaded with the island). */
function readTexts(raw: unknown): Partial<SearchTexts> {
  const given = stringRecord(raw) ?? {};
  return Object.fromEntries(Object.entries(given).filter(([, text]) => text.trim() !== ""));
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
