/**
 * Registry entry: WooCommerce's woocommerce.js page work (the store notice, the coming-soon
 * banner, password show/hide, notices focused and scrolled to, quantities raised to their
 * minimum), a plain behaviour on WooCommerce's own markup (docs/decisions/0012-react-renders.md,
 * 0018). One island per page, before `</body>`; its code loads only where the page needs it
 * (arm.ts).
 */
import { defineIsland } from "../../src/runtime/types";
import { armNotices } from "./arm";
import { parseNoticesProps } from "./props";

export const noticesIsland = defineIsland({
  name: "notices",
  parseProps: parseNoticesProps,
  load: () => import("./mount").then((module) => module.notices),
  arm: (_element, _props, context) => armNotices(context.signal),
});
