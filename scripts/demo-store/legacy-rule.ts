/**
 * Which legacy scripts leave a page: the plugin's rule (wp-plugin/includes/legacy.php) over the
 * same table (wp-plugin/includes/legacy-scripts.json), for the demo store and for
 * scripts/php-parity.test.ts, which holds the two to the same answers on every captured page.
 */
import tableJson from "../../wp-plugin/includes/legacy-scripts.json";

export interface LegacyRow {
  /** Islands that must all be printed on the page. */
  islands: string[];
  /** Page types where they do the script's work; `*` for any. */
  pages: string[];
  work: string;
  /** Other island and page sets that do the same work: any one of them is enough. */
  or?: { islands: string[]; pages: string[] }[];
  /** Markup left without its script that must be settled (see settleListingCards). */
  settle?: string;
  /** The action an inline script is printed on (inline rows). */
  hook?: string;
}

export interface LegacyTable {
  handles: Record<string, LegacyRow>;
  inline: Record<string, LegacyRow>;
  /** Inline parts of a handle that stays, by element id (`shoptimizer-main-js-after`). */
  parts: Record<string, LegacyRow>;
  /** Stylesheet handles (`<link id="HANDLE-css">`), only ones no other stylesheet builds on. */
  styles?: Record<string, LegacyRow>;
}

/** What WordPress printed: handles in print order, the queue, each handle's dependencies. */
export interface PrintedScripts {
  printed: string[];
  queue: string[];
  deps: Record<string, string[]>;
}

export const LEGACY_TABLE: LegacyTable = { handles: tableJson.handles, inline: tableJson.inline, parts: tableJson.parts, styles: tableJson.styles };

export const ANY_PAGE = "*";

function setApplies(set: { islands: string[]; pages: string[] }, islands: readonly string[], pageType: string): boolean {
  const page = set.pages.includes(ANY_PAGE) || set.pages.includes(pageType);
  return page && set.islands.length > 0 && set.islands.every((island) => islands.includes(island));
}

export function rowApplies(row: LegacyRow, islands: readonly string[], pageType: string): boolean {
  return setApplies(row, islands, pageType) || (row.or ?? []).some((set) => setApplies(set, islands, pageType));
}

/** The handles reachable from `roots` through their dependencies, the roots included. */
export function dependencyClosure(roots: readonly string[], deps: Record<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let handle = stack.pop(); handle !== undefined; handle = stack.pop()) {
    if (seen.has(handle)) continue;
    seen.add(handle);
    stack.push(...(deps[handle] ?? []));
  }
  return seen;
}

/**
 * The printed handles to take off: the table's handles whose islands were all printed on a
 * page of their type, and their dependencies, except what anything staying still needs
 * (every other printed script, and the queued ones that are not candidates).
 */
export function legacyRemovals(
  islands: readonly string[],
  pageType: string,
  scripts: PrintedScripts,
  table: LegacyTable = LEGACY_TABLE,
): string[] {
  const candidates = scripts.printed.filter((handle) => {
    const row = table.handles[handle];
    return row !== undefined && rowApplies(row, islands, pageType);
  });
  if (candidates.length === 0) return [];
  const removable = dependencyClosure(candidates, scripts.deps);
  const roots = scripts.printed.filter(
    (handle) => (scripts.queue.includes(handle) && !candidates.includes(handle)) || !removable.has(handle),
  );
  const needed = dependencyClosure(roots, scripts.deps);
  return scripts.printed.filter((handle) => removable.has(handle) && !needed.has(handle));
}

/** The inline-script rows (hook callbacks) to take off. */
/** The rows of one section that apply: inline callbacks, or part ids. */
function applyingKeys(rows: Record<string, LegacyRow>, islands: readonly string[], pageType: string): string[] {
  return Object.entries(rows)
    .filter(([, row]) => rowApplies(row, islands, pageType))
    .map(([key]) => key);
}

export function legacyInlineRemovals(islands: readonly string[], pageType: string, table: LegacyTable = LEGACY_TABLE): string[] {
  return applyingKeys(table.inline, islands, pageType);
}

/** islet_legacy_part_removals(): the element ids of the inline parts to take off. */
export function legacyPartRemovals(islands: readonly string[], pageType: string, table: LegacyTable = LEGACY_TABLE): string[] {
  return applyingKeys(table.parts, islands, pageType);
}

/** islet_legacy_style_removals(): the stylesheet handles to take off. */
export function legacyStyleRemovals(islands: readonly string[], pageType: string, table: LegacyTable = LEGACY_TABLE): string[] {
  return applyingKeys(table.styles ?? {}, islands, pageType);
}
