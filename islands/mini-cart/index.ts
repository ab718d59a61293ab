/**
 * Registry entry for the mini-cart drawer. Everything a shopper needs to open, use and close
 * the drawer is armed at once in plain TypeScript (controller.ts): the body class follows the
 * store, so the drawer opens at the first click with the server-rendered items. Pointer or
 * focus intent on an opener loads the React part (CommerceKit's blocks, the first fill of an
 * unknown mini cart) ahead of the click; opening mounts it at the latest.
 */
import { defineIsland } from "../../src/runtime/types";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { controlDrawer } from "./controller";
import { parseMiniCartProps } from "./props";

export const miniCartIsland = defineIsland({
  name: "mini-cart",
  versions: [1],
  parseProps: parseMiniCartProps,
  load: () => import("./mount").then((module) => module.miniCart),
  intentSelector: (props) => props.openers,
  arm(element, props, context) {
    if (!controlDrawer(element, props.openers, context.signal)) throw new Error("mini-cart: no [role=dialog] inside the island");
    return new Promise<void>((resolve) => {
      const unsubscribe = $cartDrawerOpen.subscribe((open) => {
        if (!open) return;
        resolve();
        queueMicrotask(() => unsubscribe());
      });
      context.signal?.addEventListener("abort", () => unsubscribe());
    });
  },
});
