/** The lazily loaded part: presses, the held press, and the correction of cached buttons. */
import { takeHeldPress } from "../../src/runtime/take-held-press";
import type { IslandModule } from "../../src/runtime/types";
import { correctCachedButtons, listenForPresses, pressWishlist, type WishlistContext } from "./behaviour";
import type { WishlistProps } from "./props";
import { HeldPress } from "../../src/contract/page-names";

export const wishlist: IslandModule<WishlistProps> = {
  mount(element, props, context) {
    const wishlistContext: WishlistContext = { client: context.client, failedText: props.failedText, addFailedText: context.config.i18n.addFailed };
    listenForPresses(wishlistContext, context.signal);
    const held = takeHeldPress(element, HeldPress.Wishlist, context.signal);
    if (held) void pressWishlist(held, wishlistContext);
    if (element.hasAttribute(HeldPress.WishlistCorrect)) void correctCachedButtons(context.client);
  },
};
