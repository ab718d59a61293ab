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
  /**
   * The classes of the markup the script works on: where no element of the finished page has
   * any of them, the script has nothing to do and leaves whatever islands were printed.
   */
  worksOn?: string[];
  /**
   * An inline script's: the classes of markup it works on that no island runs. Where an element
   * of the finished page has one of them, the script stays whatever islands were printed.
   */
  staysWith?: string[];
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
  /** Libraries that leave where nothing left needs them: handle → the global it defines. */
  libraries?: Record<string, string>;
}

/** What WordPress printed: handles in print order, the queue, each handle's dependencies. */
export interface PrintedScripts {
  printed: string[];
  queue: string[];
  deps: Record<string, string[]>;
}

const librariesOf = (section: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(section).filter(([handle]) => !handle.startsWith("$")));

export const LEGACY_TABLE: LegacyTable = {
  handles: tableJson.handles,
  inline: tableJson.inline,
  parts: tableJson.parts,
  styles: tableJson.styles,
  libraries: librariesOf(tableJson.libraries),
};

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

const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/g;

/** Every class an element of `html` has. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? match[2] ?? "").split(/\s+/)) if (name !== "") classes.add(name);
  }
  return classes;
}

/**
 * islet_legacy_idle_handles(): the table's handles whose `worksOn` markup is nowhere in `html`
 * and whose islands are switched on (`enabled`; the demo store has every island on).
 */
export function idleHandles(html: string, table: LegacyTable = LEGACY_TABLE, enabled: (island: string) => boolean = () => true): string[] {
  const classes = classesIn(html);
  const rowEnabled = (row: LegacyRow): boolean =>
    [row, ...(row.or ?? [])].some((set) => set.islands.length > 0 && set.islands.every(enabled));
  return Object.entries(table.handles)
    .filter(([, row]) => (row.worksOn ?? []).length > 0 && !(row.worksOn ?? []).some((name) => classes.has(name)) && rowEnabled(row))
    .map(([handle]) => handle);
}

/** islet_legacy_busy_inline(): the table's inline scripts whose `staysWith` markup is in `html`. */
export function busyInline(html: string, table: LegacyTable = LEGACY_TABLE): string[] {
  const classes = classesIn(html);
  return Object.entries(table.inline)
    .filter(([, row]) => (row.staysWith ?? []).some((name) => classes.has(name)))
    .map(([key]) => key);
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = ["", "text/javascript", "application/javascript", "module"];
const ATTACHED_ID = /^(.+)-js(?:-extra|-before|-after|-translations)$/;

/** The code of the inline scripts in `html` that no printed handle owns (a hook printed them). */
function unattachedInlineCode(html: string, printed: readonly string[]): string[] {
  const code: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=(["']?)([^"'\s>]*)\1/i.exec(attributes)?.[2]?.toLowerCase() ?? "";
    const owner = ATTACHED_ID.exec(/\sid=(["'])([^"']*)\1/i.exec(attributes)?.[2] ?? "")?.[1];
    if (EXECUTABLE_TYPES.includes(type) && !(owner !== undefined && printed.includes(owner))) code.push(body);
  }
  return code;
}

/**
 * islet_legacy_inline_libraries(): the libraries whose global an inline script of `html` names,
 * where no printed handle owns that script (so no registered dependency says it needs them).
 */
export function inlineLibraries(html: string, printed: readonly string[], table: LegacyTable = LEGACY_TABLE): string[] {
  const code = unattachedInlineCode(html, printed);
  return Object.entries(table.libraries ?? {})
    .filter(([, global]) => code.some((body) => new RegExp(`(?<![\\w$])${global}(?![\\w$])`).test(body)))
    .map(([handle]) => handle);
}

/**
 * The printed handles to take off: the table's handles whose islands were all printed on a
 * page of their type, or that have nothing to work on there (`idle`), the libraries on a page
 * with islands, and their dependencies, except what anything staying still needs (every other
 * printed script, the queued ones that are neither, and the libraries an inline script names).
 */
export function legacyRemovals(
  islands: readonly string[],
  pageType: string,
  scripts: PrintedScripts,
  table: LegacyTable = LEGACY_TABLE,
  idle: readonly string[] = [],
  namedInline: readonly string[] = [],
): string[] {
  const libraries = islands.length > 0 ? Object.keys(table.libraries ?? {}) : [];
  const candidates = scripts.printed.filter((handle) => {
    const row = table.handles[handle];
    return libraries.includes(handle) || (row !== undefined && (idle.includes(handle) || rowApplies(row, islands, pageType)));
  });
  if (candidates.length === 0) return [];
  const removable = dependencyClosure(candidates, scripts.deps);
  const roots = scripts.printed.filter(
    (handle) =>
      (scripts.queue.includes(handle) && !candidates.includes(handle)) || !removable.has(handle) || namedInline.includes(handle),
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
