/** The mini-cart tests' page: a captured store page as the plugin serves it, its drawer in the island. */
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { capturedJson, jsonResponse, loadPageBody, routedFetch, testConfig, type RecordedCall, type Responder } from "../../src/testing/fixtures";
import { servedPage } from "../../src/testing/served-pages";
import { miniCartIsland } from "./index";

export function loadDrawerPage(page = "shop.html"): void {
  loadPageBody(servedPage(page));
}

export function find<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** Scans the page with the mini-cart island and the captured answers (or `routes`). */
export function startRuntime(routes: Record<string, Responder> = {}): { runtime: Runtime; calls: RecordedCall[] } {
  const config = testConfig();
  const recorded = routedFetch({
    get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")),
    commercekit_mini_cart_blocks: () => jsonResponse(capturedJson("31-commercekit_mini_cart_blocks")),
    ...routes,
  });
  const runtime = createRuntime([miniCartIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
  runtime.scan();
  return { runtime, calls: recorded.calls };
}
