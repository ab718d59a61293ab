/**
 * The product form's arm (src/swatches/arm.ts): a press before React has loaded also goes to
 * `$variationSelection`, which the price, gallery and waitlist follow at once.
 */
import { $variationSelection } from "../../src/stores/variation";
import { armSwatchPresses } from "../../src/swatches/arm";

export function armSwatches(island: HTMLElement, isMounted: () => boolean, signal?: AbortSignal): Promise<void> {
  return armSwatchPresses(island, isMounted, signal, (selection) => $variationSelection.set(selection));
}
