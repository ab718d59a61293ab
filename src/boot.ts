/**
 * The one entry the page loads. Reads the page config once, starts the cart bridge and mounts
 * islands as their conditions are met. Everything else loads lazily.
 */
import { createClient } from "./api/client";
import { startCartBridge } from "./bridge";
import { readCookie, writeCookie } from "./bridge/cookies";
import { FRAGMENTS_APPLIED_EVENT } from "./bridge/fragments";
import { readConfig } from "./config";
import { islandRegistry } from "./runtime/registry";
import { createRuntime } from "./runtime/scan";
import { setNonceSource } from "./stores/nonce";

function boot(): void {
  const config = readConfig();
  if (!config.ok) {
    // Without config nothing can talk to the store: leave the server markup working alone.
    console.error(`[islet] not starting: ${config.error}`);
    document.documentElement.setAttribute("data-islet", "no-config");
    return;
  }
  const client = createClient(config.value);
  setNonceSource({
    fetchNonce: async () => {
      const result = await client.getNonce();
      return result?.ok ? result.value.nonce : null;
    },
    readCookie,
    writeCookie,
  });
  const runtime = createRuntime(islandRegistry, { config: config.value, client });
  document.addEventListener(FRAGMENTS_APPLIED_EVENT, () => runtime.scan());
  runtime.scan();
  void startCartBridge({ config: config.value, client });
  document.documentElement.setAttribute("data-islet", "ready");
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
else boot();
