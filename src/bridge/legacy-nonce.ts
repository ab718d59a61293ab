/**
 * CommerceKit's scripts that still run beside the islands (the order bump's inline `onclick`,
 * until its island lands) read the nonce from `#commercekit_nonce` and wait for
 * `commercekit_ajs.ajax_nonce == 1`, both set by CommerceKit's footer script, which asked
 * `commercekit_get_nonce` on every page load. The plugin takes that script off; this keeps its
 * readers working without the call on load: the nonce store fills both once it has a nonce, and
 * a click on a legacy reader before then waits for the nonce and is replayed.
 */
import { isObject } from "../contract/validate";
import { $nonce, adoptCachedNonce, ensureNonce } from "../stores/nonce";

/** Elements whose own handlers read `#commercekit_nonce`. */
export const LEGACY_NONCE_READERS = '[onclick*="commercekitOrderBump"]';

function fillLegacyNonce(nonce: string): void {
  for (const input of document.querySelectorAll<HTMLInputElement>("input#commercekit_nonce")) input.value = nonce;
  const settings: unknown = Reflect.get(window, "commercekit_ajs");
  if (isObject(settings)) settings.ajax_nonce = 1;
}

export function startLegacyNonce(signal?: AbortSignal): void {
  const stop = $nonce.subscribe((state) => {
    if (state.status === "ready") fillLegacyNonce(state.value);
  });
  signal?.addEventListener("abort", stop, { once: true });
  adoptCachedNonce();
  document.addEventListener(
    "click",
    (event) => {
      const reader = event.target instanceof Element ? event.target.closest<HTMLElement>(LEGACY_NONCE_READERS) : null;
      if (!reader || $nonce.get().status === "ready") return;
      // Capture phase on the document: the reader's inline handler has not run yet.
      event.stopPropagation();
      event.preventDefault();
      void ensureNonce().then((nonce) => {
        if (nonce !== null && reader.isConnected) reader.click();
      });
    },
    { capture: true, signal },
  );
}
