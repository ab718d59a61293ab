/**
 * Registry entry: CommerceKit's wishlist buttons on product pages and cards, and the wishlist
 * page's remove and add-to-cart, a plain behaviour (docs/decisions/0012-react-renders.md). One
 * island per page; its code loads on the first intent on a wishlist link, or at once for a
 * visitor who may have a wishlist on a page with buttons to correct.
 */
import { defineIsland } from "../../src/runtime/types";
import { armWishlist } from "./arm";
import { parseWishlistProps } from "./props";
import { ThemeMarkup } from "../../src/contract/page-names";

export const wishlistIsland = defineIsland({
  name: "wishlist",
  parseProps: parseWishlistProps,
  load: () => import("./mount").then((module) => module.wishlist),
  intentSelector: () => ThemeMarkup.WishlistActions,
  arm: (element, props, context) => armWishlist(element, props.renderedFor, context.signal),
});
