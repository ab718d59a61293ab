/** Registry entry: the variable product's form (plain TypeScript behaviour, no React). */
import { defineIsland } from "../../src/runtime/types";
import { parseVariationFormProps } from "./props";

export const variationFormIsland = defineIsland({
  name: "variation-form",
  versions: [1],
  parseProps: parseVariationFormProps,
  load: () => import("./behaviour").then((module) => module.variationForm),
});
