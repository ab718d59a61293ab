/**
 * The mini-cart drawer as a React island: the dialog shell and its states from the stores
 * (DrawerDialog.tsx), its focus and closing (useDrawerDialog.ts), the first fill of an unknown
 * mini cart when it opens and CommerceKit's blocks, reloaded after opening and cart changes
 * (blocks.ts). The items are the server's fragment, which the cart bridge replaces in place.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { isMiniCartKnown, refreshFragments } from "../../src/bridge/fragments";
import type { IslandContext } from "../../src/runtime/types";
import { $cart, $cartBusy } from "../../src/stores/cart";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { $miniCartBlocks, createBlocksReloader } from "./blocks";
import { DrawerDialog } from "./DrawerDialog";
import type { MiniCartProps } from "./props";
import type { ServerDrawer } from "./server";
import { useDialogFocus, useDialogTakeover } from "./useDrawerDialog";

export interface MiniCartDrawerProps {
  server: ServerDrawer;
  props: MiniCartProps;
  context: IslandContext;
}

/** On opening: the mini cart if the page has none yet, and the blocks; the blocks again after cart changes. */
function useCartContent(dialogRef: RefObject<HTMLElement | null>, open: boolean, blocks: boolean, context: IslandContext): void {
  const reloader = useMemo(() => (blocks ? createBlocksReloader(context.client) : null), [blocks, context]);

  useEffect(() => {
    if (!open) return;
    // Without a cart cookie the page loads no fragments (no request); fill the drawer now.
    if (!isMiniCartKnown(dialogRef.current ?? document)) void refreshFragments(context);
    reloader?.schedule();
  }, [dialogRef, open, context, reloader]);

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
}

export function MiniCartDrawer({ server, props, context }: MiniCartDrawerProps): ReactNode {
  const open = useStore($cartDrawerOpen);
  const busy = useStore($cartBusy) > 0;
  const blocks = useStore($miniCartBlocks);
  const dialogRef = useRef<HTMLElement>(null);
  useDialogTakeover(dialogRef, props.openers);
  useDialogFocus(dialogRef, open, props.openers);
  useCartContent(dialogRef, open, props.blocks, context);
  return <DrawerDialog server={server} open={open} busy={busy} blocks={blocks} dialogRef={dialogRef} />;
}
