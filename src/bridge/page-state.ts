/**
 * Page state the theme's CSS reads: the drawer's body class, the loading indicator, the
 * cart widget's visibility and the live region that announces cart changes.
 */
import { $cartAnnouncement, $cartBusy } from "../stores/cart";
import { $cartDrawerOpen } from "../stores/drawer";
import { ITEMS_IN_CART_COOKIE, readCookie } from "./cookies";

/** Shoptimizer's open-drawer body class; its stylesheet slides the drawer in. */
export const DRAWER_OPEN_CLASS = "drawer-open";
export const CART_LOADING_CLASS = "islet-cart-loading";
export const LIVE_REGION_CLASS = "widget_shopping_cart_live_region";

/**
 * The store and the body class stay one state both ways: the theme's own script (Shoptimizer's
 * main.js, still on the page for its other features) may add or remove the class itself.
 */
export function mirrorDrawerState(body: HTMLElement = document.body): () => void {
  const unsubscribe = $cartDrawerOpen.subscribe((open) => body.classList.toggle(DRAWER_OPEN_CLASS, open));
  const observer = new MutationObserver(() => {
    const open = body.classList.contains(DRAWER_OPEN_CLASS);
    if (open !== $cartDrawerOpen.get()) $cartDrawerOpen.set(open);
  });
  observer.observe(body, { attributes: true, attributeFilter: ["class"] });
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}

export function mirrorBusyState(body: HTMLElement = document.body): () => void {
  return $cartBusy.subscribe((busy) => {
    body.classList.toggle(CART_LOADING_CLASS, busy > 0);
    for (const drawer of document.querySelectorAll(".shoptimizer-mini-cart-wrap, .widget_shopping_cart")) {
      if (busy > 0) drawer.setAttribute("aria-busy", "true");
      else drawer.removeAttribute("aria-busy");
    }
  });
}

/** WooCommerce shows `.hide_cart_widget_if_empty` widgets only while the cart has items. */
export function syncCartWidgetVisibility(forceShow = false): void {
  const show = forceShow || Number(readCookie(ITEMS_IN_CART_COOKIE) ?? "0") > 0;
  for (const marker of document.querySelectorAll(".hide_cart_widget_if_empty")) {
    const widget = marker.closest<HTMLElement>(".widget_shopping_cart");
    if (widget) widget.style.display = show ? "" : "none";
  }
}

function liveRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${LIVE_REGION_CLASS}`);
  if (existing) return existing;
  const region = document.createElement("div");
  region.className = `${LIVE_REGION_CLASS} screen-reader-text`;
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  document.body.append(region);
  return region;
}

/** Announces cart changes in WooCommerce's own live region (created if the theme has none). */
export function mirrorAnnouncements(): () => void {
  return $cartAnnouncement.subscribe((message) => {
    if (message) liveRegion().textContent = message;
  });
}
