/**
 * Registry entry: Popup Maker's popups, an island around each popup's overlay: the dialog is
 * plain wiring of Popup Maker's markup, its forms' messages are React, loaded when the shopper
 * reaches a form (docs/decisions/0012-react-renders.md, 0017, 0038). Its settings are the overlay's own `data-popmake`
 * (bad ones skip the island and leave the page as it was). In the first bundle, on every page, are
 * this entry and its arm (arm.ts, docs/decisions/0046), which owns the triggers; the island's code
 * loads only when the arm asks to open it (3000 ms after load for may-promo, a trigger's click)
 * or sees an intent on a trigger.
 */
import { isObject, type JsonObject } from "../../src/contract/validate";
import { defineIsland } from "../../src/runtime/types";
import { armTriggers } from "./arm";
import { readArmSettings, type ArmSettings } from "./triggers";

export interface PopupIslandProps {
  /** The props script's object, read in full with the island's code (props.ts). */
  raw: JsonObject;
  /** What the arm needs of the overlay's `data-popmake`, read once here. */
  arm: ArmSettings;
}

export const popupIsland = defineIsland<PopupIslandProps>({
  name: "popup",
  parseProps: (raw, element) => {
    const arm = readArmSettings(element);
    return isObject(raw) && arm !== null ? { ok: true, value: { raw, arm } } : { ok: false, error: "props or data-popmake" };
  },
  load: () => import("./mount").then((module) => module.popup),
  arm: (element, props, context) => armTriggers(element, props.arm, context.signal),
});
