/**
 * The lazily loaded part of a listing card: reads the card once (card.ts), puts the variations the
 * server printed into the page's store, and mounts the view, whose swatch groups take the places
 * of CommerceKit's lists in its first commit.
 */
import { mountReactInPlace, slotBefore } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { $cardVariations, setCardVariations } from "../../src/stores/listing";
import { swatchCounterpart } from "../../src/swatches/swatches";
import { readCard } from "./card";
import { ListingSwatches } from "./ListingSwatches";
import type { ListingSwatchesProps } from "./props";

export const listingSwatches: IslandModule<ListingSwatchesProps> = {
  mount(element, props, context) {
    const card = readCard(element);
    // Not CommerceKit's card: its own markup stays as it is.
    if (!card) return undefined;
    if (card.variations && $cardVariations.get()[String(card.productId)]?.status !== "ready") {
      setCardVariations(card.productId, { variations: card.variations, images: card.images });
    }
    const slots = new Map(card.groups.map((group) => [group.name, slotBefore(group.list)]));
    // The hover row's copy takes the place of the one the plugin printed, else fills the empty row.
    const { clone, cloneList } = card.extras;
    const copySlot = cloneList ? slotBefore(cloneList) : clone;
    const replaced = [...card.groups.map((group) => group.list), ...(cloneList ? [cloneList] : [])];
    return mountReactInPlace(
      element,
      <ListingSwatches card={card} slots={slots} copySlot={copySlot} context={context} noMatch={props.noMatch} />,
      replaced,
      context.signal,
      [...slots.values(), ...(cloneList && copySlot ? [copySlot] : [])],
      // It mounts at the shopper's first focus too (decision 0044): a swatch Tab reached keeps it.
      (lost) => swatchCounterpart(lost, element),
    );
  },
};
