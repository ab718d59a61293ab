/**
 * What the suggestions list shows for a view, in order: the products, their 'View all' link,
 * then 'Other results' (posts and their 'View all'), or the texts for no results. Options are
 * what the arrow keys move through and Enter opens; notes are read, not chosen.
 */
import type { SearchSuggestion } from "../../src/api/search";
import type { SearchView, Section } from "./controller";
import type { SearchTexts } from "./props";

export type SearchOption =
  | { kind: "suggestion"; key: string; url: string; suggestion: SearchSuggestion }
  | { kind: "view-all"; key: string; url: string; label: string };

export interface SearchGroup {
  key: "products" | "posts";
  /** A heading shown above the group ('Other results'), or null. */
  heading: string | null;
  options: SearchOption[];
  /** Shown instead of options: 'No results', 'No other results'. */
  note: string | null;
}

export interface SearchListing {
  /** The products' group, once answered; null before. */
  products: SearchGroup | null;
  /** 'Other results', once answered after the products; null before, or when off. */
  posts: SearchGroup | null;
  /** The groups shown, in order. */
  groups: SearchGroup[];
  /** Every option, in the order the arrow keys visit them. */
  options: SearchOption[];
  /** How many suggestions (products and others) are shown. */
  count: number;
  busy: boolean;
}

interface GroupWords {
  key: SearchGroup["key"];
  heading: string | null;
  viewAll: string;
  none: string;
}

function viewAllLabel(label: string, total: number, showTotals: boolean): string {
  return showTotals ? `${label} (${total})` : label;
}

function groupOf(section: Section | null, words: GroupWords, showTotals: boolean): SearchGroup | null {
  if (section?.status !== "ready") return null;
  const { answer } = section;
  if (answer.suggestions.length === 0) return { key: words.key, heading: null, options: [], note: words.none };
  const options: SearchOption[] = answer.suggestions.map((suggestion, index) => ({
    kind: "suggestion",
    key: `${words.key}-${index}`,
    url: suggestion.url,
    suggestion,
  }));
  if (answer.viewAllUrl !== null) {
    options.push({ kind: "view-all", key: `${words.key}-all`, url: answer.viewAllUrl, label: viewAllLabel(words.viewAll, answer.total, showTotals) });
  }
  return { key: words.key, heading: words.heading, options, note: null };
}

export function listingFor(view: SearchView, texts: SearchTexts, showTotals: boolean): SearchListing {
  const products = groupOf(view.products, { key: "products", heading: null, viewAll: texts.viewAll, none: texts.noResults }, showTotals);
  // 'Other results' follow the products, as CommerceKit shows them: never before.
  const posts = products
    ? groupOf(view.posts, { key: "posts", heading: texts.otherResults, viewAll: texts.otherAll, none: texts.noOther }, showTotals)
    : null;
  const groups = [products, posts].filter((group): group is SearchGroup => group !== null);
  const options = groups.flatMap((group) => group.options);
  return {
    products,
    posts,
    groups,
    options,
    count: options.filter((option) => option.kind === "suggestion").length,
    busy: view.products?.status === "loading" || view.posts?.status === "loading",
  };
}
