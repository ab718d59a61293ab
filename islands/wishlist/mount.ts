/** The lazily loaded part: presses, the held press, and the correction of cached buttons. */
import { takeHeldPress } from "../../src/runtime/take-held-press";
import type { IslandModule } from "../../src/runtime/types";
import { correctCachedButtons, listenForPresses, pressWishlist, type WishlistContext } from "./behaviour";
import type { WishlistProps } from "./props";

// The arm's attributes (arm.ts stays in the first bundle; a test holds the strings together).
export const HELD = "data-islet-held";
export const CORRECT = "data-islet-correct";

export const wishlist: IslandModule<WishlistProps> = {
  mount(element, props, context) {
    const wishlistContext: WishlistContext = { client: context.client, failedText: props.failedText, addFailedText: context.config.i18n.addFailed };
    listenForPresses(wishlistContext, context.signal);
    const held = takeHeldPress(element, HELD, context.signal);
    if (held) void pressWishlist(held, wishlistContext);
    if (element.hasAttribute(CORRECT)) void correctCachedButtons(context.client);
  },
};
