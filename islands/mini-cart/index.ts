/**
 * Registry entry for the mini-cart drawer. Opening must work at the first click, before React
 * has loaded: `arm` listens for clicks on the openers and sets the drawer store (the bridge
 * turns that into the body class), and pointer or focus intent on an opener starts loading the
 * React part ahead of the click.
 */
import { defineIsland } from "../../src/runtime/types";
import { $cartDrawerOpen, openCartDrawer } from "../../src/stores/drawer";
import { parseMiniCartProps } from "./props";

export const miniCartIsland = defineIsland({
  name: "mini-cart",
  versions: [1],
  parseProps: parseMiniCartProps,
  load: () => import("./mount").then((module) => module.miniCart),
  intentSelector: (props) => props.openers,
  arm(_element, props, context) {
    document.addEventListener(
      "click",
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest(props.openers)) return;
        event.preventDefault();
        openCartDrawer();
      },
      { signal: context.signal },
    );
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
