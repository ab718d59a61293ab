/**
 * What the one entry the page loads (islands/boot.ts) runs: reads the page config once, starts the
 * cart bridge and mounts the islands it is handed as their conditions are met. Everything else
 * loads lazily. It lives apart from the entry so that it is part of the spine's one file and the
 * entry stays a few bytes (decision 0027).
 */
import { createClient, fetchNonceWith } from "./api/client";
import { exposeThemeApi } from "./api/theme-api-expose";
import { startCartBridge } from "./bridge";
import { readCookie, writeCookie } from "./bridge/cookies";
import { FRAGMENTS_APPLIED_EVENT } from "./bridge/fragments";
import { readConfig } from "./config";
import { nextTask } from "./runtime/conditions";
import { createRuntime, RESCAN_EVENT, type LazyIslands } from "./runtime/scan";
import type { RegisteredIsland } from "./runtime/types";
import { setNonceSource } from "./stores/nonce";

/**
 * Runs in steps, each in a task of its own: the module itself is evaluated in the task that
 * ends the HTML parser's work, so boot first gives that task back; then the islands are found
 * and armed; then the cart bridge starts (docs/decisions/0013-load-cost.md), and the page is
 * marked ready once every island's arm is in place.
 */
/** `islands`: those of the bundle's first file; `lazyParts`: the parts it loads when a page needs them. */
async function boot(islands: readonly RegisteredIsland[], lazyParts: readonly LazyIslands[]): Promise<void> {
  await nextTask();
  const config = readConfig();
  if (!config.ok) {
    // Without config nothing can talk to the store: leave the server markup working alone.
    console.error(`[islet] not starting: ${config.error}`);
    document.documentElement.setAttribute("data-islet", "no-config");
    return;
  }
  const client = createClient(config.value);
  exposeThemeApi(client);
  setNonceSource({
    fetchNonce: () => fetchNonceWith(client),
    readCookie,
    writeCookie,
  });
  const runtime = createRuntime(islands, { config: config.value, client }, lazyParts);
  document.addEventListener(FRAGMENTS_APPLIED_EVENT, () => runtime.scan());
  document.addEventListener(RESCAN_EVENT, () => runtime.scan());
  runtime.scan();
  await nextTask();
  void startCartBridge({ config: config.value, client });
  // "ready" says every island found is armed: a press from now on reaches its arm, also on
  // islands whose registry entries came with a chunk of their own (decision 0024).
  await runtime.armed();
  document.documentElement.setAttribute("data-islet", "ready");
}

/** Starts once the document is parsed; a failure is logged and leaves the server markup working. */
export function startIslet(islands: readonly RegisteredIsland[], lazyParts: readonly LazyIslands[]): void {
  const start = (): void => void boot(islands, lazyParts).catch((error: unknown) => console.error("[islet] boot failed", error));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
