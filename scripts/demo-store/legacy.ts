/**
 * The legacy-script rule on a finished page, as the plugin's output handler applies it
 * (wp-plugin/includes/legacy-page.php): the islands in the page decide which printed scripts
 * leave, and listing cards whose quick-add script left become plain cards. The demo store
 * serves no legacy script at all, so on its pages this only settles the cards and says, in a
 * comment, what a real store would keep; scripts/php-parity.test.ts compares every step with PHP.
 */
import graphJson from "../../fixtures/demo-store/script-graph.json";
import { busyInline, idleHandles, inlineLibraries, LEGACY_TABLE, legacyInlineRemovals, legacyPartRemovals, legacyRemovals, legacyStyleRemovals, type PrintedScripts } from "./legacy-rule";

export { pageTypeOf } from "./page-type";

/** The reference store's registered dependencies (fixtures/demo-store/script-graph.json). */
export const REFERENCE_DEPS: Record<string, string[]> = graphJson.deps;

/** Handles with no file of their own, which WordPress counts as printed without a tag. */
export const REFERENCE_ALIASES: readonly string[] = graphJson.aliases;

/** Handles WooCommerce queues itself on every page, whatever else depends on them (woocommerce.js). */
export const REFERENCE_QUEUED: readonly string[] = graphJson.queued;

const SCRIPT_ID_SUFFIXES = ["", "-extra", "-before", "-after", "-translations"];

/** The islands printed in a page, each name once. */
export function islandsInHtml(html: string): string[] {
  return [...new Set([...html.matchAll(/<div data-island="([^"]+)"/g)].map((match) => match[1] ?? ""))];
}

/**
 * The printed handles with the aliases WordPress counted as printed too: a handle with no file
 * of its own (`jquery` → jquery-core, jquery-migrate) is done, without a tag, once its
 * dependencies are, when a printed handle needs it.
 */
function withAliases(tags: string[], deps: Record<string, string[]>): string[] {
  const needed = new Set(tags.flatMap((handle) => deps[handle] ?? []));
  const aliases = REFERENCE_ALIASES.filter((handle) => needed.has(handle) && !tags.includes(handle));
  const printed = [...tags];
  for (const alias of aliases) {
    const own = deps[alias] ?? [];
    if (!own.every((dep) => printed.includes(dep))) continue;
    printed.splice(Math.max(...own.map((dep) => printed.indexOf(dep))) + 1, 0, alias);
  }
  return printed;
}

/**
 * What WordPress printed on a captured page: its `<script id="HANDLE-js">` elements in order;
 * the queue is the handles no other printed handle depends on (a page does not show which
 * were queued directly) and those WooCommerce always queues (REFERENCE_QUEUED).
 */
export function printedScriptsOf(html: string, deps: Record<string, string[]> = REFERENCE_DEPS): PrintedScripts {
  const printed = withAliases([...html.matchAll(/<script\b[^>]*?\sid=["']([^"']+)-js["']/g)].map((match) => match[1] ?? ""), deps);
  const needed = new Set(printed.flatMap((handle) => deps[handle] ?? []));
  const known: Record<string, string[]> = {};
  for (const handle of printed) known[handle] = deps[handle] ?? [];
  return { printed, queue: printed.filter((handle) => !needed.has(handle) || REFERENCE_QUEUED.includes(handle)), deps: known };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\#-]/g, "\\$&");

/** The page without the elements WordPress printed for these handles (and their inline parts). */
export function stripScriptHandles(html: string, handles: readonly string[]): string {
  return stripScriptIds(
    html,
    handles.flatMap((handle) => SCRIPT_ID_SUFFIXES.map((suffix) => `${handle}-js${suffix}`)),
  );
}

/** The page without the `<script>` elements of these ids. */
export function stripScriptIds(html: string, elementIds: readonly string[]): string {
  if (elementIds.length === 0) return html;
  const ids = elementIds.map(escapeRegExp);
  const pattern = new RegExp(`[ \\t]*<script\\b[^>]*?\\sid=(["'])(?:${ids.join("|")})\\1[^>]*>[\\s\\S]*?</script>[ \\t]*\\r?\\n?`, "gi");
  return html.replace(pattern, "");
}

/** The page without the stylesheets of these handles: `<link id="HANDLE-css">` and `<style id="HANDLE-inline-css">`. */
export function stripStyleHandles(html: string, handles: readonly string[]): string {
  if (handles.length === 0) return html;
  const ids = handles.map(escapeRegExp).join("|");
  return html
    .replace(new RegExp(`[ \\t]*<link\\b[^>]*?\\sid=(["'])(?:${ids})-css\\1[^>]*>[ \\t]*\\r?\\n?`, "gi"), "")
    .replace(new RegExp(`[ \\t]*<style\\b[^>]*?\\sid=(["'])(?:${ids})-inline-css\\1[^>]*>[\\s\\S]*?</style>[ \\t]*\\r?\\n?`, "gi"), "");
}

/**
 * Listing cards whose quick-add script left the page become plain cards: no loading
 * placeholder, no quick-add form that nothing would run, WooCommerce's "Select options" link.
 * Not where the listing-swatches island runs the cards.
 */
export function settleListingCards(html: string): string {
  return html
    .replace(/<li class="([^"]*\bcgkit-swatch-loading\b[^"]*)"/g, (_, classes: string) => {
      const kept = classes.trim().split(/\s+/).filter((name) => name !== "cgkit-swatch-loading" && name !== "ckit-hide-cta");
      return `<li class="${kept.join(" ")}"`;
    })
    .split('<form class="cgkit-swatch-form ')
    .join('<form hidden style="display: none;" class="cgkit-swatch-form ');
}

export interface LegacyOutcome {
  html: string;
  handles: string[];
  inline: string[];
  /** Inline parts of kept handles, by element id. */
  parts: string[];
  /** Stylesheet handles (absent: none). */
  styles?: string[];
}

/** islet_apply_legacy_rule(): the islands in `html` decide what leaves. */
export function applyLegacyRule(html: string, pageType: string, scripts: PrintedScripts): LegacyOutcome {
  const islands = islandsInHtml(html);
  const busy = busyInline(html);
  const inline = legacyInlineRemovals(islands, pageType).filter((key) => !busy.includes(key));
  const parts = legacyPartRemovals(islands, pageType);
  const styles = legacyStyleRemovals(islands, pageType);
  // The inline scripts that stay decide which libraries they still need.
  const withoutParts = stripScriptIds(html, parts);
  const named = inlineLibraries(withoutParts, scripts.printed);
  const handles = legacyRemovals(islands, pageType, scripts, LEGACY_TABLE, idleHandles(html), named);
  let out = stripStyleHandles(stripScriptHandles(withoutParts, handles), styles);
  const settles = handles.some((handle) => LEGACY_TABLE.handles[handle]?.settle === "listing-cards");
  if (settles && !islands.includes("listing-swatches")) out = settleListingCards(out);
  return { html: out, handles, inline, parts, styles };
}

/**
 * A comment for the demo page: what the plugin would take off a real store's page, keep, and
 * whether jQuery stays (the kept scripts that depend on it) or leaves.
 */
export function legacyReport(outcome: LegacyOutcome, scripts: PrintedScripts): string {
  const kept = scripts.printed.filter((handle) => !outcome.handles.includes(handle));
  const list = (items: string[]): string => (items.length > 0 ? items.join(", ") : "none");
  const styles = outcome.styles ?? [];
  const jqueryFor = kept.filter((handle) => (scripts.deps[handle] ?? []).includes("jquery"));
  const jquery = jqueryFor.length > 0 ? `jQuery stays for ${list(jqueryFor)}` : "jQuery leaves: nothing left needs it";
  return (
    `<!-- islet: on a real store this page loses the legacy scripts ${list(outcome.handles)}` +
    ` and the inline scripts of ${list(outcome.inline)} and ${list(outcome.parts)}${styles.length > 0 ? `, and the stylesheets ${list(styles)}` : ""}; it keeps ${list(kept.filter((handle) => LEGACY_TABLE.handles[handle]))}; ${jquery} -->`
  );
}
