/**
 * Which of CommerceKit's wishlist calls (src/api/wishlist.ts) a pressed link asks for, and the
 * ids the cached page's correction asks about.
 */
import { addToCartCall, buttonCall, listRemoveCall, type WishlistCall } from "../../src/api/wishlist";

/** What a press asks: the call (without the nonce), and where the answer's html goes. */
export interface WishlistRequest {
  call: WishlistCall;
  /** `button`: the pressed link's wrapper; `list`: the wishlist page's list; `none`: only the message. */
  answerInto: "button" | "list" | "none";
}

const productIdOf = (element: Element): string | null => {
  const id = element.getAttribute("data-product-id") ?? "";
  return /^\d+$/.test(id) ? id : null;
};

/**
 * The button's own `data-type`, sent back as CommerceKit's script does (`page` on the product's
 * button, `list` on a card's): the answer's "Browse wishlist" text depends on it. A button
 * without one: `full` or `mini` by its wrapper.
 */
function typeOf(element: Element): string {
  const own = element.getAttribute("data-type") ?? "";
  if (/^[a-z]+$/.test(own)) return own;
  return element.closest(".commercekit-wishlist.mini") ? "mini" : "full";
}

export function requestFor(element: Element): WishlistRequest | null {
  const productId = productIdOf(element);
  if (productId === null) return null;
  const { classList } = element;
  if (classList.contains("commercekit-remove-wishlist2")) {
    const wpage = element.getAttribute("data-wpage") ?? "1";
    return { call: listRemoveCall(productId, /^\d+$/.test(wpage) ? wpage : "1"), answerInto: "list" };
  }
  if (classList.contains("commercekit-wishlist-cart")) return { call: addToCartCall(productId), answerInto: "none" };
  return { call: buttonCall(classList.contains("commercekit-remove-wishlist"), productId, typeOf(element)), answerInto: "button" };
}

/** The ids CommerceKit's update asks about: cards (`mini`) and product buttons (`full`), not the list page's. */
export function wishlistIdsOnPage(root: ParentNode = document): { mids: string[]; fids: string[] } {
  const mids = new Set<string>();
  const fids = new Set<string>();
  for (const wrapper of root.querySelectorAll(".commercekit-wishlist:not(.no-wsl-update)")) {
    const id = productIdOf(wrapper);
    if (id === null) continue;
    if (wrapper.classList.contains("mini")) mids.add(id);
    else if (wrapper.classList.contains("full")) fids.add(id);
  }
  return { mids: [...mids], fids: [...fids] };
}
