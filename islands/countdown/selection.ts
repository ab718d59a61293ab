/**
 * Whether a product page's timer hides for the chosen option: CommerceKit hid it while that
 * option could not be bought. Only product timers follow the variation state, so this module (and
 * the variation store with it) loads with them and never with a checkout's timer.
 */
import { computed, type ReadableAtom } from "nanostores";
import { $variationState, type VariationState } from "../../src/stores/variation";

const unavailable = (state: VariationState): boolean => state.kind === "unavailable" && state.variation !== null;

export const $hiddenBySelection: ReadableAtom<boolean> = computed($variationState, unavailable);
