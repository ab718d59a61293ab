/** The lazily loaded part: the dialogs wired, and the press that woke the island replayed. */
import type { NoProps } from "../../src/contract/validate";
import type { IslandModule } from "../../src/runtime/types";
import { handOverTriggers, takeHeldTrigger } from "./arm";
import { openDialog, startDialogs } from "./behaviour";

export const dialogs: IslandModule<NoProps> = {
  mount(_element, _props, context) {
    startDialogs(context.signal);
    handOverTriggers(context.signal);
    const held = takeHeldTrigger();
    if (held) openDialog(held);
  },
};
