/** The lazily loaded part: presses, the held press, and the correction of cached buttons. */
import type { IslandModule } from "../../src/runtime/types";
import { handOverPresses, hasCachedButtons, mayHaveWishlist, takeHeldPress } from "./arm";
import { correctCachedButtons, listenForPresses, pressWishlist, type WishlistContext } from "./behaviour";
import type { WishlistProps } from "./props";

export const wishlist: IslandModule<WishlistProps> = {
  mount(_element, props, context) {
    const wishlistContext: WishlistContext = { config: context.config, client: context.client, failedText: props.failedText };
    listenForPresses(wishlistContext, context.signal);
    handOverPresses(context.signal);
    const held = takeHeldPress();
    if (held) void pressWishlist(held, wishlistContext);
    if (mayHaveWishlist() && hasCachedButtons()) void correctCachedButtons(context.client);
  },
};
