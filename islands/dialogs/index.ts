/**
 * Registry entry: the theme's modal dialogs opened by `data-trigger` buttons (Shoptimizer's
 * shoptimizer-dialog.js), a plain behaviour: it only opens and closes server markup
 * (docs/decisions/0012-react-renders.md). Its code loads on the first intent on a trigger.
 */
import { parseNoProps } from "../../src/contract/validate";
import { defineIsland } from "../../src/runtime/types";
import { armDialogs, TRIGGER_SELECTOR } from "./arm";

export const dialogsIsland = defineIsland({
  name: "dialogs",
  parseProps: parseNoProps,
  load: () => import("./mount").then((module) => module.dialogs),
  intentSelector: () => TRIGGER_SELECTOR,
  arm: (element, _props, context) => armDialogs(element, context.signal),
});
