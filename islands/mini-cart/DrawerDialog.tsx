/**
 * The drawer's dialog shell, rendered by React in place of the server's (mount.tsx): the same
 * element, id, classes, role, name and tabindex the theme's CSS and scripts rely on, its parts
 * in the server's order, CommerceKit's block slots around the cart widget, and the states the
 * stores give it — `aria-modal` while open, `aria-busy` while a cart request runs (the theme
 * shows `#ajax-loading` from the bridge's `islet-cart-loading` body class).
 */
import { createElement, Fragment, useLayoutEffect, type MouseEvent, type ReactNode, type RefObject } from "react";
import type { MiniCartBlocks } from "../../src/api/answers";
import { closeCartDrawer } from "../../src/stores/drawer";
import { AFTER_SLOT_CLASS, BEFORE_SLOT_CLASS, BlockSlot } from "./BlockSlot";
import { clickedElement, isCloseControl } from "./dialog";
import type { ServerDrawer } from "./server";
import { ServerPart } from "./ServerPart";
import { continueTransition } from "./transition";

export interface DrawerDialogProps {
  server: ServerDrawer;
  open: boolean;
  busy: boolean;
  blocks: MiniCartBlocks | null;
  dialogRef: RefObject<HTMLElement | null>;
}

/** The close button, or any `.close-drawer` inside, closes the drawer (docs/behaviour/cart.md#cart-drawer). */
function closeOnControl(event: MouseEvent): void {
  const target = clickedElement(event.nativeEvent);
  if (target && isCloseControl(target)) closeCartDrawer();
}

function Slots({ blocks, children }: { blocks: MiniCartBlocks | null; children?: ReactNode }): ReactNode {
  return (
    <>
      <BlockSlot className={BEFORE_SLOT_CLASS} html={blocks?.beforeCart ?? null} />
      {children}
      <BlockSlot className={AFTER_SLOT_CLASS} html={blocks?.afterCart ?? null} />
    </>
  );
}

export function DrawerDialog({ server, open, busy, blocks, dialogRef }: DrawerDialogProps): ReactNode {
  useLayoutEffect(() => {
    if (dialogRef.current) continueTransition(server.dialog.node, dialogRef.current);
  }, [server, dialogRef]);
  const busyState = busy ? "true" : undefined;
  const parts = server.parts.map((part, index) => {
    const rendered = <ServerPart part={part} state={part.isCartWidget ? { "aria-busy": busyState } : undefined} />;
    return <Fragment key={index}>{index === server.widget ? <Slots blocks={blocks}>{rendered}</Slots> : rendered}</Fragment>;
  });
  const props = { ...server.dialog.props, ref: dialogRef, "aria-modal": open ? "true" : undefined, "aria-busy": busyState, onClick: closeOnControl };
  return createElement(server.dialog.tag, props, parts, server.widget < 0 ? <Slots key="slots" blocks={blocks} /> : null);
}
