/** The lazily loaded part: finds the popup that belongs to the pressed button and opens it. */
import type { IslandModule } from "../../src/runtime/types";
import { createDialog, POPUP_SELECTOR, type DialogDeps, type WaitlistDialog } from "./dialog";
import type { WaitlistProps } from "./props";

const dialogs = new WeakMap<HTMLElement, WaitlistDialog | null>();
/** Each button's popup, once moved away from it. */
const popups = new WeakMap<HTMLElement, HTMLElement>();

/**
 * CommerceKit prints each popup right after its button (a variation's comes in its
 * availability_html): that one names the right product. The island's footer copy is the fallback.
 */
export function popupFor(opener: HTMLElement, island: HTMLElement): HTMLElement | null {
  const moved = popups.get(opener);
  if (moved?.isConnected) return moved;
  const next = opener.nextElementSibling;
  if (next instanceof HTMLElement && next.matches(POPUP_SELECTOR)) return next;
  return island.querySelector<HTMLElement>(POPUP_SELECTOR);
}

export const POPUP_WRAP_ID = "commercekit-waitlist-popup-wrap";

/**
 * Into a wrap of our own, as CommerceKit does: out of the variations form (its inputs must not
 * reach the form's change handlers, which repaint the variation, popup included) and out of the
 * footer copy (hidden by themes, emptied by CommerceKit's script).
 */
function detach(popup: HTMLElement, island: HTMLElement): void {
  if (popup.parentElement?.id === POPUP_WRAP_ID) return;
  let wrap = island.querySelector<HTMLElement>(`#${POPUP_WRAP_ID}`);
  if (!wrap) {
    wrap = document.createElement("div");
    wrap.id = POPUP_WRAP_ID;
    island.append(wrap);
  }
  wrap.replaceChildren(popup);
}

export function openWaitlist(opener: HTMLElement, island: HTMLElement, deps: DialogDeps): WaitlistDialog | null {
  const popup = popupFor(opener, island);
  if (!popup) return null;
  detach(popup, island);
  popups.set(opener, popup);
  let dialog = dialogs.get(popup);
  if (dialog === undefined) {
    dialog = createDialog(popup, deps);
    dialogs.set(popup, dialog);
  }
  dialog?.open(opener);
  return dialog ?? null;
}

/** Everything is armed at scan time (controller.ts); mounting only marks the island ready. */
export const waitlist: IslandModule<WaitlistProps> = {
  mount: () => undefined,
};
