/**
 * The comment a demo page carries before `</body>`: what the plugin took off the captured page
 * and what a real store would still load. The demo store serves none of those scripts (their
 * files do not exist here), so this comment is the only place a reader sees the plugin's choice.
 */
import graphJson from "../../fixtures/demo-store/script-graph.json";

/** The reference store's registered dependencies (fixtures/demo-store/script-graph.json). */
const REFERENCE_DEPS: Record<string, string[]> = graphJson.deps;

/** The handles of the `<script id="HANDLE-js">` elements WordPress printed, in order. */
export const printedHandles = (html: string): string[] => [...html.matchAll(/<script\b[^>]*?\sid=["']([^"']+)-js["']/g)].map((match) => match[1] ?? "");

/** The captures print every inline script as a size comment (fixtures/reference-store/README.md). */
const inlineScripts = (html: string): number => html.split("/* inline script omitted:").length - 1;

const list = (items: readonly string[]): string => (items.length > 0 ? items.join(", ") : "none");

/** What the plugin took off `raw` to serve `served`, and whether jQuery stays and for whom. */
export function legacyReport(raw: string, served: string): string {
  const before = printedHandles(raw);
  const after = printedHandles(served);
  const removed = before.filter((handle) => !after.includes(handle));
  const kept = before.filter((handle) => after.includes(handle));
  const inline = inlineScripts(raw) - inlineScripts(served);
  const jqueryFor = kept.filter((handle) => (REFERENCE_DEPS[handle] ?? []).includes("jquery"));
  const jquery = jqueryFor.length > 0 ? `jQuery stays for ${list(jqueryFor)}` : "jQuery leaves: nothing left needs it";
  return `<!-- islet: on a real store this page loses the legacy scripts ${list(removed)} and ${inline} inline scripts; it keeps ${list(kept)}; ${jquery} -->`;
}
