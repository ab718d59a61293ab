/**
 * Starts the WooCommerce bridge once per page: fragments on load, re-sync after the
 * back/forward cache and other tabs, and the events other plugins fire.
 */
import { readFragments } from "../api/answers";
import { RESCAN_EVENT } from "../runtime/scan";
import { openCartDrawer } from "../stores/drawer";
import { setCart } from "../stores/cart";
import {
  FRAGMENTS_APPLIED_EVENT,
  acceptFragments,
  loadFragmentsOnPageLoad,
  readValidStoredFragments,
  refreshFragments,
  type FragmentContext,
} from "./fragments";
import { getJQuery, onForeignBodyEvent } from "./jquery";
import { startLegacyNonce } from "./legacy-nonce";
import {
  mirrorAnnouncements,
  mirrorBusyState,
  mirrorDrawerState,
  syncCartWidgetVisibility,
} from "./page-state";

function listenToOtherPlugins(ctx: FragmentContext): void {
  const refresh = (): void => void refreshFragments(ctx);
  onForeignBodyEvent("wc_fragment_refresh", refresh);
  // CommerceKit's scripts (and the wishlist island after an add) ask with a DOM event; where
  // jQuery is on the page its listener above hears those too.
  if (!getJQuery()) document.body.addEventListener("wc_fragment_refresh", refresh);
  onForeignBodyEvent("updated_wc_div", refresh);
  onForeignBodyEvent("adding_to_cart", () => syncCartWidgetVisibility(true));
  // Someone else added to the cart (a quick-view plugin, say): take their fragments and open
  // the drawer, as WooCommerce's add-to-cart script and the theme would.
  onForeignBodyEvent("added_to_cart", (fragments, cartHash) => {
    const answer = readFragments({ fragments, cart_hash: cartHash });
    if (answer) acceptFragments(ctx, answer);
    if (!ctx.config.isPageBuilderEditor) openCartDrawer();
  });
  onForeignBodyEvent("removed_from_cart", (fragments, cartHash) => {
    const answer = readFragments({ fragments, cart_hash: cartHash });
    if (answer) acceptFragments(ctx, answer);
  });
  // WooCommerce's checkout script replaced the order review and the payment box (which may hold
  // islands the plugin printed there, CommerceKit's order bump): rescan.
  onForeignBodyEvent("updated_checkout", () => document.dispatchEvent(new CustomEvent(RESCAN_EVENT)));
  // Someone else refreshed fragments: they replaced part of the page, so rescan and re-read.
  onForeignBodyEvent("wc_fragments_refreshed", () => {
    const stored = readValidStoredFragments(ctx.config, (ctx.now ?? Date.now)());
    if (stored) setCart(stored);
    document.dispatchEvent(new CustomEvent(FRAGMENTS_APPLIED_EVENT));
  });
}

export function startCartBridge(ctx: FragmentContext): Promise<boolean> {
  mirrorDrawerState();
  mirrorBusyState();
  mirrorAnnouncements();
  syncCartWidgetVisibility();
  document.addEventListener(FRAGMENTS_APPLIED_EVENT, () => syncCartWidgetVisibility());
  listenToOtherPlugins(ctx);
  startLegacyNonce();
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void refreshFragments(ctx);
  });
  window.addEventListener("storage", (event) => {
    if (event.key !== ctx.config.cartHashKey || event.newValue === event.oldValue) return;
    // Its code comes with the first change another tab makes (shared-cart.ts).
    import("./shared-cart").then(
      (shared) => shared.followOtherTab(ctx, event.newValue),
      () => void refreshFragments(ctx),
    );
  });
  return loadFragmentsOnPageLoad(ctx);
}
