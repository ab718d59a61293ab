/**
 * The lazily loaded part: the island's controls in place of the server's (each add button, the
 * arrows, the bullets), through slots of ours placed beside them; the server's controls leave in
 * the first commit (mountReactInPlace) and come back if the island unmounts. Once it has painted,
 * CommerceKit is told which bumps were shown.
 */
import { createSlot, mountReactInPlace, slotBefore } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { takeLostFocus, whileInPage } from "./life";
import { OrderBump, type OrderBumpSlots } from "./OrderBump";
import type { OrderBumpProps } from "./props";
import { readServerCarousel, type ServerCarousel } from "./server";
import { readTexts } from "./texts";
import { countViewsAfterPaint } from "./views";

function placeSlots(carousel: ServerCarousel): OrderBumpSlots {
  const messages = carousel.bumps.map(({ element }) => {
    const slot = createSlot();
    element.append(slot);
    return slot;
  });
  const { nav } = carousel;
  return {
    buttons: carousel.bumps.map(({ control }) => slotBefore(control)),
    messages,
    prevnext: nav ? slotBefore(nav.prevnext) : null,
    bullets: nav?.bullets ? slotBefore(nav.bullets) : null,
  };
}

/** The server's elements the island renders again. */
function replacedBy(carousel: ServerCarousel): Element[] {
  const { nav } = carousel;
  return [...carousel.bumps.map(({ control }) => control), ...(nav ? [nav.prevnext] : []), ...(nav?.bullets ? [nav.bullets] : [])];
}

export const orderBump: IslandModule<OrderBumpProps> = {
  async mount(element, props, context) {
    // Torn down while this chunk loaded (tests), or the markup already replaced.
    if (context.signal?.aborted || !element.isConnected) return;
    const carousel = readServerCarousel(element);
    if (!carousel) throw new Error("order-bump: no CommerceKit order bump with a product and an add button in the island");
    const signal = whileInPage(element, carousel.position, context.signal);
    const slots = placeSlots(carousel);
    const all = [...slots.buttons, ...slots.messages, ...(slots.prevnext ? [slots.prevnext] : []), ...(slots.bullets ? [slots.bullets] : [])];
    const tree = (
      <OrderBump
        carousel={carousel}
        slots={slots}
        texts={readTexts(props)}
        context={context}
        takeFocus={takeLostFocus(carousel.position)}
      />
    );
    await mountReactInPlace(element, tree, replacedBy(carousel), signal, all);
    countViewsAfterPaint(carousel.bumps.map((bump) => bump.productId), context);
  },
};
