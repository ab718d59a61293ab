/**
 * Registry entry: the CommerceKit waitlist ('Get notified'). Plain TypeScript: the button swap
 * is armed at scan time; the dialog's code loads on the first press of 'Get notified'.
 */
import { defineIsland } from "../../src/runtime/types";
import { armWaitlist, OPENER_SELECTOR, waitlistProductId } from "./controller";
import { parseWaitlistProps } from "./props";

export const waitlistIsland = defineIsland({
  name: "waitlist",
  versions: [1],
  parseProps: parseWaitlistProps,
  load: () => import("./behaviour").then((module) => module.waitlist),
  intentSelector: () => OPENER_SELECTOR,
  arm(island, props, context) {
    const deps = { client: context.client, productId: () => waitlistProductId(props), signal: context.signal };
    armWaitlist(island, (opener) => void import("./behaviour").then((module) => module.openWaitlist(opener, island, deps)), context.signal);
  },
});
