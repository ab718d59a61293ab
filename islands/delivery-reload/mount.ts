/** The lazily loaded part, fetched only for a page whose dates are stale (arm.ts): the reload. */
import type { IslandModule } from "../../src/runtime/types";
import type { DeliveryReloadProps } from "./props";
import { reloadDeliveryDates } from "./reload";

export const deliveryReload: IslandModule<DeliveryReloadProps> = {
  mount: (_element, props, context) => reloadDeliveryDates(context.client, props.nonce, document, context.signal),
};
