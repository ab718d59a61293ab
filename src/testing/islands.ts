/** Test helpers shared by the islands' tests: the placement's wrapper, and a clean slate per test. */
import { afterEach, beforeEach } from "vitest";
import type { IslandWhen } from "../contract/markup";
import { resetVariationSelection } from "../stores/variation";

/** Wraps `target` in an island element, as the plugin's placement does; returns the island. */
export function wrapInIsland(target: Element, name: string, options: { when?: IslandWhen; props?: unknown } = {}): HTMLElement {
  const island = islandElement(name, options);
  target.before(island);
  island.append(target);
  return island;
}

function islandElement(name: string, options: { when?: IslandWhen; props?: unknown }): HTMLElement {
  const island = document.createElement("div");
  island.setAttribute("data-island", name);
  island.setAttribute("data-island-v", "1");
  island.setAttribute("data-island-when", options.when ?? "load");
  island.innerHTML = `<script type="application/json" data-island-props>${JSON.stringify(options.props ?? {})}</script>`;
  return island;
}

/** An empty island before `</body>` (as the plugin prints the page-wide ones); returns it. */
export function appendIsland(name: string, options: { when?: IslandWhen; props?: unknown } = {}): HTMLElement {
  const island = islandElement(name, options);
  document.body.append(island);
  return island;
}

/**
 * Each test gets its own teardown controller (aborted after it, as the runtime's would be) and
 * starts and ends with nothing selected. Returns the current test's controller.
 */
export function freshIslandTests(after: () => void = () => undefined): () => AbortController {
  let teardown = new AbortController();
  beforeEach(() => {
    teardown = new AbortController();
    resetVariationSelection();
  });
  afterEach(() => {
    teardown.abort();
    resetVariationSelection();
    after();
  });
  return () => teardown;
}
