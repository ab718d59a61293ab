/**
 * What a card shows around its swatches for a selection (picture, flip image, price, the
 * server's selects), painted in the view's layout effect: these nodes are the theme's and
 * CommerceKit's, outside the island's form, so the island keeps them in step (as CommerceKit's
 * script did) instead of rendering them. `serverCard` gives the server's markup back.
 */
import type { CardImage } from "../../src/api/listing-swatches";
import type { Selection, Variation } from "../../src/stores/variation";
import { selectOn, type CardRefs } from "./card";
import { paintPrices, showFlipImage, variationPriceInner } from "./card-extras";
import { emptySelection, outcomeFor, paintPicture, pictureFor } from "./choice";

/** The variation a complete selection names, or null (not complete, not known, no match). */
function chosenVariation(names: readonly string[], variations: readonly Variation[] | null, selection: Selection): Variation | null {
  const outcome = variations ? outcomeFor({ names, variations }, selection) : null;
  return outcome?.kind === "add" ? outcome.variation : null;
}

export function paintCard(card: CardRefs, selection: Selection, images: ReadonlyMap<number, CardImage>, variations: readonly Variation[] | null): void {
  const picture = pictureFor(card.groups, selection, images);
  if (card.picture) paintPicture(card.picture, picture);
  showFlipImage(card.extras.flipImage, picture === null);
  paintPrices(card.extras.prices, variationPriceInner(chosenVariation(card.names, variations, selection)));
  // The server's selects keep the choice, as CommerceKit's do.
  selectOn(card, selection);
}

/** Everything as the server printed it (the island unmounts). */
export function serverCard(card: CardRefs): void {
  paintCard(card, emptySelection(card.names), new Map(), null);
}
