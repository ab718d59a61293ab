/**
 * The 'Get notified' swap, rendered from the selection store: while the chosen variation is
 * sold out, '{option} sold out?' with the tip beside each attribute label (portals into the
 * form's label rows) and add-to-cart with its quantity hidden; the variation's availability
 * HTML, painted by the variation form, brings the 'Get notified' button itself.
 */
import { useStore } from "@nanostores/react";
import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { $variationState } from "../../src/stores/variation";
import { soldOutVariation } from "./controller";
import { findSoldOutTargets, SOLD_OUT_CLASS, type SoldOutTargets } from "./sold-out";
import { soldOutLabel, WAITLIST_TIP } from "./strings";

const NONE: SoldOutTargets = { labels: [], buy: [] };

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
  return (
    <span className={SOLD_OUT_CLASS}>
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
    return variation ? findSoldOutTargets(variation) : NONE;
  }, [state]);
  useHidden(targets.buy);
  return targets.labels.map((label) => createPortal(<SoldOutLabel option={label.option} />, label.host, label.attribute));
}
