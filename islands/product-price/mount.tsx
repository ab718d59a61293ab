/** The lazily loaded part: React and the components, in place of the server's elements. */
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import type { MotionEnv } from "./animate";
import { InventoryBar } from "./InventoryBar";
import { readServerInventory } from "./inventory";
import { readServerPrice } from "./price";
import { ProductPrice } from "./ProductPrice";
import { keepServerPrice } from "./server-price";
import type { InventoryBarProps, ProductPriceProps } from "./props";

export const productPrice: IslandModule<ProductPriceProps> = {
  mount(element, props, context) {
    const server = readServerPrice(element);
    // The markup as printed, even if the early painter (early.ts) changed the element since.
    const price = server.price ? { className: server.price.className, html: keepServerPrice(server.price) } : null;
    const badge = server.badge ? { className: server.badge.className, text: server.badge.textContent ?? "" } : null;
    const replace = [server.price, server.badge].filter((node) => node !== null);
    return mountReactInPlace(element, <ProductPrice productId={props.productId} price={price} badge={badge} context={context} />, replace, context.signal);
  },
};

/**
 * CommerceKit's stock-bar script marks the product's timer beside a stock bar (its CSS draws the
 * divider between them); that script is off where this island runs, so the mark is made here.
 * The countdown's tree keeps it: it renders the classes the timer carries when it mounts
 * (islands/countdown/server.ts), and React leaves an attribute alone until its own prop changes.
 */
export function markTimerBesideBar(): void {
  document.querySelector("#commercekit-timer.product")?.classList.add("has-cg-inventory");
}

/** Mounts the inventory bar (the island's, or a test's motion environment). */
export function mountInventoryBar(element: HTMLElement, context: IslandContext, env?: MotionEnv): Promise<void> {
  const server = readServerInventory(element);
  // Without CommerceKit's bar there is nothing to follow.
  if (!server) return Promise.resolve();
  markTimerBesideBar();
  return mountReactInPlace(element, <InventoryBar server={server} env={env} />, [server.element], context.signal);
}

export const inventoryBar: IslandModule<InventoryBarProps> = {
  mount: (element, _props, context) => mountInventoryBar(element, context),
};
