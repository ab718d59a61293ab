/**
 * Registry entry: the variable product's form, a React island (VariationForm.tsx). The arm,
 * in the first bundle, keeps a swatch pressed before React has loaded (arm.ts).
 */
import { STATE_ATTRIBUTE } from "../../src/runtime/scan";
import { defineIsland } from "../../src/runtime/types";
import { armSwatches } from "./arm";
import { parseVariationFormProps } from "./props";

export const variationFormIsland = defineIsland({
  name: "variation-form",
  versions: [1],
  parseProps: parseVariationFormProps,
  load: () => import("./mount").then((module) => module.variationForm),
  react: true,
  arm(element, _props, context) {
    armSwatches(element, () => element.getAttribute(STATE_ATTRIBUTE) === "mounted", context.signal);
  },
});
