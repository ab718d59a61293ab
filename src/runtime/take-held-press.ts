/**
 * The lazily loaded side of hold-press.ts: the island's code says it listens (until the runtime
 * is torn down) and takes the press its arm held, if any. Only the islands' lazily loaded parts
 * import this module.
 */

/** hold-press.ts's LISTENING_ATTRIBUTE (the same string; a test holds them together). */
export const LISTENING = "data-islet-listening";

export function takeHeldPress(island: HTMLElement, heldAttribute: string, signal?: AbortSignal): HTMLElement | null {
  island.setAttribute(LISTENING, "");
  signal?.addEventListener("abort", () => island.removeAttribute(LISTENING), { once: true });
  const held = document.querySelector<HTMLElement>(`[${heldAttribute}]`);
  held?.removeAttribute(heldAttribute);
  return held;
}
