/**
 * A listing card's swatches (docs/behaviour/listing.md#quick-add), rendered with the product page's
 * swatch group in the places CommerceKit printed its lists: choosing a full combination adds that
 * variation to the cart (add.ts), the card's picture follows the chosen colour, and a refusal or
 * failure opens the notice popup. The variations come from the page or the batch store
 * (`$cardVariations`); a combination completed while they load is added once they arrive.
 */
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { IslandContext } from "../../src/runtime/types";
import { $cardVariations } from "../../src/stores/listing";
import { isComplete, possibleOptions, type Selection, type Variation } from "../../src/stores/variation";
import { SwatchGroup } from "../../src/swatches/SwatchGroup";
import { selectionAfterPress } from "../../src/swatches/swatches";
import { addCardVariation } from "./add";
import { selectedOn, type CardRefs } from "./card";
import { emptySelection, outcomeFor } from "./choice";
import { NoticeDialog, type CardNotice } from "./NoticeDialog";
import { paintCard, serverCard } from "./paint";

export interface ListingSwatchesProps {
  card: CardRefs;
  /** Attribute name → the node before the server's list, where its group renders. */
  slots: ReadonlyMap<string, HTMLElement>;
  /** Where the hover row's copy of the first attribute renders (null: the card has no hover row). */
  copySlot: HTMLElement | null;
  context: IslandContext;
  /** WooCommerce's no-match message (docs/behaviour/product-form.md#texts). */
  noMatch: string;
}

function usePossible(card: CardRefs, variations: readonly Variation[] | null, selection: Selection): Map<string, ReadonlySet<string> | undefined> {
  return useMemo(
    () =>
      new Map(
        card.groups.map((group) => [group.name, variations ? possibleOptions(variations, selection, group.name, group.items.map((item) => item.value)) : undefined]),
      ),
    [card.groups, variations, selection],
  );
}

export function ListingSwatches({ card, slots, copySlot, context, noMatch }: ListingSwatchesProps): ReactNode {
  const entry = useStore($cardVariations)[String(card.productId)];
  const variations = entry?.status === "ready" ? entry.variations : null;
  const images = entry?.status === "ready" ? entry.images : card.images;
  // The arm may have taken presses before the mount: they are in the selects.
  const [selection, setSelection] = useState(() => selectedOn(card));
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<CardNotice | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // A completed combination (pressed now, or before the mount) waits for the variations, then is decided once.
  const [waiting, setWaiting] = useState(() => isComplete(selection, card.names));
  const possible = usePossible(card, variations, selection);

  useLayoutEffect(() => paintCard(card, selection, images, variations), [card, selection, images, variations]);
  useLayoutEffect(() => () => serverCard(card), [card]);
  useLayoutEffect(() => {
    // CommerceKit's stylesheet shows its spinner on a card whose form has these.
    card.form.classList.toggle("loading", adding);
    card.form.classList.toggle("cgkit-loading", adding);
  }, [card, adding]);

  const add = useCallback(
    (variation: Variation, chosen: Selection) => {
      setAdding(true);
      const control = opener.current ?? card.form;
      void addCardVariation({ productId: card.productId, variationId: variation.id, attributes: chosen }, context, control).then((outcome) => {
        setAdding(false);
        // As CommerceKit's script does: the card is ready for the next add, its picture and price the server's again.
        if (outcome.kind === "added") setSelection(emptySelection(card.names));
        if (outcome.kind === "refused" || outcome.kind === "failed") setNotice({ noticesHtml: outcome.kind === "refused" ? outcome.noticesHtml : "", message: outcome.message });
      });
    },
    [card, context],
  );

  const decide = useCallback(
    (next: Selection, known: readonly Variation[]) => {
      const result = outcomeFor({ names: card.names, variations: known }, next);
      if (result.kind === "add") add(result.variation, next);
      else if (result.kind === "no-match") setNotice({ noticesHtml: "", message: noMatch });
    },
    [add, card.names, noMatch],
  );

  useEffect(() => {
    // Not asked for yet (the batch after the first interaction) or on its way: wait.
    if (!waiting || entry === undefined || entry.status === "loading") return;
    setWaiting(false);
    if (variations) decide(selection, variations);
    else setNotice({ noticesHtml: "", message: context.config.i18n.addFailed });
  }, [waiting, entry, variations, selection, decide, context]);

  const onPress = (name: string, value: string, disabled: boolean): void => {
    if (adding) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next = selectionAfterPress(selection, name, value, disabled);
    setSelection(next);
    setWaiting(isComplete(next, card.names));
  };

  const [first] = card.groups;
  return (
    <>
      {card.groups.map((group) => {
        const slot = slots.get(group.name);
        return slot
          ? createPortal(
              <SwatchGroup group={group} selection={selection} possible={possible.get(group.name)} variations={variations} onPress={(value, disabled) => onPress(group.name, value, disabled)} />,
              slot,
              group.name,
            )
          : null;
      })}
      {copySlot && first && createPortal(<SwatchGroup copy group={first} selection={selection} possible={possible.get(first.name)} variations={variations} onPress={(value, disabled) => onPress(first.name, value, disabled)} />, copySlot, "copy")}
      {notice && <NoticeDialog notice={notice} opener={opener.current} onClose={() => setNotice(null)} />}
    </>
  );
}
