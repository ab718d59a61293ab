/** Test helpers shared by the product-info islands (tabs, accordions, reviews). */
import { createClient } from "../../src/api/client";
import { renderIsland, type IslandWhen } from "../../src/contract/markup";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import type { RegisteredIsland } from "../../src/runtime/types";
import { routedFetch, testConfig } from "../../src/testing/fixtures";

/** Wraps `target` in island markup, as the demo placement and the plugin print it. */
export function wrapInIsland(target: Element, name: string, props: unknown = {}, when: IslandWhen = "load"): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = renderIsland({ name, version: 1, when, props });
  const island = holder.firstElementChild;
  if (!(island instanceof HTMLElement)) throw new Error("renderIsland printed no element");
  target.replaceWith(island);
  island.append(target);
  return island;
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

/** Sets the page URL (happy-dom follows history.replaceState). */
export function setUrl(url: string): void {
  history.replaceState(null, "", url);
}
