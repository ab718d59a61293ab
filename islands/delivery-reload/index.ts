/**
 * Registry entry: WPC Estimated Delivery Date's date reload, for pages a full-page cache may
 * have kept (a plain behaviour, docs/decisions/0012-react-renders.md). One island per page; its
 * code loads, and the call goes out, only where the printed dates are stale
 * (docs/decisions/0036-jquery-free-store-pages.md): a page the server just printed asks nothing.
 */
import { defineIsland } from "../../src/runtime/types";
import { armDeliveryReload } from "./arm";
import { parseDeliveryReloadProps } from "./props";

export const deliveryReloadIsland = defineIsland({
  name: "delivery-reload",
  parseProps: parseDeliveryReloadProps,
  load: () => import("./mount").then((module) => module.deliveryReload),
  arm: (_element, props, context) => armDeliveryReload(props, context.signal),
});
