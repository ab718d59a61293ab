/**
 * The cheap part that runs at once: a press on a dialog's trigger before the island's code is
 * here is held and replayed once it is (the code loads on the first intent on a trigger; the
 * hand-over goes through the DOM: src/runtime/hold-press.ts).
 */
import { holdPresses } from "../../src/runtime/hold-press";
import { HeldPress } from "../../src/contract/page-names";

export const TRIGGER_SELECTOR = "[data-trigger]";
/** On a trigger pressed before the module came. */

export function armDialogs(island: HTMLElement, signal?: AbortSignal): Promise<void> {
  return holdPresses(island, { selector: TRIGGER_SELECTOR, heldAttribute: HeldPress.DialogTrigger, preventDefault: false }, signal);
}
