/** The lazily loaded part: presses, the held press, and the correction of cached buttons. */
import type { IslandModule } from "../../src/runtime/types";
import { correctCachedButtons, listenForPresses, pressWishlist, type WishlistContext } from "./behaviour";
import type { WishlistProps } from "./props";

// The arm's hand-over attributes (arm.ts, which stays in the first bundle).
const HELD = "data-islet-held";
const LISTENING = "data-islet-listening";
const CORRECT = "data-islet-correct";

export const wishlist: IslandModule<WishlistProps> = {
  mount(element, props, context) {
    const wishlistContext: WishlistContext = { client: context.client, failedText: props.failedText };
    listenForPresses(wishlistContext, context.signal);
    element.setAttribute(LISTENING, "");
    context.signal?.addEventListener("abort", () => element.removeAttribute(LISTENING), { once: true });
    const held = document.querySelector(`[${HELD}]`);
    held?.removeAttribute(HELD);
    if (held) void pressWishlist(held, wishlistContext);
    if (element.hasAttribute(CORRECT)) void correctCachedButtons(context.client);
  },
};
