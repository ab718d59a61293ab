/**
 * Mini-cart removal (docs/behaviour/cart.md#mini-cart-removal): the row is blocked with an overlay,
 * the item is removed through the cart queue, fragments replace the mini cart; on failure or an
 * answer without fragments the browser follows the link's href, which removes it without ajax.
 */
import { acceptFragments } from "../../src/bridge/fragments";
import { fireBodyEvent, wrapElement } from "../../src/bridge/jquery";
import { navigateSameOrigin } from "../../src/bridge/navigate";
import { BLOCKED_CLASS, blockElement, unblockElement } from "../../src/dom/overlay";
import type { IslandContext } from "../../src/runtime/types";
import { announceCartChange, whileCartBusy } from "../../src/stores/cart";
import { showButtonNotice } from "../../src/cart/notice";
import { REMOVE_LINK_SELECTOR } from "./selectors";

export { BLOCKED_CLASS };

function block(row: Element | null, context: IslandContext): void {
  if (row) blockElement(row, context.config.i18n.loading);
}

function unblock(row: Element | null): void {
  if (row) unblockElement(row);
}

function fallBackToLink(link: HTMLAnchorElement, row: Element | null, context: IslandContext): void {
  if (navigateSameOrigin(link.getAttribute("href") ?? "")) return;
  unblock(row);
  showButtonNotice(link, context.config.i18n.removeFailed);
}

export async function removeFromCart(link: HTMLAnchorElement, context: IslandContext): Promise<void> {
  const row = link.closest(".woocommerce-mini-cart-item");
  const key = link.getAttribute("data-cart_item_key");
  block(row, context);
  if (!key) {
    fallBackToLink(link, row, context);
    return;
  }
  const result = await whileCartBusy(() => context.client.removeFromCart(key));
  if (!result.ok || result.value.kind !== "removed") {
    fallBackToLink(link, row, context);
    return;
  }
  const { fragments, cartHash } = result.value;
  const $link = wrapElement(link);
  // The focused link goes with its row: keep keyboard users inside the mini cart.
  const hadFocus = row?.contains(document.activeElement) ?? false;
  const container = link.closest<HTMLElement>("[role=dialog]");
  acceptFragments(context, result.value);
  if (hadFocus && container?.isConnected) container.focus({ preventScroll: true });
  fireBodyEvent("wc_fragments_loaded");
  fireBodyEvent("removed_from_cart", [fragments, cartHash, $link]);
  announceCartChange(link.getAttribute("data-success_message") || context.config.i18n.itemRemoved);
}

export function onRemoveClick(event: MouseEvent, context: IslandContext): void {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
  if (!link) return;
  event.preventDefault();
  void removeFromCart(link, context);
}
