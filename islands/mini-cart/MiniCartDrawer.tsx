/**
 * What the drawer renders: the server prints the dialog (heading, close button, the fragment
 * target for the items) and controller.ts makes it a dialog; this component fills an unknown
 * mini cart on first open and shows CommerceKit's blocks before and after the items.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { isMiniCartKnown, refreshFragments } from "../../src/bridge/fragments";
import type { IslandContext } from "../../src/runtime/types";
import { $cart } from "../../src/stores/cart";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { $miniCartBlocks, createBlocksReloader } from "./blocks";
import type { MiniCartProps } from "./props";

interface Slots {
  before: HTMLElement;
  after: HTMLElement;
}

/** Slots beside the widget, outside the fragment target, so fragment swaps keep them. */
function useBlockSlots(dialog: HTMLElement): Slots | null {
  const [slots, setSlots] = useState<Slots | null>(null);
  useLayoutEffect(() => {
    const widget = dialog.querySelector(".widget_shopping_cart") ?? dialog.lastElementChild;
    const before = document.createElement("div");
    before.className = "islet-mini-cart-before";
    const after = document.createElement("div");
    after.className = "islet-mini-cart-after";
    if (widget) {
      widget.before(before);
      widget.after(after);
    } else {
      dialog.append(before, after);
    }
    setSlots({ before, after });
    return () => {
      before.remove();
      after.remove();
    };
  }, [dialog]);
  return slots;
}

export interface MiniCartDrawerProps {
  dialog: HTMLElement;
  props: MiniCartProps;
  context: IslandContext;
}

export function MiniCartDrawer({ dialog, props, context }: MiniCartDrawerProps): ReactNode {
  const open = useStore($cartDrawerOpen);
  const blocks = useStore($miniCartBlocks);
  const slots = useBlockSlots(dialog);
  const reloader = useMemo(() => (props.blocks ? createBlocksReloader(context.client) : null), [props.blocks, context]);

  useEffect(() => {
    if (!open) return;
    // Without a cart cookie the page loads no fragments (no request); fill the drawer now.
    if (!isMiniCartKnown()) void refreshFragments(context);
    reloader?.schedule();
  }, [open, context, reloader]);

  useEffect(() => {
    if (!reloader) return undefined;
    let previous = $cart.get().hash;
    const unsubscribe = $cart.subscribe((cart) => {
      if (cart.hash !== previous) reloader.schedule();
      previous = cart.hash;
    });
    return () => {
      unsubscribe();
      reloader.cancel();
    };
  }, [reloader]);

  if (!slots || !blocks) return null;
  // CommerceKit's blocks are server HTML (spec §2: extra content before and after the items).
  return (
    <>
      {createPortal(<div dangerouslySetInnerHTML={{ __html: blocks.beforeCart }} />, slots.before)}
      {createPortal(<div dangerouslySetInnerHTML={{ __html: blocks.afterCart }} />, slots.after)}
    </>
  );
}
