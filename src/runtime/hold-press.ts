/**
 * For a plain island whose code loads on intent (the wishlist, the dialogs): its arm, in the
 * first bundle, holds a press that lands before the code does, and the code takes it over once
 * mounted (take-held-press.ts). The hand-over goes through the DOM — the held element carries an
 * attribute, the island says when its code listens — so the lazily loaded side imports nothing
 * of this module and this module stays in the first bundle (docs/decisions/0007 addendum).
 */
import { HeldPress } from "../contract/page-names";

export interface HoldOptions {
  /** Elements whose press is held. */
  selector: string;
  /** Put on the held element (one at a time: a later press replaces an earlier one). */
  heldAttribute: string;
  /** Keep the press's default action (a `#` link would scroll the page to its top). */
  preventDefault: boolean;
}

/** Resolves at the first press on `selector` before the island's code listens. */
export function holdPresses(island: HTMLElement, options: HoldOptions, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    document.addEventListener(
      "click",
      (event) => {
        const press = event.target instanceof Element ? event.target.closest(options.selector) : null;
        if (!press || island.hasAttribute(HeldPress.Listening)) return;
        if (options.preventDefault) event.preventDefault();
        for (const earlier of document.querySelectorAll(`[${options.heldAttribute}]`)) earlier.removeAttribute(options.heldAttribute);
        press.setAttribute(options.heldAttribute, "");
        resolve();
      },
      { signal },
    );
  });
}
