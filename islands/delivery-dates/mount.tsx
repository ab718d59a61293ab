/** The lazily loaded part: React for the delivery-date block, in place of the server's. */
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { BLOCK_SELECTOR } from "./dates";
import { DeliveryDates } from "./DeliveryDates";
import type { DeliveryDatesProps } from "./props";

export const deliveryDates: IslandModule<DeliveryDatesProps> = {
  mount(element, props, context) {
    const printed = element.querySelector<HTMLElement>(BLOCK_SELECTOR);
    // Without WPC's block there is nothing to follow.
    if (!printed) return undefined;
    return mountReactInPlace(element, <DeliveryDates productId={props.productId} serverBlock={printed.outerHTML} nonce={props.nonce} client={context.client} />, [printed], context.signal);
  },
};
