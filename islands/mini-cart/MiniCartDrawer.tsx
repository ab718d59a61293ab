/**
 * The mini-cart drawer. The server prints the dialog (heading, close button, the fragment
 * target for the items); this component adds what needs script: closing on Escape, the close
 * button and a click outside, a focus trap with focus restored on close, the mini cart loaded
 * on first open, and CommerceKit's blocks before and after the items.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { isMiniCartKnown, refreshFragments } from "../../src/bridge/fragments";
import type { IslandContext } from "../../src/runtime/types";
import { $cart } from "../../src/stores/cart";
import { $cartDrawerOpen, closeCartDrawer } from "../../src/stores/drawer";
import { $miniCartBlocks, createBlocksReloader } from "./blocks";
import { trapTab } from "./focus";
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

function firstVisible(selector: string): HTMLElement | null {
  const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null;
}

function useDialogBehaviour(dialog: HTMLElement, openers: string, open: boolean): void {
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    dialog.setAttribute("aria-modal", "true");
    dialog.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") closeCartDrawer();
      else trapTab(event, dialog);
    };
    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !target.isConnected) return;
      if (target.closest(".close-drawer") && dialog.contains(target)) closeCartDrawer();
      else if (!dialog.contains(target) && !target.closest(openers)) closeCartDrawer();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
      dialog.removeAttribute("aria-modal");
      const target = returnFocus.current;
      returnFocus.current = null;
      // Fragments may have replaced the header cart that opened the drawer: use its successor.
      const successor = target?.isConnected ? target : target?.matches(openers) ? firstVisible(openers) : null;
      successor?.focus({ preventScroll: true });
    };
  }, [dialog, openers, open]);
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
  useDialogBehaviour(dialog, props.openers, open);

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
