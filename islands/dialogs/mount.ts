/** The lazily loaded part: the dialogs wired, and the press that woke the island replayed. */
import type { NoProps } from "../../src/contract/validate";
import { takeHeldPress } from "../../src/runtime/take-held-press";
import type { IslandModule } from "../../src/runtime/types";
import { openDialog, startDialogs } from "./behaviour";

// The arm's attribute (arm.ts stays in the first bundle; a test holds the strings together).
export const HELD = "data-islet-held-trigger";

export const dialogs: IslandModule<NoProps> = {
  mount(element, _props, context) {
    startDialogs(context.signal);
    const held = takeHeldPress(element, HELD, context.signal);
    if (held) openDialog(held);
  },
};
