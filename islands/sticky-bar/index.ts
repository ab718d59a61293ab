/**
 * Registry entry: CommerceKit's sticky add-to-cart bar (React, StickyBar.tsx, loaded from mount.tsx). `when` is
 * `interaction` with the bar itself (hidden until then), so in practice the arm decides: the
 * code loads when the main add-to-cart first scrolls out of view above.
 */
import { defineIsland } from "../../src/runtime/types";
import { whenScrolledPast } from "./arm";
import { parseStickyBarProps } from "./props";

export const stickyBarIsland = defineIsland({
  name: "sticky-bar",
  parseProps: parseStickyBarProps,
  load: () => import("./mount").then((module) => module.stickyBar),
  react: true,
  arm(_island, props, context) {
    const target = document.querySelector(props.watch);
    // No main add-to-cart on the page: nothing to follow; the island stays pending.
    return target ? whenScrolledPast(target, context.signal) : undefined;
  },
});
