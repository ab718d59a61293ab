/**
 * Registry entry: CommerceKit's listing swatches on shop, category and search cards (and on a
 * product page's related and up-sell cards and the wishlist's), a React
 * island (mount.tsx) that mounts at the shopper's first interaction with the card
 * (docs/decisions/0044-card-swatches-at-interaction.md). The arm, in the first bundle, does what
 * CommerceKit's script does at load: it lays the card out (card-layout.ts), gathers it for the
 * variation batches (batch-loader.ts, docs/behaviour/listing.md#quick-add), and keeps a swatch
 * pressed before React has loaded (the product form's arm, src/swatches/arm.ts); the card then
 * mounts first, and adds what was chosen.
 */
import { whenPageActedOn } from "../../src/runtime/conditions";
import { STATE_ATTRIBUTE } from "../../src/runtime/scan";
import { defineIsland } from "../../src/runtime/types";
import { armSwatchPresses } from "../../src/swatches/arm";
import { layOutCardWhenPainted } from "./card-layout";
import { cardVariationsInPage } from "./card-selectors";
import { parseListingSwatchesProps } from "./props";

let firstInteraction: Promise<void> | null = null;
/**
 * The shopper's first pointer, touch, wheel or key anywhere on the page (one listener set per
 * page), as CommerceKit's script waits for. Not a focus: the popup that opens by itself moves it.
 */
const interacted = (): Promise<void> => (firstInteraction ??= whenPageActedOn());

export const listingSwatchesIsland = defineIsland({
  name: "listing-swatches",
  parseProps: parseListingSwatchesProps,
  load: () => import("./mount").then((module) => module.listingSwatches),
  react: true,
  arm(element, _props, context) {
    // CommerceKit's script takes the card out of its loading state once it runs the swatches; the arm runs them now.
    element.closest("li.product")?.classList.remove("cgkit-swatch-loading");
    layOutCardWhenPainted(element, context.signal);
    // Loaded only for a card whose variations must be asked for: the module and its store stay out
    // of the first bundle, and out of the first paint of pages whose cards carry theirs (the
    // product page's budget). Such a card still plans the page's other cards with it.
    if (!cardVariationsInPage(element)) void import("./batch-loader").then((loader) => loader.gatherCard(element, context.client, interacted));
    return armSwatchPresses(element, () => element.getAttribute(STATE_ATTRIBUTE) === "mounted", context.signal);
  },
});
