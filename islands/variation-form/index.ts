/**
 * Registry entry: the variable product's form, a React island (VariationForm.tsx). The arm,
 * in the first bundle, keeps a swatch pressed before React has loaded (arm.ts), and paints the
 * price and button for it without React while React loads (early.ts).
 */
import { STATE_ATTRIBUTE } from "../../src/runtime/scan";
import { loadBeforeReact } from "../../src/runtime/react-warm";
import { defineIsland } from "../../src/runtime/types";
import { armSwatches } from "./arm";
import { parseVariationFormProps } from "./props";

export const variationFormIsland = defineIsland({
  name: "variation-form",
  parseProps: parseVariationFormProps,
  load: () => import("./mount").then((module) => module.variationForm),
  react: true,
  arm(element, props, context) {
    const isMounted = (): boolean => element.getAttribute(STATE_ATTRIBUTE) === "mounted";
    const firstPress = armSwatches(element, isMounted, context.signal);
    // The price and button follow a press at once, without waiting for React (early.ts). Its
    // small code loads now, ahead of React's: the mount needs most of it anyway.
    const early = loadBeforeReact(import("./early"));
    void Promise.all([early, firstPress])
      // The painter does nothing once the island has mounted (untilMounted).
      .then(([module]) => module.paintFormBeforeMount(element, props, context))
      .catch((error: unknown) => console.error("[islet] variation form: painting before React failed", error));
    return firstPress;
  },
});
