/**
 * For an arm's early work (painting before React has loaded): a signal that aborts once the
 * island has mounted or failed (its component, or the server's markup, is in charge again) or
 * the runtime is torn down.
 */
import { STATE_ATTRIBUTE, STATE_EVENT } from "./scan";

const SETTLED = new Set(["mounted", "error"]);

export function untilMounted(island: HTMLElement, signal?: AbortSignal): AbortSignal {
  const settled = new AbortController();
  const check = (): void => {
    if (SETTLED.has(island.getAttribute(STATE_ATTRIBUTE) ?? "")) settled.abort();
  };
  check();
  island.addEventListener(STATE_EVENT, check, { signal: settled.signal });
  signal?.addEventListener("abort", () => settled.abort(), { once: true, signal: settled.signal });
  if (signal?.aborted) settled.abort();
  return settled.signal;
}
