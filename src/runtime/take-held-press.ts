/**
 * The lazily loaded side of hold-press.ts: the island's code says it listens (until the runtime
 * is torn down) and takes the press its arm held, if any. Only the islands' lazily loaded parts
 * import this module.
 */
import { HeldPress } from "../contract/page-names";

export function takeHeldPress(island: HTMLElement, heldAttribute: string, signal?: AbortSignal): HTMLElement | null {
  island.setAttribute(HeldPress.Listening, "");
  signal?.addEventListener("abort", () => island.removeAttribute(HeldPress.Listening), { once: true });
  const held = document.querySelector<HTMLElement>(`[${heldAttribute}]`);
  held?.removeAttribute(heldAttribute);
  return held;
}
