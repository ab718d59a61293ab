/** The words for the texts the server left out. */
import type { SearchTexts } from "./props";

export const DEFAULT_SEARCH_TEXTS: SearchTexts = {
  noResults: "No results",
  otherResults: "Other results",
  viewAll: "View all results",
  noOther: "No other results",
  otherAll: "View all results",
  resultsCount: "%d suggestions available.",
  suggestions: "Search suggestions",
};

export const searchTexts = (given: Partial<SearchTexts>): SearchTexts => ({ ...DEFAULT_SEARCH_TEXTS, ...given });
