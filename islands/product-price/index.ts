/**
 * Registry entries for the product summary's parts that follow the selected variation (React
 * islands, ProductPrice.tsx and InventoryBar.tsx): the price with Shoptimizer's sale badge, and
 * CommerceKit's inventory bar. Both read `$selectedVariation` (src/stores/variation.ts) when
 * they mount, so `idle` loses nothing even if the shopper chose before.
 */
import { loadBeforeReact } from "../../src/runtime/react-warm";
import { defineIsland } from "../../src/runtime/types";
import { $hasSelection } from "../../src/stores/variation";
import { percentsLoaderFor } from "./percents";
import { parseInventoryBarProps, parseProductPriceProps } from "./props";
import { BADGE_SELECTOR } from "./selectors";

/** Mounts at the first choice if that comes before idle: the price and badge must follow it. */
function whenChosen(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = $hasSelection.subscribe((chosen) => {
      if (!chosen) return;
      resolve();
      queueMicrotask(() => stop());
    });
    signal?.addEventListener("abort", () => stop(), { once: true });
  });
}

export const productPriceIsland = defineIsland({
  name: "product-price",
  parseProps: parseProductPriceProps,
  load: () => import("./mount").then((module) => module.productPrice),
  react: true,
  // The first choice asks for the sale percentages at once (if there is a badge to fill) and
  // paints the price and badge without waiting for React (early.ts, whose small code loads at
  // once, ahead of React's).
  arm(element, props, context) {
    const early = loadBeforeReact(import("./early"));
    return whenChosen(context.signal).then(() => {
      if (element.querySelector(BADGE_SELECTOR)) void percentsLoaderFor(props.productId, context).load();
      void early
        // The painter does nothing once the island has mounted (untilMounted).
        .then((module) => module.paintPriceBeforeMount(element, props, context))
        .catch((error: unknown) => console.error("[islet] price: painting before React failed", error));
    });
  },
});

export const inventoryBarIsland = defineIsland({
  name: "inventory-bar",
  parseProps: parseInventoryBarProps,
  load: () => import("./mount").then((module) => module.inventoryBar),
  react: true,
  arm: (_element, _props, context) => whenChosen(context.signal),
});
