/**
 * The 'Get notified' swap, rendered from the selection store: while the chosen variation is
 * sold out, '{option} sold out?' with its tip at the end of each attribute label, add-to-cart
 * hidden and CommerceKit's `#ckwtl-button3` 'Get notified' in its row (portals into the form, as
 * on the legacy page, so CommerceKit's stylesheet draws them). A press on the button is caught by
 * the waitlist's arm (controller.ts), which opens the dialog.
 */
import { useStore } from "@nanostores/react";
import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { $variationState, soldOutVariation } from "../../src/stores/variation";
import { GET_NOTIFIED } from "../../src/waitlist/label";
import { findSoldOutTargets, SOLD_OUT_CLASS, type SoldOutTargets } from "./sold-out";
import { soldOutLabel, WAITLIST_TIP } from "./strings";

const NONE: SoldOutTargets = { labels: [], buy: [], notify: null };
/** CommerceKit's id for the form's button (its CSS hides it unless shown inline). */
export const NOTIFY_BUTTON_ID = "ckwtl-button3";

/** Hides `elements` while mounted, before the browser paints; gives them their display back after. */
function useHidden(elements: readonly HTMLElement[]): void {
  useLayoutEffect(() => {
    // Inline display, not `hidden`: the theme's button styles set `display` and would win.
    for (const element of elements) element.style.display = "none";
    return () => {
      for (const element of elements) element.style.display = "";
    };
  }, [elements]);
}

export function SoldOutLabel({ option }: { option: string }): ReactNode {
  // Inside the <label> as CommerceKit puts it, but out of the select's accessible name: the
  // availability's "Out of stock" already says it, announced by the form's live region.
  return (
    <span className={SOLD_OUT_CLASS} style={{ display: "table" }} aria-hidden="true">
      <span className="ckwtl-os-label-text">{soldOutLabel(option)}</span>
      <span className="ckwtl-os-label-tip">{WAITLIST_TIP}</span>
    </span>
  );
}

export function SoldOut(): ReactNode {
  const state = useStore($variationState);
  // Read when the state changes: the variation form has painted the choice by then.
  const targets = useMemo(() => {
    const variation = soldOutVariation(state);
    return variation ? findSoldOutTargets(variation, GET_NOTIFIED) : NONE;
  }, [state]);
  useHidden(targets.buy);
  const { notify } = targets;
  return (
    <>
      {targets.labels.map((label) => createPortal(<SoldOutLabel option={label.option} />, label.host, label.attribute))}
      {notify &&
        createPortal(
          <button type="button" id={NOTIFY_BUTTON_ID} name={NOTIFY_BUTTON_ID} style={{ display: "block" }}>
            {notify.text}
          </button>,
          notify.row,
        )}
    </>
  );
}
