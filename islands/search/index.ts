/**
 * Registry entry: CommerceKit's live search on the theme's search forms, a React island
 * (mount.tsx). It loads on the first intent on the field (focus, pointer, key): nothing of it
 * runs or is fetched before, and the form searches without it.
 */
import { defineIsland } from "../../src/runtime/types";
import { parseSearchProps } from "./props";

export const searchIsland = defineIsland({
  name: "search",
  parseProps: parseSearchProps,
  load: () => import("./mount").then((module) => module.search),
  react: true,
});
