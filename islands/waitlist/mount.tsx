/** The lazily loaded part: React and the waitlist's tree, in a root of its own inside the island. */
import { mountReact } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { waitlistProductId } from "./controller";
import { POPUP_SELECTOR } from "./popup";
import type { WaitlistProps } from "./props";
import { joinWaitlist } from "./submit";
import { Waitlist } from "./Waitlist";

export const waitlist: IslandModule<WaitlistProps> = {
  mount(element, props, context) {
    // Read before the tree renders its own popup (same id) into the island.
    const fallbackPopup = element.querySelector<HTMLElement>(POPUP_SELECTOR);
    const send = (email: string) => joinWaitlist(context.client, waitlistProductId(props), email);
    return mountReact(element, <Waitlist fallbackPopup={fallbackPopup} send={send} />, context.signal);
  },
};
