/**
 * The popup's arm, in the first bundle with the popup's registry entry (docs/decisions/0046: the
 * reference store prints its popup on every page, the checkout too). It owns the popup's
 * triggers for the whole page — the auto-open timer and the clicks on its trigger links — and asks for an open only when none
 * of the trigger's cookies is set, so a returning visitor loads nothing more (the island's code
 * checks the conditions and device flags before it opens: rules.ts). An open asked before the
 * island's code listens is held on the island (an attribute) and makes it mount at once; once
 * the code listens, each open is an event on the island. A first pointer, touch or focus on a
 * trigger mounts the island early, so a click opens at once. The island's code imports nothing
 * of this module: the names both use are src/contract/page-names.ts's.
 */
import { cookiesAbsent, type ArmSettings } from "./triggers";
import { HeldPress, PageEvent } from "../../src/contract/page-names";

/** The class Popup Maker gives every trigger (its look: a pointer cursor, popup.css). */
export const TRIGGER_CLASS = "pum-trigger";

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** Every trigger selector of the popup; null without one. */
export const triggerSelector = (settings: ArmSettings): string | null =>
  settings.triggers
    .map((trigger) => trigger.selector)
    .filter(Boolean)
    .join(", ") || null;

/** A first intent on a trigger: the island mounts (its code loads) before the click. */
function onFirstIntent(selector: string, use: () => void, signal?: AbortSignal): void {
  const listening = new AbortController();
  signal?.addEventListener("abort", () => listening.abort());
  const onIntent = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    listening.abort();
    use();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true, signal: listening.signal });
}

/** Arms the triggers of `settings`; resolves when the island should mount (an open asked, or an intent). */
export function armTriggers(island: HTMLElement, settings: ArmSettings, signal?: AbortSignal): Promise<void> {
  const selector = triggerSelector(settings);
  if (selector) for (const trigger of document.querySelectorAll(selector)) trigger.classList.add(TRIGGER_CLASS);
  return new Promise((resolve) => {
    const ask = (): void => {
      if (island.hasAttribute(HeldPress.Listening)) {
        island.dispatchEvent(new CustomEvent(PageEvent.PopupOpen));
      } else {
        island.setAttribute(HeldPress.PopupOpenAsked, "");
        resolve();
      }
    };
    if (selector) onFirstIntent(selector, resolve, signal);
    for (const trigger of settings.triggers) {
      if (trigger.delay >= 0) {
        // Popup Maker checks the cookies when the delay is over, not before.
        const timer = setTimeout(() => cookiesAbsent(trigger) && ask(), trigger.delay);
        signal?.addEventListener("abort", () => clearTimeout(timer));
        continue;
      }
      document.addEventListener(
        "click",
        (event) => {
          const target = event.target instanceof Element ? event.target.closest(trigger.selector) : null;
          // A trigger inside the popup it opens does nothing; `do-default` keeps the link's own action.
          if (!target || island.contains(target) || !cookiesAbsent(trigger)) return;
          if (!target.classList.contains("do-default") && /^(0|false)?$/.test(target.getAttribute("data-do-default") ?? "")) event.preventDefault();
          ask();
        },
        { signal },
      );
    }
  });
}
