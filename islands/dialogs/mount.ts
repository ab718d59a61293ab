/** The lazily loaded part: the dialogs wired, and the press that woke the island replayed. */
import type { NoProps } from "../../src/contract/validate";
import { takeHeldPress } from "../../src/runtime/take-held-press";
import type { IslandModule } from "../../src/runtime/types";
import { openDialog, startDialogs } from "./behaviour";
import { HeldPress } from "../../src/contract/page-names";

export const dialogs: IslandModule<NoProps> = {
  mount(element, _props, context) {
    startDialogs(context.signal);
    const held = takeHeldPress(element, HeldPress.DialogTrigger, context.signal);
    if (held) openDialog(held);
  },
};
