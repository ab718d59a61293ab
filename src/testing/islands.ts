/** Test helpers shared by the islands' tests: the placement's wrapper, the page's mount, and a clean slate per test. */
import { afterEach, beforeEach } from "vitest";
import { createClient } from "../api/client";
import type { IslandWhen } from "../contract/markup";
import { createRuntime, type Runtime } from "../runtime/scan";
import type { RegisteredIsland } from "../runtime/types";
import { resetVariationSelection } from "../stores/variation";
import { routedFetch, testConfig } from "./fixtures";

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

/** Mounts every island on the page like the bundle does and waits until they settled. */
export async function mountPage(islands: readonly RegisteredIsland[]): Promise<Runtime> {
  const config = testConfig();
  const runtime = createRuntime(islands, { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  await runtime.settled();
  return runtime;
}

export function must<T extends Element>(element: T | null, what: string): T {
  if (!element) throw new Error(`the page has no ${what}`);
  return element;
}

/**
 * The registered islands `names`, in that order, from a registry part: how a test puts another
 * island beside its own, as a page does, without importing that island's folder
 * (scripts/layering.test.ts).
 */
export function islandsNamed(registry: readonly RegisteredIsland[], ...names: string[]): RegisteredIsland[] {
  return names.map((name) => {
    const island = registry.find((entry) => entry.name === name);
    if (!island) throw new Error(`the registry has no island ${name}`);
    return island;
  });
}
