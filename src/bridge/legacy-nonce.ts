/**
 * CommerceKit's scripts that still run beside the islands (the order bump's inline `onclick`,
 * until its island lands; its swatch script where no listing island is printed) read the nonce from `#commercekit_nonce` and wait for
 * `commercekit_ajs.ajax_nonce == 1`, both set by CommerceKit's footer script, which asked
 * `commercekit_get_nonce` on every page load. The plugin takes that script off; this keeps its
 * readers working without the call on load: the nonce store fills both once it has a nonce, and
 * a click on a legacy reader before then waits for the nonce and is replayed.
 */
import { isObject } from "../contract/validate";
import { $nonce, adoptCachedNonce, ensureNonce } from "../stores/nonce";

/**
 * Elements whose own handlers read `#commercekit_nonce` (and do nothing until
 * `commercekit_ajs.ajax_nonce` is 1): the order bump's buttons, and the swatches of listing cards
 * CommerceKit's swatch script still runs (not those in our listing-swatches islands).
 */
const LEGACY_NONCE_READERS = '[onclick*="commercekitOrderBump"], form.cgkit-swatch-form .cgkit-swatch, .cgkit-as-single-atc';

/** The legacy reader a press landed on, if any. */
function legacyReader(target: EventTarget | null): HTMLElement | null {
  const reader = target instanceof Element ? target.closest<HTMLElement>(LEGACY_NONCE_READERS) : null;
  if (!reader) return null;
  const ours = reader.closest('[data-island="listing-swatches"]') !== null && !reader.matches('[onclick*="commercekitOrderBump"]');
  return ours ? null : reader;
}

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
      const reader = legacyReader(event.target);
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
