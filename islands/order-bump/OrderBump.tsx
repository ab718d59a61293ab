/**
 * CommerceKit's order bumps (docs/behaviour/countdown-and-order-bump.md#order-bump) as a React
 * island over the server's markup: the items, their pictures, names and prices stay the server's
 * elements; the island renders, through portals, what it takes over — each "Click to add" (the add
 * through the cart queue, its busy, added and failed states and its message), and with two or more
 * items the arrows and the bullets — and paints the carousel's state on the server's elements
 * (useCarousel.ts). The add's result is announced in the cart's live region.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { IslandContext } from "../../src/runtime/types";
import { announceCartChange } from "../../src/stores/cart";
import { addBump } from "./add";
import { AddButton, Arrows, BumpMessage, Bullets, type BumpState } from "./Controls";
import type { OrderBumpTexts } from "./texts";
import { fillText } from "./rules";
import { takeHeldBump, type ServerBump, type ServerCarousel } from "./server";
import { useCarousel } from "./useCarousel";

/** Where the island's controls render: nodes of ours placed by mount.tsx. */
export interface OrderBumpSlots {
  /** Per item, where its server button stood. */
  buttons: HTMLElement[];
  /** Per item, at its end. */
  messages: HTMLElement[];
  prevnext: HTMLElement | null;
  bullets: HTMLElement | null;
}

export interface OrderBumpProps {
  carousel: ServerCarousel;
  slots: OrderBumpSlots;
  texts: OrderBumpTexts;
  context: IslandContext;
  /** Focus was lost with an island this one replaced (the drawer's blocks reloaded): take it. */
  takeFocus: boolean;
}

function useAdds(context: IslandContext, texts: OrderBumpTexts, buttons: { current: (HTMLButtonElement | null)[] }) {
  const [states, setStates] = useState<ReadonlyMap<number, BumpState>>(new Map());
  const running = useRef(new Set<number>());
  const setState = (productId: number, state: BumpState): void => setStates((previous) => new Map(previous).set(productId, state));

  const add = useCallback(
    (bump: ServerBump, position: number): void => {
      if (running.current.has(bump.productId)) return;
      running.current.add(bump.productId);
      setState(bump.productId, "adding");
      void addBump(bump.productId, context, buttons.current[position] ?? bump.control).then((outcome) => {
        running.current.delete(bump.productId);
        setState(bump.productId, outcome);
        announceCartChange(fillText(outcome === "added" ? texts.added : texts.failed, bump.name));
      });
    },
    [context, texts, buttons],
  );
  return { states, add };
}

export function OrderBump({ carousel, slots, texts, context, takeFocus }: OrderBumpProps): ReactNode {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusButton = useCallback((position: number) => buttons.current[position]?.focus({ preventScroll: true }), []);
  const headingId = `islet-order-bump-${useId().replace(/[^\w-]/g, "")}`;
  const { index, rtl, go } = useCarousel(carousel, texts, headingId, focusButton);
  const { states, add } = useAdds(context, texts, buttons);
  const { bumps, nav } = carousel;

  useEffect(() => {
    // An item whose server button was pressed before the island had mounted (the arm held it).
    const held = takeHeldBump(carousel);
    if (held) add(held, bumps.indexOf(held));
    if (takeFocus) focusButton(0);
    // Once, at mount: the press and the focus belonged to the server's markup.
  }, []);

  const names = { previous: nav?.previous ?? texts.previous, next: nav?.next ?? texts.next };
  return (
    <>
      {bumps.flatMap((bump, position) => {
        const state = states.get(bump.productId) ?? "idle";
        const buttonSlot = slots.buttons[position];
        const messageSlot = slots.messages[position];
        const setButton = (element: HTMLButtonElement | null): void => void (buttons.current[position] = element);
        return [
          buttonSlot && createPortal(<AddButton bump={bump} state={state} buttonRef={setButton} onAdd={() => add(bump, position)} />, buttonSlot, `button-${bump.productId}`),
          messageSlot && createPortal(<BumpMessage bump={bump} state={state} texts={texts} />, messageSlot, `message-${bump.productId}`),
        ];
      })}
      {nav && slots.prevnext && createPortal(<Arrows index={index} count={bumps.length} rtl={rtl} names={names} icons={nav.arrows} onGo={go} />, slots.prevnext)}
      {nav && slots.bullets && createPortal(<Bullets index={index} count={bumps.length} onGo={go} />, slots.bullets)}
    </>
  );
}
