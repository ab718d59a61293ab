/**
 * Registry entry: CommerceKit's countdown timers (product pages, checkout, anywhere its markup
 * is printed), one React island per timer (mount.tsx). Its code loads when the timer comes into
 * view; the settings are read from the timer's own data attributes, so it takes no props.
 */
import { parseNoProps } from "../../src/contract/validate";
import { defineIsland } from "../../src/runtime/types";

export const countdownIsland = defineIsland({
  name: "countdown",
  parseProps: parseNoProps,
  load: () => import("./mount").then((module) => module.countdown),
  react: true,
});
