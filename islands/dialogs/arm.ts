/**
 * The cheap part that runs at once: a press on a dialog's trigger before the island's code is
 * here is held and replayed once it is (the code loads on the first intent on a trigger). The
 * hand-over goes through the DOM, so the lazily loaded part imports nothing of this module.
 */
export const TRIGGER_SELECTOR = "[data-trigger]";
/** On a trigger pressed before the module came. */
export const HELD_ATTRIBUTE = "data-islet-held-trigger";
/** On the island: the module listens. */
export const LISTENING_ATTRIBUTE = "data-islet-listening";

export function armDialogs(island: HTMLElement, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    document.addEventListener(
      "click",
      (event) => {
        const trigger = event.target instanceof Element ? event.target.closest(TRIGGER_SELECTOR) : null;
        if (!trigger || island.hasAttribute(LISTENING_ATTRIBUTE)) return;
        for (const earlier of document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) earlier.removeAttribute(HELD_ATTRIBUTE);
        trigger.setAttribute(HELD_ATTRIBUTE, "");
        resolve();
      },
      { signal },
    );
  });
}
