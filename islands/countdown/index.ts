/**
 * Registry entry: CommerceKit's countdown timers (product pages, checkout, anywhere its markup
 * is printed), one React island per timer (mount.tsx); the settings are read from the timer's
 * own data attributes, so it takes no props. The arm starts the timer when it comes into view
 * (as the tree used to mount): it counts on CommerceKit's markup (early.ts), and its tree mounts
 * at the shopper's first pointer, touch or key on the page, so no page loads React for a clock
 * (docs/decisions/0045-timer-before-react.md).
 */
import { parseNoProps } from "../../src/contract/validate";
import { whenPageActedOn, whenVisible } from "../../src/runtime/conditions";
import { defineIsland } from "../../src/runtime/types";

export const countdownIsland = defineIsland({
  name: "countdown",
  parseProps: parseNoProps,
  load: () => import("./mount").then((module) => module.countdown),
  react: true,
  arm(element, _props, context) {
    // A failed import leaves the server's markup; the mount tries again at the first interaction and says so.
    void whenVisible(element)
      .then(() => import("./early"))
      .then(
        (early) => early.startEarlyTimer(element, context),
        () => undefined,
      );
    return whenPageActedOn();
  },
});
