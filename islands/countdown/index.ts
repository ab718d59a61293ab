/**
 * Registry entry: CommerceKit's countdown timers (product pages, checkout, anywhere its markup
 * is printed), one React island per timer (mount.tsx); the settings are read from the timer's
 * own data attributes, so it takes no props. The arm starts the timer at scan: it counts on
 * CommerceKit's markup (early.ts) and its tree mounts at the shopper's first interaction with the
 * page, so no page loads React for a clock (docs/decisions/0045-timer-before-react.md).
 */
import { parseNoProps } from "../../src/contract/validate";
import { whenInteracted } from "../../src/runtime/conditions";
import { defineIsland } from "../../src/runtime/types";

export const countdownIsland = defineIsland({
  name: "countdown",
  parseProps: parseNoProps,
  load: () => import("./mount").then((module) => module.countdown),
  react: true,
  arm(element, _props, context) {
    // A failed import leaves the server's markup; the mount tries again at the first interaction and says so.
    import("./early").then(
      (early) => early.startEarlyTimer(element, context),
      () => undefined,
    );
    return whenInteracted(document.documentElement, null);
  },
});
