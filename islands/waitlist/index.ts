/**
 * Registry entry: the CommerceKit waitlist ('Get notified'), a React island (mount.tsx). The
 * arm (controller.ts, plain TypeScript) queues a press that lands before React has loaded and
 * wakes the island at the shopper's first choice; the dialog, the sold-out labels and the
 * add-to-cart swap render with React.
 */
import { defineIsland } from "../../src/runtime/types";
import { armWaitlist, OPENER_SELECTOR } from "./controller";
import { parseWaitlistProps } from "./props";

export const waitlistIsland = defineIsland({
  name: "waitlist",
  parseProps: parseWaitlistProps,
  load: () => import("./mount").then((module) => module.waitlist),
  react: true,
  intentSelector: () => OPENER_SELECTOR,
  arm: (island, _props, context) => armWaitlist(island, context.signal),
});
