/** Load conditions (`data-island-when`) as small promises, after 11ty's is-land. */
import type { IslandWhen } from "../contract/markup";

/**
 * Lazy things start 200px before they scroll into view (docs/behaviour/constants.md#listing):
 * above and below only. An off-canvas drawer waits just beside the screen (Shoptimizer's cart
 * drawer sits at the window's right edge); a margin to the sides would count what it holds as in
 * view, and load it with the page.
 */
export const VISIBLE_MARGIN = "200px 0px";
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

export function whenVisible(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== "function") {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
  });
}

/** The first of `types` on the document (capture) that `accepts`; its listeners go once it came. */
function firstEvent(types: readonly string[], accepts: (event: Event) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const onEvent = (event: Event): void => {
      if (!accepts(event)) return;
      for (const type of types) document.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true });
  });
}

/** First pointer, touch, focus or key intent on the island or on elements matching `selector`. */
export function whenInteracted(element: Element, selector: string | null): Promise<void> {
  return firstEvent(INTENT_EVENTS, ({ target }) => {
    const inside = target instanceof Node && element.contains(target);
    const onTrigger = selector !== null && target instanceof Element && target.closest(selector) !== null;
    return inside || onTrigger;
  });
}

/**
 * The pointer, touch and key events of INTENT_EVENTS, and a wheel turn (it scrolls with the
 * pointer still, and CommerceKit's loaders count it): what only the shopper does.
 */
const SHOPPER_EVENTS = [...INTENT_EVENTS.filter((type) => type !== "focusin"), "wheel"];

/**
 * The shopper's first pointer, touch, wheel or key anywhere on the page. Focus alone does not
 * count: a script may move it, as a popup that opens by itself does.
 */
export function whenPageActedOn(): Promise<void> {
  return firstEvent(SHOPPER_EVENTS, () => true);
}

export function whenCondition(when: IslandWhen, element: Element, selector: string | null): Promise<void> {
  switch (when) {
    case "idle":
      return whenIdle();
    case "visible":
      return whenVisible(element);
    case "interaction":
      return whenInteracted(element, selector);
    default:
      return Promise.resolve();
  }
}

/** Gives the main thread back between mounts, so no single task mounts every island. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
