/** Registry entry: `<details>` accordions (product summary, listing cards' "Quick add"). */
import { defineIsland } from "../../src/runtime/types";
import { parseAccordionsProps } from "./props";

export const accordionsIsland = defineIsland({
  name: "accordions",
  parseProps: parseAccordionsProps,
  load: () => import("./behaviour").then((module) => module.accordions),
});
