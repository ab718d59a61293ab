/**
 * Registry entry for the mini-cart drawer (a React island, MiniCartDrawer.tsx). The arm
 * (arm.ts, plain TypeScript) opens the drawer at the first click, before React has loaded, and
 * closes it until the React shell takes over. Pointer or focus intent on an opener loads the
 * shell ahead of the click; opening mounts it at the latest.
 */
import { defineIsland } from "../../src/runtime/types";
import { armDrawer, whenFirstOpened } from "./arm";
import { parseMiniCartProps } from "./props";

export const miniCartIsland = defineIsland({
  name: "mini-cart",
  parseProps: parseMiniCartProps,
  load: () => import("./mount").then((module) => module.miniCart),
  react: true,
  intentSelector: (props) => props.openers,
  arm(element, props, context) {
    armDrawer(element, props.openers, context.signal);
    return whenFirstOpened(context.signal);
  },
});
