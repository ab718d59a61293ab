/** The lazily loaded part: the dialogs wired, and the press that woke the island replayed. */
import type { NoProps } from "../../src/contract/validate";
import type { IslandModule } from "../../src/runtime/types";
import { openDialog, startDialogs } from "./behaviour";

// The arm's hand-over attributes (arm.ts, which stays in the first bundle).
const HELD = "data-islet-held-trigger";
const LISTENING = "data-islet-listening";

export const dialogs: IslandModule<NoProps> = {
  mount(element, _props, context) {
    startDialogs(context.signal);
    element.setAttribute(LISTENING, "");
    context.signal?.addEventListener("abort", () => element.removeAttribute(LISTENING), { once: true });
    const held = document.querySelector<HTMLElement>(`[${HELD}]`);
    held?.removeAttribute(HELD);
    if (held) openDialog(held);
  },
};
