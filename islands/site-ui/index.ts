/**
 * Registry entry: the theme's global UI, a plain behaviour (docs/decisions/0012-react-renders.md):
 * the phone menu and the shop's filter drawer, the desktop dropdowns, the sticky bar, the logo's
 * scroll to top, the phone search toggle and, where no reviews island does it, WordPress's
 * threaded reply form — what Shoptimizer's main.js and WordPress's comment-reply.js did. One
 * island per page, before `</body>`. The sticky bar's observer runs from the arm; the rest loads
 * on the first intent on what it wires (docs/decisions/0019-site-ui.md).
 */
import { defineIsland } from "../../src/runtime/types";
import { armSiteUi } from "./arm";
import { parseSiteUiProps } from "./props";

/**
 * Pointer, touch or focus here loads the code ahead of the press: the menu toggle and logo, the
 * menu, the shop's filter toggle, the phone search toggle, the comments (not the header's cart:
 * opening the cart drawer needs none of it).
 */
const INTENT = ".site-branding,#site-navigation,.mobile-filter,.mobile-search-toggle,#comments,#respond";

export const siteUiIsland = defineIsland({
  name: "site-ui",
  parseProps: parseSiteUiProps,
  load: () => import("./mount").then((module) => module.siteUi),
  intentSelector: () => INTENT,
  arm: (element, props, context) => armSiteUi(element, props.replies, context.signal),
});
